import { DELETED_NAME } from '@mandap/shared/privacy';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listParam, queryRows } from '../../db/query';

// The SQL of commission statements and their lines (migration 0031's tables, which this module
// writes). Enquiries, users, vendors and listings are only read: the bookings as the enquiries
// module recorded them (migration 0032), the couple's answer live from the enquiry.

/** One commissionable booking, as a statement line copies it. */
export interface BookingRow extends Record<string, unknown> {
  enquiryId: number;
  userName: string;
  userClosed: boolean;
  eventDate: string;
  bookedAt: Date;
  valuePaise: number;
  basisPoints: number;
}

/**
 * The vendors with commissionable bookings marked in [from, to) not yet on any statement: still
 * Booked, carrying commission (marked after the free period).
 */
export async function vendorsWithBookings(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await queryRows<{ vendorId: number }>(
    db,
    sql`SELECT DISTINCT e.vendor_id AS "vendorId" FROM enquiries e
      WHERE e.commission_basis_points > 0 AND e.status = 'booked'
        AND e.booked_at >= ${from} AND e.booked_at < ${to}
        AND NOT EXISTS (SELECT 1 FROM commission_lines l WHERE l.enquiry_id = e.id)
      ORDER BY 1`,
  );
  return rows.map((row) => row.vendorId);
}

/** One vendor's bookings of vendorsWithBookings, oldest first. */
export async function bookingsOf(
  db: Db,
  vendorId: number,
  from: Date,
  to: Date,
): Promise<BookingRow[]> {
  return queryRows<BookingRow>(
    db,
    sql`SELECT e.id AS "enquiryId", u.name AS "userName", u.closed_at IS NOT NULL AS "userClosed",
        e.event_date::text AS "eventDate", e.booked_at AS "bookedAt",
        e.booking_value_paise AS "valuePaise", e.commission_basis_points AS "basisPoints"
      FROM enquiries e JOIN users u ON u.id = e.user_id
      WHERE e.vendor_id = ${vendorId} AND e.commission_basis_points > 0 AND e.status = 'booked'
        AND e.booked_at >= ${from} AND e.booked_at < ${to}
        AND NOT EXISTS (SELECT 1 FROM commission_lines l WHERE l.enquiry_id = e.id)
      ORDER BY e.booked_at, e.id`,
  );
}

/** The first name a statement line shows of the couple: what a closed account shows, if closed. */
export function coupleFirstName(row: { userName: string; userClosed: boolean }): string {
  if (row.userClosed) return DELETED_NAME;
  return row.userName.trim().split(/\s+/)[0] || row.userName;
}

/**
 * A vendor's statement of a month, unless one exists already (UNIQUE vendor_id, month): its id,
 * or null when it was made before (by this job on another server, or the command).
 */
export async function insertStatement(
  db: Db,
  input: { vendorId: number; month: string; issuedAt: Date; disputeUntil: Date },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO commission_statements (vendor_id, month, issued_at, dispute_until)
      VALUES (${input.vendorId}, ${input.month}::date, ${input.issuedAt}, ${input.disputeUntil})
      ON CONFLICT (vendor_id, month) DO NOTHING
      RETURNING id`,
  );
  return row?.id ?? null;
}

export interface NewLine {
  enquiryId: number;
  coupleFirstName: string;
  eventDate: string;
  bookedAt: Date;
  valuePaise: number;
  basisPoints: number;
  commissionPaise: number;
}

/** The statement's lines; an enquiry already on a line (UNIQUE enquiry_id) is skipped. */
export async function insertLines(db: Db, statementId: number, lines: NewLine[]): Promise<number> {
  let inserted = 0;
  for (const line of lines) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO commission_lines (statement_id, enquiry_id, couple_first_name, event_date,
          booked_at, value_paise, commission_basis_points, commission_paise)
        VALUES (${statementId}, ${line.enquiryId}, ${line.coupleFirstName}, ${line.eventDate}::date,
          ${line.bookedAt}, ${line.valuePaise}, ${line.basisPoints}, ${line.commissionPaise})
        ON CONFLICT (enquiry_id) DO NOTHING
        RETURNING id`,
    );
    inserted += rows.length;
  }
  return inserted;
}

