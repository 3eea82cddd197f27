import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The SQL of the reviews' moderation (issue 28, migration 0023): the queue of reported and of
// hidden reviews, the histories of authors and reporters, and the decisions on a review's row
// and its reports. Decisions name the review's moderation version: a stale one changes nothing.

export interface QueueRow extends Record<string, unknown> {
  id: number;
  listingId: number;
  firmName: string;
  rating: number;
  title: string;
  body: string;
  status: 'published' | 'reported' | 'removed';
  version: number;
  createdAt: Date;
  hiddenReason: string | null;
  hiddenAt: Date | null;
  userId: number;
  authorName: string;
  photos: { storageKey: string; thumbKey: string }[];
  oldestReportAt: Date | null;
  reportCount: number;
  total: number;
}

/**
 * A page of the queue. 'reported': reviews with an open report, the one reported longest ago
 * first; 'hidden': hidden reviews, the most recently hidden first. `total` is the whole queue's.
 */
export function queuePage(
  db: Db,
  state: 'reported' | 'hidden',
  limit: number,
  offset: number,
): Promise<QueueRow[]> {
  const open = state === 'reported';
  return queryRows<QueueRow>(
    db,
    sql`
    WITH queued AS (
      SELECT r.id,
             min(rr.created_at) FILTER (WHERE rr.decided_at IS NULL) AS oldest_open,
             count(rr.id) FILTER (WHERE ${open ? sql`rr.decided_at IS NULL` : sql`true`})::int AS n
      FROM reviews r
      LEFT JOIN review_reports rr ON rr.review_id = r.id
      WHERE ${
        open
          ? sql`r.status <> 'removed' AND EXISTS (
                SELECT 1 FROM review_reports o WHERE o.review_id = r.id AND o.decided_at IS NULL)`
          : sql`r.status = 'removed'`
      }
      GROUP BY r.id
    )
    SELECT r.id, r.listing_id AS "listingId", l.firm_name AS "firmName", r.rating, r.title,
           r.body, r.status, r.moderation_version AS version, r.created_at AS "createdAt",
           r.moderation_reason AS "hiddenReason", r.moderated_at AS "hiddenAt",
           r.user_id AS "userId", u.name AS "authorName",
           coalesce((SELECT json_agg(json_build_object('storageKey', p.storage_key,
                       'thumbKey', p.thumb_key) ORDER BY p.position, p.id)
                     FROM review_photos p WHERE p.review_id = r.id), '[]'::json) AS photos,
           q.oldest_open AS "oldestReportAt", q.n AS "reportCount",
           (count(*) OVER ())::int AS total
    FROM queued q
    JOIN reviews r ON r.id = q.id
    JOIN users u ON u.id = r.user_id
    JOIN listings l ON l.id = r.listing_id
    ORDER BY ${
      open ? sql`q.oldest_open ASC, r.id ASC` : sql`r.moderated_at DESC NULLS LAST, r.id DESC`
    }
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface ReportRow extends Record<string, unknown> {
  id: number;
  reviewId: number;
  reason: string;
  createdAt: Date;
  outcome: 'dismissed' | 'hidden' | null;
  userId: number | null;
  vendorId: number | null;
  reporterName: string;
}

/** The reports of these reviews, oldest first: only the open ones unless `all`. */
export function reportsOf(
  db: Db,
  reviewIds: readonly number[],
  all: boolean,
): Promise<ReportRow[]> {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return queryRows<ReportRow>(
    db,
    sql`
    SELECT rr.id, rr.review_id AS "reviewId", rr.reason, rr.created_at AS "createdAt",
           rr.outcome, rr.user_id AS "userId", rr.vendor_id AS "vendorId",
           coalesce(u.name, v.name, '') AS "reporterName"
    FROM review_reports rr
    LEFT JOIN users u ON u.id = rr.user_id
    LEFT JOIN vendors v ON v.id = rr.vendor_id
    WHERE rr.review_id IN (${sql.join(
      reviewIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      ${all ? sql`` : sql`AND rr.decided_at IS NULL`}
    ORDER BY rr.created_at, rr.id`,
  );
}

export interface HistoryRow extends Record<string, unknown> {
  key: string;
  reports: number;
  hidden: number;
  dismissed: number;
}

const HISTORY_COUNTS = sql`count(*)::int AS reports,
  count(*) FILTER (WHERE rr.outcome = 'hidden')::int AS hidden,
  count(*) FILTER (WHERE rr.outcome = 'dismissed')::int AS dismissed`;

function idList(ids: readonly number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Reports received on each author's reviews, all time, and how they ended. */
export function authorHistories(db: Db, userIds: readonly number[]): Promise<HistoryRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return queryRows<HistoryRow>(
    db,
    sql`SELECT 'user:' || r.user_id AS key, ${HISTORY_COUNTS}
        FROM review_reports rr JOIN reviews r ON r.id = rr.review_id
        WHERE r.user_id IN (${idList(userIds)})
        GROUP BY r.user_id`,
  );
}

/** Reports each reporter (user or vendor) has made, all time, and how they ended. */
export async function reporterHistories(
  db: Db,
  userIds: readonly number[],
  vendorIds: readonly number[],
): Promise<HistoryRow[]> {
  const byUsers =
    userIds.length === 0
      ? []
      : await queryRows<HistoryRow>(
          db,
          sql`SELECT 'user:' || rr.user_id AS key, ${HISTORY_COUNTS}
              FROM review_reports rr WHERE rr.user_id IN (${idList(userIds)})
              GROUP BY rr.user_id`,
        );
  const byVendors =
    vendorIds.length === 0
      ? []
      : await queryRows<HistoryRow>(
          db,
          sql`SELECT 'vendor:' || rr.vendor_id AS key, ${HISTORY_COUNTS}
              FROM review_reports rr WHERE rr.vendor_id IN (${idList(vendorIds)})
              GROUP BY rr.vendor_id`,
        );
  return [...byUsers, ...byVendors];
}

export interface ModeratedReview extends Record<string, unknown> {
  id: number;
  listingId: number;
  firmName: string;
  userId: number;
  vendorId: number;
  rating: number;
  status: 'published' | 'reported' | 'removed';
  version: number;
}

/** A review as a decision needs it (any status), or undefined. */
export async function reviewForDecision(
  db: Db,
  reviewId: number,
): Promise<ModeratedReview | undefined> {
  const [row] = await queryRows<ModeratedReview>(
    db,
    sql`SELECT r.id, r.listing_id AS "listingId", l.firm_name AS "firmName",
               r.user_id AS "userId", l.vendor_id AS "vendorId", r.rating, r.status,
               r.moderation_version AS version
        FROM reviews r JOIN listings l ON l.id = r.listing_id
        WHERE r.id = ${reviewId}`,
  );
  return row;
}

/**
 * Moves a review from one of `from` to `to`, raising its version, if its version is still
 * `version`: the one statement two operators race on, so one changes the row and the other
 * changes nothing. Returns the new version, or null when nothing changed.
 */
export async function moveReview(
  db: Db,
  change: {
    reviewId: number;
    version: number;
    from: readonly ('published' | 'reported' | 'removed')[];
    to: 'published' | 'removed';
    hiddenReason: string | null;
    now: Date;
  },
): Promise<number | null> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`UPDATE reviews
        SET status = ${change.to}, moderation_version = moderation_version + 1,
            moderation_reason = ${change.hiddenReason},
            moderated_at = ${change.to === 'removed' ? change.now : null},
            updated_at = ${change.now}
        WHERE id = ${change.reviewId} AND moderation_version = ${change.version}
          AND status IN (${sql.join(
            change.from.map((s) => sql`${s}`),
            sql`, `,
          )})
        RETURNING moderation_version AS version`,
  );
  return row?.version ?? null;
}

/** Closes the review's open reports with the decision's outcome; returns who had reported. */
export function decideReports(
  db: Db,
  reviewId: number,
  outcome: 'dismissed' | 'hidden',
  operatorId: number,
  now: Date,
): Promise<{ id: number; userId: number | null; vendorId: number | null }[]> {
  return queryRows(
    db,
    sql`UPDATE review_reports
        SET decided_at = ${now}, outcome = ${outcome}, decided_by = ${operatorId}
        WHERE review_id = ${reviewId} AND decided_at IS NULL
        RETURNING id, user_id AS "userId", vendor_id AS "vendorId"`,
  );
}

/** Reported reviews waiting (those with an open report) and the oldest open report's time. */
export async function openReportCounts(
  db: Db,
): Promise<{ reviews: number; oldestAt: Date | null }> {
  const [row] = await queryRows<{ reviews: number; oldestAt: Date | null }>(
    db,
    sql`SELECT count(DISTINCT rr.review_id)::int AS reviews, min(rr.created_at) AS "oldestAt"
        FROM review_reports rr JOIN reviews r ON r.id = rr.review_id
        WHERE rr.decided_at IS NULL AND r.status <> 'removed'`,
  );
  return { reviews: row?.reviews ?? 0, oldestAt: row?.oldestAt ?? null };
}

/** Who made a report: a user or a vendor. */
export type ReportAccount = { userId: number } | { vendorId: number };

/**
 * The review reports an account made since `since`, and the oldest of them: the reports' hourly
 * limit counts these with the listings' and messages' (decision 0065).
 */
export async function reviewReportsMadeSince(
  db: Db,
  reporter: ReportAccount,
  since: Date,
): Promise<{ count: number; oldestAt: Date | null }> {
  const who =
    'userId' in reporter
      ? sql`rr.user_id = ${reporter.userId}`
      : sql`rr.vendor_id = ${reporter.vendorId}`;
  const [row] = await queryRows<{ count: number; oldestAt: Date | null }>(
    db,
    sql`SELECT count(*)::int AS count, min(rr.created_at) AS "oldestAt"
        FROM review_reports rr WHERE ${who} AND rr.created_at > ${since}`,
  );
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

export interface ReviewReportHistoryRow extends Record<string, unknown> {
  key: string;
  side: 'made' | 'received';
  reports: number;
  dismissed: number;
  actioned: number;
}

/**
 * For the console's other queues (decision 0065): the review reports each of these users and
 * vendors made, and (users) received on their reviews, all time; a hidden review counts as
 * actioned.
 */
export function reviewReportHistories(
  db: Db,
  userIds: readonly number[],
  vendorIds: readonly number[],
): Promise<ReviewReportHistoryRow[]> {
  const none = sql`(NULL::bigint)`;
  const users = userIds.length === 0 ? none : sql`(${idList(userIds)})`;
  const vendors = vendorIds.length === 0 ? none : sql`(${idList(vendorIds)})`;
  const counts = sql`count(*)::int AS reports,
    count(*) FILTER (WHERE rr.outcome = 'dismissed')::int AS dismissed,
    count(*) FILTER (WHERE rr.outcome = 'hidden')::int AS actioned`;
  return queryRows<ReviewReportHistoryRow>(
    db,
    sql`SELECT 'user:' || rr.user_id AS key, 'made' AS side, ${counts}
        FROM review_reports rr WHERE rr.user_id IN ${users} GROUP BY rr.user_id
        UNION ALL
        SELECT 'vendor:' || rr.vendor_id, 'made', ${counts}
        FROM review_reports rr WHERE rr.vendor_id IN ${vendors} GROUP BY rr.vendor_id
        UNION ALL
        SELECT 'user:' || r.user_id, 'received', ${counts}
        FROM review_reports rr JOIN reviews r ON r.id = rr.review_id
        WHERE r.user_id IN ${users} GROUP BY r.user_id`,
  );
}
