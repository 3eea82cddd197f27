import { randomBytes } from 'node:crypto';
import { COLLECTION_MESSAGES, monthInWords } from '@mandap/shared/collections';
import { COMMISSION_BASIS_POINTS, type PlanId, planById } from '@mandap/shared/plans';
import { freeUntil, refundablePaise } from '@mandap/shared/refunds';
import type {
  CheckoutOrder,
  CheckoutResult,
  SandboxCheckoutBody,
} from '@mandap/shared/schemas/payments';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { BusinessConfig } from '../../platform/config';
import { DomainError } from '../../platform/domain-errors';
import { getVendorProfile, requireVerifiedVendor } from '../accounts/index';
import {
  type AuditActor,
  type AuditTrace,
  appendAudit,
  NO_TRACE,
  operatorActor,
  systemActor,
  vendorActor,
} from '../audit/index';
import { announceDocument, issuePlanInvoice, issueRefundCreditNote } from '../billing/index';
import { invoiceToPay, settleCommissionInvoice } from '../collections/index';
import { activateListing, findListing, findVendorListing, suspendListing } from '../listings/index';
import type { Notifier } from '../notifications/index';
import type { PaymentProvider } from './provider';
import * as repo from './repository';
import type { SandboxProvider, SandboxRefusal } from './sandbox';

const VERIFY_FAILED = 'Payment verification failed. Please contact support.';
const PROVIDER_DOWN = 'The payment provider did not answer. Please try again in a few minutes.';
const NO_ORDER = 'No such payment order was found. Please start the payment again.';
const ALREADY_REFUNDED = 'This listing has already been refunded.';

