import type { ConsentPurpose, ConsentSource } from '@mandap/shared/privacy-notice';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The privacy module's table: consents (0029_consents.sql), the append-only consent ledger.

/** Whose consent: a vendor's or a user's account. */
export type ConsentAccount =
  | { role: 'vendor'; vendorId: number }
  | { role: 'user'; userId: number };

export type ConsentRow = {
  purpose: ConsentPurpose;
  noticeVersion: string;
  given: boolean;
  source: ConsentSource;
  at: Date;
};

export interface NewConsentRow {
  purpose: ConsentPurpose;
  noticeVersion: string;
  given: boolean;
  source: ConsentSource;
  at: Date;
}

function owner(account: ConsentAccount): SQL {
  return account.role === 'vendor'
    ? sql`vendor_id = ${account.vendorId}`
    : sql`user_id = ${account.userId}`;
}

/** Appends rows to the account's ledger, in one statement (the caller's transaction, if any). */
export async function insertConsents(
  db: Db,
  account: ConsentAccount,
  rows: readonly NewConsentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const vendorId = account.role === 'vendor' ? account.vendorId : null;
  const userId = account.role === 'user' ? account.userId : null;
  const values = rows.map(
    (row) =>
      sql`(${vendorId}::bigint, ${userId}::bigint, ${row.purpose}, ${row.noticeVersion}, ${row.given},
        ${row.source}, ${row.at.toISOString()}::timestamptz)`,
  );
  await db.execute(
    sql`INSERT INTO consents (vendor_id, user_id, purpose, notice_version, given, source, at)
        VALUES ${sql.join(values, sql`, `)}`,
  );
}

const COLUMNS = sql`purpose, notice_version AS "noticeVersion", given, source, at`;

/** The account's newest row of `purpose` (its current choice), or undefined when it has none. */
export async function latestConsent(
  db: Db,
  account: ConsentAccount,
  purpose: ConsentPurpose,
): Promise<ConsentRow | undefined> {
  const [row] = await queryRows<ConsentRow>(
    db,
    sql`SELECT ${COLUMNS} FROM consents WHERE ${owner(account)} AND purpose = ${purpose}
        ORDER BY at DESC, id DESC LIMIT 1`,
  );
  return row;
}

/** The account's ledger, newest first (at most `limit` rows). */
export function consentHistory(
  db: Db,
  account: ConsentAccount,
  limit: number,
): Promise<ConsentRow[]> {
  return queryRows<ConsentRow>(
    db,
    sql`SELECT ${COLUMNS} FROM consents WHERE ${owner(account)}
        ORDER BY at DESC, id DESC LIMIT ${limit}`,
  );
}

/**
 * Takes the account's ledger lock for the rest of the transaction: two choices made at once are
 * then recorded one after the other, each seeing the one before (no repeated "on" rows).
 */
export async function lockLedger(db: Db, account: ConsentAccount): Promise<void> {
  const id = account.role === 'vendor' ? account.vendorId : -account.userId;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${LEDGER_LOCKS}::int, ${id}::int)`);
}

// Namespace of the ledger's advisory locks (any constant unlike the other modules' namespaces).
const LEDGER_LOCKS = 727_371;
