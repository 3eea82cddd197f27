import type { Language } from '@mandap/shared/messages/languages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AccountRef } from '../accounts/index';

// The privacy module's SQL (decision 0072): its own data_exports and retained_billing_records,
// and the erasure of a closed account, which (as the console's suspensions do, 0066) reaches the
// rows other modules write, for that one account, in one transaction.

export interface ExportRow extends Record<string, unknown> {
  id: string;
  role: 'vendor' | 'user';
  vendorId: number | null;
  userId: number | null;
  status: 'preparing' | 'ready' | 'expired' | 'failed';
  storageKey: string | null;
  bytes: number | null;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const EXPORT_COLUMNS = sql`id, role, vendor_id AS "vendorId", user_id AS "userId", status,
  storage_key AS "storageKey", bytes, requested_at AS "requestedAt", ready_at AS "readyAt",
  expires_at AS "expiresAt"`;

function ownedBy(owner: AccountRef) {
  return owner.role === 'vendor'
    ? sql`vendor_id = ${owner.vendorId}`
    : sql`user_id = ${owner.userId}`;
}

/** The owner's exports asked for since `since`, and any still preparing, newest first. */
export function recentExports(db: Db, owner: AccountRef, since: Date): Promise<ExportRow[]> {
  return queryRows<ExportRow>(
    db,
    sql`SELECT ${EXPORT_COLUMNS} FROM data_exports
        WHERE ${ownedBy(owner)} AND (requested_at > ${since} OR status IN ('preparing', 'ready'))
        ORDER BY requested_at DESC, seq DESC`,
  );
}

export async function latestExport(db: Db, owner: AccountRef): Promise<ExportRow | undefined> {
  const [row] = await queryRows<ExportRow>(
    db,
    sql`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE ${ownedBy(owner)}
        ORDER BY requested_at DESC, seq DESC LIMIT 1`,
  );
  return row;
}

export async function findExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await queryRows<ExportRow>(
    db,
    sql`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE id = ${id}`,
  );
  return row;
}

/** The owner's ready export of this id, while it is offered; undefined for anyone else's. */
export async function findOwnReadyExport(
  db: Db,
  owner: AccountRef,
  id: string,
  now: Date,
): Promise<ExportRow | undefined> {
  const [row] = await queryRows<ExportRow>(
    db,
    sql`SELECT ${EXPORT_COLUMNS} FROM data_exports
        WHERE id = ${id} AND ${ownedBy(owner)} AND status = 'ready' AND expires_at > ${now}`,
  );
  return row;
}

export async function insertExport(
  db: Db,
  owner: AccountRef,
  id: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO data_exports (id, role, vendor_id, user_id, status, requested_at, created_at,
          updated_at)
        VALUES (${id}, ${owner.role}, ${owner.role === 'vendor' ? owner.vendorId : null},
          ${owner.role === 'user' ? owner.userId : null}, 'preparing', ${now}, ${now}, ${now})`,
  );
}

/** Ready exports of the owner are replaced by a new one: marked expired; their keys returned. */
export async function expireReadyExports(db: Db, owner: AccountRef, now: Date): Promise<string[]> {
  const rows = await queryRows<{ key: string | null }>(
    db,
    sql`UPDATE data_exports SET status = 'expired', updated_at = ${now}
        WHERE ${ownedBy(owner)} AND status = 'ready' RETURNING storage_key AS key`,
  );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** A built export becomes ready, if it is still being prepared (else false: it was replaced). */
export async function markExportReady(
  db: Db,
  id: string,
  ready: { storageKey: string; bytes: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE data_exports SET status = 'ready', storage_key = ${ready.storageKey},
          bytes = ${ready.bytes}, ready_at = ${ready.now}, expires_at = ${ready.expiresAt},
          updated_at = ${ready.now}
        WHERE id = ${id} AND status = 'preparing' RETURNING id`,
  );
  return rows.length > 0;
}

export async function markExportFailed(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE data_exports SET status = 'failed', updated_at = ${now}
        WHERE id = ${id} AND status = 'preparing'`,
  );
}

/** Ready exports past their time, oldest first. */
export function expiredReadyExports(db: Db, now: Date, limit: number): Promise<ExportRow[]> {
  return queryRows<ExportRow>(
    db,
    sql`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE status = 'ready' AND expires_at <= ${now}
        ORDER BY expires_at LIMIT ${limit}`,
  );
}

export async function markExportExpired(db: Db, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE data_exports SET status = 'expired', updated_at = ${now}
        WHERE id = ${id} AND status = 'ready'`,
  );
}

