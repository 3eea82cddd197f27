// A listing's booked dates (issue 15): the screen and its month calendar. Days come in words.

export const bookedDates = 'Booked dates';
export const bookedDatesOf = (firmName: string) => `Booked dates: ${firmName}`;
export const withSite = (title: string) => `${title} · Mandap`;
export const manageServices = 'Manage Services';
export const intro =
  'Booked days are left out of searches for that date, and your page shows them as taken.';
export const noService =
  'No service selected. Open Manage Services and choose Booked dates on one of your services.';
export const loadingService = 'Loading the service...';
export const serviceNotFound =
  'This service was not found among yours. Choose one from Manage Services.';
export const serviceLoadFailed =
  'We could not load this service. Check your connection and try again.';
export const tryAgain = 'Try again';
export const toggleFailed = (day: string, booked: boolean, why: string) =>
  `${day} could not be marked ${booked ? 'booked' : 'free'}, so it is back as it was. ${why}`;
export const checkConnection = 'Check your connection and try again.';
export const calendar = 'Calendar';
export const loadingMonth = (month: string) => `Loading booked dates for ${month}...`;
export const monthLoadFailed = (month: string) =>
  `We could not load the booked dates for ${month}. Check your connection and try again.`;
export const key = 'Key';
export const keyFree = 'Free: tap to mark booked';
export const keyBooked = 'Booked: tap to free';
export const bookedFromEnquiry = 'Booked from an enquiry';
export const bookedFromEnquiriesIn = (month: string) => `Booked from enquiries in ${month}`;
export const openEnquiry = (day: string) => `${day}: open the enquiry`;
export const previousMonth = 'Previous month';
export const nextMonth = 'Next month';
export const calendarHelp =
  'Tap a day to mark it booked or free. With a keyboard, the arrow keys move between days and Enter or Space changes one.';
export const dayPassed = 'This day has passed and cannot be changed';
