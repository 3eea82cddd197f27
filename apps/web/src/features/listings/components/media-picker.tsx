import type { MediaKind, MediaRule } from '@mandap/shared/media';
import * as t from '@mandap/shared/messages/en/vendor-listings';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/text-field';
import {
  checkFailedMessage,
  checkingText,
  checkMediaFiles,
  type MediaCheckProgress,
} from '@/lib/media-guard/check-media';
import { selectionProblem } from '@/lib/media-guard/media-selection';
import { OcrDownloadStatus } from '@/lib/media-guard/ocr-download-status';
import { formatFileSize, ShrinkError, type ShrinkImage } from '@/lib/shrink-image';

export type PickerForm = 'editMedia' | 'registration';

interface MediaPickerProps {
  kind: MediaKind;
  label: string;
  rule: MediaRule;
  form: PickerForm;
  required?: boolean;
  multiple?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** True while the government-ID check runs. */
  onChecking: (checking: boolean) => void;
  /** The formats and limits, shown under the input before anything is picked. */
  hint?: string;
  /** Ids of other texts describing the input (the government-ID notice). */
  describedBy?: string;
  /** Given, an image over the size limit is made to fit instead of refused (issue 17). */
  shrink?: ShrinkImage;
}

/** Files made to fit, and what the vendor is told about it; or why they could not be. */
type Shrunk = { files: File[]; note: string } | { refusal: string };

function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * A file input with the form's type and size checks, then the government-ID check (spec 5
 * 'Edit Media', R7/R8). A refused selection is cleared and its message shown. With `shrink`,
 * an image over the size limit is first made smaller in the browser, and the vendor told so.
 */
export function MediaPicker({
  kind,
  label,
  rule,
  form,
  required = false,
  multiple = false,
  files,
  onChange,
  onChecking,
  hint,
  describedBy,
  shrink,
}: MediaPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<MediaCheckProgress | null>(null);
  const [shrinking, setShrinking] = useState<File | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);

  useEffect(() => {
    const urls = files.map(previewUrl).filter((url): url is string => url !== null);
    setPreviews(urls);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [files]);

  // The input mirrors the chosen files: cleared when the form resets them.
  useEffect(() => {
    if (files.length > 0) return;
    if (input.current) input.current.value = '';
    setNote(null);
  }, [files]);

  function refuse(message: string) {
    setError(message);
    onChange([]);
    if (input.current) input.current.value = '';
  }

  /** Each image over the limit made to fit, one after another. */
  async function shrinkAll(picked: readonly File[], shrinkImage: ShrinkImage): Promise<Shrunk> {
    const files: File[] = [];
    const notes: string[] = [];
    for (const file of picked) {
      if (file.size <= rule.maxBytes) {
        files.push(file);
        continue;
      }
      setShrinking(file);
      try {
        const small = await shrinkImage(file, rule.maxBytes);
        files.push(small);
        const renamed = small.name === file.name ? '' : small.name;
        notes.push(
          t.shrunkNote(file.name, formatFileSize(file.size), formatFileSize(small.size), renamed),
        );
      } catch (failure) {
        const why =
          failure instanceof ShrinkError && failure.reason === 'too-large'
            ? t.shrinkTooLarge
            : t.shrinkUnreadable;
        return { refusal: why(rule.tooLarge, file.name) };
      } finally {
        setShrinking(null);
      }
    }
    return { files, note: notes.join(' ') };
  }

  async function pick(list: FileList | null) {
    let picked = list ? [...list] : [];
    setError(null);
    setNote(null);
    if (picked.length === 0) {
      onChange([]);
      return;
    }
    const problem = selectionProblem(picked, 0, kind, rule);
    // Only a size problem can be shrunk away (a wrong type is reported before the size).
    const shrinkable = shrink !== undefined && kind === 'image' && problem === rule.tooLarge;
    if (problem && !shrinkable) return refuse(problem);
    setChecking(true);
    onChecking(true);
    try {
      let shrunkNote: string | null = null;
      if (shrink && shrinkable) {
        const shrunk = await shrinkAll(picked, shrink);
        if ('refusal' in shrunk) return refuse(shrunk.refusal);
        picked = shrunk.files;
        shrunkNote = shrunk.note;
        // The smaller files are checked like any picked file: type, size and count again.
        const still = selectionProblem(picked, 0, kind, rule);
        if (still) return refuse(still);
      }
      const result = await checkMediaFiles(picked, kind, form, { onProgress: setProgress });
      if (!result.ok) return refuse(result.message);
      onChange(picked);
      setNote(shrunkNote);
    } catch {
      refuse(checkFailedMessage(form, kind));
    } finally {
      setChecking(false);
      setProgress(null);
      onChecking(false);
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const describedByIds = [
    error ? errorId : null,
    note ? noteId : null,
    hint ? hintId : null,
    describedBy ?? null,
  ].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={rule.accept}
        multiple={multiple}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds.length > 0 ? describedByIds.join(' ') : undefined}
        onChange={(event) => void pick(event.target.files)}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-maroon-800 file:px-4 file:py-2 file:text-sm file:font-medium file:text-ivory hover:file:bg-maroon-900"
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {/* Always present, so what appears in it is announced. */}
      <div role="status" className="text-sm text-stone-600">
        {checking ? (
          <div className="mt-1.5">
            <p>
              {shrinking
                ? t.shrinking(shrinking.name, formatFileSize(shrinking.size))
                : progress
                  ? checkingText(progress)
                  : t.checkingFiles}
            </p>
            <OcrDownloadStatus />
          </div>
        ) : note ? (
          <p id={noteId} className="mt-1.5 font-medium text-emerald-800">
            {note}
          </p>
        ) : null}
      </div>
      {error ? (
        <div role="alert">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
      {previews.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={t.previewOf(label)}>
          {previews.map((url, index) => (
            <li key={url}>
              {kind === 'image' ? (
                <img
                  src={url}
                  alt={files[index] ? t.previewOfFile(files[index].name) : t.previewOfImage}
                  className="size-28 rounded-xl object-cover ring-1 ring-stone-200"
                />
              ) : (
                <video src={url} controls muted className="h-28 rounded-xl ring-1 ring-stone-200">
                  <track kind="captions" />
                </video>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
