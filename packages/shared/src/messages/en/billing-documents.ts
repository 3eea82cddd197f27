import {
  amountInWords as englishAmountInWords,
  numberInWords as englishNumber,
  GST_STATES,
} from '../../gst';

// billing-documents: tax documents as the portal's page shows them, and the notices of
// commission invoices and tax documents (issue 32). Stored documents and their PDF stay in
// English (the legal record): the page shows their lines and amount in words in its language.

/** A whole number in words the Indian way: 150000 is "One Lakh Fifty Thousand". */
export const numberInWords = (n: number) => englishNumber(n);
/** A document's total in words: the stored text ("Rupees Ninety-Nine Only") in English. */
export const totalInWords = (stored: string, _paise: number) => stored;
/** A document line's stored description, as the page shows it (as stored in English). */
export const lineDescription = (stored: string) => stored;
/** A payment order's description, as stored ("Shaadi Beats: PREMIUM plan"), as the page shows it. */
export const orderDescription = (stored: string) => stored;
/** An amount in words: "Rupees Six Hundred Ninety-Nine and Fifty Paise Only". */
export const amountInWords = (paise: number) => englishAmountInWords(paise);
/** The GST states' names by code, for display (the codes are what is stored). */
export const stateNames: Readonly<Record<string, string>> = GST_STATES;
/** "Rajasthan (08)": how documents name a state. */
export const stateLabel = (code: string) => `${GST_STATES[code] ?? 'Unknown state'} (${code})`;

/** A calendar day ('YYYY-MM-DD') in words: '14 February 2027'. */
export const day = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** 'March 2027' for '2027-03-01'. */
export const month = (monthStartDay: string) =>
  new Date(`${monthStartDay.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
export const bookings = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;

// The notices of a commission invoice's life (COLLECTION_NOTICES)
export const invoicedTitle = (number: string, due: string) =>
  `Commission invoice ${number} is due by ${due}`;
export const invoicedBody = (i: {
  number: string;
  month: string;
  total: string;
  taxable: string;
  bookings: number;
  gst: string;
  due: string;
}) =>
  `Your commission invoice ${i.number} for ${i.month} is ${i.total}: ${i.taxable} commission on ` +
  `${bookings(i.bookings)}, plus ${i.gst} GST. ` +
  `Please pay it by ${i.due} on the Billing page; the invoice is there too.`;
export const reminderTitle = (which: 'first' | 'second', number: string, due: string) =>
  `${which === 'first' ? 'Reminder' : 'Second reminder'}: commission invoice ${number} is due by ${due}`;
export const reminderBody = (number: string, month: string, total: string, due: string) =>
  `Commission invoice ${number} for ${month}, ${total}, is not paid yet. Please pay it by ` +
  `${due} on the Billing page. If it is still unpaid after that day, ` +
  'your listings are hidden from search until it is paid.';
export const overdueTitle = 'Your listings are hidden from search';
export const hiddenListings = (number: string) =>
  `Your listings are hidden from search because commission invoice ${number} is overdue. Pay it to show them again.`;
export const overdueBody = (number: string, due: string, total: string) =>
  `${hiddenListings(number)} It was due by ${due}; ` +
  `${total} is to pay, on the Billing page. They come back as soon as it is paid.`;

// The notice that a tax document was issued (documentIssuedNotice)
export const creditNoteTitle = (number: string, amount: string) =>
  `Credit note ${number} for ${amount}`;
export const creditNoteBody = (number: string, amount: string, refersTo: string | null) =>
  `Your refund has its credit note, ${number}, for ${amount}` +
  `${refersTo ? `, against tax invoice ${refersTo}` : ''}. ` +
  'View it or download the PDF on Mandap (the PDF is attached to this e-mail too).';
export const taxInvoiceTitle = (number: string, amount: string) =>
  `Tax invoice ${number} for ${amount}`;
export const taxInvoiceBody = (number: string, amount: string) =>
  `Thank you for your payment. Your tax invoice ${number} for ${amount} is ready. ` +
  'View it or download the PDF on Mandap (the PDF is attached to this e-mail too).';
