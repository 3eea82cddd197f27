import * as t from '@mandap/shared/messages/en/registration-media';
import { useSyncExternalStore } from 'react';
import { downloadText, ocrDownloadProgress, subscribeOcrDownload } from './ocr-download';

/**
 * The first download of the ID check's files (about 2.4 MB, once per browser: decision 0039),
 * as a progress bar with its text, on both upload screens while it runs; nothing otherwise.
 */
export function OcrDownloadStatus() {
  const progress = useSyncExternalStore(subscribeOcrDownload, ocrDownloadProgress, () => null);
  if (!progress) return null;
  const text = downloadText(progress);
  return (
    <div className="mt-2">
      <p className="text-xs text-stone-600">{text}</p>
      <progress
        className="mt-1 h-2 w-full max-w-xs accent-maroon-700"
        aria-label={t.preparingIdCheck}
        aria-valuetext={text}
        value={progress.loaded}
        max={Math.max(progress.total, 1)}
      />
    </div>
  );
}