function orderRef(): string {
  return `MND-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** What an order pays for: a listing's plan, or a commission invoice (decision 0076). */
type Purpose = { listingId: number } | { documentId: number };

/**
 * The open order of `purpose` if it is for this provider and amount (asking twice reuses it),
 * else a new provider order for `amountPaise`, replacing (failing) the open one.
 */
async function openOrder(
  db: Db,
  provider: PaymentProvider,
  vendorId: number,
  purpose: Purpose,
  amountPaise: number,
  notes: Record<string, string>,
): Promise<repo.PaymentRow> {
  const findOpen = () =>
    'listingId' in purpose
      ? repo.openOrderFor(db, purpose.listingId)
      : repo.openOrderForDocument(db, purpose.documentId);
  let payment = await findOpen();
  if (!payment || payment.provider !== provider.name || payment.amountPaise !== amountPaise) {
    const ref = orderRef();
    const order = await provider
      .createOrder({ amountPaise, receipt: ref, notes })
      .catch((error: unknown) => {
        throw new DomainError('upstream_failed', PROVIDER_DOWN, {}, error);
      });
    payment =
      (await repo.insertPayment(
        db,
        {
          orderRef: ref,
          ...purpose,
          vendorId,
          provider: provider.name,
          providerOrderId: order.id,
          amountPaise,
        },
        payment?.id,
      )) ??
      // Two first requests at once (a double click, two tabs): the other one recorded its
      // order first, so both answer with that one. The provider order made here is never used;
      // an unpaid Razorpay order expires on its own.
      (await findOpen());
  }
  if (!payment) throw new Error('order was not recorded');
  return payment;
}

/**
 * An order for one of the vendor's pending listings: the open one if there is one (asking
 * twice reuses it), else a new provider order for the listing's server-computed amount. What the
 * checkout opens with (R11): the server's amount, never a client's.
 */
export async function orderForListing(
  db: Db,
  provider: PaymentProvider,
  vendorId: number,
  listingId: number,
): Promise<CheckoutOrder> {
  const listing = await findVendorListing(db, vendorId, listingId);
  if (listing.status !== 'pending_payment') {
    throw new DomainError('conflict', 'This listing is already paid.');
  }
  // A vendor pays only from a verified address (issue 29, decision 0069).
  await requireVerifiedVendor(db, vendorId);
  const vendor = await getVendorProfile(db, vendorId);
  const payment = await openOrder(db, provider, vendorId, { listingId }, listing.amountPaise, {
    listingId: String(listingId),
    vendorId: vendor.vendorUniqueId,
  });
  return {
    provider: provider.name,
    keyId: provider.keyId,
    orderId: payment.providerOrderId,
    amountPaise: payment.amountPaise,
    currency: 'INR',
    listingId,
    description: `${listing.firmName}: ${planById(listing.plan).title} plan`,
    prefill: { name: vendor.name, email: vendor.email, contact: vendor.phone },
  };
}

/**
 * An order for one of the vendor's unpaid commission invoices (decision 0076), as for a listing:
 * the open one or a new one, for the invoice's total as issued. Another vendor's invoice is
 * answered as a missing one.
 */
export async function orderForInvoice(
  db: Db,
  provider: PaymentProvider,
  vendorId: number,
  documentId: number,
): Promise<CheckoutOrder> {
  const invoice = await invoiceToPay(db, vendorId, documentId);
  if (!invoice) throw new DomainError('not_found', COLLECTION_MESSAGES.noSuchInvoice);
  if (invoice.paid) throw new DomainError('conflict', COLLECTION_MESSAGES.alreadyPaid);
  await requireVerifiedVendor(db, vendorId);
  const vendor = await getVendorProfile(db, vendorId);
  const payment = await openOrder(db, provider, vendorId, { documentId }, invoice.totalPaise, {
    invoice: invoice.number,
    vendorId: vendor.vendorUniqueId,
  });
  return {
    provider: provider.name,
    keyId: provider.keyId,
    orderId: payment.providerOrderId,
    amountPaise: payment.amountPaise,
    currency: 'INR',
    documentId,
    description: `Commission invoice ${invoice.number} (${monthInWords(invoice.month)})`,
    prefill: { name: vendor.name, email: vendor.email, contact: vendor.phone },
  };
}

/** Who settled a payment, for the audit log: the vendor's checkout, the webhook, or the job. */
interface Settlement {
  actor: AuditActor;
  via: 'checkout' | 'webhook' | 'reconciliation';
  trace: AuditTrace;
}

/**
 * Marks an order paid, inside the caller's transaction, and audits it there; a second call for
 * the same order changes nothing (idempotent). A plan payment activates its listing and issues
 * the plan's tax invoice; a commission payment settles its invoice (decision 0076), which
 * exists already: no document is issued, and the listings hidden for it come back. Returns the
 * ids of the notifications to e-mail once the transaction commits (the new invoice's), or null
 * when this call did not settle it.
 */
async function settle(
  tx: Tx,
  business: BusinessConfig,
  notifier: Notifier,
  payment: repo.PaymentRow,
  providerPaymentId: string,
  listing: { firmName: string; plan: PlanId } | undefined,
  now: Date,
  by: Settlement,
): Promise<number[] | null> {
  const paid = await repo.markPaid(tx, payment.id, providerPaymentId, now);
  if (paid === undefined) return null;
  let settled: Record<string, unknown>;
  let notes: number[] = [];
  if (paid.documentId !== null) {
    const invoice = await settleCommissionInvoice(tx, paid.documentId, payment.id, now);
    settled = {
      documentId: paid.documentId,
      invoiceNumber: invoice.number,
      listingsShown: invoice.listingsShown,
    };
  } else {
    const listingId = paid.listingId;
    if (listingId === null || !listing) throw new Error(`payment ${payment.id} pays nothing`);
    await activateListing(
      tx,
      listingId,
      {
        freeUntil: freeUntil(now, planById(listing.plan).freeMonths),
        commissionBasisPoints: COMMISSION_BASIS_POINTS,
      },
      now,
    );
    // The tax invoice, numbered in this transaction (issue 30, decision 0073).
    const invoice = await issuePlanInvoice(tx, business, { ...payment, listingId }, listing, now);
    notes = await announceDocument(tx, notifier, invoice);
    settled = { listingId, invoiceNumber: invoice.number };
  }
  await appendAudit(tx, {
    at: now,
    actor: by.actor,
    action: 'payment.verified',
    object: { type: 'payment', id: payment.id },
    before: { status: payment.status },
    after: {
      status: 'paid',
      via: by.via,
      provider: payment.provider,
      providerPaymentId,
      orderRef: payment.orderRef,
      amountPaise: payment.amountPaise,
      ...settled,
    },
    trace: by.trace,
  });
  return notes;
}

/** The listing a plan payment pays for (read before its transaction); none for a commission. */
async function listingOf(db: Db, payment: repo.PaymentRow) {
  return payment.listingId === null
    ? undefined
    : findVendorListing(db, payment.vendorId, payment.listingId);
}

async function settlePayment(
  db: Db,
  business: BusinessConfig,
  notifier: Notifier,
  payment: repo.PaymentRow,
  providerPaymentId: string,
  now: Date,
  by: Settlement,
): Promise<boolean> {
  const listing = await listingOf(db, payment);
  const notes = await db.transaction((tx) =>
    settle(tx, business, notifier, payment, providerPaymentId, listing, now, by),
  );
  if (notes && notes.length > 0) void notifier.email(notes);
  return notes !== null;
}

/**
 * Verifies a checkout result (R11): the signature must be the provider's for that order and
 * payment, and the order ours, for this listing (or commission invoice), this vendor and this
 * amount. Then the payment is settled, once.
 */
export async function verifyCheckout(
  db: Db,
  business: BusinessConfig,
  notifier: Notifier,
  provider: PaymentProvider,
  vendorId: number,
  input: {
    listingId?: number | undefined;
    documentId?: number | undefined;
    orderId: string;
    paymentId: string;
    signature: string;
  },
  now: Date,
  trace: AuditTrace,
): Promise<{ status: 'paid' }> {
  const payment = await repo.findByProviderOrder(db, input.orderId);
  if (
    !payment ||
    payment.vendorId !== vendorId ||
    payment.listingId !== (input.listingId ?? null) ||
    payment.documentId !== (input.documentId ?? null)
  ) {
    throw new DomainError('invalid', VERIFY_FAILED);
  }
  if (
    payment.provider !== provider.name ||
    !provider.verifyPayment(input.orderId, input.paymentId, input.signature)
  ) {
    throw new DomainError('invalid', VERIFY_FAILED);
  }
  if (payment.status === 'paid' && payment.providerPaymentId === input.paymentId)
    return { status: 'paid' };
  if (payment.status !== 'created')
    throw new DomainError('conflict', 'This order is already settled.');
  await settlePayment(db, business, notifier, payment, input.paymentId, now, {
    actor: vendorActor(vendorId),
    via: 'checkout',
    trace,
  });
  return { status: 'paid' };
}

/**
 * The sandbox checkout (R11): pays one of the signed-in vendor's open sandbox orders with a test
 * card and signs the result as Razorpay would. Another vendor's order is answered as a missing
 * one (404), so order ids cannot be probed; a paid or replaced order is never signed again.
 */
/** The sandbox's words for each refusal, as Razorpay's checkout says them in test mode. */
const SANDBOX_REFUSALS: Record<SandboxRefusal, string> = {
  card_declined: 'Your card was declined. Please try another card.',
  upi_failed: 'The UPI payment failed. Please try again or pay by card.',
  upi_unknown: 'In the sandbox, pay with the UPI ID success@razorpay (failure@razorpay fails).',
};

export async function sandboxCheckout(
  db: Db,
  sandbox: SandboxProvider,
  vendorId: number,
  input: SandboxCheckoutBody,
): Promise<CheckoutResult> {
  await requireVerifiedVendor(db, vendorId);
  const payment = await repo.findByProviderOrder(db, input.orderId);
  if (!payment || payment.vendorId !== vendorId || payment.provider !== sandbox.name) {
    throw new DomainError('not_found', NO_ORDER);
  }
  if (payment.status === 'paid' || payment.status === 'refunded') {
    throw new DomainError('conflict', 'This order is already paid.');
  }
  if (payment.status !== 'created') {
    throw new DomainError(
      'conflict',
      'This order is no longer open. Please start the payment again.',
    );
  }
  const result = sandbox.pay(
    input.orderId,
    input.vpa === undefined ? { cardNumber: input.cardNumber ?? '' } : { vpa: input.vpa },
  );
  if (!result.ok) throw new DomainError('payment_declined', SANDBOX_REFUSALS[result.refusal]);
  return {
    razorpay_order_id: input.orderId,
    razorpay_payment_id: result.paymentId,
    razorpay_signature: result.signature,
  };
}

// What a webhook body must look like to be read: an object whose fields, where present, have
// Razorpay's types (its entities carry null for ids they lack). Other events (refund.*, ...)
// fit too and are recorded and ignored.
const WebhookBodySchema = z.object({
  event: z.string().max(200).nullish(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: z.string().max(100).nullish(),
              order_id: z.string().max(100).nullish(),
              amount: z.number().nullish(),
              status: z.string().nullish(),
            })
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/**
 * A signed webhook body, read. One that is not JSON, not a JSON object (`null`, a list, a
 * number) or whose payment fields have the wrong types answers 400, never a 500: it cannot be
 * a payment event, and answering 400 (not '200 ignored') leaves the failed delivery visible in
 * Razorpay's dashboard. Nothing is recorded, so a corrected delivery with the same event id
 * still counts.
 */
function readWebhookBody(rawBody: Buffer): z.infer<typeof WebhookBodySchema> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new DomainError('invalid', 'The webhook body is not JSON.');
  }
  const body = WebhookBodySchema.safeParse(json);
  if (!body.success) {
    throw new DomainError('invalid', 'The webhook body is not a payment event Mandap can read.');
  }
  return body.data;
}

/**
 * A provider webhook (R11): signed with the webhook secret, de-duplicated on its event id, and
 * idempotent: a paid order never goes back. Returns what it did, for the log.
 */
export async function handleWebhook(
  db: Db,
  business: BusinessConfig,
  notifier: Notifier,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
  now: Date,
  trace: AuditTrace,
): Promise<'settled' | 'duplicate' | 'ignored'> {
  if (!headers.signature || !provider.verifyWebhook(rawBody, headers.signature)) {
    throw new DomainError('invalid', 'Invalid webhook signature.');
  }
  const body = readWebhookBody(rawBody);
  const entity = body.payload?.payment?.entity;
  const eventId = headers.eventId ?? `${body.event ?? 'unknown'}:${entity?.id ?? ''}`;
  const relevant =
    ['payment.captured', 'order.paid'].includes(body.event ?? '') && entity?.id && entity.order_id;
  // Read what never changes before the transaction: PGlite has one connection, so a read
  // outside a transaction cannot run while it is open.
  const payment =
    relevant && entity?.order_id ? await repo.findByProviderOrder(db, entity.order_id) : undefined;
  const listing = payment ? await listingOf(db, payment) : undefined;
  const notes: number[] = [];
  const outcome = await db.transaction(async (tx) => {
    if (!(await repo.recordWebhookEvent(tx, eventId, body.event ?? 'unknown'))) return 'duplicate';
    if (
      !payment ||
      (payment.listingId !== null && !listing) ||
      !entity?.id ||
      entity.amount !== payment.amountPaise
    )
      return 'ignored';
    // settle() only moves an order that is still 'created': a paid order never goes back.
    const ids = await settle(tx, business, notifier, payment, entity.id, listing, now, {
      actor: systemActor('payments-webhook'),
      via: 'webhook',
      trace,
    });
    if (ids) notes.push(...ids);
    return ids ? 'settled' : 'ignored';
  });
  if (notes.length > 0) void notifier.email(notes);
  return outcome;
}

/** Settles orders still 'created' after `olderThanMs` by asking the provider (reconciliation). */
export async function reconcile(
  db: Db,
  business: BusinessConfig,
  notifier: Notifier,
  provider: PaymentProvider,
  now: Date,
  olderThanMs = 15 * 60_000,
) {
  const open = await repo.staleOpenOrders(db, new Date(now.getTime() - olderThanMs));
  let settled = 0;
  for (const payment of open) {
    if (payment.provider !== provider.name) continue;
    const captured = (await provider.orderPayments(payment.providerOrderId)).find(
      (p) => p.status === 'captured' && p.amountPaise === payment.amountPaise,
    );
    const by: Settlement = {
      actor: systemActor('payments-reconciliation'),
      via: 'reconciliation',
      trace: NO_TRACE,
    };
    if (captured && (await settlePayment(db, business, notifier, payment, captured.id, now, by)))
      settled += 1;
  }
  return { checked: open.length, settled };
}

/** What a refund of this listing's payment would return now (terms, R11). */
export async function refundQuote(db: Db, vendorId: number, listingId: number, now: Date) {
  const listing = await findVendorListing(db, vendorId, listingId);
  const payment = await repo.settledPaymentFor(db, listingId);
  if (payment?.status === 'refunded') throw new DomainError('conflict', ALREADY_REFUNDED);
  if (payment?.status !== 'paid' || !payment.paidAt) {
    throw new DomainError('conflict', 'Only a paid listing can be refunded.');
  }
  const until = listing.freeUntil ?? freeUntil(payment.paidAt, planById(listing.plan).freeMonths);
  return {
    payment,
    refundablePaise: refundablePaise(payment.amountPaise, payment.paidAt, until, now),
  };
}

/**
 * Refunds through the provider and deactivates the listing (R11). Two refunds at once both get
 * past the quote: the provider refunds once (both calls carry the order's idempotency key), and
 * only the request whose UPDATE moves the payment from 'paid' to 'refunded' deactivates the
 * listing, in the same transaction; the other answers 409.
 */
export async function refundListing(
  db: Db,
  business: BusinessConfig,
  notifier: Notifier,
  provider: PaymentProvider,
  vendorId: number,
  listingId: number,
  now: Date,
  trace: AuditTrace,
) {
  const { payment, refundablePaise: paise } = await refundQuote(db, vendorId, listingId, now);
  if (paise <= 0) throw new DomainError('conflict', 'The refund period for this listing is over.');
  if (!payment.providerPaymentId)
    throw new DomainError('conflict', 'Only a paid listing can be refunded.');
  const refund = await provider.refund(
    payment.providerPaymentId,
    paise,
    `${payment.orderRef}-refund`,
  );
  const notes = await db.transaction(async (tx) => {
    const refunded = await repo.markRefunded(
      tx,
      payment.id,
      { paise, providerRefundId: refund.id },
      now,
    );
    if (refunded === undefined) throw new DomainError('conflict', ALREADY_REFUNDED);
    await suspendListing(tx, refunded, now);
    const creditNote = await issueRefundCreditNote(tx, business, payment, paise, now);
    const ids = creditNote ? await announceDocument(tx, notifier, creditNote) : [];
    await appendAudit(tx, {
      at: now,
      actor: vendorActor(vendorId),
      action: 'payment.refunded',
      object: { type: 'payment', id: payment.id },
      before: { status: 'paid', amountPaise: payment.amountPaise },
      after: {
        status: 'refunded',
        refundedPaise: paise,
        providerRefundId: refund.id,
        orderRef: payment.orderRef,
        listingId,
        listingStatus: 'suspended',
        creditNoteNumber: creditNote?.number ?? null,
      },
      trace,
    });
    return ids;
  });
  void notifier.email(notes);
  return { refundedPaise: paise, status: 'refunded' as const };
}

/**
 * What the terms would refund of a listing's paid plan payment now, for the console's refund form
 * (decision 0066): null when there is no paid payment to refund.
 */
export async function adminRefundQuote(
  db: Db,
  listingId: number,
  now: Date,
): Promise<number | null> {
  const payment = await repo.settledPaymentFor(db, listingId);
  if (payment?.status !== 'paid' || !payment.paidAt) return null;
  const listing = await findListing(db, listingId);
  const until =
    listing?.freeUntil ?? freeUntil(payment.paidAt, planById(listing?.plan ?? 'basic').freeMonths);
  return refundablePaise(payment.amountPaise, payment.paidAt, until, now);
}

/** What an admin's refund did (decision 0066). */
export interface AdminRefundDone {
  paymentId: number;
  refundedPaise: number;
  amountPaise: number;
}

/**
 * An admin's refund of a listing's plan payment from the console (decision 0066): the vendor's
 * refund's machinery (the provider's idempotent refund, the payment marked refunded and the
 * listing suspended in one transaction), but the amount is the admin's to choose, up to what was
 * paid, and the terms' window does not bind it; it defaults to the terms' quote. `also` runs in
 * the same transaction (the caller's version check, notices); the audit entry names the admin.
 */
export async function adminRefundListing(
  db: Db,
  business: BusinessConfig,
  notifier: Notifier,
  provider: PaymentProvider,
  admin: { operatorId: number; reason: string },
  listingId: number,
  amountPaise: number | undefined,
  now: Date,
  trace: AuditTrace,
  also: (tx: Tx, done: AdminRefundDone) => Promise<void>,
): Promise<AdminRefundDone> {
  const payment = await repo.settledPaymentFor(db, listingId);
  if (payment?.status === 'refunded') throw new DomainError('conflict', ALREADY_REFUNDED);
  if (payment?.status !== 'paid' || !payment.paidAt || !payment.providerPaymentId) {
    throw new DomainError('conflict', 'Only a paid listing can be refunded.');
  }
  const listing = await findListing(db, listingId);
  const until =
    listing?.freeUntil ?? freeUntil(payment.paidAt, planById(listing?.plan ?? 'basic').freeMonths);
  const quote = refundablePaise(payment.amountPaise, payment.paidAt, until, now);
  const paise = amountPaise ?? (quote > 0 ? quote : payment.amountPaise);
  if (paise > payment.amountPaise) {
    throw new DomainError('invalid', 'A refund can be at most what was paid.', {
      fieldErrors: { amountPaise: 'A refund can be at most what was paid.' },
    });
  }
  const refund = await provider.refund(
    payment.providerPaymentId,
    paise,
    `${payment.orderRef}-refund`,
  );
  const done = { paymentId: payment.id, refundedPaise: paise, amountPaise: payment.amountPaise };
  const notes = await db.transaction(async (tx) => {
    const refunded = await repo.markRefunded(
      tx,
      payment.id,
      { paise, providerRefundId: refund.id },
      now,
    );
    if (refunded === undefined) throw new DomainError('conflict', ALREADY_REFUNDED);
    await suspendListing(tx, refunded, now);
    const creditNote = await issueRefundCreditNote(tx, business, payment, paise, now);
    const ids = creditNote ? await announceDocument(tx, notifier, creditNote) : [];
    await also(tx, done);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(admin.operatorId, 'admin'),
      action: 'payment.refunded',
      object: { type: 'payment', id: payment.id },
      before: { status: 'paid', amountPaise: payment.amountPaise },
      after: {
        status: 'refunded',
        refundedPaise: paise,
        termsQuotePaise: quote,
        providerRefundId: refund.id,
        orderRef: payment.orderRef,
        listingId,
        listingStatus: 'suspended',
        creditNoteNumber: creditNote?.number ?? null,
      },
      reason: admin.reason,
      trace,
    });
    return ids;
  });
  void notifier.email(notes);
  return done;
}
