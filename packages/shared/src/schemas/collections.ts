import { z } from 'zod';

// Commission invoices as the vendor's Billing screen reads them (issue 30, decision 0076).

export const COMMISSION_INVOICE_STATES = ['due', 'overdue', 'paid'] as const;
export type CommissionInvoiceState = (typeof COMMISSION_INVOICE_STATES)[number];

/** One commission invoice: what it is for, how much, by when, and whether it is paid. */
export const CommissionInvoiceSchema = z.object({
  /** The tax document's id: GET /api/vendor/billing/documents/:id, and what the payment pays. */
  documentId: z.number().int(),
  number: z.string(),
  /** The month billed, 'YYYY-MM'. */
  month: z.string(),
  bookings: z.number().int(),
  issuedAt: z.iso.datetime(),
  /** The last day to pay, India's calendar day 'YYYY-MM-DD'. */
  dueOn: z.string(),
  taxablePaise: z.number().int(),
  totalPaise: z.number().int(),
  /** 'overdue': unpaid after its due date (the vendor's listings leave search). */
  state: z.enum(COMMISSION_INVOICE_STATES),
  paidAt: z.iso.datetime().nullable(),
});
export type CommissionInvoice = z.infer<typeof CommissionInvoiceSchema>;

/** GET /api/vendor/billing/due. */
export const CommissionDueSchema = z.object({
  /** Unpaid ones first (the oldest first), then the paid ones (the newest paid first). */
  invoices: z.array(CommissionInvoiceSchema),
  /** What the unpaid ones add up to. */
  dueNowPaise: z.number().int(),
  /** Set while the vendor's listings are hidden for an overdue invoice: which, and the words. */
  hiddenListings: z
    .object({ documentId: z.number().int(), number: z.string(), message: z.string() })
    .nullable(),
  /** Statements past their dispute window whose invoice waits for a dispute's decision. */
  waiting: z.array(
    z.object({ statementId: z.number().int(), month: z.string(), message: z.string() }),
  ),
});
export type CommissionDue = z.infer<typeof CommissionDueSchema>;
