import * as d from '@mandap/shared/messages/en/billing-documents';
import * as b from '@mandap/shared/messages/en/vendor-billing';
import { dayInWords, indianDate } from './dates';
import { GST_RATE_PERCENT, stateLabel } from './gst';
import { formatInr } from './money';

// How a tax document reads, wherever a person sees it (issue 30, decision 0074): the PDF, the
// portal's document page, the notice and e-mail of its issue, the Billing screen and the CSV for
// the accountant. Without zod (the schemas are in schemas/billing.ts). Money in integer paise.

/** The kinds of document, as the server and the screens name them. */
export type DocumentKind = 'plan_invoice' | 'commission_invoice' | 'credit_note';

/** An amount as a document prints it, always with its paise: 59237 -> '₹592.37', 69900 -> '₹699.00'. */
export function documentAmount(paise: number): string {
  const text = formatInr(paise);
  return paise % 100 === 0 ? `${text}.00` : text;
}

/** Paise as rupees for a spreadsheet cell, no symbol or grouping: 59237 -> '592.37', -5 -> '-0.05'. */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not whole paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A document's date: its day in India, '27 Nov 2026'. */
export function documentDate(issuedAt: string | Date): string {
  return dayInWords(indianDate(new Date(issuedAt)), 'short');
}

/** A document's number made safe for a file name: 'MDP/26-27/000001' -> 'MDP-26-27-000001'. */
export function documentFileStem(number: string): string {
  return number.replace(/[^A-Za-z0-9-]+/g, '-');
}

/** The path of a document's page in the portal (and of its notification's link). */
export function documentPagePath(documentId: number): string {
  return `/billing/documents/${documentId}`;
}

/** The path of a document's PDF, a download. */
export function documentPdfPath(documentId: number): string {
  return `/api/vendor/billing/documents/${documentId}/pdf`;
}

/** The CSV of all the vendor's billing, a download. */
export const BILLING_CSV_PATH = '/api/vendor/billing/export.csv';

const HALF_RATE = GST_RATE_PERCENT / 2;

/**
 * What a document prints: the catalogue's words (the portal's page shows them in its language),
 * in English for the PDF, which is the legal record.
 */
export const TAX_DOCUMENT_TEXTS = {
  ...b.taxDocument,
  cgst: b.taxDocument.cgst(HALF_RATE),
  sgst: b.taxDocument.sgst(HALF_RATE),
  igst: b.taxDocument.igst(GST_RATE_PERCENT),
  /** "Rajasthan (08)". */
  stateName: stateLabel,
} as const;

/**
 * The notice (in the app and by e-mail) that a document was issued, in the language of `m` (the
 * catalogue's billingDocuments area; English unless given).
 */
export function documentIssuedNotice(
  doc: {
    kind: DocumentKind;
    number: string;
    totalPaise: number;
    refersToNumber: string | null;
  },
  m: typeof d = d,
): { title: string; body: string } {
  const amount = formatInr(doc.totalPaise);
  if (doc.kind === 'credit_note') {
    return {
      title: m.creditNoteTitle(doc.number, amount),
      body: m.creditNoteBody(doc.number, amount, doc.refersToNumber),
    };
  }
  return {
    title: m.taxInvoiceTitle(doc.number, amount),
    body: m.taxInvoiceBody(doc.number, amount),
  };
}

/** The CSV for the accountant: its columns and how a commission line's dispute reads. */
export const BILLING_CSV_TEXTS = {
  header: [
    'Record',
    'Number',
    'Kind',
    'Date (India)',
    'Recipient GSTIN',
    'Place of supply',
    'Taxable value (INR)',
    'CGST (INR)',
    'SGST (INR)',
    'IGST (INR)',
    'Total (INR)',
    'Refers to',
    'Statement month',
    'Enquiry',
    'Couple first name',
    'Event date',
    'Booking value (INR)',
    'Commission (INR)',
    'Dispute',
    'Decision',
  ],
  documentRecord: 'Tax document',
  lineRecord: 'Commission line',
  kinds: {
    plan_invoice: 'Plan invoice',
    commission_invoice: 'Commission invoice',
    credit_note: 'Credit note',
  } satisfies Record<DocumentKind, string>,
  disputes: {
    cancelled: 'Cancelled',
    not_genuine: 'Not a genuine lead',
    wrong_value: 'Wrong value',
  },
  /** A wrong-value dispute with the value the vendor says is right. */
  claimedValue: (rupees: string) => `right value ${rupees}`,
  decisions: { accepted: 'Accepted', rejected: 'Rejected', pending: 'Awaiting decision' },
  fileName: (day: string) => `mandap-billing-${day}.csv`,
} as const;
