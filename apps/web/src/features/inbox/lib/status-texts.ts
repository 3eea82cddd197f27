import { dayInWords } from '@mandap/shared/dates';

/** What Mark booked's and Decline's confirmations say (issue 31): one place for their words. */
export const STATUS_CONFIRM = {
  bookTitle: 'Mark this enquiry booked?',
  /** 'This blocks 14 February 2027 on your calendar.': the date Booked takes, said first. */
  bookMessage: (eventDate: string, firmName: string, askedToConfirm: string) =>
    `This blocks ${dayInWords(eventDate)} on your calendar: couples will see ${firmName} is booked that day. ${askedToConfirm}`,
  bookConfirm: 'Yes, mark booked',
  bookBusy: 'Marking booked...',
  declineTitle: 'Decline this enquiry?',
  declineMessage: (coupleName: string) =>
    `${coupleName} will be told that you cannot take it. This cannot be undone.`,
  declineConfirm: 'Yes, decline',
  declineBusy: 'Declining...',
  keep: 'Not now',
  /** The name of the always-shown actions' group. */
  actionsLabel: 'Enquiry status',
} as const;
