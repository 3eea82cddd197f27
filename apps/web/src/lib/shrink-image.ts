const MB = 1024 * 1024;

/** The longest side a shrunk photo keeps: above the 1600 px the server's largest variant has. */
const MAX_EDGE_PX = 2560;
/** Below this the photo is too small to be worth showing, so it is refused instead. */
const MIN_EDGE_PX = 480;
/** JPEG qualities tried at each size, best first. */
const QUALITIES = [0.85, 0.7] as const;

/** Why a photo could not be made small enough. */
export type ShrinkFailure = 'unreadable' | 'too-large';

export class ShrinkError extends Error {
  constructor(readonly reason: ShrinkFailure) {
    super(reason === 'unreadable' ? 'The file could not be decoded' : 'Could not fit the limit');
    this.name = 'ShrinkError';
  }
}

/** Makes an image file at most `maxBytes`; rejects with a ShrinkError when it cannot. */
export type ShrinkImage = (file: File, maxBytes: number) => Promise<File>;

/**
 * An image too large for a form's limit, made to fit in the browser (issue 17): decoded
 * (createImageBitmap, turned upright by its EXIF orientation), scaled down keeping its aspect
 * ratio and encoded as JPEG on white, stepping the quality and then the size down until it is at
 * most `maxBytes`. A PNG becomes a JPEG named .jpg. The caller checks the result like any picked
 * file (type, size, government ID). Rejects with ShrinkError('unreadable') when the browser
 * cannot decode the file, and ShrinkError('too-large') when even a small copy does not fit.
 */
export const shrinkImage: ShrinkImage = async (file, maxBytes) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ShrinkError('unreadable');
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest === 0) throw new ShrinkError('unreadable');
    let edge = Math.min(longest, MAX_EDGE_PX);
    for (;;) {
      const scale = edge / longest;
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      let size = Number.POSITIVE_INFINITY;
      for (const quality of QUALITIES) {
        const blob = await encodeJpeg(bitmap, width, height, quality);
        if (blob.size <= maxBytes) {
          return new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: Date.now(),
          });
        }
        size = blob.size;
      }
      if (edge <= MIN_EDGE_PX) throw new ShrinkError('too-large');
      // Bytes grow about with the pixel count, so the side shrinks by the root of what is over.
      edge = Math.max(MIN_EDGE_PX, Math.floor(edge * Math.min(0.8, Math.sqrt(maxBytes / size))));
    }
  } finally {
    bitmap.close();
  }
};

/** The picture drawn at width x height on white (a PNG's transparency) and encoded as JPEG. */
async function encodeJpeg(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  quality: number,
): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  // Browsers without OffscreenCanvas (Safari before 16.4).
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ShrinkError('unreadable'))),
      'image/jpeg',
      quality,
    );
  });
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): void {
  if (!context) throw new ShrinkError('unreadable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

/** 'stage.png' -> 'stage.jpg'; a JPEG keeps its name. */
export function jpegName(name: string): string {
  if (/\.jpe?g$/i.test(name)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** '3.9 MB' or '640 KB', in the same binary megabytes as the upload limits. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
