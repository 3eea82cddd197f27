import { MODERATION_MESSAGES } from '@mandap/shared/moderation';
import {
  GRIEVANCE_CONSOLE_MESSAGES,
  GrievanceDetailSchema,
  GrievanceListReplySchema,
  grievanceOutcomeText,
} from '@mandap/shared/schemas/grievances';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type EnrolledOperator, enrolledOperator } from '../../../test/operators';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp';

// The grievance console (issue 28, decision 0064): /api/admin/grievances for moderators and
// admins (and nobody else), the list against the deadlines, the detail with its thread and the
// listing and review it links to, acknowledge, reply (e-mailed to a real SMTP server started
// here), close with an outcome, one winner of two operators at once, the audit entries, and the
// dashboard's figures.

const WAIT = { timeout: 20_000, interval: 50 };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let moderator: EnrolledOperator;
let admin: EnrolledOperator;
let vendor: Account;
let user: Account;
let listingId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
    GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
    GRIEVANCE_OFFICER_ADDRESS: 'Mandap, 12 MG Road, Bengaluru 560001',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Mandap <no-reply@mandap.example>',
    PUBLIC_URL: 'https://mandap.example/',
  });
  vendor = await signedIn(t.app, 'vendor', { phone: '9123456781' });
  user = await signedIn(t.app, 'user');
  listingId = await activeListing(t.app, vendor.cookie, 'dj', {
    city: 'Griefpur',
    firmName: 'Complained Beats',
  });
  moderator = await enrolledOperator(t, 'moderator');
  admin = await enrolledOperator(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
/** A grievance sent through the public form, from an address of its own; its reference. */
async function grievance(overrides: Record<string, unknown> = {}, cookie?: string) {
  counter += 1;
  const email = `complainant.${counter}.${process.pid}@example.in`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    remoteAddress: `10.64.${counter >> 8}.${counter & 255}`,
    payload: {
      name: 'Kavya Rao',
      email,
      subject: 'listing',
      details: `The vendor took an advance and never came (grievance ${counter}).`,
      ...overrides,
    },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { reference: res.json().reference as string, email };
}

function admin$(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function detail(reference: string, cookie = moderator.cookie) {
  const res = await admin$('GET', `/grievances/${reference}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return GrievanceDetailSchema.parse(res.json());
}

async function list(state: 'open' | 'closed' = 'open', cookie = moderator.cookie) {
  const res = await admin$('GET', `/grievances?state=${state}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return GrievanceListReplySchema.parse(res.json());
}

/** Received `ms` ago: moved back in the table (the clock would end the operators' sessions). */
async function receivedAgo(reference: string, ms: number) {
  await t.database.sql.query(
    `UPDATE grievances SET created_at = $2::timestamptz WHERE reference = $1`,
    [reference, new Date(t.clock.now().getTime() - ms).toISOString()],
  );
}

async function auditRows(action: string, reference: string) {
  return t.database.sql.query<Record<string, unknown>>(
    'SELECT * FROM audit_log WHERE action = $1 AND object_id = $2 ORDER BY id',
    [action, reference],
  );
}

function mailsTo(email: string): ReceivedMail[] {
  return smtp.mails.filter((m) => m.to.includes(email));
}

/** Closes every grievance not closed, so a test judges the list it makes. */
async function closeAll() {
  await t.database.sql.query(
    "UPDATE grievances SET status = 'closed', closed_at = created_at, outcome = 'test', acknowledged_at = coalesce(acknowledged_at, created_at) WHERE status <> 'closed'",
  );
}

describe('who may open the grievance console', () => {
  it('refuses anonymous, vendor and user sessions with 401 on every route, and lets both roles in', async () => {
    const { reference } = await grievance();
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/grievances', undefined],
      ['GET', `/grievances/${reference}`, undefined],
      ['POST', `/grievances/${reference}/acknowledge`, { version: 0 }],
      ['POST', `/grievances/${reference}/replies`, { body: 'Hello', version: 0 }],
      ['POST', `/grievances/${reference}/close`, { outcome: 'resolved', version: 0 }],
    ];
    for (const [method, url, payload] of routes) {
      for (const cookie of [undefined, vendor.cookie, user.cookie]) {
        const res = await admin$(method, url, cookie, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    // Nothing changed: still open, no reply, no audit entry.
    expect((await detail(reference)).status).toBe('open');
    expect(await auditRows('grievance.acknowledged', reference)).toHaveLength(0);
    for (const operator of [moderator, admin]) {
      expect((await admin$('GET', '/grievances', operator.cookie)).statusCode).toBe(200);
      expect((await admin$('GET', `/grievances/${reference}`, operator.cookie)).statusCode).toBe(
        200,
      );
    }
  });
});

describe('the list', () => {
  it('shows open grievances with their age and deadlines, overdue first, then oldest first', async () => {
    await closeAll();
    const fresh = await grievance();
    const older = await grievance();
    const late = await grievance();
    const later = await grievance();
    const acknowledgedOld = await grievance();
    await receivedAgo(fresh.reference, HOUR);
    await receivedAgo(older.reference, 20 * HOUR);
    await receivedAgo(late.reference, 50 * HOUR); // 2 hours past acknowledging
    await receivedAgo(later.reference, 60 * HOUR); // 12 hours past acknowledging
    await receivedAgo(acknowledgedOld.reference, 10 * DAY);
    const ack = await admin$(
      'POST',
      `/grievances/${acknowledgedOld.reference}/acknowledge`,
      moderator.cookie,
      {
        version: 0,
      },
    );
    expect(ack.statusCode, ack.body).toBe(200);

    const open = await list();
    expect(open.items.map((g) => g.reference)).toEqual([
      later.reference,
      late.reference,
      acknowledgedOld.reference,
      older.reference,
      fresh.reference,
    ]);
    expect(open.total).toBe(5);
    expect(open.overdue).toBe(2);
    const [first] = open.items;
    expect(first).toMatchObject({
      status: 'open',
      acknowledgementOverdue: true,
      resolutionOverdue: false,
      overdueByMs: 12 * HOUR,
      ageMs: 60 * HOUR,
    });
    expect(Date.parse(first?.acknowledgeBy ?? '') - Date.parse(first?.receivedAt ?? '')).toBe(
      48 * HOUR,
    );
    const acknowledged = open.items[2];
    expect(acknowledged).toMatchObject({ status: 'acknowledged', overdueByMs: 0 });
    expect(acknowledged?.nextDeadline).toBe(acknowledged?.resolveBy);

    // The dashboard counts them: open, overdue, the oldest's receipt.
    const dash = await admin$('GET', '/dashboard', moderator.cookie);
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.json().grievances).toEqual({
      open: 5,
      overdue: 2,
      oldestReceivedAt: new Date(t.clock.now().getTime() - 10 * DAY).toISOString(),
    });

    // A month and more on (moved in the table), the acknowledged one is past resolving too.
    await receivedAgo(acknowledgedOld.reference, 40 * DAY);
    const later2 = await list();
    expect(later2.items[0]?.reference).toBe(acknowledgedOld.reference);
    expect(later2.items[0]?.resolutionOverdue).toBe(true);
    expect(later2.overdue).toBe(3);

    // Closed: the closed filter has it, most recently closed first; the open list does not.
    const close = await admin$('POST', `/grievances/${fresh.reference}/close`, admin.cookie, {
      outcome: 'withdrawn',
      version: 0,
    });
    expect(close.statusCode, close.body).toBe(200);
    const closed = await list('closed');
    expect(closed.items[0]).toMatchObject({ reference: fresh.reference, status: 'closed' });
    expect(closed.overdue).toBe(0);
    expect((await list()).items.map((g) => g.reference)).not.toContain(fresh.reference);
    expect((await admin$('GET', '/grievances?state=shut', moderator.cookie)).statusCode).toBe(400);
  });
});

describe('one grievance', () => {
  it('shows what its sender wrote, the account it came from, and the listing and review it links to', async () => {
    const [review] = await t.database.sql.query<{ id: number }>(
      `WITH u AS (
         INSERT INTO users (name, email, phone, password_hash)
         VALUES ('Meera Shah', $2, '9876543210', 'x') RETURNING id
       ), e AS (
         INSERT INTO enquiries (user_id, listing_id, vendor_id, event_date, event_type, city,
           guests, message, phone, email, status)
         SELECT u.id, l.id, l.vendor_id, DATE '2025-01-10', 'wedding', 'Griefpur', 100, 'Hello',
           '9876543210', $2, 'booked' FROM u, listings l WHERE l.id = $1 RETURNING id, user_id
       )
       INSERT INTO reviews (listing_id, user_id, enquiry_id, rating, title, body, event_month)
       SELECT $1, e.user_id, e.id, 1, 'Awful', 'Shares my phone number in the text.',
         DATE '2025-01-01' FROM e RETURNING id`,
      [listingId, `author.${process.pid}@example.in`],
    );
    const { reference, email } = await grievance(
      {
        subject: 'review',
        link: `https://mandap.example/Vendors/${listingId}/complained-beats#review-${review?.id}`,
      },
      user.cookie,
    );
    const [me] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [user.account.email],
    );
    const g = await detail(reference);
    expect(g).toMatchObject({
      reference,
      email,
      name: 'Kavya Rao',
      subject: 'review',
      status: 'open',
      version: 0,
      account: { kind: 'user', id: Number(me?.id) },
      link: `/Vendors/${listingId}/complained-beats#review-${review?.id}`,
      replies: [],
      linked: {
        listing: {
          id: listingId,
          firmName: 'Complained Beats',
          status: 'active',
          city: 'Griefpur',
        },
        review: {
          id: review?.id,
          listingId,
          rating: 1,
          title: 'Awful',
          status: 'published',
        },
      },
    });
    // A lower-case reference finds it too; a malformed one is 400, an unknown one 404.
    expect(
      (await admin$('GET', `/grievances/${reference.toLowerCase()}`, admin.cookie)).statusCode,
    ).toBe(200);
    expect((await admin$('GET', '/grievances/GRV-1', admin.cookie)).statusCode).toBe(400);
    const unknown = await admin$('GET', '/grievances/GRV-20990101-ZZZZZZ', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GRIEVANCE_CONSOLE_MESSAGES.noSuchGrievance);
    // No link: nothing linked.
    const plain = await grievance();
    expect((await detail(plain.reference)).linked).toEqual({ listing: null, review: null });
  });
});

describe('acknowledge, reply and close', () => {
  it('acknowledges, replies by e-mail into the thread, and closes with an outcome e-mailed too, each audited', async () => {
    const { reference, email } = await grievance();
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), WAIT); // the receipt

    const ack = await admin$('POST', `/grievances/${reference}/acknowledge`, moderator.cookie, {
      version: 0,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toMatchObject({ status: 'acknowledged', version: 1 });
    expect(ack.json().acknowledgedAt).toBe(t.clock.now().toISOString());
    const [ackRow] = await auditRows('grievance.acknowledged', reference);
    expect(ackRow).toMatchObject({
      actor_kind: 'operator',
      actor_role: 'moderator',
      object_type: 'grievance',
      before: { status: 'open', version: 0 },
      after: { status: 'acknowledged', version: 1 },
    });
    expect(ackRow?.request_id).toEqual(expect.any(String));
    // Again, as seen: it is acknowledged already; with the old version, someone else acted.
    const again = await admin$('POST', `/grievances/${reference}/acknowledge`, admin.cookie, {
      version: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GRIEVANCE_CONSOLE_MESSAGES.alreadyAcknowledged);
    const stale = await admin$('POST', `/grievances/${reference}/acknowledge`, admin.cookie, {
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere);

    const reply = await admin$('POST', `/grievances/${reference}/replies`, moderator.cookie, {
      body: '  We have asked the vendor for the advance receipt.  ',
      version: 1,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().version).toBe(2);
    expect(reply.json().replies).toEqual([
      expect.objectContaining({
        body: 'We have asked the vendor for the advance receipt.',
        author: moderator.email,
      }),
    ]);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2), WAIT);
    const mailed = mailsTo(email)[1];
    expect(mailed?.headers.get('subject')).toBe(`Re: your grievance ${reference}`);
    expect(mailed?.text).toContain('We have asked the vendor for the advance receipt.');
    expect(mailed?.text).not.toContain(moderator.email);
    // The thread shows when it was e-mailed, once the job has run.
    await vi.waitFor(async () => {
      expect((await detail(reference)).replies[0]?.emailedAt).not.toBeNull();
    }, WAIT);
    const [replyRow] = await auditRows('grievance.replied', reference);
    expect(replyRow).toMatchObject({
      actor_role: 'moderator',
      after: { status: 'acknowledged', version: 2, replyId: reply.json().replies[0].id },
    });
    // The reply's words and the sender's address stay out of the audit log.
    expect(JSON.stringify(replyRow)).not.toContain('advance receipt');
    expect(JSON.stringify(replyRow)).not.toContain(email);

    const close = await admin$('POST', `/grievances/${reference}/close`, admin.cookie, {
      outcome: 'refunded',
      details: 'The vendor returned the advance of ₹25,000.',
      version: 2,
    });
    expect(close.statusCode, close.body).toBe(200);
    const words = `${grievanceOutcomeText('refunded')}. The vendor returned the advance of ₹25,000.`;
    expect(close.json()).toMatchObject({
      status: 'closed',
      version: 3,
      outcome: words,
      outcomeCode: 'refunded',
    });
    expect(close.json().replies).toHaveLength(2);
    expect(close.json().replies[1].body).toBe(`Your grievance is now closed. Outcome: ${words}`);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(3), WAIT);
    expect(mailsTo(email)[2]?.text).toContain(`Outcome: ${words}`);
    const [closeRow] = await auditRows('grievance.closed', reference);
    expect(closeRow).toMatchObject({
      actor_role: 'admin',
      reason: 'refunded: The vendor returned the advance of ₹25,000.',
      before: { status: 'acknowledged', version: 2 },
      after: { status: 'closed', version: 3, outcome: 'refunded' },
    });

    // Closed is final: every step is a 409 saying so, and nothing more is e-mailed or audited.
    for (const [url, payload] of [
      ['acknowledge', { version: 3 }],
      ['replies', { body: 'One more thing.', version: 3 }],
      ['close', { outcome: 'resolved', version: 3 }],
    ] as const) {
      const res = await admin$('POST', `/grievances/${reference}/${url}`, admin.cookie, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(GRIEVANCE_CONSOLE_MESSAGES.closed);
    }
    expect((await detail(reference)).replies).toHaveLength(2);
    expect(await auditRows('grievance.closed', reference)).toHaveLength(1);
  });

  it('refuses a reply without words, an outcome off the list, and "other" without details', async () => {
    const { reference } = await grievance();
    const empty = await admin$('POST', `/grievances/${reference}/replies`, moderator.cookie, {
      body: '   ',
      version: 0,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.body).toBe(GRIEVANCE_CONSOLE_MESSAGES.replyRequired);
    const offList = await admin$('POST', `/grievances/${reference}/close`, moderator.cookie, {
      outcome: 'because',
      version: 0,
    });
    expect(offList.statusCode).toBe(400);
    expect(offList.json().fieldErrors.outcome).toBe(GRIEVANCE_CONSOLE_MESSAGES.outcomeRequired);
    const other = await admin$('POST', `/grievances/${reference}/close`, moderator.cookie, {
      outcome: 'other',
      version: 0,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors.details).toBe(GRIEVANCE_CONSOLE_MESSAGES.detailsRequired);
    const unknown = await admin$(
      'POST',
      '/grievances/GRV-20990101-ZZZZZZ/acknowledge',
      moderator.cookie,
      {
        version: 0,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await detail(reference)).status).toBe('open');
  });
});

describe('two operators at once', () => {
  it('lets one close and tells the other someone else acted (409); one e-mail, one audit entry', async () => {
    const { reference, email } = await grievance();
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), WAIT);
    const [a, b] = await Promise.all([
      admin$('POST', `/grievances/${reference}/close`, moderator.cookie, {
        outcome: 'resolved',
        version: 0,
      }),
      admin$('POST', `/grievances/${reference}/replies`, admin.cookie, {
        body: 'We are looking into it.',
        version: 0,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect([
      GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere,
      GRIEVANCE_CONSOLE_MESSAGES.closed,
    ]).toContain(loser.json().message);
    const entries = [
      ...(await auditRows('grievance.closed', reference)),
      ...(await auditRows('grievance.replied', reference)),
    ];
    expect(entries).toHaveLength(1);
    expect((await detail(reference)).replies).toHaveLength(1);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2), WAIT);
  });

  it('lets one of two replies on the same sight through', async () => {
    const { reference } = await grievance();
    const [a, b] = await Promise.all(
      [moderator, admin].map((operator) =>
        admin$('POST', `/grievances/${reference}/replies`, operator.cookie, {
          body: `Reply from ${operator.role}.`,
          version: 0,
        }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const loser = a?.statusCode === 409 ? a : b;
    expect(loser?.json().message).toBe(GRIEVANCE_CONSOLE_MESSAGES.changedElsewhere);
    expect((await detail(reference)).replies).toHaveLength(1);
    expect(await auditRows('grievance.replied', reference)).toHaveLength(1);
  });
});

describe("the grievances' audit entries in the console", () => {
  it('are open to moderators (objectType=grievance), and the other kinds stay closed to them', async () => {
    const { reference } = await grievance();
    await admin$('POST', `/grievances/${reference}/acknowledge`, moderator.cookie, { version: 0 });
    const mine = await admin$(
      'GET',
      `/audit?objectType=grievance&objectId=${reference}`,
      moderator.cookie,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().entries).toEqual([
      expect.objectContaining({
        action: 'grievance.acknowledged',
        object: { type: 'grievance', id: reference },
      }),
    ]);
    const csv = await admin$('GET', '/audit.csv?objectType=grievance', moderator.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(reference);
    // Without a type, a moderator sees what they handle (content and grievances, decision 0065),
    // this grievance's entry among them; operators' stay closed.
    const byDefault = await admin$('GET', '/audit', moderator.cookie);
    expect(byDefault.statusCode).toBe(200);
    const types = (byDefault.json().entries as { object: { type: string; id: string } }[]).map(
      (e) => e.object,
    );
    expect(types).toContainEqual({ type: 'grievance', id: reference });
    for (const { type } of types) {
      expect(['review', 'listing', 'message', 'grievance']).toContain(type);
    }
    const other = await admin$('GET', '/audit?objectType=operator', moderator.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MODERATION_MESSAGES.auditContentOnly);
    const forAdmin = await admin$('GET', '/audit?objectType=grievance', admin.cookie);
    expect(forAdmin.json().entries.length).toBeGreaterThan(0);
  });
});
