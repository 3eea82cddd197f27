import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The SQL of collecting the commission (issue 30, decision 0076, migration 0033). This module
// writes commission_invoices, the status of a statement it invoices, and listings' hidden_for_dues
// with the status that goes with it (as suspensions and closures write theirs).

/** An open statement whose dispute window has ended: the daily job's work. */
export async function statementsPastWindow(db: Db, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM commission_statements
        WHERE status = 'open' AND dispute_until <= ${now} ORDER BY id`,
  );
  return rows.map((r) => Number(r.id));
}

export interface LockedStatement extends Record<string, unknown> {
  id: number;
  vendorId: number;
  /** 'YYYY-MM-DD', the month's first day. */
  month: string;
}

/** Locks a statement still open (for the rest of `tx`); undefined when it is not open any more. */
export async function lockOpenStatement(
  tx: Db,
  statementId: number,
): Promise<LockedStatement | undefined> {
  const [row] = await queryRows<LockedStatement>(
    tx,
    sql`SELECT id, vendor_id AS "vendorId", month::text AS month FROM commission_statements
        WHERE id = ${statementId} AND status = 'open' FOR UPDATE`,
  );
  return row;
}

/** The listing of one of a statement's bookings: whose address bills an unregistered vendor. */
export async function statementListing(tx: Db, statementId: number): Promise<number | null> {
  const [row] = await queryRows<{ listingId: number }>(
    tx,
    sql`SELECT e.listing_id AS "listingId"
        FROM commission_lines c JOIN enquiries e ON e.id = c.enquiry_id
        WHERE c.statement_id = ${statementId} ORDER BY c.id LIMIT 1`,
  );
  return row ? Number(row.listingId) : null;
}

export async function setStatementStatus(
  tx: Db,
  statementId: number,
  status: 'invoiced' | 'nothing_due',
): Promise<void> {
  await tx.execute(
    sql`UPDATE commission_statements SET status = ${status}
        WHERE id = ${statementId} AND status = 'open'`,
  );
}

export async function insertInvoice(
  tx: Db,
  row: {
    documentId: number;
    vendorId: number;
    statementId: number;
    month: string;
    bookings: number;
    totalPaise: number;
    issuedOn: string;
    dueOn: string;
    now: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO commission_invoices (document_id, vendor_id, statement_id, month, bookings,
          total_paise, issued_on, due_on, created_at, updated_at)
        VALUES (${row.documentId}, ${row.vendorId}, ${row.statementId}, ${row.month}::date,
          ${row.bookings}, ${row.totalPaise}, ${row.issuedOn}::date, ${row.dueOn}::date,
          ${row.now}, ${row.now})`,
  );
}

export interface InvoiceRow extends Record<string, unknown> {
  documentId: number;
  vendorId: number;
  number: string;
  /** 'YYYY-MM-DD', the month's first day. */
  month: string;
  bookings: number;
  taxablePaise: number;
  totalPaise: number;
  issuedAt: Date;
  issuedOn: string;
  dueOn: string;
  firstReminderAt: Date | null;
  secondReminderAt: Date | null;
  hiddenAt: Date | null;
  paidAt: Date | null;
}

const INVOICE_SELECT = sql`SELECT i.document_id AS "documentId", i.vendor_id AS "vendorId",
    d.number, i.month::text AS month, i.bookings, d.taxable_paise AS "taxablePaise",
    i.total_paise AS "totalPaise", d.issued_at AS "issuedAt", i.issued_on::text AS "issuedOn",
    i.due_on::text AS "dueOn", i.first_reminder_at AS "firstReminderAt",
    i.second_reminder_at AS "secondReminderAt", i.hidden_at AS "hiddenAt", i.paid_at AS "paidAt"
  FROM commission_invoices i JOIN tax_documents d ON d.id = i.document_id`;

/** Every unpaid invoice (the daily job's reminders and hiding), oldest first. */
export async function unpaidInvoices(db: Db): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    db,
    sql`${INVOICE_SELECT} WHERE i.paid_at IS NULL ORDER BY i.issued_on, i.document_id`,
  );
}

/** A vendor's invoices: unpaid first (oldest first), then paid (newest paid first). */
export async function vendorInvoices(db: Db, vendorId: number): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    db,
    sql`${INVOICE_SELECT} WHERE i.vendor_id = ${vendorId}
        ORDER BY i.paid_at IS NOT NULL, i.paid_at DESC, i.issued_on, i.document_id`,
  );
}

/** One of the vendor's invoices; undefined when there is no such invoice of theirs. */
export async function vendorInvoice(
  db: Db,
  vendorId: number,
  documentId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await queryRows<InvoiceRow>(
    db,
    sql`${INVOICE_SELECT} WHERE i.document_id = ${documentId} AND i.vendor_id = ${vendorId}`,
  );
  return row;
}

/**
 * Locks the vendor's unpaid invoices, in one order, for the rest of `tx`: the job's hiding and a
 * payment's showing of the same vendor's listings take their turns instead of crossing.
 */
export async function lockUnpaidInvoices(
  tx: Db,
  vendorId: number,
): Promise<{ documentId: number; dueOn: string; hiddenAt: Date | null }[]> {
  const rows = await queryRows<{ documentId: number; dueOn: string; hiddenAt: Date | null }>(
    tx,
    sql`SELECT document_id AS "documentId", due_on::text AS "dueOn", hidden_at AS "hiddenAt"
        FROM commission_invoices WHERE vendor_id = ${vendorId} AND paid_at IS NULL
        ORDER BY document_id FOR UPDATE`,
  );
  return rows.map((r) => ({ ...r, documentId: Number(r.documentId) }));
}

