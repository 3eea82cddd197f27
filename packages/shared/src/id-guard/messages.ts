/** What the upload forms say when the government-ID check refuses or cannot check a file (spec 5). */
export const ID_GUARD_MESSAGES = {
  registration: {
    imageBlocked: 'Upload blocked: Government-issued documents are not allowed.',
    imageFailed: 'Could not verify image content.',
    videoBlocked: 'Upload blocked: Video may contain government-issued ID.',
    videoFailed: 'Could not verify video content.',
    videoLoadFailed: 'Error loading video file.',
  },
  editMedia: {
    imageBlocked: 'Upload blocked: Government-issued documents are not allowed.',
    imageFailed: 'Could not verify image content.',
    videoBlocked: 'Upload blocked: Video thumbnail appears to contain government ID text.',
    videoFailed: 'Could not verify video thumbnail content.',
    videoLoadFailed: 'Error loading video file.',
  },
} as const;

export type IdGuardForm = keyof typeof ID_GUARD_MESSAGES;

/** Longest side, in pixels, an image is scaled to before recognition (R7; decision 0012). */
export const OCR_MAX_SIDE_PX = 1200;

/** The frame of a video that is checked (spec 9: at 1 second). */
export const VIDEO_FRAME_AT_SECONDS = 1;