/** Preparations that never finished (a job lost with its server): failed after `before`. */
export async function failStalePreparations(db: Db, before: Date, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE data_exports SET status = 'failed', updated_at = ${now}
        WHERE status = 'preparing' AND requested_at < ${before} RETURNING id`,
  );
  return rows.length;
}

/** Rows of exports that are over (expired, failed) and older than the rate limit looks. */
export async function deleteOldExportRows(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`DELETE FROM data_exports WHERE status IN ('expired', 'failed') AND requested_at < ${before}`,
  );
}

/** The name and e-mail an export's mail goes to. */
export async function accountContact(
  db: Db,
  owner: AccountRef,
): Promise<{ name: string; email: string; erased: boolean; language: Language } | undefined> {
  const table = owner.role === 'vendor' ? sql`vendors` : sql`users`;
  const id = owner.role === 'vendor' ? owner.vendorId : owner.userId;
  const [row] = await queryRows<{
    name: string;
    email: string;
    erased: boolean;
    language: Language;
  }>(
    db,
    sql`SELECT name, email, (erased_at IS NOT NULL) AS erased, language FROM ${table} WHERE id = ${id}`,
  );
  return row;
}

// Erasure --------------------------------------------------------------------------------------

/** Closed accounts past their grace and not erased yet, oldest due first. */
export function accountsDue(db: Db, now: Date, limit: number): Promise<AccountRef[]> {
  return queryRows<{ role: 'vendor' | 'user'; id: number }>(
    db,
    sql`(SELECT 'vendor' AS role, id, erase_after FROM vendors
          WHERE erased_at IS NULL AND erase_after <= ${now})
        UNION ALL
        (SELECT 'user' AS role, id, erase_after FROM users
          WHERE erased_at IS NULL AND erase_after <= ${now})
        ORDER BY erase_after LIMIT ${limit}`,
  ).then((rows) =>
    rows.map((r) =>
      r.role === 'vendor'
        ? { role: 'vendor' as const, vendorId: Number(r.id) }
        : { role: 'user' as const, userId: Number(r.id) },
    ),
  );
}

/** Every export file of the account (deleted before its rows). */
export async function exportKeysOf(db: Db, owner: AccountRef): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT storage_key AS key FROM data_exports
        WHERE ${ownedBy(owner)} AND storage_key IS NOT NULL`,
  );
  return rows.map((r) => r.key);
}

function keysOf(rows: { storage_key: string; thumb_key: string | null }[]): string[] {
  return rows.flatMap((r) => (r.thumb_key ? [r.storage_key, r.thumb_key] : [r.storage_key]));
}

/** What an erasure did, counted for the audit entry (no personal data). */
export interface ErasureCounts extends Record<string, number> {
  mediaFiles: number;
  notifications: number;
  sessions: number;
  exports: number;
}

/** Things every account has: notifications, sessions, leases, counted failures, exports. */
async function eraseCommon(db: Db, owner: AccountRef, email: string): Promise<ErasureCounts> {
  const role = owner.role;
  const id = owner.role === 'vendor' ? owner.vendorId : owner.userId;
  const notifications = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM notifications WHERE ${ownedBy(owner)} RETURNING id`,
  );
  const sessions = await queryRows<{ token: string }>(
    db,
    sql`DELETE FROM sessions WHERE ${ownedBy(owner)} RETURNING token_hash AS token`,
  );
  await db.execute(sql`DELETE FROM upload_leases WHERE ${ownedBy(owner)}`);
  await db.execute(
    sql`DELETE FROM login_failures
        WHERE account_key IN (${`${role}:${email}`}, ${`close:${role}:${id}`})`,
  );
  const exports = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM data_exports WHERE ${ownedBy(owner)} RETURNING id`,
  );
  return {
    mediaFiles: 0,
    notifications: notifications.length,
    sessions: sessions.length,
    exports: exports.length,
  };
}

/**
 * A user's erasure: review photos (their keys returned, to delete from storage), the contact
 * details typed into enquiries and the address they came from, the shortlist, then the account
 * row replaced by a tombstone. Reviews and chat messages stay, under 'Deleted user'.
 */
