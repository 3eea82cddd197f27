import type { GrievanceStatus, GrievanceSubject } from '@mandap/shared/grievances';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The grievances module's tables: grievances and grievance_replies (0022_grievances.sql).

// Namespace of the advisory lock taken while an address's grievances are counted (any constant:
// the same on every server sharing the database, and unlike the other modules' namespaces).
const ADDRESS_LOCKS = 727_301;

/** A moment as a parameter both drivers read alike. */
function at(moment: Date) {
  return sql`${moment.toISOString()}::timestamptz`;
}

export type GrievanceRow = {
  id: number;
  reference: string;
  name: string;
  email: string;
  subject: GrievanceSubject;
  details: string;
  link: string | null;
  userId: number | null;
  vendorId: number | null;
  status: GrievanceStatus;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  outcome: string | null;
  /** The close form's outcome code (decision 0064); null for one closed before it. */
  outcomeCode: string | null;
  /** Moved by every operator action: two operators on the same sight, one wins (0064). */
  version: number;
  receiptEmailedAt: Date | null;
  /** The language it was sent in (0035): its e-mails'. */
  language: 'en' | 'hi';
  createdAt: Date;
  updatedAt: Date;
};

const COLUMNS = sql`id, reference, name, email, subject, details, link, user_id AS "userId",
  vendor_id AS "vendorId", status, acknowledged_at AS "acknowledgedAt", closed_at AS "closedAt",
  outcome, outcome_code AS "outcomeCode", version, receipt_emailed_at AS "receiptEmailedAt", language, created_at AS "createdAt",
  updated_at AS "updatedAt"`;

export interface NewGrievanceRow {
  name: string;
  email: string;
  subject: GrievanceSubject;
  details: string;
  link: string | null;
  userId: number | null;
  vendorId: number | null;
  sentFrom: string;
  /** The request's language (issue 32). */
  language: 'en' | 'hi';
  now: Date;
}

/**
 * Stores a grievance unless its address has sent `limit` since `since`, in one atomic step: under
 * the address's advisory lock, so parallel submissions from one address queue here and each sees
 * the ones before it, on every server. `reference` is asked again while the one it gave is taken.
 * Returns the address's recent grievances (newest first, at most `limit`) and the row stored, or
 * null when the limit refused it.
 */
