import {
  amountInWords,
  type DocumentSeries,
  documentNumber,
  financialYear,
  gstStateCode,
  SAC_ONLINE_ADVERTISING,
  splitInclusive,
  type TaxKind,
  type TaxSplit,
  taxKind,
} from '@mandap/shared/gst';
import { type PlanId, planById } from '@mandap/shared/plans';
import type { TaxDocument, TaxDocumentKind } from '@mandap/shared/schemas/billing';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { vendors } from '../../db/schema/accounts';
import {
  type DocumentLine,
  type DocumentParty,
  documentCounters,
  taxDocuments,
  vendorBillingDetails,
} from '../../db/schema/billing';
import { listings } from '../../db/schema/listings';
import type { BusinessConfig } from '../../platform/config';

// Issuing tax documents (issue 30, decision 0073; docs/billing.md). A document takes its number
// and is written inside the caller's transaction (the payment's own, the refund's, the
// statement's), so a payment is never paid without its invoice, nor an invoice numbered for a
// payment that rolled back.

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/**
 * The next number of a series in the financial year of `at`: one statement that creates the
 * year's counter or raises it, holding its row lock until the caller's transaction ends. A second
 * transaction asking for the same series waits there, so numbers are consecutive in commit order,
 * and a rolled-back transaction's number is taken again by the next.
 */
export async function takeNumber(
  tx: Tx,
  series: DocumentSeries,
  at: Date,
): Promise<{ fyStart: number; fyLabel: string; sequence: number }> {
  const fy = financialYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, fyStart: fy.startYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.fyStart],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('the document counter was not written');
  return { fyStart: fy.startYear, fyLabel: fy.label, sequence: row.lastNumber };
}

/** Mandap as a document names it: the settings of the server that issues it. */
export function supplierOf(business: BusinessConfig): DocumentParty {
  return {
    name: business.name,
    address: business.address,
    stateCode: business.stateCode,
    gstin: business.gstin,
  };
}

/**
 * Who a vendor's document is made out to: their billing details when they gave them; else their
 * name and the listing's address (an unregistered recipient, whose address on record decides the
 * place of supply: IGST Act, section 12(2)(b)); when that state is not one we can read, Mandap's
 * own state (the supplier's location, the same section's fallback).
 */
export async function recipientFor(
  tx: Db,
  business: BusinessConfig,
  vendorId: number,
  listingId: number | null,
): Promise<DocumentParty> {
  const [details] = await tx
    .select()
    .from(vendorBillingDetails)
    .where(eq(vendorBillingDetails.vendorId, vendorId));
  if (details) {
    return {
      name: details.legalName,
      address: details.address,
      stateCode: details.stateCode,
      gstin: details.gstin,
    };
  }
  const [vendor] = await tx
    .select({ name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const [listing] =
    listingId === null
      ? []
      : await tx
          .select({
            firmName: listings.firmName,
            houseNo: listings.houseNo,
            city: listings.city,
            district: listings.district,
            state: listings.state,
            pincode: listings.pincode,
          })
          .from(listings)
          .where(eq(listings.id, listingId));
  if (!listing) {
    return {
      name: vendor?.name ?? 'Vendor',
      address: 'Address not given',
      stateCode: business.stateCode,
      gstin: null,
    };
  }
  const address = [listing.houseNo, listing.city, listing.district, listing.state, listing.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return {
    name: vendor?.name ?? listing.firmName,
    address,
    stateCode: gstStateCode(listing.state) ?? business.stateCode,
    gstin: null,
  };
}

export interface NewDocument {
  kind: TaxDocumentKind;
  vendorId: number;
  recipient: DocumentParty;
  lines: DocumentLine[];
  split: TaxSplit;
  taxKind: TaxKind;
  paymentId?: number | undefined;
  statementId?: number | undefined;
  refersTo?: number | undefined;
}

/** Numbers and writes a document in the caller's transaction; returns it as issued. */
export async function issueDocument(
  tx: Tx,
  business: BusinessConfig,
  input: NewDocument,
  now: Date,
): Promise<TaxDocumentRow> {
  const linesTotal = input.lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const { split } = input;
  if (
    linesTotal !== split.taxablePaise ||
    split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise !== split.totalPaise
  ) {
    throw new Error(`a document's lines do not add up (${JSON.stringify(input)})`);
  }
  const series: DocumentSeries = input.kind === 'credit_note' ? 'credit_note' : 'invoice';
  const { fyStart, fyLabel, sequence } = await takeNumber(tx, series, now);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: input.kind,
      series,
      fyStart,
      sequence,
      number: documentNumber(business.invoicePrefix, series, fyLabel, sequence),
      issuedAt: now,
      vendorId: input.vendorId,
      supplier: supplierOf(business),
      recipient: input.recipient,
      placeOfSupply: input.recipient.stateCode,
      taxKind: input.taxKind,
      lines: input.lines,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      totalPaise: split.totalPaise,
      specimen: business.specimen,
      paymentId: input.paymentId,
      statementId: input.statementId,
      refersTo: input.refersTo,
    })
    .returning();
  if (!row) throw new Error('the document was not written');
  return row;
}

/** What a plan invoice describes: the listing, its plan and its free period. */
export function planLineDescription(firmName: string, planId: PlanId): string {
  const plan = planById(planId);
  return `Listing of "${firmName}" on Mandap: ${plan.title} plan (${plan.freeMonths} months without commission)`;
}

/**
 * The tax invoice of a paid plan, in the payment's own transaction: the amount paid is GST
 * included and split so that the lines add up to it to the paisa.
 */
export async function issuePlanInvoice(
  tx: Tx,
  business: BusinessConfig,
  payment: { id: number; vendorId: number; listingId: number; amountPaise: number },
  listing: { firmName: string; plan: PlanId },
  now: Date,
): Promise<TaxDocumentRow> {
  const recipient = await recipientFor(tx, business, payment.vendorId, payment.listingId);
  const kind = taxKind(business.stateCode, recipient.stateCode);
  const split = splitInclusive(payment.amountPaise, kind);
  return issueDocument(
    tx,
    business,
    {
      kind: 'plan_invoice',
      vendorId: payment.vendorId,
      recipient,
      lines: [
        {
          description: planLineDescription(listing.firmName, listing.plan),
          sac: SAC_ONLINE_ADVERTISING,
          taxablePaise: split.taxablePaise,
        },
      ],
      split,
      taxKind: kind,
      paymentId: payment.id,
    },
    now,
  );
}

/** The invoice a payment's plan was billed on, if it has one. */
export async function planInvoiceOf(db: Db, paymentId: number) {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.paymentId, paymentId), eq(taxDocuments.kind, 'plan_invoice')));
  return row;
}

