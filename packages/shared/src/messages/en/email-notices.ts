// The notices of the notification centre, as stored for their recipient and e-mailed to them
// (issue 32): each is written in the recipient account's language.

/** The e-mail of a notice: its link, and why it came. */
export const openOnMandap = (link: string) => `Open it on Mandap: ${link}`;
export const whyYouGetThis = 'You are receiving this e-mail because you have an account on Mandap.';

const EVENTS: Record<string, string> = {
  wedding: 'Wedding',
  engagement: 'Engagement',
  reception: 'Reception',
  mehndi: 'Mehndi',
  haldi: 'Haldi',
  sangeet: 'Sangeet',
  birthday: 'Birthday',
  corporate: 'Corporate event',
  other: 'Other',
};
const STATUSES: Record<string, string> = {
  new: 'New',
  replied: 'Replied',
  booked: 'Booked',
  declined: 'Declined',
};

/** A vendor's notice of a new enquiry. */
export const newEnquiryTitle = (firmName: string, userName: string) =>
  `New enquiry for ${firmName} from ${userName}`;
export const newEnquiryBody = (e: {
  eventType: string;
  day: string;
  city: string;
  guests: string;
  budget: string | null;
}) =>
  `${EVENTS[e.eventType] ?? 'Event'} on ${e.day} in ${e.city}, ` +
  `${e.guests} guests${e.budget === null ? '' : `, budget ${e.budget}`}.`;

/** The first message of a run, to the other side of the conversation. */
export const newMessageTitle = (senderName: string) => `New message from ${senderName}`;

/** The couple's notice of the vendor's status change. */
export const statusTitle = (firmName: string, status: string) =>
  `${firmName} marked your enquiry ${STATUSES[status] ?? status}`;
export const bookedBody = (firmName: string, eventType: string, day: string) =>
  `${firmName} is booked for your ${(EVENTS[eventType] ?? 'event').toLowerCase()} on ${day}.`;
export const declinedBody = (firmName: string, eventType: string, day: string) =>
  `${firmName} cannot take your ${(EVENTS[eventType] ?? 'event').toLowerCase()} on ${day}. ` +
  'You can still message them, or ask similar vendors.';

const stars = (rating: number) => (rating === 1 ? '1 star' : `${rating} stars`);

/** A vendor's notice of a new review (issue 31). */
export const newReviewTitle = (firmName: string, rating: number) =>
  `New review of ${firmName}: ${stars(rating)}`;
export const newReviewBody = (r: {
  author: string;
  firmName: string;
  rating: number;
  title: string;
}) =>
  `${r.author} gave ${r.firmName} ${stars(r.rating)}: "${r.title}". ` +
  'Read it and reply publicly from your Reviews screen.';
