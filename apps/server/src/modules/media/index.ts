// What other modules may use of media. The rest (image variants, the OCR pool, the sweep's
// query) is the module's own; app.ts wires those up directly.
export type { MediaGuard } from './guard';
export {
  checkListingCaps,
  countMedia,
  discardMedia,
  discardUpload,
  type MediaCounts,
  type MediaLog,
  publishUpload,
  receiveUpload,
  type UploadPart,
  type UploadPolicy,
} from './service';
export { localStorage, type MediaStorage, newMediaKey } from './storage';
export { createMediaStorage } from './storage-setup';
export { type UploadSlots, uploadSlots } from './upload-slots';
export type { StoredMedia } from './variants';
