import { COLLECTION_RULES, hiddenListingsText } from '@mandap/shared/collections';
import { addDays, indianDate } from '@mandap/shared/dates';
import { addGst, shareOf } from '@mandap/shared/gst';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, signInAgain } from '../../../test/accounts';
import {
  accountId,
  commissionStatement,
  paidInvoiceResult,
  type StatementLineSpec,
} from '../../../test/collections';
import { activeListing } from '../../../test/contact';
import { mailingTestApp, type TestApp } from '../../../test/helper';
import { secondServer } from '../../../test/two-servers';
import { SANDBOX_CARDS } from '../payments/index';
import { collectCommission, invoiceStatement } from './service';

// Collecting the commission (issue 30, decision 0076): the daily job turns statements past their
// dispute window into tax invoices, reminds at 7 and 14 days, hides the listings of a vendor
// whose invoice is unpaid after 30 days, and a payment of the invoice brings them back.

const DAY = 24 * 60 * 60 * 1000;
const SECRET = 'sandbox-secret-for-collections-0123456789';

let m: Awaited<ReturnType<typeof mailingTestApp>>;
let t: TestApp;
let couple: Awaited<ReturnType<typeof signedIn>>;
let coupleId: number;
beforeAll(async () => {
  m = await mailingTestApp({ SANDBOX_PAYMENT_SECRET: SECRET });
  t = m.app;
  couple = await signedIn(t.app, 'user');
  coupleId = await accountId(t, 'users', couple.account.email);
});
afterAll(() => m.close());

const run = () =>
  collectCommission(
    { db: t.database.db, business: t.config.business, notifier: t.parts.notifier },
    t.clock.now(),
  );

/** A vendor with an active listing (its plan paid through the sandbox). */
async function vendorWithListing(fields: Record<string, string> = {}) {
  const vendor = await signedIn(t.app, 'vendor');
  const listingId = await activeListing(t.app, vendor.cookie, 'dj', fields);
  return { ...vendor, listingId, vendorId: await accountId(t, 'vendors', vendor.account.email) };
}
type Vendor = Awaited<ReturnType<typeof vendorWithListing>>;

/** A statement of `month` for the vendor (test/collections.ts), its window ended unless open. */
function statement(
  vendor: Vendor,
  month: string,
  lines: StatementLineSpec[],
  options: { windowOpen?: boolean } = {},
): Promise<number> {
  return commissionStatement(t, { ...vendor, userId: coupleId }, month, lines, options);
}

async function documentOf(statementId: number) {
  const rows = await t.database.sql.query<{
    id: number;
    kind: string;
    number: string;
    lines: { description: string; sac: string; taxablePaise: number }[];
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
    total_paise: number;
    tax_kind: 'intra' | 'inter';
  }>(
    `SELECT id::int AS id, kind, number, lines, taxable_paise::int AS taxable_paise,
       cgst_paise::int AS cgst_paise, sgst_paise::int AS sgst_paise, igst_paise::int AS igst_paise,
       total_paise::int AS total_paise, tax_kind
     FROM tax_documents WHERE statement_id = $1`,
    [statementId],
  );
  return rows;
}

async function statementStatus(statementId: number) {
  const [row] = await t.database.sql.query<{ status: string }>(
    'SELECT status FROM commission_statements WHERE id = $1',
    [statementId],
  );
  return row?.status;
}

async function notices(vendor: Vendor) {
  return t.database.sql.query<{ title: string; body: string; link: string }>(
    'SELECT title, body, link FROM notifications WHERE vendor_id = $1 ORDER BY id',
    [vendor.vendorId],
  );
}

