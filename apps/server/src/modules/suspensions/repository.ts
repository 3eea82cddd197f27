import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The SQL of suspensions and appeals (issue 28, migration 0025). Each action locks the row it
// changes and compares the moderation version the operator saw: a stale one changes nothing.

export type AccountKind = 'vendor' | 'user';

export interface ListingLock extends Record<string, unknown> {
  id: number;
  vendorId: number;
  firmName: string;
  status: 'pending_payment' | 'active' | 'suspended' | 'expired';
  suspensionId: number | null;
  suspendedWithAccount: boolean;
  /** Hidden while a commission invoice is overdue (decision 0076): off, but not by Mandap's hand. */
  hiddenForDues: boolean;
  version: number;
}

export async function lockListing(db: Db, listingId: number): Promise<ListingLock | undefined> {
  const [row] = await queryRows<ListingLock>(
    db,
    sql`SELECT id, vendor_id AS "vendorId", firm_name AS "firmName", status,
               suspension_id AS "suspensionId", suspended_with_account AS "suspendedWithAccount",
               hidden_for_dues AS "hiddenForDues", moderation_version AS version
        FROM listings WHERE id = ${listingId} FOR UPDATE`,
  );
  return row;
}

/** The listing's moderation fields, without a lock (the console's view). */
export async function lockListingRead(db: Db, listingId: number) {
  const [row] = await queryRows<ListingLock>(
    db,
    sql`SELECT id, vendor_id AS "vendorId", firm_name AS "firmName", status,
               suspension_id AS "suspensionId", suspended_with_account AS "suspendedWithAccount",
               hidden_for_dues AS "hiddenForDues", moderation_version AS version
        FROM listings WHERE id = ${listingId}`,
  );
  return row;
}

export interface AccountLock extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  suspensionId: number | null;
  version: number;
}

const accountTable = (kind: AccountKind) => (kind === 'vendor' ? sql`vendors` : sql`users`);

export async function lockAccount(
  db: Db,
  kind: AccountKind,
  id: number,
): Promise<AccountLock | undefined> {
  const [row] = await queryRows<AccountLock>(
    db,
    sql`SELECT id, name, email, suspension_id AS "suspensionId", moderation_version AS version
        FROM ${accountTable(kind)} WHERE id = ${id} FOR UPDATE`,
  );
  return row;
}

