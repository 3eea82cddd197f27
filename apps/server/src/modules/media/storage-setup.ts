import path from 'node:path';
import { ConfigError, type MediaConfig } from '../../platform/config';
import { BucketUnavailable, s3Storage } from './s3-storage';
import { localStorage, type MediaStorage } from './storage';

/**
 * The media storage MEDIA_STORAGE asks for: the local disk under DATA_DIR/media (the embedded
 * default), or the S3 bucket, checked before the server starts: a bucket that is missing, or
 * refuses these credentials, stops the start with what to do (Mandap never creates one).
 */
export async function createMediaStorage(
  media: MediaConfig,
  dataDir: string,
): Promise<MediaStorage> {
  if (media.storage === 'disk') return localStorage(path.join(dataDir, 'media'));
  const storage = s3Storage(media.s3);
  try {
    await storage.check();
  } catch (error) {
    if (error instanceof BucketUnavailable) throw new ConfigError(error.message);
    throw error;
  }
  return storage;
}
