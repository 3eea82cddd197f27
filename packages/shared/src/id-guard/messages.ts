import * as t from '@mandap/shared/messages/en/validation-media';
/** What the upload forms say when the government-ID check refuses or cannot check a file (spec 5). */
export const ID_GUARD_MESSAGES = {
  registration: {
    imageBlocked: t.imageBlocked,
    imageFailed: t.imageFailed,
    videoBlocked: t.videoBlocked,
    videoFailed: t.videoFailed,
    videoLoadFailed: t.videoLoadFailed,
  },
  editMedia: {
    imageBlocked: t.imageBlocked,
    imageFailed: t.imageFailed,
    videoBlocked: t.editMediaVideoBlocked,
    videoFailed: t.editMediaVideoFailed,
    videoLoadFailed: t.videoLoadFailed,
  },
} as const;

export type IdGuardForm = keyof typeof ID_GUARD_MESSAGES;

/** Longest side, in pixels, an image is scaled to before recognition (R7; decision 0012). */
export const OCR_MAX_SIDE_PX = 1200;

/**
 * Tesseract's settings for the check, the same in the browser and on the server (decision 0012):
 * - no second pass over every line as inverted (light-on-dark) text, which triples recognition
 *   time on photos; ID cards print dark on light;
 * - Sauvola's local threshold instead of one Otsu threshold for the whole picture: the grain of
 *   a phone photo no longer turns into thousands of specks that tesseract reads as text (a
 *   12 MP photo: 0.05 s of recognition instead of 0.1 to 0.7 s), and small text on a card
 *   photographed at a quarter of the frame is still read.
 */
export const OCR_PARAMETERS = { tessedit_do_invert: '0', thresholding_method: '2' } as const;

/** The frame of a video that is checked (spec 9: at 1 second). */
export const VIDEO_FRAME_AT_SECONDS = 1;