export async function insertSuspension(
  db: Db,
  s: {
    objectType: 'listing' | 'vendor' | 'user';
    id: number;
    reason: string;
    details: string;
    operatorId: number;
    now: Date;
    statusBefore?: string;
  },
): Promise<number> {
  const column =
    s.objectType === 'listing'
      ? sql`listing_id`
      : s.objectType === 'vendor'
        ? sql`vendor_id`
        : sql`user_id`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO suspensions (object_type, ${column}, reason, details, suspended_by,
          suspended_at, status_before)
        VALUES (${s.objectType}, ${s.id}, ${s.reason}, ${s.details}, ${s.operatorId}, ${s.now},
          ${s.statusBefore ?? null})
        RETURNING id`,
  );
  return Number(row?.id);
}

export async function endSuspension(
  db: Db,
  suspensionId: number,
  by: { operatorId: number; reason: string; now: Date },
) {
  await db.execute(
    sql`UPDATE suspensions SET restored_at = ${by.now}, restored_by = ${by.operatorId},
          restore_reason = ${by.reason}
        WHERE id = ${suspensionId} AND restored_at IS NULL`,
  );
}

export async function suspensionById(db: Db, id: number) {
  const [row] = await queryRows<SuspensionRow>(db, sql`${SUSPENSION_SELECT} WHERE s.id = ${id}`);
  return row;
}

/** Takes a listing off the marketplace as suspended by Mandap; returns its version now. */
export async function markListingSuspended(
  db: Db,
  listingId: number,
  suspensionId: number,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`UPDATE listings SET status = 'suspended', suspension_id = ${suspensionId},
          suspended_with_account = false, hidden_for_dues = false,
          moderation_version = moderation_version + 1,
          updated_at = ${now}
        WHERE id = ${listingId} RETURNING moderation_version AS version`,
  );
  return Number(row?.version);
}

/**
 * Gives a listing back the status it had before Mandap suspended it, unless its payment was
 * refunded since (it stays suspended, as a refund leaves it) or its vendor's account is
 * suspended now (it waits, hidden with the account, and comes back with it).
 */
export async function markListingRestored(
  db: Db,
  listingId: number,
  statusBefore: string,
  now: Date,
): Promise<{ version: number; status: string }> {
  const [row] = await queryRows<{ version: number; status: string }>(
    db,
    sql`WITH facts AS (
          SELECT EXISTS (SELECT 1 FROM payments p WHERE p.listing_id = l.id
                           AND p.status = 'refunded') AS refunded,
                 v.suspension_id IS NOT NULL AS account_suspended
          FROM listings l JOIN vendors v ON v.id = l.vendor_id WHERE l.id = ${listingId}
        )
        UPDATE listings SET
          status = CASE WHEN facts.refunded THEN 'suspended'
                        WHEN facts.account_suspended AND ${statusBefore} = 'active' THEN 'suspended'
                        ELSE ${statusBefore} END,
          suspended_with_account = NOT facts.refunded AND facts.account_suspended
                                   AND ${statusBefore} = 'active',
          suspension_id = NULL, moderation_version = moderation_version + 1, updated_at = ${now}
        FROM facts WHERE id = ${listingId}
        RETURNING moderation_version AS version, status`,
  );
  return { version: Number(row?.version), status: String(row?.status) };
}

export async function markAccount(
  db: Db,
  kind: AccountKind,
  id: number,
  suspensionId: number | null,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`UPDATE ${accountTable(kind)} SET suspension_id = ${suspensionId},
          moderation_version = moderation_version + 1, updated_at = ${now}
        WHERE id = ${id} RETURNING moderation_version AS version`,
  );
  return Number(row?.version);
}

/** A suspended vendor's active listings leave search; returns their ids. */
export async function hideVendorListings(
  db: Db,
  vendorId: number,
  now: Date,
): Promise<{ id: number; firmName: string }[]> {
  const rows = await queryRows<{ id: number; firm_name: string }>(
    db,
    sql`UPDATE listings SET status = 'suspended', suspended_with_account = true,
          moderation_version = moderation_version + 1, updated_at = ${now}
        WHERE vendor_id = ${vendorId} AND status = 'active' RETURNING id, firm_name`,
  );
  return rows.map((r) => ({ id: Number(r.id), firmName: r.firm_name }));
}

/**
 * A restored vendor's listings that were active when the account was suspended come back,
 * unless Mandap suspended one of them on its own since, or its payment was refunded.
 */
export async function showVendorListings(db: Db, vendorId: number, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE listings l SET
          status = CASE WHEN l.suspension_id IS NULL AND NOT EXISTS (
                     SELECT 1 FROM payments p WHERE p.listing_id = l.id AND p.status = 'refunded')
                   THEN 'active' ELSE 'suspended' END,
          suspended_with_account = false, moderation_version = moderation_version + 1,
          updated_at = ${now}
        WHERE l.vendor_id = ${vendorId} AND l.suspended_with_account RETURNING l.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Raises a listing's moderation version (a media removal, a refund): returns it. */
export async function bumpListing(db: Db, listingId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`UPDATE listings SET moderation_version = moderation_version + 1, updated_at = ${now}
        WHERE id = ${listingId} RETURNING moderation_version AS version`,
  );
  return Number(row?.version);
}

export interface SuspensionRow extends Record<string, unknown> {
  id: number;
  objectType: 'listing' | 'vendor' | 'user';
  listingId: number | null;
  vendorId: number | null;
  userId: number | null;
  reason: string;
  details: string;
  suspendedAt: Date;
  suspendedBy: number | null;
  statusBefore: string | null;
  restoredAt: Date | null;
  restoreReason: string | null;
  appealId: number | null;
  appealMessage: string | null;
  appealAt: Date | null;
  appealOutcome: 'upheld' | 'restored' | null;
}

const SUSPENSION_SELECT = sql`
  SELECT s.id, s.object_type AS "objectType", s.listing_id AS "listingId",
         s.vendor_id AS "vendorId", s.user_id AS "userId", s.reason, s.details,
         s.suspended_at AS "suspendedAt", s.suspended_by AS "suspendedBy",
         s.status_before AS "statusBefore", s.restored_at AS "restoredAt",
         s.restore_reason AS "restoreReason", a.id AS "appealId", a.message AS "appealMessage",
         a.created_at AS "appealAt", a.outcome AS "appealOutcome"
  FROM suspensions s LEFT JOIN appeals a ON a.suspension_id = s.id`;

export function suspensionsOf(
  db: Db,
  of: { listingId: number } | { vendorId: number } | { userId: number },
): Promise<SuspensionRow[]> {
  const where =
    'listingId' in of
      ? sql`s.listing_id = ${of.listingId}`
      : 'vendorId' in of
        ? sql`s.object_type = 'vendor' AND s.vendor_id = ${of.vendorId}`
        : sql`s.user_id = ${of.userId}`;
  return queryRows<SuspensionRow>(
    db,
    sql`${SUSPENSION_SELECT} WHERE ${where} ORDER BY s.suspended_at DESC, s.id DESC`,
  );
}

/** The vendor's listings suspended by Mandap now, with their suspension and appeal. */
export function openListingSuspensionsOfVendor(db: Db, vendorId: number) {
  return queryRows<SuspensionRow>(
    db,
    sql`${SUSPENSION_SELECT} JOIN listings l ON l.suspension_id = s.id
        WHERE l.vendor_id = ${vendorId} ORDER BY l.id`,
  );
}

export async function insertAppeal(
  db: Db,
  a: { suspensionId: number; vendorId: number; message: string; now: Date },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO appeals (suspension_id, vendor_id, message, created_at)
        VALUES (${a.suspensionId}, ${a.vendorId}, ${a.message}, ${a.now})
        ON CONFLICT (suspension_id) DO NOTHING RETURNING id`,
  );
  return row ? Number(row.id) : undefined;
}

