import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import { LIMITS } from '@mandap/shared/limits';
import { type CreatedListingReply, CreatedListingSchema } from '@mandap/shared/schemas/listings';
import { NetworkError, replyOf } from '@/lib/api-client';

/** Upload progress ends here; the rest is the server storing the listing (R6). */
export const UPLOAD_DONE_PERCENT = 90;

export interface SubmitListingRequest {
  category: CategorySlug;
  body: FormData;
  /** 0 to 90 while the body is sent (bytes sent / total), 90 while the server works, 100 on its reply. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The request took longer than the submit timeout (spec 9: 60 seconds). */
export class SubmitTimeoutError extends NetworkError {}

/**
 * Sends a registration form as one multipart request (POST /api/vendor/listings/:category).
 * XMLHttpRequest rather than fetch, because only it reports upload progress, so the progress
 * bar shows bytes really sent (R6). Resolves with the created listing; rejects with `ApiError`
 * for an error reply, `NetworkError` when no answer came (`SubmitTimeoutError` after the
 * timeout), and an AbortError DOMException when `signal` aborts it.
 */
export function submitListing({
  category,
  body,
  onProgress = () => {},
  signal,
  timeoutMs = LIMITS.submitTimeoutMs,
}: SubmitListingRequest): Promise<CreatedListingReply> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The submission was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    let percent = 0;
    const report = (next: number) => {
      // Never backwards: a late progress event must not undo 'Almost done...'.
      if (next <= percent) return;
      percent = next;
      onProgress(next);
    };
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', `/api/vendor/listings/${encodeURIComponent(category)}`);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      report(Math.floor((event.loaded / event.total) * UPLOAD_DONE_PERCENT));
    };
    xhr.upload.onload = () => report(UPLOAD_DONE_PERCENT);

    xhr.onload = () => {
      settle();
      report(100);
      try {
        resolve(replyOf(xhr.status, xhr.responseText, CreatedListingSchema));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError('The server could not be reached.'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new SubmitTimeoutError(`No reply within ${timeoutMs} ms.`));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The submission was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    onProgress(0);
    xhr.send(body);
  });
}
