import * as d from '@mandap/shared/messages/en/billing-documents';
import * as t from '@mandap/shared/messages/en/server-billing';
import { addDays } from './dates';
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

/**
 * The notices (in the portal, and e-mailed) of a commission invoice's life, in the language of
 * `m` (the catalogue's billingDocuments area; English unless given).
 */
export const COLLECTION_NOTICES = {
  invoiced: (invoice: NoticeInvoice, m: typeof d = d) => ({
    title: m.invoicedTitle(invoice.number, m.day(invoice.dueOn)),
    body: m.invoicedBody({
      number: invoice.number,
      month: m.month(invoice.month),
      total: formatInr(invoice.totalPaise),
      taxable: formatInr(invoice.taxablePaise),
      bookings: invoice.bookings,
      gst: formatInr(invoice.totalPaise - invoice.taxablePaise),
      due: m.day(invoice.dueOn),
    }),
  }),
  reminder: (invoice: NoticeInvoice, which: 'first' | 'second', m: typeof d = d) => ({
    title: m.reminderTitle(which, invoice.number, m.day(invoice.dueOn)),
    body: m.reminderBody(
      invoice.number,
      m.month(invoice.month),
      formatInr(invoice.totalPaise),
      m.day(invoice.dueOn),
    ),
  }),
  overdue: (invoice: NoticeInvoice, m: typeof d = d) => ({
    title: m.overdueTitle,
    body: m.overdueBody(invoice.number, m.day(invoice.dueOn), formatInr(invoice.totalPaise)),
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
