// The listing registration form of the 17 categories (spec 2.7) and the two edit screens
// (Edit Service, Submit Your Service). Category names, features and validation messages are
// the catalogue's and the schemas'.

export const formIntro =
  'Tell couples about your business, choose a plan and submit. Payment comes next.';

/** The firm name's label where the category names it otherwise ('Band name is required'). */
export const firmNameLabels: Partial<Record<string, string>> = {
  band: 'Band name',
  corporate: 'Corporate name',
};

export const addressDetails = 'Address Details';
export const tickEverything = 'Tick everything you offer.';

// Hotels: the star rating sets the price (spec 9, R3).
export const hotelCategoryLegend = 'Hotel Category & Pricing';
export const hotelCategoryIntro = 'Your hotel category sets the listing price.';
export const starOption = (stars: number, price: string) => `${stars} Star — ${price}`;

// The plan cards (spec 3 'Plan', spec 9).
export const priceLegend = 'Price';
export const priceIntroHotel =
  'Your hotel category sets the price; the plan sets how long you use Mandap without commission.';
export const priceIntro = (percent: number) =>
  `Pay once to list your service. After the free period a flat ${percent}% commission applies.`;
export const chosenPlan = (title: string, duration: string) => `${title} plan · ${duration}`;

// Media Upload (spec 2.7).
export const mediaUpload = 'Media Upload';
export const images = 'Images';
export const videos = 'Videos';
export const chooseImages = 'Choose images';
export const chooseVideos = 'Choose videos';
export const imageLimit = (max: number) => `Up to ${max} images, each less than 5MB.`;
export const videoLimit = (max: number) => `Up to ${max} videos, each less than 50MB.`;
export const checkingFiles = 'Checking files...';
export const chosenImages = 'Chosen images';
export const chosenVideos = 'Chosen videos';
export const removeFile = (name: string) => `Remove ${name}`;

// Submitting (spec 2.7, 8; R6).
export const submitSection = 'Submit';
export const amountDue = (amount: string) => `Amount due: ${amount}`;
export const returnHome = 'Return to Home';
export const submitting = 'Submitting your service details...';
export const submitService = 'Submit Service';
export const submissionProgress = 'Submission progress';
export const stagePreparing = 'Preparing your data...';
export const stageUploading = 'Uploading files...';
export const stageProcessing = 'Processing submission...';
export const stageAlmostDone = 'Almost done...';
export const submitGenericError =
  'An error occurred while submitting your service. Please try again later.';
export const submitFallbackError = 'Failed to submit service';
export const submitSuccess = 'Service submitted successfully!';

// A kept draft, and leaving the form.
export const draftRestored = 'Your unsaved details were restored';
export const discardDraft = 'Discard restored details';
export const leaveTitle = 'Leave this form?';
export const leave = 'Leave';
export const stay = 'Stay on this page';
export const leaveMessage =
  'This service is not submitted yet. The details you typed stay in this browser as a draft, but the photos and videos you chose will be lost.';

// Submit Your Service (/EditServices) and Edit Service (/edit-hotel). The spec's headings stay.
export const submitYourService = 'Submit Your Service';
export const editingBefore = 'Editing ';
export const editingAfter = ': its details and highlights, and more photos and videos.';
export const editSubmitError = 'An error occurred while submitting the form.';
export const noData = 'No data available.';
export const fetchError = 'Error fetching data.';
export const loading = 'Loading...';
export const backToDashboard = 'Back to Dashboard';
export const submittingShort = 'Submitting...';
export const editService = 'Edit Service';
export const withError = (message: string) => `Error: ${message}`;
export const noServiceDetails = 'Error: No service details found';
export const fetchServiceFailed = 'Error: Failed to fetch service details';
export const updateFailed = 'Update failed.';
export const updating = 'Updating...';
export const serviceUpdated = 'Service updated successfully!';
