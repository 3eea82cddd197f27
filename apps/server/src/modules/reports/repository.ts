import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The reports module's tables (migration 0024, decision 0065): listing_reports and
// message_reports. A report is open until decided; a decision names the thing's report count
// (its version), so a stale one changes nothing.

/** A user or a vendor, as a reporter or an author. */
export type Account = { userId: number } | { vendorId: number };

function idList(ids: readonly number[]) {
  return ids.length === 0
    ? sql`(NULL::bigint)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
}

// The namespace of the advisory locks taken while an account's reports are counted and added:
// two servers counting the same account's reports wait for each other.
const REPORT_LOCKS = 727_320;

export async function lockReporter(db: Db, reporter: Account): Promise<void> {
  const key = 'userId' in reporter ? `user:${reporter.userId}` : `vendor:${reporter.vendorId}`;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${REPORT_LOCKS}::int, hashtext(${key}))`);
}

/** The listing and message reports an account made since `since`, and the oldest of them. */
export async function reportsMadeSince(
  db: Db,
  reporter: Account,
  since: Date,
): Promise<{ count: number; oldestAt: Date | null }> {
  const who =
    'userId' in reporter
      ? sql`user_id = ${reporter.userId}`
      : sql`vendor_id = ${reporter.vendorId}`;
  const [row] = await queryRows<{ count: number; oldestAt: Date | null }>(
    db,
    sql`SELECT count(*)::int AS count, min(created_at) AS "oldestAt" FROM (
          SELECT created_at FROM listing_reports WHERE ${who} AND created_at > ${since}
          UNION ALL
          SELECT created_at FROM message_reports WHERE ${who} AND created_at > ${since}) x`,
  );
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** A listing a storefront shows (active), with its owner; undefined otherwise. */
export async function reportableListing(
  db: Db,
  listingId: number,
): Promise<{ id: number; vendorId: number } | undefined> {
  const [row] = await queryRows<{ id: number; vendorId: number }>(
    db,
    sql`SELECT id, vendor_id AS "vendorId" FROM listings
        WHERE id = ${listingId} AND status = 'active'`,
  );
  return row;
}

/** Records a report of a listing, once per person: a repeat changes nothing. */
export async function insertListingReport(
  db: Db,
  report: { listingId: number; reporter: Account; reason: string; details: string; now: Date },
): Promise<void> {
  const { reporter } = report;
  const who =
    'userId' in reporter
      ? sql`(listing_id, user_id) WHERE user_id IS NOT NULL`
      : sql`(listing_id, vendor_id) WHERE vendor_id IS NOT NULL`;
  await db.execute(sql`
    INSERT INTO listing_reports (listing_id, user_id, vendor_id, reason, details, created_at)
    VALUES (${report.listingId}, ${'userId' in reporter ? reporter.userId : null},
            ${'vendorId' in reporter ? reporter.vendorId : null}, ${report.reason},
            ${report.details}, ${report.now})
    ON CONFLICT ${who} DO NOTHING`);
}

/** A message of a conversation, with its sender's side and both sides' accounts. */
export interface ConversationMessage extends Record<string, unknown> {
  id: number;
  sender: 'user' | 'vendor';
  userId: number;
  vendorId: number;
}

export async function messageOfConversation(
  db: Db,
  enquiryId: number,
  messageId: number,
): Promise<ConversationMessage | undefined> {
  const [row] = await queryRows<ConversationMessage>(
    db,
    sql`SELECT m.id, m.sender, e.user_id AS "userId", e.vendor_id AS "vendorId"
        FROM enquiry_messages m JOIN enquiries e ON e.id = m.enquiry_id
        WHERE m.id = ${messageId} AND m.enquiry_id = ${enquiryId}`,
  );
  return row;
}

/** Records a report of a chat message, once per person: a repeat changes nothing. */
export async function insertMessageReport(
  db: Db,
  report: {
    messageId: number;
    reporter: Account;
    author: Account;
    reason: string;
    details: string;
    now: Date;
  },
): Promise<void> {
  const { reporter, author } = report;
  const who =
    'userId' in reporter
      ? sql`(message_id, user_id) WHERE user_id IS NOT NULL`
      : sql`(message_id, vendor_id) WHERE vendor_id IS NOT NULL`;
  await db.execute(sql`
    INSERT INTO message_reports (message_id, user_id, vendor_id, author_user_id,
                                 author_vendor_id, reason, details, created_at)
    VALUES (${report.messageId}, ${'userId' in reporter ? reporter.userId : null},
            ${'vendorId' in reporter ? reporter.vendorId : null},
            ${'userId' in author ? author.userId : null},
            ${'vendorId' in author ? author.vendorId : null},
            ${report.reason}, ${report.details}, ${report.now})
    ON CONFLICT ${who} DO NOTHING`);
}

// ---- The console's queues ---------------------------------------------------------------------

export interface ListingQueueRow extends Record<string, unknown> {
  id: number;
  firmName: string;
  category: string;
  city: string;
  status: string;
  description: string;
  vendorId: number;
  ownerName: string;
  media: { kind: 'image' | 'video'; storageKey: string; thumbKey: string | null }[];
  version: number;
  oldestReportAt: Date;
  reportCount: number;
  total: number;
}

/** Listings with an open report, the one reported longest ago first; `total` is the queue's. */
export function listingQueuePage(db: Db, limit: number, offset: number) {
  return queryRows<ListingQueueRow>(
    db,
    sql`
    WITH queued AS (
      SELECT listing_id, min(created_at) AS oldest, count(*)::int AS n
      FROM listing_reports WHERE decided_at IS NULL GROUP BY listing_id
    )
    SELECT l.id, l.firm_name AS "firmName", l.category, l.city, l.status, l.description,
           l.vendor_id AS "vendorId", v.name AS "ownerName",
           coalesce((SELECT json_agg(json_build_object('kind', m.kind,
                       'storageKey', m.storage_key, 'thumbKey', m.thumb_key)
                       ORDER BY m.kind, m.position, m.id)
                     FROM listing_media m WHERE m.listing_id = l.id), '[]'::json) AS media,
           (SELECT count(*) FROM listing_reports a WHERE a.listing_id = l.id)::int AS version,
           q.oldest AS "oldestReportAt", q.n AS "reportCount",
           (count(*) OVER ())::int AS total
    FROM queued q
    JOIN listings l ON l.id = q.listing_id
    JOIN vendors v ON v.id = l.vendor_id
    ORDER BY q.oldest, l.id
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface MessageQueueRow extends Record<string, unknown> {
  id: number;
  enquiryId: number;
  sender: 'user' | 'vendor';
  body: string;
  createdAt: Date;
  firmName: string;
  userId: number;
  vendorId: number;
  userName: string;
  vendorName: string;
  version: number;
  oldestReportAt: Date;
  reportCount: number;
  total: number;
}

/** Chat messages with an open report, the one reported longest ago first. */
export function messageQueuePage(db: Db, limit: number, offset: number) {
  return queryRows<MessageQueueRow>(
    db,
    sql`
    WITH queued AS (
      SELECT message_id, min(created_at) AS oldest, count(*)::int AS n
      FROM message_reports WHERE decided_at IS NULL GROUP BY message_id
    )
    SELECT m.id, m.enquiry_id AS "enquiryId", m.sender, m.body, m.created_at AS "createdAt",
           l.firm_name AS "firmName", e.user_id AS "userId", e.vendor_id AS "vendorId",
           u.name AS "userName", v.name AS "vendorName",
           (SELECT count(*) FROM message_reports a WHERE a.message_id = m.id)::int AS version,
           q.oldest AS "oldestReportAt", q.n AS "reportCount",
           (count(*) OVER ())::int AS total
    FROM queued q
    JOIN enquiry_messages m ON m.id = q.message_id
    JOIN enquiries e ON e.id = m.enquiry_id
    JOIN listings l ON l.id = e.listing_id
    JOIN users u ON u.id = e.user_id
    JOIN vendors v ON v.id = e.vendor_id
    ORDER BY q.oldest, m.id
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface ContextRow extends Record<string, unknown> {
  reportedId: number;
  id: number;
  sender: 'user' | 'vendor';
  body: string;
  createdAt: Date;
}

/** The `around` messages before and after each reported message in its conversation, in order. */
export function messagesAround(db: Db, messageIds: readonly number[], around: number) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return queryRows<ContextRow>(
    db,
    sql`
    SELECT m.id AS "reportedId", c.id, c.sender, c.body, c.created_at AS "createdAt"
    FROM enquiry_messages m
    JOIN LATERAL (
      (SELECT b.id, b.sender, b.body, b.created_at FROM enquiry_messages b
       WHERE b.enquiry_id = m.enquiry_id AND b.id < m.id ORDER BY b.id DESC LIMIT ${around})
      UNION ALL
      (SELECT a.id, a.sender, a.body, a.created_at FROM enquiry_messages a
       WHERE a.enquiry_id = m.enquiry_id AND a.id >= m.id ORDER BY a.id LIMIT ${around + 1})
    ) c ON true
    WHERE m.id IN ${idList(messageIds)}
    ORDER BY m.id, c.id`,
  );
}

export interface OpenReportRow extends Record<string, unknown> {
  id: number;
  thingId: number;
  reason: string;
  details: string;
  createdAt: Date;
  userId: number | null;
  vendorId: number | null;
  reporterName: string;
}

/** The open reports of these listings or messages, oldest first. */
export function openReportsOf(db: Db, thing: 'listing' | 'message', ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const table = thing === 'listing' ? sql`listing_reports` : sql`message_reports`;
  const column = thing === 'listing' ? sql`r.listing_id` : sql`r.message_id`;
  return queryRows<OpenReportRow>(
    db,
    sql`
    SELECT r.id, ${column} AS "thingId", r.reason, r.details, r.created_at AS "createdAt",
           r.user_id AS "userId", r.vendor_id AS "vendorId",
           coalesce(u.name, v.name, '') AS "reporterName"
    FROM ${table} r
    LEFT JOIN users u ON u.id = r.user_id
    LEFT JOIN vendors v ON v.id = r.vendor_id
    WHERE ${column} IN ${idList(ids)} AND r.decided_at IS NULL
    ORDER BY r.created_at, r.id`,
  );
}

export interface HistoryRow extends Record<string, unknown> {
  key: string;
  side: 'made' | 'received';
  reports: number;
  dismissed: number;
  actioned: number;
}

/**
 * The listing and message reports these accounts made, and received (a vendor's listings, an
 * author's messages), all time, with how they ended.
 */
export function reportHistories(
  db: Db,
  userIds: readonly number[],
  vendorIds: readonly number[],
): Promise<HistoryRow[]> {
  const users = idList(userIds);
  const vendors = idList(vendorIds);
  const counts = sql`count(*)::int AS reports,
    count(*) FILTER (WHERE outcome = 'dismissed')::int AS dismissed,
    count(*) FILTER (WHERE outcome = 'actioned')::int AS actioned`;
  return queryRows<HistoryRow>(
    db,
    sql`
    SELECT key, side, sum(reports)::int AS reports, sum(dismissed)::int AS dismissed,
           sum(actioned)::int AS actioned
    FROM (
      SELECT 'user:' || user_id AS key, 'made' AS side, ${counts}
      FROM listing_reports WHERE user_id IN ${users} GROUP BY user_id
      UNION ALL
      SELECT 'vendor:' || vendor_id, 'made', ${counts}
      FROM listing_reports WHERE vendor_id IN ${vendors} GROUP BY vendor_id
      UNION ALL
      SELECT 'user:' || user_id, 'made', ${counts}
      FROM message_reports WHERE user_id IN ${users} GROUP BY user_id
      UNION ALL
      SELECT 'vendor:' || vendor_id, 'made', ${counts}
      FROM message_reports WHERE vendor_id IN ${vendors} GROUP BY vendor_id
      UNION ALL
      SELECT 'vendor:' || l.vendor_id, 'received', ${counts}
      FROM listing_reports r JOIN listings l ON l.id = r.listing_id
      WHERE l.vendor_id IN ${vendors} GROUP BY l.vendor_id
      UNION ALL
      SELECT 'user:' || author_user_id, 'received', ${counts}
      FROM message_reports WHERE author_user_id IN ${users} GROUP BY author_user_id
      UNION ALL
      SELECT 'vendor:' || author_vendor_id, 'received', ${counts}
      FROM message_reports WHERE author_vendor_id IN ${vendors} GROUP BY author_vendor_id
    ) x
    GROUP BY key, side`,
  );
}

// ---- Decisions --------------------------------------------------------------------------------

/** A closed report's reporter. */
export interface ClosedReport extends Record<string, unknown> {
  id: number;
  thingId: number;
  userId: number | null;
  vendorId: number | null;
}

/**
 * Closes the open reports of a listing or message as dismissed, if it still has `version`
 * reports in all: the one statement two operators race on (the second finds them closed).
 */
export function dismissReports(
  db: Db,
  thing: 'listing' | 'message',
  thingId: number,
  version: number,
  operatorId: number,
  now: Date,
): Promise<ClosedReport[]> {
  const table = thing === 'listing' ? sql`listing_reports` : sql`message_reports`;
  const column = thing === 'listing' ? sql`listing_id` : sql`message_id`;
  return queryRows<ClosedReport>(
    db,
    sql`UPDATE ${table} SET decided_at = ${now}, outcome = 'dismissed', decided_by = ${operatorId}
        WHERE ${column} = ${thingId} AND decided_at IS NULL
          AND (SELECT count(*) FROM ${table} a WHERE a.${column} = ${thingId}) = ${version}
        RETURNING id, ${column} AS "thingId", user_id AS "userId", vendor_id AS "vendorId"`,
  );
}

/** A listing's or message's report count (its version) and open reports; undefined: no such thing. */
export async function reportState(
  db: Db,
  thing: 'listing' | 'message',
  thingId: number,
): Promise<{ version: number; open: number; firmName: string; enquiryId: number } | undefined> {
  const [row] = await queryRows<{
    version: number;
    open: number;
    firmName: string;
    enquiryId: number;
  }>(
    db,
    thing === 'listing'
      ? sql`SELECT l.firm_name AS "firmName", 0 AS "enquiryId",
                   (SELECT count(*) FROM listing_reports r WHERE r.listing_id = l.id)::int AS version,
                   (SELECT count(*) FROM listing_reports r
                    WHERE r.listing_id = l.id AND r.decided_at IS NULL)::int AS open
            FROM listings l WHERE l.id = ${thingId}`
      : sql`SELECT l.firm_name AS "firmName", m.enquiry_id AS "enquiryId",
                   (SELECT count(*) FROM message_reports r WHERE r.message_id = m.id)::int AS version,
                   (SELECT count(*) FROM message_reports r
                    WHERE r.message_id = m.id AND r.decided_at IS NULL)::int AS open
            FROM enquiry_messages m JOIN enquiries e ON e.id = m.enquiry_id
            JOIN listings l ON l.id = e.listing_id
            WHERE m.id = ${thingId}`,
  );
  return row;
}

/** Closes a listing's open reports as actioned; returns them with their reporters. */
export function actionListingReports(db: Db, listingId: number, operatorId: number, now: Date) {
  return queryRows<ClosedReport>(
    db,
    sql`UPDATE listing_reports SET decided_at = ${now}, outcome = 'actioned', decided_by = ${operatorId}
        WHERE listing_id = ${listingId} AND decided_at IS NULL
        RETURNING id, listing_id AS "thingId", user_id AS "userId", vendor_id AS "vendorId"`,
  );
}

/** Closes the open reports of every message an account sent as actioned. */
export function actionMessageReportsOf(db: Db, author: Account, operatorId: number, now: Date) {
  const who =
    'userId' in author
      ? sql`author_user_id = ${author.userId}`
      : sql`author_vendor_id = ${author.vendorId}`;
  return queryRows<ClosedReport>(
    db,
    sql`UPDATE message_reports SET decided_at = ${now}, outcome = 'actioned', decided_by = ${operatorId}
        WHERE ${who} AND decided_at IS NULL
        RETURNING id, message_id AS "thingId", user_id AS "userId", vendor_id AS "vendorId"`,
  );
}

/** Listings and messages with an open report, and the oldest open report of each kind. */
export async function openReportCounts(db: Db) {
  const [row] = await queryRows<{
    listings: number;
    messages: number;
    oldestListingAt: Date | null;
    oldestMessageAt: Date | null;
  }>(
    db,
    sql`SELECT
          (SELECT count(DISTINCT listing_id) FROM listing_reports WHERE decided_at IS NULL)::int
            AS listings,
          (SELECT min(created_at) FROM listing_reports WHERE decided_at IS NULL) AS "oldestListingAt",
          (SELECT count(DISTINCT message_id) FROM message_reports WHERE decided_at IS NULL)::int
            AS messages,
          (SELECT min(created_at) FROM message_reports WHERE decided_at IS NULL) AS "oldestMessageAt"`,
  );
  return {
    listings: row?.listings ?? 0,
    messages: row?.messages ?? 0,
    oldestListingAt: row?.oldestListingAt ?? null,
    oldestMessageAt: row?.oldestMessageAt ?? null,
  };
}
