import * as t from '@mandap/shared/messages/en/public-ui';

/** Longest side of the stored variants (apps/server listings/media-files.ts). */
const THUMB_PX = 480;

export interface ImageSource {
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
}

/** The thumb's real width: the large image scaled to fit 480 px, never enlarged. */
function thumbWidth(width: number, height: number): number {
  return Math.round(width * Math.min(1, THUMB_PX / Math.max(width, height)));
}

/**
 * `srcset` of both stored variants, so a phone downloads the 480 px thumb and a wide screen
 * the large one. Null when the sizes are unknown: the browser then takes `src`.
 */
export function imageSrcSet(image: ImageSource): string | undefined {
  if (!image.thumbUrl || !image.width || !image.height) return undefined;
  const small = thumbWidth(image.width, image.height);
  if (small >= image.width) return undefined;
  return `${image.thumbUrl} ${small}w, ${image.url} ${image.width}w`;
}

/** Width and height attributes reserve the image's box before it loads: no layout shift. */
export function imageBox(image: ImageSource): { width: number; height: number } {
  return { width: image.width ?? 1200, height: image.height ?? 900 };
}

/** Names a photo for screen readers: 'Shaadi Beats, photo 2 of 6'. */
export function photoAlt(firmName: string, index: number, count: number): string {
  return t.photoAlt(firmName, index + 1, count);
}
