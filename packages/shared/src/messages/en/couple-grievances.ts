// The public grievance page (issue 28, decision 0062): who the grievance officer is, how soon a
// grievance is answered, and the form.
import { indianDateTime } from '../../grievances';

export const documentTitle = 'Grievances · Mandap';
export const heading = 'Grievances';
export const intro =
  'If something on Mandap has gone wrong for you (a listing, a review, a vendor, a payment or your data), tell our grievance officer. Anyone may write, with or without an account.';
export const deadlines = (hours: number) =>
  `We acknowledge every grievance within ${hours} hours and resolve it within one month of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require.`;
export const sendHeading = 'Send a grievance';
export const officerHeading = 'Grievance officer';
export const officerFailed =
  "The grievance officer's details could not be loaded just now. You can still send your grievance below.";
export const officerLoading = "Loading the grievance officer's details…";
export const unreachable = 'Mandap could not be reached. Check your connection and send again.';
export const sendFailed = 'Your grievance could not be sent just now. Please try again.';
export const name = 'Your name';
export const email = 'Your e-mail';
export const emailHint = 'We send the acknowledgement and our answer here.';
export const subject = 'What is it about?';
export const chooseSubject = 'Choose what your grievance is about';
export const subjects = {
  listing: 'A listing',
  review: 'A review',
  vendor: 'A vendor',
  payment: 'A payment or refund',
  account: 'My account or my data',
  other: 'Something else',
};
export const details = 'Details';
export const detailsHint = (min: number) =>
  `What happened, when, and what you would like us to do (at least ${min} characters).`;
export const link = 'Link to a listing or review (optional)';
export const linkHint =
  "Copy the address of the listing's page on Mandap, if your grievance is about one.";
export const sending = 'Sending your grievance…';
export const send = 'Send grievance';
export const received = 'Grievance received';
export const referenceBefore = 'Your reference number is ';
export const referenceAfter = '. Please quote it in any message about this grievance.';
export const acknowledgement = (ackBy: string, resolveBy: string) =>
  `We have sent an acknowledgement to your e-mail. Our grievance officer will acknowledge your grievance by ${ackBy} and resolve it by ${resolveBy} (India time).`;
export const another = 'Send another grievance';
/** '12 Mar 2026, 4:05 pm' in India's time. */
export const dateTime = (at: Date) => indianDateTime(at);
