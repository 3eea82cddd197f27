import { OCR_MAX_SIDE_PX, VIDEO_FRAME_AT_SECONDS } from '@mandap/shared/id-guard/messages';

/**
 * Turning a chosen file into what text recognition reads: the picture (or a video's frame at 1
 * second) scaled so its longest side is at most OCR_MAX_SIDE_PX, in grey, lightly blurred, just
 * as the server prepares its copy (decision 0012): at full size, or with its grain, a 12 MP photo
 * takes tesseract seconds.
 */

export interface Size {
  width: number;
  height: number;
}

/** The size an image is drawn at for recognition: never enlarged, longest side at most `max`. */
export function ocrSize(width: number, height: number, max = OCR_MAX_SIDE_PX): Size {
  if (!(width > 0 && height > 0)) throw new Error(`No picture to read (${width}x${height})`);
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Grey levels of RGBA pixels, one byte a pixel (BT.601 luma weights). Computed here rather than
 * with a canvas filter, which older Safari lacks, so that every browser reads the same pixels.
 */
export function toGrey(rgba: Uint8ClampedArray, pixels: number): Uint8Array<ArrayBuffer> {
  const grey = new Uint8Array(pixels);
  for (let p = 0, i = 0; p < pixels; p += 1, i += 4) {
    grey[p] =
      ((rgba[i] ?? 255) * 77 + (rgba[i + 1] ?? 255) * 150 + (rgba[i + 2] ?? 255) * 29 + 128) >> 8;
  }
  return grey;
}

/**
 * A light Gaussian blur (sigma 1), the same as the server's `sharp().blur(1)`: weights 3, 5, 3
 * across and then down, edges repeated. It softens camera grain before recognition and keeps
 * small letters, which a median filter erases (decision 0012).
 */
export function blur3(
  grey: Uint8Array<ArrayBuffer>,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const left = grey[row + Math.max(0, x - 1)] ?? 0;
      const right = grey[row + Math.min(width - 1, x + 1)] ?? 0;
      across[row + x] = 3 * left + 5 * (grey[row + x] ?? 0) + 3 * right;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1) {
      const sum =
        3 * (across[up + x] ?? 0) + 5 * (across[row + x] ?? 0) + 3 * (across[down + x] ?? 0);
      // 121 = 11 * 11, the weights' total; + 60 rounds to the nearest grey level.
      out[row + x] = Math.floor((sum + 60) / 121);
    }
  }
  return out;
}

/** Grey pixels as a binary PGM (P5) file: tesseract's image library reads it without decoding. */
export function encodePgm(grey: Uint8Array<ArrayBuffer>, width: number, height: number): Blob {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  return new Blob([header, grey], { type: 'image/x-portable-graymap' });
}

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function canvas2d(size: Size): Context2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const context = new OffscreenCanvas(size.width, size.height).getContext('2d', {
      willReadFrequently: true,
    });
    if (context) return context;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  return context;
}

/**
 * Draws `source` (full size `from`) scaled for recognition, in grey, lightly blurred, and
 * returns it as a PGM file: no PNG to compress here and inflate again in the worker.
 */
export function drawForOcr(source: CanvasImageSource, from: Size): Blob {
  const { width, height } = ocrSize(from.width, from.height);
  const context = canvas2d({ width, height });
  // White under the picture: any transparency reads as paper, not ink.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  return encodePgm(blur3(toGrey(data, width * height), width, height), width, height);
}

/** A chosen image, decoded (EXIF orientation applied) and prepared for recognition. */
export async function imageForOcr(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    return drawForOcr(bitmap, { width: bitmap.width, height: bitmap.height });
  } finally {
    bitmap.close();
  }
}

/** The parts of a <video> element the frame capture uses (a fake stands in for it in tests). */
export interface FrameVideo extends EventTarget {
  src: string;
  muted: boolean;
  preload: string;
  playsInline: boolean;
  readonly duration: number;
  currentTime: number;
  readonly readyState: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  removeAttribute(name: string): void;
  load(): void;
}

/** The first frame is decoded (HTMLMediaElement.HAVE_CURRENT_DATA). */
const HAVE_CURRENT_DATA = 2;

/** A local file that has not loaded by then never will: its codec is one the browser lacks. */
export const VIDEO_LOAD_TIMEOUT_MS = 20_000;

export class VideoLoadError extends Error {
  override readonly name = 'VideoLoadError';
}

/** Resolves at the first of `events`; rejects on 'error', 'abort' or after `timeoutMs`. */
function when(video: FrameVideo, events: readonly string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      for (const name of events) video.removeEventListener(name, onEvent);
      video.removeEventListener('error', onError);
      video.removeEventListener('abort', onError);
      if (error) reject(error);
      else resolve();
    };
    const onEvent = () => done();
    const onError = () => done(new VideoLoadError('The video could not be loaded.'));
    const timer = setTimeout(
      () => done(new VideoLoadError(`The video did not load within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    for (const name of events) video.addEventListener(name, onEvent);
    video.addEventListener('error', onError);
    video.addEventListener('abort', onError);
  });
}

/**
 * Loads `src` into `video` and shows the frame at `atSeconds`, or the first frame of a shorter
 * clip. Rejects with VideoLoadError when the file cannot be loaded or decoded.
 */
export async function showFrame(
  video: FrameVideo,
  src: string,
  atSeconds = VIDEO_FRAME_AT_SECONDS,
  timeoutMs = VIDEO_LOAD_TIMEOUT_MS,
): Promise<void> {
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const loaded = when(video, ['loadeddata'], timeoutMs);
  video.src = src;
  await loaded;
  const at = Number.isFinite(video.duration) && video.duration < atSeconds ? 0 : atSeconds;
  if (at > 0) {
    const seeked = when(video, ['seeked'], timeoutMs);
    video.currentTime = at;
    await seeked;
  }
  if (video.readyState < HAVE_CURRENT_DATA || video.videoWidth === 0 || video.videoHeight === 0) {
    throw new VideoLoadError('The video has no picture to check.');
  }
}

/**
 * The frame at 1 second of a chosen video (R7), prepared for recognition. A hidden <video> that
 * is never attached to the page plays the file from an object URL, revoked afterwards.
 * Rejects with VideoLoadError when the browser cannot load or decode the file.
 */
export async function videoFrameForOcr(
  file: Blob,
  makeVideo: () => FrameVideo & CanvasImageSource = () => document.createElement('video'),
): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = makeVideo();
  try {
    await showFrame(video, url);
    try {
      return drawForOcr(video, { width: video.videoWidth, height: video.videoHeight });
    } catch (error) {
      throw new VideoLoadError('The video frame could not be drawn.', { cause: error });
    }
  } finally {
    // Let go of the decoder and the file now, not at garbage collection.
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
