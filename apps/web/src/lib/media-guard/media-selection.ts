import { type MediaKind, type MediaRule, tooManyFilesMessage } from '@mandap/shared/media';

/** MIME types some systems report for the same formats the rule lists. */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'video/avi': 'video/x-msvideo',
  'video/msvideo': 'video/x-msvideo',
};

/** For files the system gives no type at all (AVI and MOV on some machines). */
const EXTENSIONS: Readonly<Record<MediaKind, readonly string[]>> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  video: ['mp4', 'mov', 'avi'],
};

/** Whether the file claims a type the rule accepts. The server checks the real bytes (R8). */
export function claimsAllowedType(file: File, kind: MediaKind, rule: MediaRule): boolean {
  const type = file.type.toLowerCase();
  if (type === '' || type === 'application/octet-stream') {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    return file.name.includes('.') && EXTENSIONS[kind].includes(extension);
  }
  return rule.types.includes(TYPE_ALIASES[type] ?? type);
}

/**
 * The first reason a new selection cannot be added to the files already chosen (spec 4
 * 'Upload check', spec 5): a wrong type, a file too large, or too many files. Null if it fits.
 */
export function selectionProblem(
  added: readonly File[],
  alreadyChosen: number,
  kind: MediaKind,
  rule: MediaRule,
): string | null {
  if (added.some((file) => !claimsAllowedType(file, kind, rule))) return rule.wrongType;
  if (added.some((file) => file.size > rule.maxBytes)) return rule.tooLarge;
  if (alreadyChosen + added.length > rule.maxFiles) return tooManyFilesMessage(kind, rule);
  return null;
}

/** A key telling files apart, so choosing the same file twice keeps one copy. */
export function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
