import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { payments, paymentWebhookEvents } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

export async function openOrderFor(db: Db, listingId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.listingId, listingId), eq(payments.status, 'created')));
  return row;
}

/** The open order of a commission invoice (decision 0076), if there is one. */
export async function openOrderForDocument(db: Db, documentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.documentId, documentId), eq(payments.status, 'created')));
  return row;
}

export async function settledPaymentFor(db: Db, listingId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.listingId, listingId), sql`${payments.status} IN ('paid', 'refunded')`));
  return row;
}

/**
 * Records a new open order, failing the open order it replaces (if any), in one transaction.
 * Undefined when another request opened an order for the listing (or the invoice) first
 * (payments_open_order_idx and payments_open_document_idx allow one): nothing was recorded, and
 * the caller answers with that one.
 */
export async function insertPayment(
  db: Db,
  row: typeof payments.$inferInsert,
  replaces?: number,
): Promise<PaymentRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      if (replaces !== undefined) await failOpenOrder(tx, replaces);
      const [created] = await tx.insert(payments).values(row).returning();
      return created;
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'payments_open_order_idx') ||
      isUniqueViolation(error, 'payments_open_document_idx')
    ) {
      return undefined;
    }
    throw error;
  }
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
 * Marks an order paid; a second call for the same order changes nothing (idempotent). Returns
 * what it paid for (the listing, or the commission invoice) when this call settled it.
 */
export async function markPaid(
  tx: Db | Tx,
  paymentId: number,
  providerPaymentId: string,
  now: Date,
): Promise<{ listingId: number | null; documentId: number | null } | undefined> {
  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ listingId: payments.listingId, documentId: payments.documentId });
  return paid;
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

/** Marks a paid order refunded; returns its listing, or undefined when it was not paid. */
export async function markRefunded(
  tx: Db | Tx,
  paymentId: number,
  refund: { paise: number; providerRefundId: string },
  now: Date,
): Promise<number | undefined> {
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
  // Only a plan payment is refunded (settledPaymentFor finds it by its listing).
  return row?.listingId ?? undefined;
}

/** Closes an open order that can no longer be paid (the amount or provider changed). */
export async function failOpenOrder(tx: Db | Tx, paymentId: number) {
  await tx
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}
