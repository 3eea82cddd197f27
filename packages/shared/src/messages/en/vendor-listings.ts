// The vendor's services (listings): the list, prices, media, details and suspension notes.

export const serviceDetails = 'Service Details';
export const titleSuffix = (title: string) => `${title} · Mandap`;
export const back = 'Back';
export const backToDashboard = 'Back to Dashboard';
export const missingListingId =
  'No service selected. Please open this page from your list of services.';

// The list (/services)
export const loadingServiceDetails = 'Loading service details...';
export const noServiceData = 'No service data available.';
export const checkBackLater =
  'Check back later or contact support if you believe this is an error.';
export const statusLabels = {
  pending_payment: 'Pending payment',
  active: 'Active',
  suspended: 'Suspended',
  expired: 'Expired',
};
export const statusHints = {
  pending_payment: 'Pay for this listing to publish it on Mandap.',
  active: 'Couples can find this listing. Set prices and add photos so they see what you offer.',
  suspended: 'This listing is not shown to couples.',
  expired: 'This listing is not shown to couples.',
};
export const paidNextSteps =
  'Next steps: set prices and add photos so couples see what you offer, then view your storefront.';
export const dismissPaymentMessage = 'Dismiss payment message';
export const paidNoListing = 'Payment successful! Your listing is now active.';
export const paidActive = (firmName: string) => `Payment successful! ${firmName} is now active.`;
export const paidFor = (firmName: string) => `Payment successful for ${firmName}.`;
export const serviceNumber = (id: number) => `Service #${id}`;
export const details = 'Details';
export const serviceId = 'Service ID';
export const category = 'Category';
export const vendorId = 'Vendor ID';
export const email = 'Email';
export const phone = 'Phone';
export const status = 'Status';
export const editServices = 'Edit Services';
export const editDetails = 'Edit details';
export const bookedDates = 'Booked dates';
export const nextStepsFor = (firmName: string) => `Next steps for ${firmName}`;
export const payNow = 'Pay now';
export const setPrices = 'Set prices';
export const addPhotos = 'Add photos';
export const viewStorefront = 'View storefront';

// A suspension by Mandap on a listing's card, and its appeal
export const suspendedByMandap = 'Suspended by Mandap';
export const appealButton = 'Appeal';
export const appealMessageLabel = 'Your appeal: why should Mandap restore it?';
export const appealLengthHint = (min: number, max: number) =>
  `Between ${min} and ${max} characters. An appeal is taken once.`;
export const appealSend = 'Send the appeal';
export const appealSending = 'Sending…';
export const appealCancel = 'Cancel';
export const appealPendingSince = (date: string) =>
  `Appeal sent on ${date}, waiting for a decision.`;
export const appealNetwork = 'The appeal could not be sent. Check your connection and try again.';
export const appealSent =
  'Your appeal was sent. An operator who did not suspend it will decide, and you will be told.';
export const appealPending = 'Appeal sent: waiting for a decision.';
export const appealUpheld = 'Appeal decided: the suspension stands.';

// Prices (/ServiceDetails)
export const loadingPrices = 'Loading prices...';
export const firmLabel = 'Firm:';
export const vendorIdLabel = 'Vendor ID:';
export const serviceIdLabel = 'Service ID:';
export const priceExample = 'For example 1,50,000';
export const pricingSaved = 'Pricing saved.';
export const pricingIntroUpdate = 'Update pricing for existing specifications or add new ones.';
export const pricingIntroNew =
  'Add specifications and set pricing for each. You can add multiple specifications for this service.';
export const specifications = 'Specifications';
export const addAnotherSpecification = 'Add Another Specification';
export const saving = 'Saving...';
export const savePricing = 'Save Pricing';
export const specificationNumber = (n: number) => `Specification ${n}`;
export const percentOff = (percent: number) => `${percent}% off`;
export const specification = 'Specification';
export const selectSpecification = 'Select a specification';
export const mrpRupees = 'MRP (₹)';
export const offerPriceRupees = 'Offer price (₹)';
export const priceIs = 'Price is';
export const removeSpecification = (n: number) => `Remove specification ${n}`;
export const remove = 'Remove';

// Media (/editMedia)
export const editMedia = 'Edit Media';
export const somethingWrong = 'Something went wrong. Please try again.';
export const imageHint = (mb: number) =>
  `JPG or PNG, up to ${mb}MB. A larger photo is shrunk to fit.`;
export const videoHint = (mb: number) => `MP4, up to ${mb}MB.`;
export const listingNotFound = 'Service not found. It may have been removed, or it is not yours.';
export const mediaLoadFailed = "Could not load this service's media. Please try again.";
export const loadingMedia = 'Loading media...';
export const chooseImage = 'Please choose an image to upload.';
export const mediaUploaded = 'Media uploaded.';
export const uploadMedia = 'Upload media';
export const image = 'Image';
export const videoOptional = 'Video (optional)';
export const uploading = 'Uploading...';
export const upload = 'Upload';
export const imageDeleted = 'Image deleted.';
export const videoDeleted = 'Video deleted.';
export const deleteImageFailed = 'Failed to delete image.';
export const deleteVideoFailed = 'Failed to delete video.';
/** 'image 1', 'video 2': an item as its Delete button and the dialog name it. */
export const mediaItemName = (kind: 'image' | 'video', n: number) => `${kind} ${n}`;
export const deleteItem = (name: string) => `Delete ${name}`;
export const deleteLabel = 'Delete';
export const yourMedia = 'Your media';
export const noMedia = 'No images or videos found for this service.';
export const images = 'Images';
export const noImages = 'No images yet.';
export const videos = 'Videos';
export const noVideos = 'No videos yet.';
export const galleryItem = (n: number) => `Gallery item ${n}`;
export const videoNumber = (n: number) => `Video ${n}`;
export const deleteQuestion = (name: string) => `Delete ${name}?`;
export const deleteMediaMessage = 'It will be removed from your storefront. This cannot be undone.';
export const deleting = 'Deleting...';
export const keep = 'Keep';

// The media picker (edit media and registration)
export const shrunkNote = (name: string, from: string, to: string, renamed: string) =>
  `${name} was ${from}; shrunk to ${to}${renamed ? ` (${renamed})` : ''}.`;
export const shrinkTooLarge = (tooLarge: string, name: string) =>
  `${tooLarge} ${name} could not be made small enough.`;
export const shrinkUnreadable = (tooLarge: string, name: string) =>
  `${tooLarge} ${name} could not be read to make it smaller.`;
export const shrinking = (name: string, size: string) => `Shrinking ${name} (${size})...`;
export const checkingFiles = 'Checking files...';
export const previewOf = (label: string) => `${label} preview`;
export const previewOfFile = (name: string) => `Preview of ${name}`;
export const previewOfImage = 'Preview of image';

// The details form (edit details, edit services)
export const unsavedChanges = 'Your changes are not saved yet and will be lost.';
export const serviceCategory = 'Service category';
export const submit = 'Submit';
