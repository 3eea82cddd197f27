import * as t from '@mandap/shared/messages/en/server-billing';
import { addDays, dayInWords } from './dates';
import { formatInr } from './money';

// Collecting the commission (issue 30, decision 0076): when a commission invoice is due, when its
// reminders go, when the vendor's listings leave search for it, and every text a vendor reads
// about it. Days are India's calendar days, 'YYYY-MM-DD'.

export const COLLECTION_RULES = {
  /** An invoice is payable for this many days after the day it was issued (its due date). */
  payableDays: 30,
  /** Reminders of an unpaid invoice, this many days after the day it was issued. */
  firstReminderDays: 7,
  secondReminderDays: 14,
} as const;

/** Where the vendor reads and pays commission invoices (the portal's Billing screen). */
export const BILLING_PAGE = '/billing';

/** The payment page for one commission invoice: `/payment?invoice=<documentId>`. */
export function invoicePaymentPath(documentId: number): string {
  return `/payment?invoice=${documentId}`;
}

/** The last day to pay an invoice issued on `issuedOn`. */
export function dueOn(issuedOn: string): string {
  return addDays(issuedOn, COLLECTION_RULES.payableDays);
}

/** Whether an unpaid invoice due on `due` is overdue on India's day `today` (the day after). */
export function isOverdue(due: string, today: string): boolean {
  return today > due;
}

/** 'March 2027' for the month whose first day is '2027-03-01' (or '2027-03'). */
export function monthInWords(month: string): string {
  return new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A commission rate as a document states it: 700 basis points are '7%', 750 '7.5%'. */
export function ratePercent(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

const bookingsText = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`;

/** The line of a commission invoice: 'Commission at 7% on 3 bookings in March 2027'. */
export function commissionLineText(basisPoints: number, bookings: number, month: string): string {
  return `Commission at ${ratePercent(basisPoints)} on ${bookingsText(bookings)} in ${monthInWords(month)}`;
}

/** What the vendor reads when their listings are hidden for an overdue invoice. */
export function hiddenListingsText(invoiceNumber: string): string {
  return `Your listings are hidden from search because commission invoice ${invoiceNumber} is overdue. Pay it to show them again.`;
}

/** An invoice as the notices name it. */
interface NoticeInvoice {
  number: string;
  month: string;
  bookings: number;
  taxablePaise: number;
  totalPaise: number;
  dueOn: string;
}

/** The notices (in the portal, and e-mailed) of a commission invoice's life. */
export const COLLECTION_NOTICES = {
  invoiced: (invoice: NoticeInvoice) => ({
    title: `Commission invoice ${invoice.number} is due by ${dayInWords(invoice.dueOn)}`,
    body:
      `Your commission invoice ${invoice.number} for ${monthInWords(invoice.month)} is ` +
      `${formatInr(invoice.totalPaise)}: ${formatInr(invoice.taxablePaise)} commission on ` +
      `${bookingsText(invoice.bookings)}, plus ${formatInr(invoice.totalPaise - invoice.taxablePaise)} GST. ` +
      `Please pay it by ${dayInWords(invoice.dueOn)} on the Billing page; the invoice is there too.`,
  }),
  reminder: (invoice: NoticeInvoice, which: 'first' | 'second') => ({
    title: `${which === 'first' ? 'Reminder' : 'Second reminder'}: commission invoice ${invoice.number} is due by ${dayInWords(invoice.dueOn)}`,
    body:
      `Commission invoice ${invoice.number} for ${monthInWords(invoice.month)}, ` +
      `${formatInr(invoice.totalPaise)}, is not paid yet. Please pay it by ` +
      `${dayInWords(invoice.dueOn)} on the Billing page. If it is still unpaid after that day, ` +
      'your listings are hidden from search until it is paid.',
  }),
  overdue: (invoice: NoticeInvoice) => ({
    title: 'Your listings are hidden from search',
    body:
      `${hiddenListingsText(invoice.number)} It was due by ${dayInWords(invoice.dueOn)}; ` +
      `${formatInr(invoice.totalPaise)} is to pay, on the Billing page. They come back as soon as it is paid.`,
  }),
} as const;

/** What the portal says about commission invoices (the Billing screen's section, the notices). */
export const COLLECTION_TEXTS = {
  sectionTitle: 'Commission due',
  sectionIntro:
    'After each month, the commission on the bookings that stand becomes a tax invoice, payable within 30 days.',
  loading: 'Loading commission invoices...',
  loadFailed: 'Commission invoices could not be loaded. Please try again.',
  retry: 'Try again',
  none: 'No commission invoices yet.',
  nothingDue: 'Nothing is due.',
  totalDue: (paise: number) => `Total due: ${formatInr(paise)}`,
  unpaidTitle: 'To pay',
  paidTitle: 'Paid',
  invoiceLabel: (number: string) => `Commission invoice ${number}`,
  forMonth: (month: string, bookings: number) =>
    `${monthInWords(month)}, ${bookingsText(bookings)}`,
  amount: 'Amount',
  dueBy: 'Due by',
  paidOn: 'Paid on',
  overdue: 'Overdue',
  due: 'Due',
  paid: 'Paid',
  pay: (number: string) => `Pay ${number}`,
  waiting: (month: string) =>
    `Your statement for ${monthInWords(month)} waits for Mandap's decision on your dispute. Its invoice follows once every dispute on it is decided.`,
} as const;

/** What the payment page says when it pays a commission invoice. */
export const INVOICE_PAYMENT_TEXTS = {
  heading: 'Commission Payment',
  summaryLabel: 'Commission invoice',
  incompleteLink: 'This payment link is incomplete. Please open it again from the Billing page.',
  notFound: 'This commission invoice was not found among yours.',
  alreadyPaid: 'This commission invoice is already paid.',
  backToBilling: 'Go to Billing',
  paidNext: 'Your commission invoice is paid.',
  redirectLabel: 'Redirecting to Billing',
  goNow: 'Go to Billing now',
} as const;

/** The server's refusals about commission invoices. */
export const COLLECTION_MESSAGES = {
  noSuchInvoice: t.noSuchInvoice,
  alreadyPaid: t.alreadyPaid,
} as const;
