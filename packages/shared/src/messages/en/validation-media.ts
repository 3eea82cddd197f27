// validation-media: moved from the code that says them (issue 32).
export const tooLarge = 'Each image must be less than 5MB';
export const wrongType = 'Images must be JPG, PNG, GIF or WebP files.';
export const videoTooLarge = 'Each video must be less than 50MB';
export const videoWrongType = 'Videos must be MP4, MOV or AVI files.';
export const imageTooLarge = 'Image size should not exceed 2MB.';
export const imageWrongType = 'Only JPG, JPEG, and PNG image types are allowed.';
export const videoTooLarge2 = 'Video size should not exceed 10MB.';
export const videoWrongType2 = 'Only MP4 video files are allowed.';
export const image = 'Supported formats: JPG, PNG, GIF';
export const video = 'Supported formats: MP4, MOV, AVI';
export const governmentIdNotice =
  'Please do not upload government-issued documents (Aadhaar, PAN, passport, voter ID, driving licence).';
export const imageBlocked = 'Upload blocked: Government-issued documents are not allowed.';
export const imageFailed = 'Could not verify image content.';
export const videoBlocked = 'Upload blocked: Video may contain government-issued ID.';
export const videoFailed = 'Could not verify video content.';
export const videoLoadFailed = 'Error loading video file.';
export const editMediaVideoBlocked =
  'Upload blocked: Video thumbnail appears to contain government ID text.';
export const editMediaVideoFailed = 'Could not verify video thumbnail content.';

/** 'Please upload at most 10 images.': a count over one form's rule. */
export const tooManyFiles = (kind: 'image' | 'video', max: number) =>
  `Please upload at most ${max} ${kind === 'image' ? 'images' : 'videos'}.`;

/** 'A listing can have at most 10 images. This one has 8, so you can add 2 more.' */
export const listingCap = (kind: 'image' | 'video', cap: number, has: number) => {
  const rule = `A listing can have at most ${cap} ${kind === 'image' ? 'images' : 'videos'}.`;
  const room = cap - has;
  if (room > 0) return `${rule} This one has ${has}, so you can add ${room} more.`;
  const over = has - cap + 1;
  return `${rule} This one has ${has}, so you can add no more until you delete ${over === 1 ? 'one' : `${over} of them`}.`;
};