export interface StatementRow extends Record<string, unknown> {
  id: number;
  vendorId: number;
  month: string;
  issuedAt: Date;
  disputeUntil: Date;
  status: 'open' | 'invoiced' | 'nothing_due';
}

const STATEMENT_COLUMNS = sql`s.id, s.vendor_id AS "vendorId", s.month::text AS month,
  s.issued_at AS "issuedAt", s.dispute_until AS "disputeUntil", s.status`;

/** One statement; with `vendorId`, only if it is that vendor's. */
export async function findStatement(
  db: Db,
  statementId: number,
  vendorId?: number,
): Promise<StatementRow | undefined> {
  const [row] = await queryRows<StatementRow>(
    db,
    sql`SELECT ${STATEMENT_COLUMNS} FROM commission_statements s
      WHERE s.id = ${statementId}
        ${vendorId === undefined ? sql`` : sql`AND s.vendor_id = ${vendorId}`}`,
  );
  return row;
}

/** A vendor's statements, newest month first. */
export async function statementsOf(db: Db, vendorId: number): Promise<StatementRow[]> {
  return queryRows<StatementRow>(
    db,
    sql`SELECT ${STATEMENT_COLUMNS} FROM commission_statements s
      WHERE s.vendor_id = ${vendorId} ORDER BY s.month DESC, s.id DESC`,
  );
}

export interface LineRow extends Record<string, unknown> {
  id: number;
  statementId: number;
  enquiryId: number;
  coupleFirstName: string;
  eventDate: string;
  bookedAt: Date;
  valuePaise: number;
  basisPoints: number;
  commissionPaise: number;
  disputeReason: 'cancelled' | 'not_genuine' | 'wrong_value' | null;
  disputeNote: string | null;
  claimedValuePaise: number | null;
  disputedAt: Date | null;
  decision: 'accepted' | 'rejected' | null;
  decisionNote: string | null;
  decidedBy: number | null;
  decidedAt: Date | null;
  /** Read from the enquiry: the couple's answer now. */
  coupleAnswer: 'yes' | 'no' | null;
}

const LINE_COLUMNS = sql`l.id, l.statement_id AS "statementId", l.enquiry_id AS "enquiryId",
  l.couple_first_name AS "coupleFirstName", l.event_date::text AS "eventDate",
  l.booked_at AS "bookedAt", l.value_paise AS "valuePaise",
  l.commission_basis_points AS "basisPoints", l.commission_paise AS "commissionPaise",
  l.dispute_reason AS "disputeReason", l.dispute_note AS "disputeNote",
  l.claimed_value_paise AS "claimedValuePaise", l.disputed_at AS "disputedAt",
  l.decision, l.decision_note AS "decisionNote", l.decided_by AS "decidedBy",
  l.decided_at AS "decidedAt", e.couple_answer AS "coupleAnswer"`;

/** The lines of some statements, oldest booking first. */
export async function linesOf(db: Db, statementIds: number[]): Promise<LineRow[]> {
  if (statementIds.length === 0) return [];
  return queryRows<LineRow>(
    db,
    sql`SELECT ${LINE_COLUMNS} FROM commission_lines l JOIN enquiries e ON e.id = l.enquiry_id
      WHERE l.statement_id = ANY (${listParam(statementIds)}::bigint[])
      ORDER BY l.booked_at, l.id`,
  );
}

/**
 * One line of `statementId`, if that statement is `vendorId`'s (any vendor's when undefined),
 * with its statement, locked until the transaction ends: a dispute and a decision take turns.
 */
