import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { payments, paymentWebhookEvents } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function openOrderFor(db: Db, listingId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.listingId, listingId), eq(payments.status, 'created')));
  return row;
}

export async function settledPaymentFor(db: Db, listingId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.listingId, listingId), sql`${payments.status} IN ('paid', 'refunded')`));
  return row;
}

/** Records a new open order, failing the open order it replaces (if any), in one transaction. */
export async function insertPayment(db: Db, row: typeof payments.$inferInsert, replaces?: number) {
  return db.transaction(async (tx) => {
    if (replaces !== undefined) await failOpenOrder(tx, replaces);
    const [created] = await tx.insert(payments).values(row).returning();
    return created;
  });
}

export async function findByProviderOrder(db: Db | Tx, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  return row;
}

export async function staleOpenOrders(db: Db, before: Date) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'created'), lt(payments.createdAt, before)));
}

/**
 * Marks an order paid and its listing active in one transaction; a second call for the same
 * order changes nothing (idempotent). Returns whether this call settled it.
 */
export async function settle(
  tx: Db | Tx,
  paymentId: number,
  providerPaymentId: string,
  now: Date,
  listing: { freeUntil: Date; commissionBasisPoints: number },
): Promise<boolean> {
  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ listingId: payments.listingId });
  if (!paid) return false;
  await tx
    .update(listings)
    .set({
      status: 'active',
      paidAt: now,
      freeUntil: listing.freeUntil,
      commissionBasisPoints: listing.commissionBasisPoints,
      updatedAt: now,
    })
    .where(and(eq(listings.id, paid.listingId), eq(listings.status, 'pending_payment')));
  return true;
}

/** Records a webhook event once; false when it was already handled. */
export async function recordWebhookEvent(
  tx: Db | Tx,
  eventId: string,
  event: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

export async function markRefunded(
  tx: Db | Tx,
  paymentId: number,
  refund: { paise: number; providerRefundId: string },
  now: Date,
) {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedPaise: refund.paise,
      providerRefundId: refund.providerRefundId,
      refundedAt: now,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid')))
    .returning({ listingId: payments.listingId });
  if (!row) return false;
  await tx
    .update(listings)
    .set({ status: 'suspended', updatedAt: now })
    .where(eq(listings.id, row.listingId));
  return true;
}

/** Closes an open order that can no longer be paid (the amount or provider changed). */
export async function failOpenOrder(tx: Db | Tx, paymentId: number) {
  await tx
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}
