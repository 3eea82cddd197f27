import * as t from '@mandap/shared/messages/en/validation-media';
import { LIMITS } from './limits';

export type MediaKind = 'image' | 'video';

/** What one upload form accepts for one kind of file, with the messages shown when it does not. */
export interface MediaRule {
  maxBytes: number;
  /** MIME types as detected from the file's bytes. */
  types: readonly string[];
  /** For the file input's accept attribute. */
  accept: string;
  tooLarge: string;
  wrongType: string;
  maxFiles: number;
}

/** 'Please upload at most 10 images.': the browser and the server word a count over the rule alike. */
export function tooManyFilesMessage(kind: MediaKind, rule: MediaRule): string {
  return t.tooManyFiles(kind, rule.maxFiles);
}

/** How many of each kind one listing may have in all, whatever form added them (issue 14). */
export const LISTING_MEDIA_CAPS: Readonly<Record<MediaKind, number>> = {
  image: LIMITS.maxImagesPerListing,
  video: LIMITS.maxVideosPerListing,
};

/**
 * 'A listing can have at most 10 images. This one has 8, so you can add 2 more.': what the
 * server answers when an upload would take a listing past its cap, and what Edit Media shows.
 */
export function listingCapMessage(kind: MediaKind, has: number): string {
  return t.listingCap(kind, LISTING_MEDIA_CAPS[kind], has);
}

/** Registration forms (spec 5, R8): images JPG, PNG, GIF, WebP up to 5MB; videos MP4, MOV, AVI up to 50MB. */
export const REGISTRATION_MEDIA: Readonly<Record<MediaKind, MediaRule>> = {
  image: {
    maxBytes: LIMITS.registrationImageBytes,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    tooLarge: t.tooLarge,
    wrongType: t.wrongType,
    maxFiles: LIMITS.maxImagesPerListing,
  },
  video: {
    maxBytes: LIMITS.registrationVideoBytes,
    types: ['video/mp4', 'video/quicktime', 'video/vnd.avi', 'video/x-msvideo'],
    accept: 'video/mp4,video/quicktime,video/x-msvideo,.avi,.mov',
    tooLarge: t.videoTooLarge,
    wrongType: t.videoWrongType,
    maxFiles: LIMITS.maxVideosPerListing,
  },
};

/** Edit Media (spec 5, R8): one JPG, JPEG or PNG image up to 2MB, one MP4 video up to 10MB. */
export const EDIT_MEDIA: Readonly<Record<MediaKind, MediaRule>> = {
  image: {
    maxBytes: LIMITS.editMediaImageBytes,
    types: ['image/jpeg', 'image/png'],
    accept: 'image/jpeg,image/png',
    tooLarge: t.imageTooLarge,
    wrongType: t.imageWrongType,
    maxFiles: 1,
  },
  video: {
    maxBytes: LIMITS.editMediaVideoBytes,
    types: ['video/mp4'],
    accept: 'video/mp4',
    tooLarge: t.videoTooLarge2,
    wrongType: t.videoWrongType2,
    maxFiles: 1,
  },
};

/** Formats hint shown under the upload fields (spec 2.7). */
export const MEDIA_FORMAT_HINTS = {
  image: t.image,
  video: t.video,
  governmentIdNotice: t.governmentIdNotice,
} as const;
