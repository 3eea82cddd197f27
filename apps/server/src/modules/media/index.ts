// The media module's front door: what the rest of the server (other modules, app.ts, scripts,
// tests and benchmarks) may use of media.
export { ALLOW_ALL_MEDIA, type MediaGuard } from './guard';
export { prepareForOcr } from './id-guard/guard';
export { OcrPool } from './id-guard/ocr-pool';
export { ensureTessdata } from './id-guard/tessdata';
export { mediaCheckRoutes, mediaCspAdditions } from './routes';
export { s3Storage } from './s3-storage';
export {
  checkListingCaps,
  countMedia,
  discardMedia,
  discardUpload,
  type MediaCounts,
  type MediaLog,
  ORPHAN_GRACE_MS,
  publishUpload,
  receiveUpload,
  recoverStagedMedia,
  sweepOrphanMedia,
  type UploadPart,
  type UploadPolicy,
  uploadWindowMs,
} from './service';
export { createMedia, type Media, registerMediaServing } from './setup';
export { localStorage, type MediaStorage, newMediaKey, newPrivateKey } from './storage';
export { createMediaStorage } from './storage-setup';
export { type UploadSlots, uploadSlots } from './upload-slots';
export type { StoredMedia } from './variants';