export async function eraseUser(
  db: Db,
  userId: number,
  tombstone: { name: string; email: string; passwordHash: string },
  now: Date,
): Promise<{ keys: string[]; counts: ErasureCounts }> {
  const owner: AccountRef = { role: 'user', userId };
  const [account] = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM users WHERE id = ${userId}`,
  );
  const photos = await queryRows<{ storage_key: string; thumb_key: string | null }>(
    db,
    sql`DELETE FROM review_photos
        WHERE review_id IN (SELECT id FROM reviews WHERE user_id = ${userId})
        RETURNING storage_key, thumb_key`,
  );
  const enquiries = await queryRows<{ id: number }>(
    db,
    sql`UPDATE enquiries SET phone = '', email = '', sent_from = NULL, updated_at = ${now}
        WHERE user_id = ${userId} RETURNING id`,
  );
  const shortlist = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM shortlists WHERE user_id = ${userId} RETURNING listing_id AS id`,
  );
  const counts = await eraseCommon(db, owner, account?.email ?? '');
  await db.execute(
    sql`UPDATE users SET name = ${tombstone.name}, email = ${tombstone.email},
          phone = '0000000000', password_hash = ${tombstone.passwordHash}, erased_at = ${now},
          updated_at = ${now}
        WHERE id = ${userId}`,
  );
  const keys = keysOf(photos);
  return {
    keys,
    counts: {
      ...counts,
      mediaFiles: keys.length,
      reviewPhotos: photos.length,
      enquiriesAnonymised: enquiries.length,
      shortlisted: shortlist.length,
    },
  };
}

/**
 * A vendor's erasure: the billing records the law keeps are copied apart first; then the
 * listings' media (keys returned), features, prices, booked dates and replies to reviews go, the
 * listings stay as empty rows hidden for good (payments and enquiries point at them), and the
 * account row becomes a tombstone. Chat messages stay, under 'Deleted user'.
 */
export async function eraseVendor(
  db: Db,
  vendorId: number,
  tombstone: { name: string; email: string; passwordHash: string },
  now: Date,
  keepUntil: string,
): Promise<{ keys: string[]; counts: ErasureCounts }> {
  const owner: AccountRef = { role: 'vendor', vendorId };
  const [account] = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM vendors WHERE id = ${vendorId}`,
  );
  // Plan payments keep what they paid for here; a commission payment's record is its tax
  // invoice, which keeps its recipient as issued (decision 0073), so the join leaves it out.
  const retained = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO retained_billing_records (payment_id, billed_name, firm_name, category, plan,
          city, state, pincode, keep_until, created_at, updated_at)
        SELECT p.id, v.name, l.firm_name, l.category, l.plan, l.city, l.state, l.pincode,
          ${keepUntil}::date, ${now}, ${now}
        FROM payments p JOIN listings l ON l.id = p.listing_id JOIN vendors v ON v.id = p.vendor_id
        WHERE p.vendor_id = ${vendorId} AND p.status IN ('paid', 'refunded')
        ON CONFLICT (payment_id) DO NOTHING
        RETURNING payment_id AS id`,
  );
  const listingsOf = sql`(SELECT id FROM listings WHERE vendor_id = ${vendorId})`;
  const media = await queryRows<{ storage_key: string; thumb_key: string | null }>(
    db,
    sql`DELETE FROM listing_media WHERE listing_id IN ${listingsOf}
        RETURNING storage_key, thumb_key`,
  );
  await db.execute(sql`DELETE FROM listing_features WHERE listing_id IN ${listingsOf}`);
  await db.execute(sql`DELETE FROM listing_prices WHERE listing_id IN ${listingsOf}`);
  await db.execute(sql`DELETE FROM listing_booked_dates WHERE listing_id IN ${listingsOf}`);
  // Who to bill from now on; the tax documents already issued keep their own copy (decision 0073).
  await db.execute(sql`DELETE FROM vendor_billing_details WHERE vendor_id = ${vendorId}`);
  await db.execute(
    sql`UPDATE reviews SET vendor_reply = NULL, vendor_replied_at = NULL, updated_at = ${now}
        WHERE listing_id IN ${listingsOf} AND vendor_reply IS NOT NULL`,
  );
  const listings = await queryRows<{ id: number }>(
    db,
    sql`UPDATE listings SET firm_name = ${tombstone.name}, email = '', phone = '0000000000',
          house_no = '', near_by = '', pincode = '000000', description = '', highlights = '{}',
          status = 'suspended', closed_with_account = true, updated_at = ${now}
        WHERE vendor_id = ${vendorId} RETURNING id`,
  );
  const counts = await eraseCommon(db, owner, account?.email ?? '');
  await db.execute(
    sql`UPDATE vendors SET name = ${tombstone.name}, email = ${tombstone.email},
          phone = '0000000000', password_hash = ${tombstone.passwordHash}, erased_at = ${now},
          updated_at = ${now}
        WHERE id = ${vendorId}`,
  );
  const keys = keysOf(media);
  return {
    keys,
    counts: {
      ...counts,
      mediaFiles: keys.length,
      listings: listings.length,
      paymentsRetained: retained.length,
    },
  };
}
