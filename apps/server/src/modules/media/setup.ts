import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import { ALLOW_ALL_MEDIA, type MediaGuard } from './guard';
import { registerOcrAssets } from './id-guard/assets';
import { idMediaGuard } from './id-guard/guard';
import { OcrPool } from './id-guard/ocr-pool';
import { ensureTessdata } from './id-guard/tessdata';
import { ffmpegAvailable } from './id-guard/video-frame';
import { registerMediaFiles } from './routes';
import { recoverStagedMedia } from './service';
import type { MediaStorage } from './storage';
import { createMediaStorage } from './storage-setup';

export interface Media {
  storage: MediaStorage;
  /** The server's check of uploaded media (R7). */
  mediaGuard: MediaGuard;
  /** Stops the text-recognition workers. */
  close(): Promise<void>;
}

async function videoFramesOrWarn(log: FastifyBaseLogger): Promise<boolean> {
  const available = await ffmpegAvailable();
  if (!available) {
    log.warn(
      'ffmpeg is not installed: video frames are checked in the browser only (apt-get install ffmpeg).',
    );
  }
  return available;
}

/**
 * The media storage MEDIA_STORAGE asks for and the ID check ID_GUARD asks for, unless given
 * (tests give their own). The server's OCR language data (6 MB gathered into DATA_DIR) and the
 * pool of workers are made only where uploads are checked; the browser's smaller models are
 * served from the source tree either way.
 */
export async function createMedia(
  config: Config,
  log: FastifyBaseLogger,
  given: { storage?: MediaStorage | undefined; mediaGuard?: MediaGuard | undefined },
): Promise<Media> {
  const ocrPool =
    config.idGuard.enabled && !given.mediaGuard
      ? new OcrPool({
          langPath: await ensureTessdata(config.dataDir),
          size: config.idGuard.workers,
          queueLimit: config.idGuard.queueLimit,
          recycleAfter: config.idGuard.recycleAfter,
        })
      : null;
  const storage = given.storage ?? (await createMediaStorage(config.media, config.dataDir));
  const mediaGuard =
    given.mediaGuard ??
    (ocrPool
      ? idMediaGuard(ocrPool, { videoFrames: await videoFramesOrWarn(log), log })
      : ALLOW_ALL_MEDIA);
  return { storage, mediaGuard, close: async () => ocrPool?.close() };
}

export interface MediaServingOptions {
  config: Config;
  database: Database;
  storage: MediaStorage;
  clock: () => Date;
}

/**
 * What media serves at the site's root: stored media under /media/, and the browser's OCR
 * worker, cores and language data; and, before the server answers, staged files settled.
 */
export async function registerMediaServing(
  app: FastifyInstance,
  { config, database, storage, clock }: MediaServingOptions,
): Promise<void> {
  await registerMediaFiles(app, {
    media: config.media,
    storage,
    mediaDir: path.join(config.dataDir, 'media'),
  });
  // Before the server answers: files of submissions a crash cut off are still staged, never
  // served; those a committed listing names are published, the rest deleted once older than an
  // upload can last (decisions 0029, 0046).
  app.addHook('onReady', async () => {
    const staged = await recoverStagedMedia(
      database.db,
      storage,
      clock(),
      config.timeouts.uploadMs,
    );
    if (staged.published + staged.discarded > 0) app.log.info(staged, 'settled staged media');
  });
  // Compressed copies of the OCR scripts and WebAssembly, kept for the next start.
  await registerOcrAssets(app, config.ocrCopiesDir, {
    warmAtStart: config.nodeEnv !== 'test',
  });
}