export interface AppealRow extends Record<string, unknown> {
  id: number;
  suspensionId: number;
  vendorId: number;
  message: string;
  createdAt: Date;
  decidedAt: Date | null;
  version: number;
  vendorName: string;
  vendorEmail: string;
  firmName: string | null;
}

const APPEAL_SELECT = sql`
  SELECT a.id, a.suspension_id AS "suspensionId", a.vendor_id AS "vendorId", a.message,
         a.created_at AS "createdAt", a.decided_at AS "decidedAt", a.version,
         v.name AS "vendorName", v.email AS "vendorEmail", l.firm_name AS "firmName"
  FROM appeals a JOIN suspensions s ON s.id = a.suspension_id
  JOIN vendors v ON v.id = a.vendor_id
  LEFT JOIN listings l ON l.id = s.listing_id`;

export function openAppeals(db: Db, limit: number): Promise<AppealRow[]> {
  return queryRows<AppealRow>(
    db,
    sql`${APPEAL_SELECT} WHERE a.decided_at IS NULL ORDER BY a.created_at, a.id LIMIT ${limit}`,
  );
}

export async function lockAppeal(db: Db, appealId: number): Promise<AppealRow | undefined> {
  const [row] = await queryRows<AppealRow>(
    db,
    sql`${APPEAL_SELECT} WHERE a.id = ${appealId} FOR UPDATE OF a`,
  );
  return row;
}

