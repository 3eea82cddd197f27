import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downloadOcrFiles,
  downloadText,
  type OcrDownloadProgress,
  ocrDownloadProgress,
  subscribeOcrDownload,
} from './ocr-download';

/** A response whose body arrives in the given chunks, with the given headers. */
function chunked(chunks: number[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
  return new Response(body, { headers });
}

let unsubscribe = () => {};
afterEach(() => unsubscribe());

function record(): (OcrDownloadProgress | null)[] {
  const seen: (OcrDownloadProgress | null)[] = [];
  unsubscribe = subscribeOcrDownload(() => seen.push(ocrDownloadProgress()));
  return seen;
}

describe('downloadOcrFiles', () => {
  it('counts the bytes sent over the network, file by file, then clears', async () => {
    const seen = record();
    const fetchFake = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('.gz')
        ? // Language data: a gzip file sent as it is, counted as it streams in.
          chunked([400, 600], { 'content-length': '1000' })
        : // The core: inflated by the browser, so it counts by its length once complete.
          chunked([3000, 3000], { 'content-length': '2500', 'content-encoding': 'br' }),
    );
    await downloadOcrFiles(['/core.wasm', '/eng.traineddata.gz'], fetchFake);
    expect(fetchFake).toHaveBeenCalledTimes(2);
    const progress = seen.filter((p): p is OcrDownloadProgress => p !== null);
    expect(progress.at(-1)).toEqual({ loaded: 3500, total: 3500 });
    // Never more than the total, and it only grows.
    for (const [i, p] of progress.entries()) {
      expect(p.loaded).toBeLessThanOrEqual(Math.max(p.total, 0));
      if (i > 0) expect(p.loaded).toBeGreaterThanOrEqual(progress[i - 1]?.loaded ?? 0);
    }
    expect(progress.some((p) => p.loaded === 400)).toBe(true);
    expect(seen.at(-1)).toBeNull();
    expect(ocrDownloadProgress()).toBeNull();
  });

  it('fails when a file cannot be had, and clears the progress', async () => {
    const fetchFake = vi.fn(async () => new Response(null, { status: 404 }));
    await expect(downloadOcrFiles(['/ocr/lang/x/eng.traineddata.gz'], fetchFake)).rejects.toThrow(
      /eng.traineddata.gz/,
    );
    expect(ocrDownloadProgress()).toBeNull();
  });
});

describe('downloadText', () => {
  it('says how much of the check is downloaded, in megabytes', () => {
    expect(downloadText({ loaded: 1_234_567, total: 2_412_000 })).toBe(
      'Preparing the ID check: 1.2 of 2.4 MB',
    );
  });
});
