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
  receiptEmailedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const COLUMNS = sql`id, reference, name, email, subject, details, link, user_id AS "userId",
  vendor_id AS "vendorId", status, acknowledged_at AS "acknowledgedAt", closed_at AS "closedAt",
  outcome, receipt_emailed_at AS "receiptEmailedAt", created_at AS "createdAt",
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
              vendor_id, sent_from, created_at, updated_at)
            VALUES (${reference()}, ${g.name}, ${g.email}, ${g.subject}, ${g.details}, ${g.link},
              ${g.userId}, ${g.vendorId}, ${g.sentFrom}, ${at(g.now)}, ${at(g.now)})
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

/** Open -> acknowledged; returns the row, or null when it was not open. */
export async function acknowledge(db: Db, id: number, now: Date): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`UPDATE grievances SET status = 'acknowledged', acknowledged_at = ${at(now)}, updated_at = ${at(now)}
        WHERE id = ${id} AND status = 'open' RETURNING ${COLUMNS}`,
  );
  return row ?? null;
}

/** Closes a grievance not yet closed with its outcome (acknowledging it too, if it was open). */
export async function close(
  db: Db,
  id: number,
  outcome: string,
  now: Date,
): Promise<GrievanceRow | null> {
  const [row] = await queryRows<GrievanceRow>(
    db,
    sql`UPDATE grievances SET status = 'closed', closed_at = ${at(now)}, outcome = ${outcome},
          acknowledged_at = coalesce(acknowledged_at, ${at(now)}), updated_at = ${at(now)}
        WHERE id = ${id} AND status <> 'closed' RETURNING ${COLUMNS}`,
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
  await db.execute(
    sql`UPDATE grievances SET updated_at = ${at(reply.now)} WHERE id = ${reply.grievanceId}`,
  );
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
