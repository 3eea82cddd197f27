// The vendor's home (issue 31, decision 0077), and the wording of waits and reply times that
// ../../vendor-home.ts measures (the server words them in English, the home in its language).

export const title = 'Vendor home';
export const documentTitle = 'Vendor home · Vendor Portal · Mandap';
export const vendorPortal = 'Vendor Portal';
export const logoutFailed = 'Could not log out. Please try again.';
export const intro = 'What is waiting for you today, and how your services are doing.';
export const loading = 'Loading your home...';
export const loadError = 'Your home could not be loaded. Please try again.';
export const retry = 'Try again';
export const enquiriesHeading = 'New enquiries waiting for your reply';
export const enquiriesEmpty = 'Nothing waiting — new enquiries appear here.';
export const enquiriesMore = (n: number) => `and ${n} more in Enquiries`;
export const bookingsHeading = 'Bookings';
export const thisWeek = 'This week';
export const upcoming = 'Upcoming';
export const bookingsEmpty = 'No bookings yet — enquiries you mark Booked appear here.';
export const reviewsHeading = 'Reviews waiting for your reply';
export const reviewsEmpty = 'No review is waiting for a reply.';
export const reviewsLink = 'Reply in Reviews';
export const ratingOutOf5 = (rating: number) => `${rating} of 5`;
export const listingsHeading = 'Services that need something';
export const listingsEmpty = 'Nothing to fix — your services have what they need.';
export const noListings = 'You have no services yet.';
export const addService = 'Add a service';
export const needs = {
  payment: 'Payment pending',
  photos: 'No photos',
  prices: 'No prices',
};
export const freeEnding = (day: string) => `Free period ends ${day}`;
export const needsAction = {
  payment: 'Pay now',
  photos: 'Add photos',
  prices: 'Set prices',
  freeEnding: 'See billing',
};
/** A need's link, read out: "Pay now: Annapurna Caterers, payment pending". */
export const needLinkLabel = (action: string, firmName: string, need: string) =>
  `${action}: ${firmName}, ${need.toLowerCase()}`;
export const monthHeading = 'This month';
export const monthViews = 'Storefront views';
export const monthEnquiries = 'Enquiries';
export const lastMonth = (n: number) => `${n} last month`;
export const analyticsLink = 'See analytics';
export const responseHeading = 'Your replies (last 30 days)';
export const responseRate = 'Response rate';
export const answered = (replied: number, received: number) =>
  `${replied} of ${received} enquiries answered`;
export const badgesLabel = 'Badges earned';
export const replyTime = 'Typical reply time';
export const noEnquiriesYet = 'No enquiries in the last 30 days yet.';
export const notShownYet = (n: number) =>
  `Couples see your reply time on your storefront once you have ${n} enquiries in 30 days.`;
export const shownOnStorefront = 'Couples see this on your storefront.';
export const repliesFast = 'Replies fast';
/** The badges the server names, in this language. */
export const badgeNames: Readonly<Record<string, string>> = { 'Replies fast': 'Replies fast' };

/** A reply time: "within 40 minutes", "within an hour", "within 3 hours", "within a day". */
export const within = (count: number, unit: 'minutes' | 'hours' | 'days') =>
  count === 1
    ? `within ${unit === 'minutes' ? 'a minute' : unit === 'hours' ? 'an hour' : 'a day'}`
    : `within ${count} ${unit}`;
/** "Usually replies within 2 hours" (`within` one of the above). */
export const usuallyReplies = (within: string) => `Usually replies ${within}`;
/** How long an enquiry has waited: "waiting 3 hours", "waiting 1 day"; 0 for under a minute. */
export const waiting = (count: number, unit: 'minute' | 'hour' | 'day') =>
  count === 0 ? 'waiting less than a minute' : `waiting ${count} ${unit}${count === 1 ? '' : 's'}`;
