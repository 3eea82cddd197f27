import * as t from '@mandap/shared/messages/en/couple-inbox';
import { dayInWords } from './format';

/** What Mark booked's and Decline's confirmations say (issue 31): one place for their words. */
export const STATUS_CONFIRM = {
  bookTitle: t.bookTitle,
  /** 'This blocks 14 February 2027 on your calendar.': the date Booked takes, said first. */
  bookMessage: (eventDate: string, firmName: string, askedToConfirm: string) =>
    t.bookMessage(dayInWords(eventDate), firmName, askedToConfirm),
  bookConfirm: t.bookConfirm,
  bookBusy: t.bookBusy,
  declineTitle: t.declineTitle,
  declineMessage: t.declineMessage,
  declineConfirm: t.declineConfirm,
  declineBusy: t.declineBusy,
  keep: t.keep,
  /** The name of the always-shown actions' group. */
  actionsLabel: t.actionsLabel,
} as const;