async function due(vendor: { cookie: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/vendor/billing/due',
    headers: { cookie: vendor.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function listingStatus(listingId: number) {
  const [row] = await t.database.sql.query<{ status: string; hidden_for_dues: boolean }>(
    'SELECT status, hidden_for_dues FROM listings WHERE id = $1',
    [listingId],
  );
  return row;
}

/** The mails that reached the vendor's address whose subject starts with `subject`. */
async function mailsTo(vendor: Vendor, subject: string, count: number) {
  const of = () =>
    m.smtp.mails.filter(
      (mail) =>
        mail.to.includes(vendor.account.email) &&
        (mail.headers.get('subject') ?? '').startsWith(subject),
    );
  await vi.waitFor(() => expect(of()).toHaveLength(count), { timeout: 20_000, interval: 50 });
  return of();
}

/** Pays a commission invoice as the vendor's browser would: order, sandbox checkout, verify. */
async function payInvoice(vendor: { cookie: string }, documentId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/payments/verify',
    headers: { cookie: vendor.cookie },
    payload: await paidInvoiceResult(t.app, vendor.cookie, documentId),
  });
}

async function documentCount(): Promise<number> {
  const [row] = await t.database.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tax_documents',
  );
  return Number(row?.n);
}

/** Operator suspension of a listing, as the suspensions module leaves it (decision 0066). */
async function suspendByOperator(listingId: number) {
  const [row] = await t.database.sql.query<{ id: number }>(
    `INSERT INTO suspensions (object_type, listing_id, reason, details, suspended_at, status_before)
     VALUES ('listing', $1, 'misleading', 'Photos of another venue', $2, 'active')
     RETURNING id::int AS id`,
    [listingId, t.clock.now()],
  );
  await t.database.sql.query(
    `UPDATE listings SET status = 'suspended', suspension_id = $2 WHERE id = $1`,
    [listingId, row?.id],
  );
}