export async function insertGrievanceUnderLimit(
  db: Db,
  grievance: NewGrievanceRow,
  limit: { count: number; since: Date },
  reference: () => string,
): Promise<{ recent: Date[]; stored: GrievanceRow | null }> {
  const g = grievance;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${g.sentFrom}))`,
    );
    const recentRows = await queryRows<{ at: Date }>(
      tx,
      sql`SELECT created_at AS at FROM grievances
          WHERE sent_from = ${g.sentFrom} AND created_at > ${at(limit.since)}
          ORDER BY created_at DESC LIMIT ${limit.count}`,
    );
    const recent = recentRows.map((r) => r.at);
    if (recent.length >= limit.count) return { recent, stored: null };
    // A taken reference (30 random bits a day) leaves the row out instead of failing the
    // transaction; another is drawn.
    for (;;) {
      const [row] = await queryRows<GrievanceRow>(
        tx,
        sql`INSERT INTO grievances (reference, name, email, subject, details, link, user_id,
              vendor_id, sent_from, language, created_at, updated_at)
            VALUES (${reference()}, ${g.name}, ${g.email}, ${g.subject}, ${g.details}, ${g.link},
              ${g.userId}, ${g.vendorId}, ${g.sentFrom}, ${g.language}, ${at(g.now)},
              ${at(g.now)})
            ON CONFLICT (reference) DO NOTHING
            RETURNING ${COLUMNS}`,
      );
      if (row) return { recent, stored: row };
    }
  });
}

export async function findById(db: Db, id: number): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`SELECT ${COLUMNS} FROM grievances WHERE id = ${id}`,
  );
  return row ?? null;
}

export async function findByReference(db: Db, reference: string): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`SELECT ${COLUMNS} FROM grievances WHERE reference = ${reference}`,
  );
  return row ?? null;
}

/** Grievances not closed; with `closedSince`, those closed after it too. */
export async function listGrievances(db: Db, closedSince: Date | null): Promise<GrievanceRow[]> {
  const closed = closedSince ? sql` OR closed_at > ${at(closedSince)}` : sql``;
  return queryRows<GrievanceRow>(
    db,
    sql`SELECT ${COLUMNS} FROM grievances WHERE status <> 'closed'${closed} ORDER BY created_at, id`,
  );
}

/** `AND version = v` when the operator's version is to be checked; nothing otherwise. */
function atVersion(version: number | undefined) {
  return version === undefined ? sql`` : sql` AND version = ${version}`;
}

/**
 * Open -> acknowledged (the version moves); returns the row, or null when it was not open (or,
 * with `version`, had moved since).
 */
export async function acknowledge(
  db: Db,
  id: number,
  now: Date,
  version?: number,
): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`UPDATE grievances SET status = 'acknowledged', acknowledged_at = ${at(now)},
          updated_at = ${at(now)}, version = version + 1
        WHERE id = ${id} AND status = 'open'${atVersion(version)} RETURNING ${COLUMNS}`,
  );
  return row ?? null;
}

/**
 * A reply is about to be stored: a grievance not closed is acknowledged if it was open, and its
 * version moves. Null when it is closed (or, with `version`, had moved since).
 */
export async function markReplied(
  db: Db,
  id: number,
  now: Date,
  version?: number,
): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`UPDATE grievances SET status = 'acknowledged',
          acknowledged_at = coalesce(acknowledged_at, ${at(now)}), updated_at = ${at(now)},
          version = version + 1
        WHERE id = ${id} AND status <> 'closed'${atVersion(version)} RETURNING ${COLUMNS}`,
  );
  return row ?? null;
}

/**
 * Closes a grievance not yet closed with its outcome (acknowledging it too, if it was open); the
 * version moves. Null when it was closed (or, with `version`, had moved since).
 */
export async function close(
  db: Db,
  id: number,
  outcome: { words: string; code: string | null },
  now: Date,
  version?: number,
): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`UPDATE grievances SET status = 'closed', closed_at = ${at(now)}, outcome = ${outcome.words},
          outcome_code = ${outcome.code}, acknowledged_at = coalesce(acknowledged_at, ${at(now)}),
          updated_at = ${at(now)}, version = version + 1
        WHERE id = ${id} AND status <> 'closed'${atVersion(version)} RETURNING ${COLUMNS}`,
  );
  return row ?? null;
}

/** Closed grievances, the most recently closed first, a page at a time, and how many in all. */
export async function listClosed(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: GrievanceRow[]; total: number }> {
  const rows = await queryRows<GrievanceRow>(
    db,
    sql`SELECT ${COLUMNS} FROM grievances WHERE status = 'closed'
        ORDER BY closed_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM grievances WHERE status = 'closed'`,
  );
  return { rows, total: count?.n ?? 0 };
}

/** When each grievance not closed was received, and its status (the dashboard's counts). */
export async function openReceipts(
  db: Db,
): Promise<{ createdAt: Date; status: GrievanceStatus }[]> {
  return queryRows(
    db,
    sql`SELECT created_at AS "createdAt", status FROM grievances WHERE status <> 'closed'`,
  );
}

// What a grievance's link names, read (never written) from the listings and reviews tables, as
// the console's dashboard reads them (decision 0064): the operator sees the thing complained of.

export type LinkedListing = {
  id: number;
  firmName: string;
  category: string;
  city: string;
  status: string;
  vendorId: number;
};

export async function linkedListing(db: Db, id: number): Promise<LinkedListing | null> {
  const [row] = await queryRows<LinkedListing>(
    db,
    sql`SELECT id, firm_name AS "firmName", category, city, status, vendor_id AS "vendorId"
        FROM listings WHERE id = ${id}`,
  );
  return row ?? null;
}

export type LinkedReview = {
  id: number;
  listingId: number;
  rating: number;
  title: string;
  body: string;
  status: string;
};

export async function linkedReview(db: Db, id: number): Promise<LinkedReview | null> {
  const [row] = await queryRows<LinkedReview>(
    db,
    sql`SELECT id, listing_id AS "listingId", rating, title, body, status
        FROM reviews WHERE id = ${id}`,
  );
  return row ?? null;
}

export async function markReceiptEmailed(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE grievances SET receipt_emailed_at = ${at(now)} WHERE id = ${id}`);
}

export type ReplyRow = {
  id: number;
  grievanceId: number;
  body: string;
  author: string;
  emailedAt: Date | null;
  createdAt: Date;
};

const REPLY_COLUMNS = sql`id, grievance_id AS "grievanceId", body, author, emailed_at AS "emailedAt",
  created_at AS "createdAt"`;

export async function insertReply(
  db: Db,
  reply: { grievanceId: number; body: string; author: string; now: Date },
): Promise<ReplyRow> {
  const [row] = await queryRows<ReplyRow>(
    db,
    sql`INSERT INTO grievance_replies (grievance_id, body, author, created_at)
        VALUES (${reply.grievanceId}, ${reply.body}, ${reply.author}, ${at(reply.now)})
        RETURNING ${REPLY_COLUMNS}`,
  );
  if (!row) throw new Error('the reply was not stored');
  return row;
}

export async function findReply(db: Db, id: number): Promise<ReplyRow | null> {
  const [row] = await queryRows<ReplyRow>(
    db,
    sql`SELECT ${REPLY_COLUMNS} FROM grievance_replies WHERE id = ${id}`,
  );
  return row ?? null;
}

export async function repliesOf(db: Db, grievanceId: number): Promise<ReplyRow[]> {
  return queryRows<ReplyRow>(
    db,
    sql`SELECT ${REPLY_COLUMNS} FROM grievance_replies WHERE grievance_id = ${grievanceId}
        ORDER BY created_at, id`,
  );
}

export async function markReplyEmailed(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE grievance_replies SET emailed_at = ${at(now)} WHERE id = ${id}`);
}
