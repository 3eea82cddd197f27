// A vendor's public page (the storefront): its sections, calendar, prices and contact box.

export const breadcrumb = 'Breadcrumb';
export const home = 'Home';
export const starHotel = (stars: number) => `${stars} star hotel`;
export const highlights = 'Highlights';
export const contactAndDetails = 'Contact and details';
export const sendEnquiry = 'Send an enquiry';
export const category = 'Category';
export const listedSince = 'Listed since';
export const about = 'About';
export const prices = 'Prices';
export const features = 'Features';
export const videos = 'Videos';
export const videoName = (firmName: string, n: number) => `${firmName}, video ${n}`;
export const location = 'Location';
export const city = 'City';
export const district = 'District';
export const state = 'State';
export const nearby = 'Nearby';
export const somethingWentWrongTitle = 'Something went wrong · Mandap';
export const couldNotLoad = "This vendor's page could not be loaded";
export const tryAgainInMoment = 'Please try again in a moment.';
export const tryAgain = 'Try again';
export const searchVendors = 'Search vendors';

// The page of a vendor that is gone or not active.
export const notAvailableTitle = 'Vendor not available · Mandap';
export const notAvailable = 'This vendor is not available';
export const otherVendorsWaiting = 'Many other vendors are waiting to hear from you.';
export const notAvailableText =
  'The listing may have been removed by the vendor, or it is not active at the moment. Many other vendors are waiting to hear from you.';
export const searchSimilar = 'Search similar vendors';
export const seeAllVendors = 'See all vendors';
export const goHome = 'Go to the home page';

// The photos.
export const noPhotos = 'No photos yet';
export const photos = 'Photos';
export const viewFullScreen = (n: number, count: number) =>
  `View photo ${n} of ${count} full screen`;
export const previousPhoto = 'Previous photo';
export const nextPhoto = 'Next photo';
export const fullScreen = 'Full screen';
export const showPhoto = (n: number) => `Show photo ${n}`;

// Availability.
export const availability = 'Availability';
export const noneBooked = (months: number, firmName: string) =>
  `No dates marked booked for the next ${months} months. Ask ${firmName} about your date.`;
export const bookedCrossedOut = (firmName: string) =>
  `Days ${firmName} has marked booked are crossed out. Other days may still be free: ask about your date.`;
export const booked = 'Booked';
export const previousMonth = 'Previous month';
export const nextMonth = 'Next month';
/** A month's calendar's name: 'March 2026 · 2 days booked'. */
export const monthBooked = (month: string, count: number) =>
  `${month} · ${count === 0 ? 'no days booked' : `${count} ${count === 1 ? 'day' : 'days'} booked`}`;

// Prices.
export const noPrices = 'This vendor has not listed prices yet. Ask them for a quote.';
export const priceList = 'Price list';
export const specification = 'Specification';
export const mrp = 'MRP';
export const offerPrice = 'Offer price';
export const off = 'Off';
export const noMrp = 'No MRP';
export const percentOff = (percent: number) => `${percent}% off`;
export const noDiscount = 'No discount';

// The contact box.
export const contact = 'Contact';
export const signInToSee = (firmName: string) =>
  `Sign in as a user to see the phone number and email of ${firmName}, and to call them or message them on WhatsApp.`;
export const signInToSeeContact = 'Sign in to see contact details';
export const newToMandap = 'New to Mandap?';
export const createAccount = 'Create an account';
export const loadingContact = 'Loading contact details...';
export const contactNotLoaded = 'Contact details could not be loaded.';
export const contactForCouples =
  'Contact details are shown to couples signed in with a user account.';
export const signInAsUser = 'Sign in as a user';
export const phone = 'Phone';
export const email = 'Email';
export const call = 'Call';
export const photoNumber = (n: number, count: number) => `Photo ${n} of ${count}`;
export const allPhotos = 'All photos';