describe('invoicing a statement after its dispute window', () => {
  it('issues one tax invoice for the commission that stands, with GST on top, and tells the vendor', async () => {
    const vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2027-03-01', [
      { valuePaise: 150_000_00 },
      { valuePaise: 80_000_00, dispute: { reason: 'cancelled', decision: 'rejected' } },
      {
        valuePaise: 60_000_00,
        dispute: { reason: 'wrong_value', claimedValuePaise: 45_000_00, decision: 'accepted' },
      },
      { valuePaise: 40_000_00, dispute: { reason: 'not_genuine', decision: 'accepted' } },
    ]);
    const before = await documentCount();
    const now = t.clock.now();
    expect(await run()).toMatchObject({ invoiced: 1 });

    const taxable = shareOf(150_000_00, 700) + shareOf(80_000_00, 700) + shareOf(45_000_00, 700);
    const [doc, ...more] = await documentOf(statementId);
    expect(more).toEqual([]);
    expect(doc).toMatchObject({
      kind: 'commission_invoice',
      tax_kind: 'intra',
      lines: [
        {
          description: 'Commission at 7% on 3 bookings in March 2027',
          sac: '998365',
          taxablePaise: taxable,
        },
      ],
      taxable_paise: taxable,
    });
    const split = addGst(taxable, 'intra');
    expect(doc).toMatchObject({
      cgst_paise: split.cgstPaise,
      sgst_paise: split.sgstPaise,
      igst_paise: 0,
      total_paise: split.totalPaise,
    });
    expect(await statementStatus(statementId)).toBe('invoiced');
    expect(await documentCount()).toBe(before + 1);

    const dueOn = addDays(indianDate(now), COLLECTION_RULES.payableDays);
    const reply = await due(vendor);
    expect(reply).toEqual({
      invoices: [
        {
          documentId: doc?.id,
          number: doc?.number,
          month: '2027-03',
          bookings: 3,
          issuedAt: now.toISOString(),
          dueOn,
          taxablePaise: taxable,
          totalPaise: split.totalPaise,
          state: 'due',
          paidAt: null,
        },
      ],
      dueNowPaise: split.totalPaise,
      hiddenListings: null,
      waiting: [],
    });
    // In the portal and by e-mail: the amount and the due date.
    const [notice] = (await notices(vendor)).filter((n) => n.title.startsWith('Commission'));
    expect(notice?.link).toBe(`/billing/documents/${doc?.id}`);
    expect(notice?.body).toContain(`Your commission invoice ${doc?.number} for March 2027`);
    const [mail] = await mailsTo(vendor, `Commission invoice ${doc?.number}`, 1);
    const amount = new Intl.NumberFormat('en-IN').format(split.totalPaise / 100);
    expect(mail?.text).toContain(`₹${amount}`);
    expect(mail?.headers.get('subject')).toContain(
      new Date(`${dueOn}T00:00:00Z`).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(mail?.text).toContain(`https://mandap.example/billing/documents/${doc?.id}`);
    // The invoice itself, attached.
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      `${doc?.number.replaceAll('/', '-')}.pdf`,
    ]);

    // A second run, or a second server, changes nothing.
    expect(await run()).toMatchObject({ invoiced: 0 });
    expect(
      await invoiceStatement(
        { db: t.database.db, business: t.config.business, notifier: t.parts.notifier },
        statementId,
        t.clock.now(),
      ),
    ).toBe('not_open');
    expect(await documentCount()).toBe(before + 1);
  });

  it('charges IGST when the vendor bills from another state', async () => {
    const vendor = await vendorWithListing();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/billing/details',
      headers: { cookie: vendor.cookie },
      payload: {
        legalName: 'Shubh Vivah Events LLP',
        address: '4 Marine Drive, Mumbai 400002',
        stateCode: '27',
      },
    });
    expect(saved.statusCode).toBe(200);
    const statementId = await statement(vendor, '2027-04-01', [{ valuePaise: 12_345_67 }]);
    await run();
    const [doc] = await documentOf(statementId);
    const split = addGst(shareOf(12_345_67, 700), 'inter');
    expect(doc).toMatchObject({
      tax_kind: 'inter',
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: split.igstPaise,
      total_paise: split.totalPaise,
    });
    expect(doc?.lines[0]?.description).toBe('Commission at 7% on 1 booking in April 2027');
  });

  it('waits while a dispute is undecided, and says so; a statement still in its window waits too', async () => {
    const vendor = await vendorWithListing();
    const waiting = await statement(vendor, '2027-05-01', [
      { valuePaise: 50_000_00 },
      { valuePaise: 30_000_00, dispute: { reason: 'cancelled' } },
    ]);
    const open = await statement(vendor, '2027-06-01', [{ valuePaise: 10_000_00 }], {
      windowOpen: true,
    });
    await run();
    expect(await documentOf(waiting)).toEqual([]);
    expect(await documentOf(open)).toEqual([]);
    expect(await statementStatus(waiting)).toBe('open');
    expect((await due(vendor)).waiting).toEqual([
      {
        statementId: waiting,
        month: '2027-05',
        message:
          "Your statement for May 2027 waits for Mandap's decision on your dispute. Its invoice follows once every dispute on it is decided.",
      },
    ]);

    // Decided: the next run invoices what stands.
    await t.database.sql.query(
      `UPDATE commission_lines SET decision = 'accepted', decided_at = $2 WHERE statement_id = $1
         AND disputed_at IS NOT NULL`,
      [waiting, t.clock.now()],
    );
    await run();
    const [doc] = await documentOf(waiting);
    expect(doc?.taxable_paise).toBe(shareOf(50_000_00, 700));
    expect((await due(vendor)).waiting).toEqual([]);
  });

  it("is 'nothing_due' when no line stands, with no document", async () => {
    const vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2027-07-01', [
      { valuePaise: 20_000_00, dispute: { reason: 'not_genuine', decision: 'accepted' } },
    ]);
    const before = await documentCount();
    expect(await run()).toMatchObject({ nothingDue: 1 });
    expect(await statementStatus(statementId)).toBe('nothing_due');
    expect(await documentCount()).toBe(before);
    expect((await due(vendor)).invoices).toEqual([]);
  });

  it('is done once when two servers run the job at the same moment', async () => {
    const vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2027-09-01', [{ valuePaise: 31_000_00 }]);
    const other = await secondServer(t);
    try {
      const runs = await Promise.all(
        [t, other].map((server) =>
          collectCommission(
            {
              db: server.database.db,
              business: server.config.business,
              notifier: server.parts.notifier,
            },
            t.clock.now(),
          ),
        ),
      );
      expect(runs.reduce((sum, r) => sum + r.invoiced, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await documentOf(statementId)).toHaveLength(1);
    const invoiced = (await notices(vendor)).filter((n) => n.title.startsWith('Commission'));
    expect(invoiced).toHaveLength(1);
  });

  it('runs as the collect-commission job on the queue', async () => {
    const vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2027-08-01', [{ valuePaise: 9_999_00 }]);
    await t.parts.jobs.send('collect-commission', {});
    await vi.waitFor(async () => expect(await statementStatus(statementId)).toBe('invoiced'), {
      timeout: 20_000,
      interval: 50,
    });
  });
});