export async function decideAppeal(
  db: Db,
  appealId: number,
  d: { outcome: 'upheld' | 'restored'; operatorId: number; reason: string; now: Date },
): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`UPDATE appeals SET outcome = ${d.outcome}, decided_at = ${d.now},
          decided_by = ${d.operatorId}, decision_reason = ${d.reason}, version = version + 1
        WHERE id = ${appealId} RETURNING version`,
  );
  return Number(row?.version);
}

/** The console's look-up: by a listing id, a vendor id (numeric or VND-…) or an e-mail. */
export function search(db: Db, q: string) {
  const n = /^\d{1,15}$/.test(q) ? Number(q) : -1;
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<{
    kind: 'listing' | 'vendor' | 'user';
    id: number;
    label: string;
    detail: string;
  }>(
    db,
    sql`(SELECT 'listing' AS kind, id, firm_name AS label, category || ', ' || city AS detail
         FROM listings WHERE id = ${n} OR lower(email) LIKE ${like} LIMIT 20)
        UNION ALL
        (SELECT 'vendor', id, name, unique_id || ', ' || email FROM vendors
         WHERE id = ${n} OR upper(unique_id) = ${q.toUpperCase()} OR lower(email) LIKE ${like}
         LIMIT 20)
        UNION ALL
        (SELECT 'user', id, name, email FROM users WHERE id = ${n} OR lower(email) LIKE ${like}
         LIMIT 20)`,
  );
}

export async function listingOwner(db: Db, vendorId: number) {
  const [row] = await queryRows<{ id: number; uniqueId: string; name: string; email: string }>(
    db,
    sql`SELECT id, unique_id AS "uniqueId", name, email FROM vendors WHERE id = ${vendorId}`,
  );
  return row;
}

export function paymentsOf(db: Db, listingId: number) {
  return queryRows<{
    id: number;
    status: string;
    amountPaise: number;
    refundedPaise: number | null;
    paidAt: Date | null;
  }>(
    db,
    sql`SELECT id, status, amount_paise AS "amountPaise", refunded_paise AS "refundedPaise",
               paid_at AS "paidAt"
        FROM payments WHERE listing_id = ${listingId} ORDER BY id DESC`,
  );
}

export function pricesOf(db: Db, listingId: number) {
  return queryRows<{ label: string; paise: number | null }>(
    db,
    sql`SELECT specification AS label, offer_paise AS paise FROM listing_prices
        WHERE listing_id = ${listingId} ORDER BY position`,
  );
}

export async function accountRow(db: Db, kind: AccountKind, id: number) {
  const [row] = await queryRows<{
    id: number;
    uniqueId: string | null;
    name: string;
    email: string;
    phone: string;
    createdAt: Date;
    suspensionId: number | null;
    version: number;
  }>(
    db,
    sql`SELECT id, ${kind === 'vendor' ? sql`unique_id` : sql`NULL::text`} AS "uniqueId", name,
               email, phone, created_at AS "createdAt", suspension_id AS "suspensionId",
               moderation_version AS version
        FROM ${accountTable(kind)} WHERE id = ${id}`,
  );
  return row;
}

export function vendorListings(db: Db, vendorId: number) {
  return queryRows<{ id: number; firmName: string; category: string; status: string }>(
    db,
    sql`SELECT id, firm_name AS "firmName", category, status FROM listings
        WHERE vendor_id = ${vendorId} ORDER BY id`,
  );
}

/** Earlier actions on an object, from the audit log, newest first. */
export function actionsOn(db: Db, type: string, id: number) {
  return queryRows<{
    at: Date;
    action: string;
    actorKind: string;
    actorRole: string;
    actorId: number | null;
    reason: string | null;
  }>(
    db,
    sql`SELECT at, action, actor_kind AS "actorKind", actor_role AS "actorRole",
               actor_id AS "actorId", reason
        FROM audit_log WHERE object_type = ${type} AND object_id = ${String(id)}
        ORDER BY id DESC LIMIT 50`,
  );
}