/**
 * The credit note of a refund, in the refund's own transaction: for the refunded amount (GST
 * included, split as the invoice was: same recipient, place of supply and tax kind), referring
 * to the invoice. A payment settled before invoices existed has no invoice, and gets none.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  business: BusinessConfig,
  payment: { id: number },
  refundedPaise: number,
  now: Date,
): Promise<TaxDocumentRow | undefined> {
  const invoice = await planInvoiceOf(tx, payment.id);
  if (!invoice || invoice.vendorId === null) return undefined;
  const split = splitInclusive(refundedPaise, invoice.taxKind);
  return issueDocument(
    tx,
    business,
    {
      kind: 'credit_note',
      vendorId: invoice.vendorId,
      recipient: invoice.recipient,
      lines: [
        {
          description: `Refund of ${invoice.number}: ${invoice.lines[0]?.description ?? 'listing plan'}`,
          sac: SAC_ONLINE_ADVERTISING,
          taxablePaise: split.taxablePaise,
        },
      ],
      split,
      taxKind: invoice.taxKind,
      paymentId: payment.id,
      refersTo: invoice.id,
    },
    now,
  );
}

/** A document as the API and the pages show it; `refersToNumber`: a credit note's invoice. */
export function documentView(row: TaxDocumentRow, refersToNumber: string | null): TaxDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    supplier: row.supplier,
    recipient: row.recipient,
    placeOfSupply: row.placeOfSupply,
    taxKind: row.taxKind,
    lines: row.lines,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
    totalInWords: amountInWords(row.totalPaise),
    specimen: row.specimen,
    refersToNumber,
  };
}

/** A vendor's documents, newest first. */
export async function vendorDocuments(db: Db, vendorId: number): Promise<TaxDocument[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.vendorId, vendorId))
    .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.id));
  // A credit note's invoice is the same vendor's, so it is in `rows` too.
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) =>
    documentView(row, row.refersTo === null ? null : (numbers.get(row.refersTo) ?? null)),
  );
}

/** One of the vendor's documents; undefined when it is not theirs (answered as missing). */
export async function vendorDocument(
  db: Db,
  vendorId: number,
  documentId: number,
): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, documentId), eq(taxDocuments.vendorId, vendorId)));
  if (!row) return undefined;
  if (row.refersTo === null) return documentView(row, null);
  const [original] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, row.refersTo));
  return documentView(row, original?.number ?? null);
}
