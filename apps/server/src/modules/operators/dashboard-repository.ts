import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

// The console's counts, read (never written) from the tables the listings, enquiries, reviews
// and payments modules own: one query each, no module's data changed (decision 0061).

export interface MarketplaceCounts extends Record<string, unknown> {
  pendingPayment: number;
  active: number;
  suspended: number;
  enquiriesToday: number;
  enquiriesWeek: number;
  reviewsToday: number;
  reviewsWeek: number;
}

export async function countMarketplace(
  db: Db,
  { todayStart, weekStart }: { todayStart: Date; weekStart: Date },
): Promise<MarketplaceCounts> {
  const [row] = await queryRows<MarketplaceCounts>(
    db,
    sql`SELECT
          (SELECT count(*) FROM listings WHERE status = 'pending_payment')::int AS "pendingPayment",
          (SELECT count(*) FROM listings WHERE status = 'active')::int AS active,
          (SELECT count(*) FROM listings WHERE status = 'suspended')::int AS suspended,
          (SELECT count(*) FROM enquiries WHERE created_at >= ${todayStart})::int AS "enquiriesToday",
          (SELECT count(*) FROM enquiries WHERE created_at >= ${weekStart})::int AS "enquiriesWeek",
          (SELECT count(*) FROM reviews WHERE created_at >= ${todayStart})::int AS "reviewsToday",
          (SELECT count(*) FROM reviews WHERE created_at >= ${weekStart})::int AS "reviewsWeek"`,
  );
  if (!row) throw new Error('the counts query returned no row');
  return row;
}

export interface MoneyCounts extends Record<string, unknown> {
  payments: number;
  paymentsPaise: number;
  refunds: number;
  refundsPaise: number;
}

/** Payments received and refunds made since `weekStart`, in paise. */
export async function countMoney(db: Db, weekStart: Date): Promise<MoneyCounts> {
  const [row] = await queryRows<MoneyCounts>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE paid_at >= ${weekStart})::int AS payments,
          coalesce(sum(amount_paise) FILTER (WHERE paid_at >= ${weekStart}), 0)::bigint
            AS "paymentsPaise",
          count(*) FILTER (WHERE refunded_at >= ${weekStart})::int AS refunds,
          coalesce(sum(refunded_paise) FILTER (WHERE refunded_at >= ${weekStart}), 0)::bigint
            AS "refundsPaise"
        FROM payments
        WHERE status IN ('paid', 'refunded') AND (paid_at >= ${weekStart} OR refunded_at >= ${weekStart})`,
  );
  if (!row) throw new Error('the payments query returned no row');
  return row;
}
