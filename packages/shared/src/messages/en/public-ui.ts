// Generic parts of every screen: loading and error states, dialogs, the photo viewer, fields.

export const tryAgain = 'Try again';
export const close = 'Close';
export const dismiss = 'Dismiss';
export const photosOf = (firmName: string) => `Photos of ${firmName}`;
export const photoNumber = (n: number, count: number) => `Photo ${n} of ${count}`;
/** A photo's alt text: 'Shaadi Studio, photo 2 of 5'. */
export const photoAlt = (firmName: string, n: number, count: number) =>
  `${firmName}, photo ${n} of ${count}`;
export const previousPhoto = 'Previous photo';
export const nextPhoto = 'Next photo';
export const removeFile = (name: string) => `Remove ${name}`;
export const pageNotFoundTitle = 'Page not found · Mandap';
export const pageNotFound = 'Page not found';
export const pageNotFoundText = 'The page you are looking for does not exist or has moved.';
export const backToHome = 'Back to home';
export const browseVendors = 'Browse vendors';
export const pricesOnRequest = 'Prices on request';
export const priceFrom = 'from';
export const mrp = 'MRP ';
export const percentOff = (percent: number) => `${percent}% off`;
export const email = 'Email';
export const phone = 'Phone';
export const phonePlaceholder = 'For example 98765 43210';
export const somethingWentWrongTitle = 'Something went wrong · Mandap';
export const somethingWentWrong = 'Something went wrong';
export const pageCouldNotBeShown =
  'This page could not be shown. Please reload, or try again in a moment.';
export const reloadPage = 'Reload page';
