import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from './accounts';
import { listings } from './listings';

// Mirrors migrations/0003_payments.sql and 0033 (a payment pays a listing's plan or a commission
// invoice: exactly one of listing_id and document_id).

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;

export const payments = pgTable('payments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderRef: text('order_ref').notNull().unique(),
  listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
    onDelete: 'cascade',
  }),
  // A tax_documents row (kind 'commission_invoice'); not referenced here: billing.ts imports
  // this file.
  documentId: bigint('document_id', { mode: 'number' }),
  vendorId: bigint('vendor_id', { mode: 'number' })
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
  providerOrderId: text('provider_order_id').notNull().unique(),
  providerPaymentId: text('provider_payment_id').unique(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  refundedPaise: integer('refunded_paise'),
  providerRefundId: text('provider_refund_id'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