describe('reminders, hiding and paying (the clock moved)', () => {
  it('reminds on day 7 and 14 once each, hides on day 31, and paying brings back all but the operator-suspended listing', async () => {
    // A name of their own, to look for in search.
    const firmName = `Zorawar ${Date.now().toString(36).replace(/[0-9]/g, 'q')} Sounds`;
    let vendor = await vendorWithListing({ firmName });
    const second = await activeListing(t.app, vendor.cookie, 'catering', { firmName });
    const suspended = await activeListing(t.app, vendor.cookie, 'band', { firmName });
    const searched = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search?${new URLSearchParams({ q: firmName })}`,
      });
      return (res.json() as { results: { listingId: number }[] }).results.map((r) => r.listingId);
    };
    expect(await searched()).toEqual(expect.arrayContaining([vendor.listingId, second, suspended]));
    const statementId = await statement(vendor, '2027-09-01', [{ valuePaise: 100_000_00 }]);
    await run();
    const [doc] = await documentOf(statementId);
    const documentId = Number(doc?.id);
    const reminders = async () =>
      (await notices(vendor)).filter((n) => n.title.includes('eminder')).map((n) => n.title);

    t.clock.advance(6 * DAY);
    await run();
    expect(await reminders()).toEqual([]);

    t.clock.advance(DAY); // day 7
    await run();
    await run();
    expect(await reminders()).toEqual([
      expect.stringMatching(new RegExp(`^Reminder: commission invoice ${doc?.number} is due by`)),
    ]);
    t.clock.advance(6 * DAY); // day 13
    await run();
    expect(await reminders()).toHaveLength(1);
    t.clock.advance(DAY); // day 14
    await run();
    await run();
    expect(await reminders()).toHaveLength(2);
    expect((await reminders())[1]).toMatch(/^Second reminder: /);
    await mailsTo(vendor, 'Second reminder', 1);

    // The due date itself: still payable, nothing hidden.
    t.clock.advance(16 * DAY); // day 30
    await run();
    expect((await listingStatus(vendor.listingId))?.status).toBe('active');
    const hiddenNotices = async () =>
      (await notices(vendor)).filter((n) => n.title.includes('hidden from search'));
    expect(await hiddenNotices()).toEqual([]);

    // An operator suspends one listing for another reason meanwhile.
    await suspendByOperator(suspended);
    t.clock.advance(DAY); // day 31: unpaid after 30 days
    await run();
    for (const id of [vendor.listingId, second]) {
      expect(await listingStatus(id)).toEqual({ status: 'suspended', hidden_for_dues: true });
    }
    expect(await listingStatus(suspended)).toEqual({ status: 'suspended', hidden_for_dues: false });
    // Out of search.
    expect(await searched()).toEqual([]);
    // Told once, in the portal and by e-mail, however often the job runs.
    await run();
    const hidden = await hiddenNotices();
    expect(hidden).toHaveLength(1);
    expect(hidden[0]?.body).toContain(hiddenListingsText(doc?.number ?? ''));
    await mailsTo(vendor, 'Your listings are hidden from search', 1);

    // The session ended a while ago: the vendor signs in again, sees why, and pays.
    vendor = { ...vendor, ...(await signInAgain(t.app, 'vendor', vendor.account)) };
    const overdue = await due(vendor);
    expect(overdue.invoices[0]).toMatchObject({ documentId, state: 'overdue' });
    expect(overdue.hiddenListings).toEqual({
      documentId,
      number: doc?.number,
      message: `Your listings are hidden from search because commission invoice ${doc?.number} is overdue. Pay it to show them again.`,
    });

    const documents = await documentCount();
    const paid = await payInvoice(vendor, documentId);
    expect(paid.json()).toEqual({ status: 'paid' });
    for (const id of [vendor.listingId, second]) {
      expect(await listingStatus(id)).toEqual({ status: 'active', hidden_for_dues: false });
    }
    expect((await listingStatus(suspended))?.status).toBe('suspended');
    expect((await searched()).sort()).toEqual([vendor.listingId, second].sort());
    // No other tax invoice: the payment pays the one that exists.
    expect(await documentCount()).toBe(documents);
    const after = await due(vendor);
    expect(after.hiddenListings).toBeNull();
    expect(after.dueNowPaise).toBe(0);
    expect(after.invoices[0]).toMatchObject({
      documentId,
      state: 'paid',
      paidAt: t.clock.now().toISOString(),
    });
    const [payment] = await t.database.sql.query<{ listing_id: number | null; amount: number }>(
      `SELECT listing_id, amount_paise AS amount FROM payments
       WHERE document_id = $1 AND status = 'paid'`,
      [documentId],
    );
    expect(payment).toEqual({ listing_id: null, amount: doc?.total_paise });
    // Paid: no more reminders or hiding.
    t.clock.advance(DAY);
    await run();
    expect((await listingStatus(vendor.listingId))?.status).toBe('active');
    expect(await reminders()).toHaveLength(2);
    expect(await hiddenNotices()).toHaveLength(1);
  });

  it('keeps the listings hidden until the last overdue invoice is paid', async () => {
    let vendor = await vendorWithListing();
    const first = await statement(vendor, '2026-10-01', [{ valuePaise: 10_000_00 }]);
    const second = await statement(vendor, '2026-11-01', [{ valuePaise: 20_000_00 }]);
    await run();
    t.clock.advance(31 * DAY);
    await run();
    vendor = { ...vendor, ...(await signInAgain(t.app, 'vendor', vendor.account)) };
    const [a] = await documentOf(first);
    const [b] = await documentOf(second);
    expect((await payInvoice(vendor, Number(a?.id))).statusCode).toBe(200);
    expect(await listingStatus(vendor.listingId)).toEqual({
      status: 'suspended',
      hidden_for_dues: true,
    });
    expect((await due(vendor)).hiddenListings?.number).toBe(b?.number);
    expect((await payInvoice(vendor, Number(b?.id))).statusCode).toBe(200);
    expect(await listingStatus(vendor.listingId)).toEqual({
      status: 'active',
      hidden_for_dues: false,
    });
  });

  it('hands a listing to the account suspension when the account is suspended at the payment', async () => {
    let vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2026-12-01', [{ valuePaise: 10_000_00 }]);
    await run();
    t.clock.advance(31 * DAY);
    await run();
    vendor = { ...vendor, ...(await signInAgain(t.app, 'vendor', vendor.account)) };
    const [doc] = await documentOf(statementId);
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/billing/invoices/${doc?.id}/order`,
      headers: { cookie: vendor.cookie },
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { cookie: vendor.cookie },
      payload: { orderId: order.json().orderId, cardNumber: SANDBOX_CARDS.success },
    });
    // Meanwhile an operator suspends the account (its sessions end; the webhook still settles).
    const [suspension] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO suspensions (object_type, vendor_id, reason, details, suspended_at)
       VALUES ('vendor', $1, 'fraud', 'Fake bookings', $2) RETURNING id::int AS id`,
      [vendor.vendorId, t.clock.now()],
    );
    await t.database.sql.query('UPDATE vendors SET suspension_id = $2 WHERE id = $1', [
      vendor.vendorId,
      suspension?.id,
    ]);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/payments/verify',
      headers: { cookie: vendor.cookie },
      payload: { documentId: doc?.id, ...(checkout.json() as Record<string, unknown>) },
    });
    expect(verified.statusCode).toBe(200);
    const [row] = await t.database.sql.query<{
      status: string;
      hidden_for_dues: boolean;
      suspended_with_account: boolean;
    }>('SELECT status, hidden_for_dues, suspended_with_account FROM listings WHERE id = $1', [
      vendor.listingId,
    ]);
    expect(row).toEqual({
      status: 'suspended',
      hidden_for_dues: false,
      suspended_with_account: true,
    });
  });
});

describe('paying a commission invoice: refusals', () => {
  it("answers another vendor's invoice as missing, a paid one 409, and a result for the wrong thing 400", async () => {
    const vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2026-09-01', [{ valuePaise: 5_000_00 }]);
    await run();
    const [doc] = await documentOf(statementId);
    const stranger = await signedIn(t.app, 'vendor');
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/billing/invoices/${doc?.id}/order`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No such commission invoice was found among yours.' });

    const order = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vendor/billing/invoices/${doc?.id}/order`,
        headers: { cookie: vendor.cookie },
      })
    ).json();
    expect(order).toMatchObject({
      provider: 'sandbox',
      amountPaise: doc?.total_paise,
      documentId: doc?.id,
      description: `Commission invoice ${doc?.number} (September 2026)`,
    });
    expect(order.listingId).toBeUndefined();
    const result = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { cookie: vendor.cookie },
        payload: { orderId: order.orderId, cardNumber: SANDBOX_CARDS.success },
      })
    ).json();
    const verify = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vendor/payments/verify',
        headers: { cookie: vendor.cookie },
        payload: { ...result, ...payload },
      });
    expect((await verify({ listingId: vendor.listingId })).statusCode).toBe(400);
    const both = await verify({ listingId: vendor.listingId, documentId: doc?.id });
    expect(both.statusCode).toBe(400);
    expect((await verify({})).statusCode).toBe(400);
    expect((await verify({ documentId: doc?.id })).json()).toEqual({ status: 'paid' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/billing/invoices/${doc?.id}/order`,
      headers: { cookie: vendor.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This commission invoice is already paid.' });
    // A plan invoice is not a commission invoice to pay here.
    const [plan] = await t.database.sql.query<{ id: number }>(
      `SELECT id::int AS id FROM tax_documents WHERE vendor_id = $1 AND kind = 'plan_invoice'`,
      [vendor.vendorId],
    );
    const planOrder = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/billing/invoices/${plan?.id}/order`,
      headers: { cookie: vendor.cookie },
    });
    expect(planOrder.statusCode).toBe(404);
  });

  it('settles a commission order from the webhook once, without a document', async () => {
    const { hmacHex } = await import('../payments/index');
    const vendor = await vendorWithListing();
    const statementId = await statement(vendor, '2026-08-01', [{ valuePaise: 7_000_00 }]);
    await run();
    const [doc] = await documentOf(statementId);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vendor/billing/invoices/${doc?.id}/order`,
        headers: { cookie: vendor.cookie },
      })
    ).json();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_wh_doc_${doc?.id}`,
            order_id: order.orderId,
            amount: order.amountPaise,
            status: 'captured',
          },
        },
      },
    });
    const documents = await documentCount();
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(SECRET, body),
          'x-razorpay-event-id': `evt_doc_${doc?.id}_${i}`,
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await due(vendor)).invoices[0]).toMatchObject({ state: 'paid' });
    expect(await documentCount()).toBe(documents);
  });
});
