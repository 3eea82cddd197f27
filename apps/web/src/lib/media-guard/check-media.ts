import { ID_GUARD_MESSAGES, type IdGuardForm } from '@mandap/shared/id-guard/messages';
import { checkIdText } from '@mandap/shared/id-guard/rules';
import type { MediaKind } from '@mandap/shared/media';
import * as t from '@mandap/shared/messages/en/registration-media';
import { imageForOcr, videoFrameForOcr } from './frames';
import { createOcrRecogniser, startTesseract } from './ocr-worker';

export type MediaCheckResult = { ok: true } | { ok: false; message: string };

/** Which file is being checked now: `index` counts from 0, of `total` files. */
export interface MediaCheckProgress {
  index: number;
  total: number;
  name: string;
}

/** What a form shows while a file is checked: 'Checking stage.jpg (2 of 3)...'. */
export function checkingText(progress: MediaCheckProgress): string {
  return t.checkingFile(progress.name, progress.index + 1, progress.total);
}

/** Spec 5: what a form shows when the content check itself fails. */
export function checkFailedMessage(form: IdGuardForm, kind: MediaKind): string {
  const messages = ID_GUARD_MESSAGES[form];
  return kind === 'image' ? messages.imageFailed : messages.videoFailed;
}

export interface MediaCheckOptions {
  /** Called as each file's check starts, in order. */
  onProgress?: (progress: MediaCheckProgress) => void;
}

/** What a check is made of; tests replace them, the browser uses the defaults below. */
export interface MediaCheckDeps {
  /** The text in a prepared image. */
  recognise: (image: Blob) => Promise<string>;
  /** An image file decoded, downscaled and greyed for recognition. */
  prepareImage: (file: File) => Promise<Blob>;
  /** A video's frame at 1 second, prepared; rejects when the video cannot be loaded. */
  videoFrame: (file: File) => Promise<Blob>;
}

export type CheckMediaFiles = (
  files: readonly File[],
  kind: MediaKind,
  form?: IdGuardForm,
  options?: MediaCheckOptions,
) => Promise<MediaCheckResult>;

/**
 * The browser half of the government-ID guard (spec 5 'Image content check', 'Video content
 * check', 'Edit Media'; R7). Every image, and the frame at 1 second of every video (not only
 * the first), is read by text recognition and checked with the rules the server uses too. The
 * first file refused, or that cannot be checked, refuses the selection with the form's message;
 * the check fails closed. The server checks again whatever arrives.
 */
export function createMediaChecker(deps: MediaCheckDeps): CheckMediaFiles {
  return async (files, kind, form = 'registration', options = {}) => {
    const messages = ID_GUARD_MESSAGES[form];
    for (const [index, file] of files.entries()) {
      options.onProgress?.({ index, total: files.length, name: file.name });
      const refusal = kind === 'image' ? await checkImage(file) : await checkVideo(file);
      if (refusal) return { ok: false, message: refusal };
    }
    return { ok: true };

    async function checkImage(file: File): Promise<string | null> {
      let text: string;
      try {
        text = await deps.recognise(await deps.prepareImage(file));
      } catch {
        return messages.imageFailed;
      }
      return checkIdText(text).blocked ? messages.imageBlocked : null;
    }

    async function checkVideo(file: File): Promise<string | null> {
      let frame: Blob;
      try {
        frame = await deps.videoFrame(file);
      } catch {
        // Browsers cannot decode AVI, which R8 allows: such a file goes on to the server, whose
        // ffmpeg takes the frame and checks it (and refuses it if it cannot be read either).
        return isAvi(file) ? null : messages.videoLoadFailed;
      }
      let text: string;
      try {
        text = await deps.recognise(frame);
      } catch {
        return messages.videoFailed;
      }
      return checkIdText(text).blocked ? messages.videoBlocked : null;
    }
  };
}

const AVI_TYPES = new Set(['video/avi', 'video/x-msvideo', 'video/vnd.avi', 'video/msvideo']);

/** An AVI by its claimed type, or by its name when the browser gives no type. */
function isAvi(file: File): boolean {
  return AVI_TYPES.has(file.type) || (file.type === '' && /\.avi$/i.test(file.name));
}

/** The page's one recogniser: tesseract.js, loaded and started at the first check (R7). */
const recogniser = createOcrRecogniser(startTesseract);

/**
 * Checks files a vendor picked before they are uploaded, after the size and type checks:
 * `{ ok: false, message }` with spec 5's message for `form` when one is refused.
 */
export const checkMediaFiles: CheckMediaFiles = createMediaChecker({
  recognise: (image) => recogniser.recognise(image),
  prepareImage: imageForOcr,
  videoFrame: (file) => videoFrameForOcr(file),
});
