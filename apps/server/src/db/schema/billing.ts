import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { vendors } from './accounts';
import { enquiries } from './contact';
import { payments } from './payments';

// Mirrors migrations/0031_tax_documents.sql (issue 30, decision 0073).

export const vendorBillingDetails = pgTable('vendor_billing_details', {
  vendorId: bigint('vendor_id', { mode: 'number' })
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  stateCode: text('state_code').notNull(),
  gstin: text('gstin'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;

export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
    fyStart: smallint('fy_start').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.fyStart] })],
);

export const commissionStatements = pgTable('commission_statements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  vendorId: bigint('vendor_id', { mode: 'number' })
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  month: date('month', { mode: 'string' }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  disputeUntil: timestamp('dispute_until', { withTimezone: true }).notNull(),
  status: text('status', { enum: ['open', 'invoiced', 'nothing_due'] })
    .notNull()
    .default('open'),
});

export const DISPUTE_REASONS = ['cancelled', 'not_genuine', 'wrong_value'] as const;

export const commissionLines = pgTable('commission_lines', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  statementId: bigint('statement_id', { mode: 'number' })
    .notNull()
    .references(() => commissionStatements.id, { onDelete: 'cascade' }),
  enquiryId: bigint('enquiry_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  coupleFirstName: text('couple_first_name').notNull(),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
  valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
  commissionBasisPoints: integer('commission_basis_points').notNull(),
  commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
  disputeReason: text('dispute_reason', { enum: DISPUTE_REASONS }),
  disputeNote: text('dispute_note'),
  claimedValuePaise: bigint('claimed_value_paise', { mode: 'number' }),
  disputedAt: timestamp('disputed_at', { withTimezone: true }),
  decision: text('decision', { enum: ['accepted', 'rejected'] }),
  decisionNote: text('decision_note'),
  /** The operator who decided (operators, migration 0021). */
  decidedBy: bigint('decided_by', { mode: 'number' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const TAX_DOCUMENT_KINDS = ['plan_invoice', 'commission_invoice', 'credit_note'] as const;

/** A party to a document as it was when the document was issued. */
export interface DocumentParty {
  name: string;
  address: string;
  stateCode: string;
  gstin: string | null;
}

/** One supply on a document. */
export interface DocumentLine {
  description: string;
  sac: string;
  taxablePaise: number;
}

export const taxDocuments = pgTable('tax_documents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
  series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
  fyStart: smallint('fy_start').notNull(),
  sequence: integer('sequence').notNull(),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id, {
    onDelete: 'set null',
  }),
  supplier: jsonb('supplier').$type<DocumentParty>().notNull(),
  recipient: jsonb('recipient').$type<DocumentParty>().notNull(),
  placeOfSupply: text('place_of_supply').notNull(),
  taxKind: text('tax_kind', { enum: ['intra', 'inter'] }).notNull(),
  lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
  taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
  cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
  sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
  igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
  totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
  specimen: boolean('specimen').notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id, {
    onDelete: 'set null',
  }),
  statementId: bigint('statement_id', { mode: 'number' })
    .unique()
    .references(() => commissionStatements.id, { onDelete: 'set null' }),
  refersTo: bigint('refers_to', { mode: 'number' }),
});
