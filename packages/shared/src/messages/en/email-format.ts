// How e-mails write dates and counts (issue 32): English as the e-mails always did.
import { dayInWords } from '../../dates';
import { indianDateTime } from '../../grievances';

/** A moment, India time: '3 Mar 2027, 4:05 pm'. */
export const dateTime = (at: Date) => indianDateTime(at);
/** A calendar day ('YYYY-MM-DD'): '14 February 2027'. */
export const day = (isoDay: string) => dayInWords(isoDay, 'long');
/** A calendar day, short: '14 Feb 2027'. */
export const dayShort = (isoDay: string) => dayInWords(isoDay, 'short');
/** A count the Indian way: 1,25,000. */
export const count = (n: number) => n.toLocaleString('en-IN');
