import * as t from '@mandap/shared/messages/en/registration-media';

/** How far the first download of the OCR files has got, in bytes as sent over the network. */
export interface OcrDownloadProgress {
  loaded: number;
  total: number;
}

type Listener = () => void;
let current: OcrDownloadProgress | null = null;
const listeners = new Set<Listener>();

function publish(next: OcrDownloadProgress | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever the progress changes. */
export function subscribeOcrDownload(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The download under way, or null when none is. */
export function ocrDownloadProgress(): OcrDownloadProgress | null {
  return current;
}

/** 'Preparing the ID check: 1.2 of 2.4 MB' (decimal megabytes, one decimal). */
export function downloadText(progress: OcrDownloadProgress): string {
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
  return t.preparingDownload(mb(progress.loaded), mb(progress.total));
}

interface FileProgress {
  loaded: number;
  total: number;
}

async function download(
  url: string,
  file: FileProgress,
  changed: () => void,
  fetchImpl: typeof fetch,
): Promise<void> {
  const response = await fetchImpl(url);
  if (!response.ok || !response.body) throw new Error(`Could not download ${url}`);
  const length = Number(response.headers.get('content-length')) || 0;
  // A body the browser inflates (Content-Encoding) streams more bytes than were sent: it counts
  // by its length once complete. The language data is sent as files already gzipped.
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  file.total = length;
  changed();
  const reader = response.body.getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (!encoded) file.loaded = Math.min(read, length || read);
    if (!length) file.total = read;
    changed();
  }
  file.loaded = encoded ? length || read : read;
  file.total = Math.max(file.total, file.loaded);
  changed();
}

/**
 * Downloads `urls` together into the browser's HTTP cache (the server marks them immutable, so
 * tesseract's own requests that follow, and later visits, are answered from there), publishing
 * the bytes received so far for the upload screens to show.
 */
export async function downloadOcrFiles(
  urls: readonly string[],
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const files: FileProgress[] = urls.map(() => ({ loaded: 0, total: 0 }));
  const changed = () =>
    publish({
      loaded: files.reduce((sum, f) => sum + f.loaded, 0),
      total: files.reduce((sum, f) => sum + f.total, 0),
    });
  changed();
  try {
    await Promise.all(files.map((file, i) => download(urls[i] ?? '', file, changed, fetchImpl)));
  } finally {
    publish(null);
  }
}