/**
 * Records a reminder as sent unless it was (or the invoice is paid): true when this call did, so
 * that it is sent once, whichever server runs the job.
 */
export async function markReminded(
  tx: Db,
  documentId: number,
  which: 'first' | 'second',
  now: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    which === 'first'
      ? sql`UPDATE commission_invoices SET first_reminder_at = ${now}, updated_at = ${now}
            WHERE document_id = ${documentId} AND first_reminder_at IS NULL AND paid_at IS NULL
            RETURNING document_id AS id`
      : sql`UPDATE commission_invoices SET second_reminder_at = ${now},
              first_reminder_at = coalesce(first_reminder_at, ${now}), updated_at = ${now}
            WHERE document_id = ${documentId} AND second_reminder_at IS NULL AND paid_at IS NULL
            RETURNING document_id AS id`,
  );
  return rows.length > 0;
}

/** Records when an invoice went overdue (once); true when this call did. */
export async function markHidden(tx: Db, documentId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE commission_invoices SET hidden_at = ${now}, updated_at = ${now}
        WHERE document_id = ${documentId} AND hidden_at IS NULL AND paid_at IS NULL
        RETURNING document_id AS id`,
  );
  return rows.length > 0;
}

/**
 * The vendor's active listings leave search for an overdue invoice; returns their ids. A listing
 * that is not active (suspended by an operator, refunded, hidden with the account, waiting for
 * payment) is left as it is.
 */
export async function hideListings(tx: Db, vendorId: number, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE listings SET status = 'suspended', hidden_for_dues = true,
          moderation_version = moderation_version + 1, updated_at = ${now}
        WHERE vendor_id = ${vendorId} AND status = 'active' RETURNING id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Marks an invoice paid by `paymentId`; the vendor's id, or undefined when it was not unpaid. */
export async function markPaid(
  tx: Db,
  documentId: number,
  paymentId: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await queryRows<{ vendorId: number }>(
    tx,
    sql`UPDATE commission_invoices SET paid_at = ${now}, payment_id = ${paymentId},
          updated_at = ${now}
        WHERE document_id = ${documentId} AND paid_at IS NULL
        RETURNING vendor_id AS "vendorId"`,
  );
  return row ? Number(row.vendorId) : undefined;
}

/**
 * The listings hidden for dues come back as they were (active), unless something else keeps one
 * hidden now: an operator's suspension of it, its refunded payment, or its vendor's account
 * suspended or closed since (then it waits for that to end, marked as hidden with the account,
 * and comes back with it). Returns the ids shown again.
 */
export async function showListings(tx: Db, vendorId: number, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number; status: string }>(
    tx,
    sql`WITH facts AS (
          SELECT l.id,
                 l.suspension_id IS NULL AND NOT l.suspended_with_account
                   AND NOT l.closed_with_account
                   AND NOT EXISTS (SELECT 1 FROM payments p
                                   WHERE p.listing_id = l.id AND p.status = 'refunded') AS free,
                 v.suspension_id IS NOT NULL AS account_suspended,
                 v.closed_at IS NOT NULL AS account_closed
          FROM listings l JOIN vendors v ON v.id = l.vendor_id
          WHERE l.vendor_id = ${vendorId} AND l.hidden_for_dues
        )
        UPDATE listings l SET
          status = CASE WHEN f.free AND NOT f.account_suspended AND NOT f.account_closed
                        THEN 'active' ELSE l.status END,
          suspended_with_account = l.suspended_with_account OR (f.free AND f.account_suspended),
          closed_with_account = l.closed_with_account
                                OR (f.free AND NOT f.account_suspended AND f.account_closed),
          hidden_for_dues = false, moderation_version = l.moderation_version + 1,
          updated_at = ${now}
        FROM facts f WHERE l.id = f.id
        RETURNING l.id, l.status`,
  );
  return rows.filter((r) => r.status === 'active').map((r) => Number(r.id));
}

/** Statements past their window still open because a dispute on them is undecided. */
export async function waitingStatements(
  db: Db,
  vendorId: number,
  now: Date,
): Promise<{ statementId: number; month: string }[]> {
  const rows = await queryRows<{ statementId: number; month: string }>(
    db,
    sql`SELECT s.id AS "statementId", s.month::text AS month FROM commission_statements s
        WHERE s.vendor_id = ${vendorId} AND s.status = 'open' AND s.dispute_until <= ${now}
          AND EXISTS (SELECT 1 FROM commission_lines c WHERE c.statement_id = s.id
                        AND c.disputed_at IS NOT NULL AND c.decision IS NULL)
        ORDER BY s.month`,
  );
  return rows.map((r) => ({ statementId: Number(r.statementId), month: r.month }));
}

/** Whose commission invoice a document is, and its number; none when it is not one. */
export async function invoiceOwner(
  tx: Db,
  documentId: number,
): Promise<{ vendorId: number; number: string }[]> {
  const rows = await queryRows<{ vendorId: number; number: string }>(
    tx,
    sql`SELECT i.vendor_id AS "vendorId", d.number FROM commission_invoices i
        JOIN tax_documents d ON d.id = i.document_id WHERE i.document_id = ${documentId}`,
  );
  return rows.map((r) => ({ vendorId: Number(r.vendorId), number: r.number }));
}
