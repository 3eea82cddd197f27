// Invoice numbers under load (issue 30, decisions 0073 and 0076): payments verified at the same
// moment through two servers on one PostgreSQL database each take the next number in their own
// transaction, so the invoices run on without a gap or a repeat; commission payments, which pay
// an invoice that exists, take none. PostgreSQL only: PGlite has one connection, where nothing
// runs at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCommission } from '../src/modules/collections/index';
import { SANDBOX_CARDS } from '../src/modules/payments/index';
import { signedIn } from './accounts';
import {
  accountId,
  commissionStatement,
  invoiceOfStatement,
  paidInvoiceResult,
} from './collections';
import { buildTestApp, type TestApp } from './helper';
import { createListing } from './listings';
import { secondServer } from './two-servers';

const ON_POSTGRESQL = Boolean(process.env.TEST_DATABASE_URL);
const PLAN_PAYMENTS = 50;
const COMMISSION_PAYMENTS = 6;

describe.skipIf(!ON_POSTGRESQL)('payments verified at once through two servers', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ SANDBOX_PAYMENT_SECRET: 'sandbox-secret-for-invoice-numbers-0123' });
    b = await secondServer(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(`give ${PLAN_PAYMENTS} plan invoices consecutive numbers, and commission payments none`, async () => {
    const vendor = await signedIn(a.app, 'vendor');
    const couple = await signedIn(a.app, 'user');
    const vendorId = await accountId(a, 'vendors', vendor.account.email);
    const userId = await accountId(a, 'users', couple.account.email);

    // Plan orders paid at the sandbox checkout: signed results waiting to be verified.
    const plans: Record<string, unknown>[] = [];
    for (let i = 0; i < PLAN_PAYMENTS; i += 1) {
      const listingId = await createListing(a.app, vendor.cookie, 'dj', { plan: 'basic' });
      const order = await a.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/order`,
        headers: { cookie: vendor.cookie },
      });
      const checkout = await a.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { cookie: vendor.cookie },
        payload: { orderId: order.json().orderId, cardNumber: SANDBOX_CARDS.success },
      });
      plans.push({ listingId, ...(checkout.json() as Record<string, unknown>) });
    }
    const firstListing = Number(plans[0]?.listingId);

    // Commission invoices of as many months, issued by the job, their orders paid likewise.
    const statements: number[] = [];
    for (let i = 0; i < COMMISSION_PAYMENTS; i += 1) {
      const month = `2026-${String(i + 1).padStart(2, '0')}-01`;
      statements.push(
        await commissionStatement(a, { vendorId, listingId: firstListing, userId }, month, [
          { valuePaise: 25_000_00 + i },
        ]),
      );
    }
    await collectCommission(
      { db: a.database.db, business: a.config.business, notifier: a.parts.notifier },
      a.clock.now(),
    );
    const commissions: Record<string, unknown>[] = [];
    for (const statementId of statements) {
      const invoice = await invoiceOfStatement(a, statementId);
      commissions.push(await paidInvoiceResult(a.app, vendor.cookie, invoice.id));
    }

    const [before] = await a.database.sql.query<{ last: number; documents: number }>(
      `SELECT coalesce(max(sequence), 0)::int AS last, count(*)::int AS documents
       FROM tax_documents WHERE series = 'invoice'`,
    );
    const last = Number(before?.last);

    // All at once, every other one through the second server.
    const bodies = [...plans, ...commissions];
    const replies = await Promise.all(
      bodies.map((payload, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/api/vendor/payments/verify',
          headers: { cookie: vendor.cookie },
          payload,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));

    const invoices = await a.database.sql.query<{ sequence: number; number: string }>(
      `SELECT d.sequence, d.number FROM tax_documents d JOIN payments p ON p.id = d.payment_id
       WHERE d.kind = 'plan_invoice' AND p.vendor_id = $1 ORDER BY d.sequence`,
      [vendorId],
    );
    expect(invoices.map((row) => row.sequence)).toEqual(
      Array.from({ length: PLAN_PAYMENTS }, (_, i) => last + 1 + i),
    );
    expect(new Set(invoices.map((row) => row.number)).size).toBe(PLAN_PAYMENTS);
    for (const row of invoices) expect(row.number.length).toBeLessThanOrEqual(16);
    // The commission payments took no number: every new invoice is a plan's.
    const [after] = await a.database.sql.query<{ last: number; documents: number }>(
      `SELECT max(sequence)::int AS last, count(*)::int AS documents
       FROM tax_documents WHERE series = 'invoice'`,
    );
    expect(after).toEqual({
      last: last + PLAN_PAYMENTS,
      documents: Number(before?.documents) + PLAN_PAYMENTS,
    });
    const [paid] = await a.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM commission_invoices
       WHERE vendor_id = $1 AND paid_at IS NOT NULL AND payment_id IS NOT NULL`,
      [vendorId],
    );
    expect(paid?.n).toBe(COMMISSION_PAYMENTS);
  });
});
