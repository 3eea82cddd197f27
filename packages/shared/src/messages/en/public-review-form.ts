// The write-a-review form, loaded when a review is written.

export const sending = 'Sending...';
export const cancel = 'Cancel';
export const unreachableSendAgain =
  'Mandap could not be reached. Check your connection and send again.';
export const changesNotSaved = 'Your changes could not be saved just now. Please try again.';
export const reviewNotSent = 'Your review could not be sent just now. Please try again.';
export const yourRating = 'Your rating';
export const title = 'Title';
export const titlePlaceholder = 'For example: Beautiful photos and always on time';
export const yourReview = 'Your review';
export const bodyPlaceholder = (firmName: string) =>
  `What was it like to work with ${firmName}? What went well, and what could be better?`;
/** '120 of 2,000 characters (at least 30).', the counts' digits grouped. */
export const bodyCount = (length: string, max: string, min: number) =>
  `${length} of ${max} characters (at least ${min}).`;
export const photosOptional = 'Photos (optional)';
export const photosInYourReview = 'Photos in your review';
export const yourReviewPhoto = (n: number, count: number) => `Your review, ${n} of ${count}`;
export const removeYourPhoto = (n: number) => `Remove photo ${n} of your review`;
export const addPhotos = 'Add photos';
export const photosHint = (max: number) => `Up to ${max} photos of your event, each less than 5MB.`;
export const checkingPhotos = 'Checking photos...';
export const photosToAdd = 'Photos to add';
export const saveChanges = 'Save changes';
export const sendReview = 'Send review';
export const tooManyPhotos = (max: number) => `A review can have at most ${max} photos.`;
