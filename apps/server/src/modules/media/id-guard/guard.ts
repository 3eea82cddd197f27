import {
  ID_GUARD_MESSAGES,
  OCR_MAX_SIDE_PX,
  VIDEO_FRAME_AT_SECONDS,
} from '@mandap/shared/id-guard/messages';
import { checkIdText } from '@mandap/shared/id-guard/rules';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { DomainError } from '../../../platform/domain-errors';
import type { MediaGuard } from '../guard';
import type { OcrPool } from './ocr-pool';
import { videoFrame } from './video-frame';

function refuse(field: 'images' | 'videos', message: string): DomainError {
  return new DomainError('unprocessable', message, { fieldErrors: { [field]: message } });
}

/** Grey pixels as a binary PGM (P5): tesseract's image library reads it without decoding. */
export function encodePgm(grey: Buffer, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), grey]);
}

/**
 * Downscaled, greyscale, lightly blurred: what recognition needs at a fraction of the pixels
 * (R7). The blur removes camera grain that tesseract would otherwise chase as text (a grainy
 * 12 MP photo: 4.1 s at 1800 px unfiltered, 0.1 s of recognition at 1200 px blurred). A
 * Gaussian blur rather than libvips's median, which cost 70 ms of a 160 ms preparation; handed
 * over as PGM, so there is no PNG to compress here and inflate in the worker (decision 0012).
 * A 12 MP JPEG is ready in about 65 ms, most of it decoding (at half size, shrink-on-load).
 */
export async function prepareForOcr(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({
      width: OCR_MAX_SIDE_PX,
      height: OCR_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // Transparency reads as paper, not ink, as in the browser's check.
    .flatten({ background: '#ffffff' })
    // The same grey as greyscale(), which goes through linear light: 40 ms more a photo.
    .toColourspace('b-w')
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`Expected one grey channel, got ${info.channels}`);
  return encodePgm(data, info.width, info.height);
}

/**
 * The server's re-check of every uploaded image and of each video's frame at 1 second (R7): the
 * browser's check can be skipped, this one cannot. A flagged file refuses the whole submission
 * with the form's own message. Without ffmpeg, video frames are not re-checked (logged once).
 */
export function idMediaGuard(
  pool: OcrPool,
  options: { videoFrames: boolean; log: FastifyBaseLogger },
): MediaGuard {
  return {
    async checkImage({ data, form }) {
      const messages = ID_GUARD_MESSAGES[form];
      let text: string;
      try {
        text = await pool.recognize(await prepareForOcr(data));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        options.log.warn({ err: error }, 'image text recognition failed');
        throw refuse('images', messages.imageFailed);
      }
      const verdict = checkIdText(text);
      if (verdict.blocked) {
        options.log.info({ rule: verdict.rule }, 'upload refused: government ID');
        throw refuse('images', messages.imageBlocked);
      }
    },
    async checkVideo({ withFile, form }) {
      if (!options.videoFrames) return;
      const messages = ID_GUARD_MESSAGES[form];
      // Only ffmpeg's failure is the video's fault; the storage's (a download) is a 500.
      const frame = await withFile(async (file) => {
        try {
          return await videoFrame(file, VIDEO_FRAME_AT_SECONDS, OCR_MAX_SIDE_PX);
        } catch {
          throw refuse('videos', messages.videoLoadFailed);
        }
      });
      let text: string;
      try {
        text = await pool.recognize(await prepareForOcr(frame));
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw refuse('videos', messages.videoFailed);
      }
      if (checkIdText(text).blocked) throw refuse('videos', messages.videoBlocked);
    },
  };
}
