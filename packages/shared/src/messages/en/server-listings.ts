// server-listings: moved from the code that says them (issue 32).
export const thereIsNoSuchService = 'There is no such service category.';
export const noSuchServiceWasFound = 'No such service was found.';
export const pleaseChooseAnImageTo = 'Please choose an image to upload.';
export const noSuchImageOrVideo = 'No such image or video was found.';