export async function lockLine(
  db: Db,
  lineId: number,
  where: { statementId?: number; vendorId?: number },
): Promise<(LineRow & { statement: StatementRow }) | undefined> {
  const [row] = await queryRows<
    LineRow & {
      sId: number;
      sVendorId: number;
      sMonth: string;
      sIssuedAt: Date;
      sDisputeUntil: Date;
      sStatus: StatementRow['status'];
    }
  >(
    db,
    sql`SELECT ${LINE_COLUMNS}, s.id AS "sId", s.vendor_id AS "sVendorId",
        s.month::text AS "sMonth", s.issued_at AS "sIssuedAt",
        s.dispute_until AS "sDisputeUntil", s.status AS "sStatus"
      FROM commission_lines l
      JOIN commission_statements s ON s.id = l.statement_id
      JOIN enquiries e ON e.id = l.enquiry_id
      WHERE l.id = ${lineId}
        ${where.statementId === undefined ? sql`` : sql`AND s.id = ${where.statementId}`}
        ${where.vendorId === undefined ? sql`` : sql`AND s.vendor_id = ${where.vendorId}`}
      FOR UPDATE OF l`,
  );
  if (!row) return undefined;
  const { sId, sVendorId, sMonth, sIssuedAt, sDisputeUntil, sStatus, ...line } = row;
  return {
    ...line,
    statement: {
      id: sId,
      vendorId: sVendorId,
      month: sMonth,
      issuedAt: sIssuedAt,
      disputeUntil: sDisputeUntil,
      status: sStatus,
    },
  };
}

export async function recordDispute(
  db: Db,
  lineId: number,
  dispute: {
    reason: 'cancelled' | 'not_genuine' | 'wrong_value';
    note: string;
    claimedValuePaise: number | null;
  },
  now: Date,
): Promise<void> {
  await db.execute(sql`UPDATE commission_lines
    SET dispute_reason = ${dispute.reason}, dispute_note = ${dispute.note},
      claimed_value_paise = ${dispute.claimedValuePaise}::bigint, disputed_at = ${now}
    WHERE id = ${lineId}`);
}

export async function recordDecision(
  db: Db,
  lineId: number,
  decision: { decision: 'accepted' | 'rejected'; note: string; operatorId: number },
  now: Date,
): Promise<void> {
  await db.execute(sql`UPDATE commission_lines
    SET decision = ${decision.decision}, decision_note = ${decision.note},
      decided_by = ${decision.operatorId}, decided_at = ${now}
    WHERE id = ${lineId}`);
}

/** A disputed line as the console's queue shows it: with its vendor and the firm booked. */
export interface QueuedLineRow extends LineRow {
  month: string;
  vendorId: number;
  vendorName: string;
  firmName: string;
}

/**
 * The console's queue: undecided disputes, the one filed longest ago first; or the decided ones,
 * the latest decision first (at most `limit`; only line `lineId` when given).
 */
export async function disputedLines(
  db: Db,
  state: 'undecided' | 'decided',
  limit: number,
  lineId?: number,
): Promise<QueuedLineRow[]> {
  return queryRows<QueuedLineRow>(
    db,
    sql`SELECT ${LINE_COLUMNS}, s.month::text AS month, s.vendor_id AS "vendorId",
        v.name AS "vendorName", li.firm_name AS "firmName"
      FROM commission_lines l
      JOIN commission_statements s ON s.id = l.statement_id
      JOIN vendors v ON v.id = s.vendor_id
      JOIN enquiries e ON e.id = l.enquiry_id
      JOIN listings li ON li.id = e.listing_id
      WHERE l.disputed_at IS NOT NULL
        AND ${state === 'undecided' ? sql`l.decision IS NULL` : sql`l.decision IS NOT NULL`}
        ${lineId === undefined ? sql`` : sql`AND l.id = ${lineId}`}
      ORDER BY ${state === 'undecided' ? sql`l.disputed_at, l.id` : sql`l.decided_at DESC, l.id DESC`}
      LIMIT ${limit}`,
  );
}
