import { GrievanceReceiptSchema } from '@mandap/shared/schemas/grievances';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp';
import {
  acknowledgeGrievance,
  closeGrievance,
  GRIEVANCE_RATE,
  grievanceReplies,
  listGrievances,
  replyToGrievance,
} from './service';

// Grievances (issue 28, decision 0062): the public form, its reference and acknowledgement
// e-mail (caught by a real SMTP server started here), the per-address limit, and the functions
// the operators' console calls (its routes: console.test.ts), with the clock moved.

const OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
  GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
  GRIEVANCE_OFFICER_ADDRESS: 'Mandap, 4th floor, 12 MG Road, Bengaluru 560001',
};
const WAIT = { timeout: 20_000, interval: 50 };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const REFERENCE = /^GRV-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    ...OFFICER,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Mandap <no-reply@mandap.example>',
    PUBLIC_URL: 'https://mandap.example/',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let addressCounter = 0;
/** An address of its own per test: grievances are limited per address. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.62.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let emailCounter = 0;
function form(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    name: 'Kavya Rao',
    email: `kavya.${emailCounter}.${Date.now().toString(36)}@example.in`,
    subject: 'listing',
    details: 'The listing shows photos of another venue, not the one we visited in Jaipur.',
    ...overrides,
  };
}

function submit(payload: Record<string, unknown>, address = freshAddress(), cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    payload,
    remoteAddress: address,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function stored(reference: string) {
  const [row] = await t.database.sql.query<{
    reference: string;
    link: string | null;
    user_id: number | null;
    vendor_id: number | null;
    sent_from: string;
    status: string;
    email: string;
  }>(
    'SELECT reference, link, user_id, vendor_id, sent_from, status, email FROM grievances WHERE reference = $1',
    [reference],
  );
  return row;
}

function mailsTo(email: string): ReceivedMail[] {
  return smtp.mails.filter((m) => m.to.includes(email));
}

describe('the grievance officer', () => {
  it('is named from the settings, for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/grievance-officer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Meera Iyer',
      email: 'grievances@mandap.example',
      address: 'Mandap, 4th floor, 12 MG Road, Bengaluru 560001',
    });
  });
});

describe('POST /api/grievances', () => {
  it('answers 201 with a reference and the deadlines, and e-mails the acknowledgement at once', async () => {
    const payload = form({ link: 'https://mandap.example/Vendors/12/dj-sonu#review-40' });
    const address = freshAddress();
    const res = await submit(payload, address);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const receipt = GrievanceReceiptSchema.parse(res.json());
    expect(receipt.reference).toMatch(REFERENCE);
    const received = new Date(receipt.receivedAt);
    expect(new Date(receipt.acknowledgeBy).getTime() - received.getTime()).toBe(48 * HOUR);
    // One calendar month on India's clock: the same time of day, a month on.
    const resolveBy = new Date(receipt.resolveBy);
    const days = (resolveBy.getTime() - received.getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((resolveBy.getTime() - received.getTime()) % DAY).toBe(0);

    const row = await stored(receipt.reference);
    expect(row).toMatchObject({
      link: '/Vendors/12/dj-sonu#review-40',
      user_id: null,
      vendor_id: null,
      sent_from: address,
      status: 'open',
      email: payload.email,
    });

    await vi.waitFor(() => expect(mailsTo(payload.email)).toHaveLength(1), WAIT);
    const [ack] = mailsTo(payload.email);
    expect(ack?.headers.get('subject')).toBe(
      `Your grievance ${receipt.reference} has been received`,
    );
    expect(ack?.text).toContain(`Your reference number is ${receipt.reference}.`);
    expect(ack?.text).toContain('within 48 hours');
    expect(ack?.text).toContain('within one month');
    expect(ack?.text).toContain(payload.details);
    expect(ack?.text).toContain('Meera Iyer, Grievance Officer, Mandap');
    // The job marks the receipt sent once the SMTP server has answered: just after it has the mail.
    await vi.waitFor(async () => {
      const [emailed] = await t.database.sql.query<{ receipt_emailed_at: Date | null }>(
        'SELECT receipt_emailed_at FROM grievances WHERE reference = $1',
        [receipt.reference],
      );
      expect(emailed?.receipt_emailed_at).toBeInstanceOf(Date);
    }, WAIT);
  });

  it('records the account of a signed-in sender, user or vendor', async () => {
    const user = await signedIn(t.app, 'user');
    const vendor = await signedIn(t.app, 'vendor');
    const fromUser = await submit(form({ subject: 'payment' }), freshAddress(), user.cookie);
    const fromVendor = await submit(form({ subject: 'account' }), freshAddress(), vendor.cookie);
    expect(fromUser.statusCode, fromUser.body).toBe(201);
    expect(fromVendor.statusCode, fromVendor.body).toBe(201);
    const userRow = await stored(fromUser.json().reference);
    const vendorRow = await stored(fromVendor.json().reference);
    expect(userRow?.user_id).not.toBeNull();
    expect(userRow?.vendor_id).toBeNull();
    expect(vendorRow?.vendor_id).not.toBeNull();
    expect(vendorRow?.user_id).toBeNull();
  });

  it('refuses each invalid field with a message a person can act on, and stores nothing', async () => {
    const address = freshAddress();
    const res = await submit(
      { name: '  ', email: 'not-an-email', subject: 'gossip', details: 'too short' },
      address,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Please tell us your name.',
      email: 'Invalid email address',
      subject: 'Choose what your grievance is about.',
      details: 'Please describe your grievance in at least 20 characters.',
    });
    const missing = await submit({}, address);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual([
      'details',
      'email',
      'name',
      'subject',
    ]);
    const [count] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM grievances WHERE sent_from = $1',
      [address],
    );
    expect(count?.n).toBe(0);
  });

  it('takes only a link to a listing or review of this site', async () => {
    const message =
      'Paste a link to a listing or a review on Mandap (it starts with /Vendors/), or leave this empty.';
    for (const link of [
      'https://evil.example/Vendors/12/dj-sonu',
      'https://mandap.example.evil.example/Vendors/12',
      'javascript:alert(1)',
      'https://mandap.example/profile',
      'https://mandap.example/Vendors/12?next=https://evil.example',
      '//evil.example/Vendors/12',
      'https://user:pass@mandap.example/Vendors/12',
      '/Vendors/abc',
      'http://mandap.example/Vendors/12#review-x',
    ]) {
      const res = await submit(form({ link }));
      expect(res.statusCode, link).toBe(400);
      expect(res.json().fieldErrors, link).toEqual({ link: message });
    }
    for (const [link, path] of [
      ['/Vendors/7', '/Vendors/7'],
      ['https://MANDAP.example/Vendors/7/the-royal-palace', '/Vendors/7/the-royal-palace'],
      ['  /Vendors/7/x#review-3  ', '/Vendors/7/x#review-3'],
      ['', null],
    ] as const) {
      const res = await submit(form({ link }));
      expect(res.statusCode, res.body).toBe(201);
      expect((await stored(res.json().reference))?.link).toBe(path);
    }
  });

  it(`limits an address to ${GRIEVANCE_RATE.perAddress} in an hour: 429 with Retry-After, then admits again`, async () => {
    const address = freshAddress();
    for (let i = 0; i < GRIEVANCE_RATE.perAddress; i += 1) {
      const res = await submit(form(), address);
      expect(res.statusCode, res.body).toBe(201);
      t.clock.advance(60 * 1000);
    }
    const blocked = await submit(form(), address);
    expect(blocked.statusCode).toBe(429);
    // The first was sent five minutes ago: it leaves the hour in 55 minutes.
    expect(blocked.headers['retry-after']).toBe(String(55 * 60));
    expect(blocked.json()).toMatchObject({
      kind: 'rate_limited',
      message:
        'Too many grievances have been sent from your network in the last hour. Please try again in 55 minutes, or write to our grievance officer at grievances@mandap.example.',
    });
    // Another network is not held back.
    expect((await submit(form())).statusCode).toBe(201);
    t.clock.advance(55 * 60 * 1000);
    expect((await submit(form(), address)).statusCode).toBe(201);
  });

  it('counts parallel submissions from one address together: exactly the limit pass', async () => {
    const address = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: GRIEVANCE_RATE.perAddress + 4 }, () => submit(form(), address)),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(GRIEVANCE_RATE.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('gives every grievance a reference of its own, even when many arrive at once', async () => {
    const replies = await Promise.all(Array.from({ length: 30 }, () => submit(form())));
    const references = replies.map((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json().reference as string;
    });
    expect(new Set(references).size).toBe(30);
    for (const reference of references) expect(reference).toMatch(REFERENCE);
  });
});

describe("the console's functions", () => {
  beforeEach(async () => {
    // Each test judges the list it makes: earlier grievances are closed out of the way.
    await t.database.sql.query(
      "UPDATE grievances SET status = 'closed', closed_at = created_at, outcome = 'test', acknowledged_at = coalesce(acknowledged_at, created_at)",
    );
  });

  async function fileAt(details: string): Promise<string> {
    const res = await submit(form({ details: `${details}: a grievance for the console list.` }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().reference as string;
  }

  it('lists grievances with their age and deadlines, overdue first, as the clock moves', async () => {
    const first = await fileAt('first');
    t.clock.advance(10 * HOUR);
    const second = await fileAt('second');
    t.clock.advance(10 * HOUR);
    const third = await fileAt('third');
    // first is acknowledged: its next deadline is the month's.
    await acknowledgeGrievance(t.database.db, first, t.clock.now());

    // Nobody overdue: the oldest first (decision 0064).
    let list = await listGrievances(t.database.db, t.clock.now());
    expect(list.map((g) => g.reference)).toEqual([first, second, third]);
    expect(list.every((g) => g.overdueByMs === 0)).toBe(true);
    expect(list[1]?.ageMs).toBe(10 * HOUR);
    expect(list[1]?.acknowledgeBy.getTime()).toBe((list[1]?.receivedAt.getTime() ?? 0) + 48 * HOUR);

    // 40 hours on, second was received 50 hours ago (2 hours late), third 40 hours ago.
    t.clock.advance(40 * HOUR);
    list = await listGrievances(t.database.db, t.clock.now());
    expect(list.map((g) => g.reference)).toEqual([second, first, third]);
    expect(list[0]).toMatchObject({ acknowledgementOverdue: true, overdueByMs: 2 * HOUR });
    expect(list[1]).toMatchObject({ acknowledgementOverdue: false, overdueByMs: 0 });

    // Ten more hours: third is late too, by less than second.
    t.clock.advance(10 * HOUR);
    list = await listGrievances(t.database.db, t.clock.now());
    expect(list.map((g) => g.reference)).toEqual([second, third, first]);
    expect(list[1]).toMatchObject({ acknowledgementOverdue: true, overdueByMs: 2 * HOUR });
    expect(list[2]).toMatchObject({ acknowledgementOverdue: false, resolutionOverdue: false });

    // A month and more on, the acknowledged first is past its resolution: most overdue of all.
    await acknowledgeGrievance(t.database.db, second, t.clock.now());
    await acknowledgeGrievance(t.database.db, third, t.clock.now());
    t.clock.advance(31 * DAY);
    list = await listGrievances(t.database.db, t.clock.now());
    expect(list.map((g) => g.reference)).toEqual([first, second, third]);
    expect(list.every((g) => g.resolutionOverdue)).toBe(true);
    expect(list[0]?.overdueByMs).toBeGreaterThan(list[1]?.overdueByMs ?? 0);
  });

  it('acknowledges, replies by e-mail and closes with an outcome e-mailed too', async () => {
    const res = await submit(
      form({ details: 'The vendor took an advance and never came to the event.' }),
    );
    const { reference } = res.json() as { reference: string };
    const [{ email } = { email: '' }] = await t.database.sql.query<{ email: string }>(
      'SELECT email FROM grievances WHERE reference = $1',
      [reference],
    );
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), WAIT);

    const acknowledged = await acknowledgeGrievance(t.database.db, reference, t.clock.now());
    expect(acknowledged.status).toBe('acknowledged');
    expect(acknowledged.acknowledgedAt).toEqual(t.clock.now());
    // Again: nothing changes.
    t.clock.advance(HOUR);
    const again = await acknowledgeGrievance(t.database.db, reference, t.clock.now());
    expect(again.acknowledgedAt).toEqual(acknowledged.acknowledgedAt);

    await replyToGrievance(
      t.database.db,
      appMail(),
      reference,
      { body: 'We have asked the vendor for the advance receipt.', author: 'Meera' },
      t.clock.now(),
    );
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2), WAIT);
    const reply = mailsTo(email)[1];
    expect(reply?.headers.get('subject')).toBe(`Re: your grievance ${reference}`);
    expect(reply?.text).toContain('We have asked the vendor for the advance receipt.');

    const closed = await closeGrievance(
      t.database.db,
      appMail(),
      reference,
      { outcome: 'The vendor refunded the advance of ₹25,000.', author: 'Meera' },
      t.clock.now(),
    );
    expect(closed).toMatchObject({
      status: 'closed',
      outcome: 'The vendor refunded the advance of ₹25,000.',
    });
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(3), WAIT);
    expect(mailsTo(email)[2]?.text).toContain(
      'Outcome: The vendor refunded the advance of ₹25,000.',
    );
    expect(await grievanceReplies(t.database.db, reference)).toHaveLength(2);

    // Closed is final; an unknown reference is not found; a reply needs words.
    await expect(
      replyToGrievance(
        t.database.db,
        appMail(),
        reference,
        { body: 'More', author: 'M' },
        t.clock.now(),
      ),
    ).rejects.toMatchObject({ refusal: 'conflict' });
    await expect(
      acknowledgeGrievance(t.database.db, 'GRV-20990101-ZZZZZZ', t.clock.now()),
    ).rejects.toMatchObject({ refusal: 'not_found' });
    const other = (await submit(form())).json().reference as string;
    await expect(
      replyToGrievance(
        t.database.db,
        appMail(),
        other,
        { body: '   ', author: 'M' },
        t.clock.now(),
      ),
    ).rejects.toMatchObject({
      refusal: 'invalid',
      details: { fieldErrors: { body: 'Write the reply.' } },
    });
    expect(await listGrievances(t.database.db, t.clock.now())).toHaveLength(1);
    expect(
      (await listGrievances(t.database.db, t.clock.now(), { closedWithinMs: DAY })).map(
        (g) => g.reference,
      ),
    ).toEqual([other, reference]);
  });
});

/** The console's e-mail: the app's own, on its queue and mailer (as its routes will use it). */
function appMail() {
  return t.parts.grievanceMail;
}
