import type { AddressInfo } from 'node:net';
import { MODERATION_MESSAGES, MODERATION_NOTICES, reasonText } from '@mandap/shared/moderation';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type EnrolledOperator, enrolledOperator, newOperator } from '../../../test/operators';
import { disableOperator } from '../operators/index';

// Moderation of reported reviews (issue 28, decision 0063): the queue, the three decisions, the
// rating and search at once, two operators at once, notices and e-mails, the audit entries and
// the audit log's screen and CSV.

const WAIT = { timeout: 20_000, interval: 50 };
const MINUTE = 60_000;

/** A local SMTP server that keeps the recipients and text of what it receives. */
async function startSmtpServer() {
  const mails: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft breaks joined: the words are searched, not the wrapping.
          text: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let moderator: EnrolledOperator;
let admin: EnrolledOperator;
let vendor: Awaited<ReturnType<typeof signedIn>>;
let reporter: Awaited<ReturnType<typeof signedIn>>;
let counter = 0;

/** A review of `listingId` written straight to the tables, by a new user with a real address. */
async function review(listingId: number, rating: number) {
  counter += 1;
  const email = `author-${counter}-${process.pid}@example.in`;
  const [user] = await t.database.sql.query<{ id: number }>(
    `INSERT INTO users (name, email, phone, password_hash)
     VALUES ('Meera Shah', $1, '9876543210', 'x') RETURNING id`,
    [email],
  );
  const [enquiry] = await t.database.sql.query<{ id: number }>(
    `INSERT INTO enquiries (user_id, listing_id, vendor_id, event_date, event_type, city,
       guests, message, phone, email, status)
     SELECT $1, l.id, l.vendor_id, DATE '2025-01-10', 'wedding', 'Modpur', 100, 'Hello',
       '9876543210', $3, 'booked'
     FROM listings l WHERE l.id = $2 RETURNING id`,
    [user?.id, listingId, email],
  );
  const [row] = await t.database.sql.query<{ id: number }>(
    `INSERT INTO reviews (listing_id, user_id, enquiry_id, rating, title, body, event_month)
     VALUES ($1, $2, $3, $4, 'Title', 'A body of the review long enough to count.',
             DATE '2025-01-01') RETURNING id`,
    [listingId, user?.id, enquiry?.id, rating],
  );
  return { id: Number(row?.id), userId: Number(user?.id), email };
}

async function report(reviewId: number, cookie: string, reason: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/report`,
    headers: { cookie },
    payload: { reason },
  });
  expect(res.statusCode, res.body).toBe(204);
}

function admin$(method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function queue(state: 'reported' | 'hidden' = 'reported') {
  const res = await admin$('GET', `/reviews?state=${state}`, moderator.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      review: { id: number; version: number; status: string; hiddenReason: string | null };
      reports: { reason: string; reporter: { kind: string; history: { reports: number } } }[];
      reportCount: number;
      author: { history: { reports: number; hidden: number } };
    }[];
    total: number;
  };
}

async function versionOf(reviewId: number): Promise<number> {
  const [row] = await t.database.sql.query<{ v: number }>(
    'SELECT moderation_version AS v FROM reviews WHERE id = $1',
    [reviewId],
  );
  return Number(row?.v);
}

function decide(
  reviewId: number,
  body: { decision: string; reason: string; details?: string; version: number },
  cookie = moderator.cookie,
) {
  return admin$('POST', `/reviews/${reviewId}/decision`, cookie, body);
}

async function rating(listingId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    average: body.summary.average as number | null,
    count: body.summary.count as number,
    ids: (body.reviews as { id: number }[]).map((r) => r.id),
  };
}

async function card(listingId: number, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?city=Modpur${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const results = res.json().results as {
    listingId: number;
    ratingAverage: number | null;
    ratingCount: number;
  }[];
  return results.find((r) => r.listingId === listingId);
}

async function auditRows(action: string, objectId: number) {
  return t.database.sql.query<Record<string, unknown>>(
    `SELECT * FROM audit_log WHERE action = $1 AND object_id = $2 ORDER BY id`,
    [action, String(objectId)],
  );
}

let listingId: number;
let firmName: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Mandap <no-reply@mandap.example>',
    PUBLIC_URL: 'https://mandap.example/',
  });
  vendor = await signedIn(t.app, 'vendor', { phone: '9123456780' });
  reporter = await signedIn(t.app, 'user');
  firmName = 'Moderated Beats';
  listingId = await activeListing(t.app, vendor.cookie, 'dj', { city: 'Modpur', firmName });
  moderator = await enrolledOperator(t, 'moderator');
  admin = await enrolledOperator(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the queue of reported reviews', () => {
  it('lists reviews with open reports, oldest report first, with counts, reasons and histories', async () => {
    const older = await review(listingId, 4);
    const newer = await review(listingId, 3);
    await report(newer.id, reporter.cookie, 'Rude words about the staff.');
    t.clock.advance(MINUTE);
    // The later review was reported first: it leads.
    await report(older.id, vendor.cookie, 'This couple never booked us.');
    await report(older.id, reporter.cookie, 'Looks fake.');
    const q = await queue();
    const mine = q.items.filter((i) => [older.id, newer.id].includes(i.review.id));
    expect(mine.map((i) => i.review.id)).toEqual([newer.id, older.id]);
    const o = mine[1];
    expect(o?.reportCount).toBe(2);
    expect(o?.reports.map((r) => r.reason)).toEqual([
      'This couple never booked us.',
      'Looks fake.',
    ]);
    expect(o?.reports.map((r) => r.reporter.kind)).toEqual(['vendor', 'user']);
    // The user reported twice in all (both reviews).
    expect(o?.reports[1]?.reporter.history.reports).toBe(2);
    expect(o?.review.status).toBe('reported');

    const dash = await admin$('GET', '/dashboard', moderator.cookie);
    expect(dash.statusCode).toBe(200);
    expect(dash.json().reports.reviews).toBeGreaterThanOrEqual(2);
    expect(dash.json().reports.oldestReviewReportAt).not.toBeNull();
    // Cleared for the tests below.
    for (const item of mine) {
      const res = await decide(item.review.id, {
        decision: 'dismiss',
        reason: 'no_violation',
        version: item.review.version,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('hide and restore', () => {
  it('takes a hidden review out of the rating summary and the search card at once, and back', async () => {
    const good = await review(listingId, 5);
    const bad = await review(listingId, 1);
    await report(bad.id, vendor.cookie, 'Abusive language.');
    const before = await rating(listingId);
    expect(before.ids).toContain(bad.id);
    const shown = await card(listingId);
    expect(shown?.ratingCount).toBe(before.count);
    // Cached by the search (the listings version): asked once before the decision.
    const withMin = await card(listingId, '&minRating=4');

    const hide = await decide(bad.id, {
      decision: 'hide',
      reason: 'abusive',
      details: 'Insults the staff by name.',
      version: await versionOf(bad.id),
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ status: 'removed', version: expect.any(Number) });
    const after = await rating(listingId);
    expect(after.count).toBe(before.count - 1);
    expect(after.ids).not.toContain(bad.id);
    expect(after.average).toBeGreaterThan(before.average ?? 0);
    const hiddenCard = await card(listingId);
    expect(hiddenCard?.ratingCount).toBe(after.count);
    expect(hiddenCard?.ratingAverage).toBe(after.average);
    // The minimum-rating filter sees the new average at once (no stale cache).
    if (after.average !== null && after.average >= 4) {
      expect(await card(listingId, '&minRating=4')).toBeDefined();
    }
    expect(withMin === undefined || withMin.ratingCount === before.count).toBe(true);
    // The hidden queue shows it with its reason; the open queue no longer does.
    expect((await queue()).items.some((i) => i.review.id === bad.id)).toBe(false);
    const hidden = (await queue('hidden')).items.find((i) => i.review.id === bad.id);
    expect(hidden?.review.hiddenReason).toBe('abusive');
    expect(hidden?.author.history).toMatchObject({ reports: 1, hidden: 1 });

    const restore = await decide(bad.id, {
      decision: 'restore',
      reason: 'decided_in_error',
      version: hide.json().version,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().status).toBe('published');
    expect(await rating(listingId)).toEqual(before);
    expect(before.ids).toContain(good.id);
    expect((await card(listingId))?.ratingCount).toBe(before.count);
  });

  it('tells the author and the reporters, in the app and by e-mail, with the way to appeal', async () => {
    const bad = await review(listingId, 2);
    await report(bad.id, vendor.cookie, 'Not a real customer.');
    await report(bad.id, reporter.cookie, 'Spam.');
    smtp.mails.length = 0;
    const res = await decide(bad.id, {
      decision: 'hide',
      reason: 'not_genuine',
      version: await versionOf(bad.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const why = reasonText('hide', 'not_genuine');
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: vendor.cookie },
    });
    const reporterNote = MODERATION_NOTICES.reporterHidden(firmName, why);
    expect(notes.json().notifications ?? notes.json()).toEqual(
      expect.arrayContaining([expect.objectContaining(reporterNote)]),
    );
    const authorNote = MODERATION_NOTICES.authorHidden(firmName, why, bad.id);
    const [row] = await t.database.sql.query<{ title: string; body: string }>(
      'SELECT title, body FROM notifications WHERE user_id = $1',
      [bad.userId],
    );
    expect(row).toEqual(authorNote);
    expect(authorNote.body).toContain('appeal');
    const mailed = (address: string, words: string) =>
      smtp.mails.some((m) => m.to.includes(address) && m.text.includes(words));
    await vi.waitFor(() => {
      expect(mailed(bad.email, 'Our moderators hid your review')).toBe(true);
      expect(mailed(vendor.account.email, 'Our moderators hid the review')).toBe(true);
      expect(mailed(reporter.account.email, 'Our moderators hid the review')).toBe(true);
    }, WAIT);
  });

  it('dismisses: the review stays, the reporters are told, and a repeat report does not reopen it', async () => {
    const r = await review(listingId, 4);
    await report(r.id, reporter.cookie, 'I do not like it.');
    const res = await decide(r.id, {
      decision: 'dismiss',
      reason: 'opinion',
      version: await versionOf(r.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('published');
    // The same person reporting again changes nothing: no open report, not marked reported.
    await report(r.id, reporter.cookie, 'I still do not like it.');
    const [row] = await t.database.sql.query<{ status: string }>(
      'SELECT status FROM reviews WHERE id = $1',
      [r.id],
    );
    expect(row?.status).toBe('published');
    expect((await queue()).items.some((i) => i.review.id === r.id)).toBe(false);
    // Someone new reporting opens it again.
    await report(r.id, vendor.cookie, 'Really not genuine.');
    expect((await queue()).items.some((i) => i.review.id === r.id)).toBe(true);
  });
});

describe('two operators at once', () => {
  it('lets one decide and tells the other someone else did (409)', async () => {
    const r = await review(listingId, 1);
    await report(r.id, reporter.cookie, 'Abuse.');
    const version = await versionOf(r.id);
    const [a, b] = await Promise.all([
      decide(r.id, { decision: 'hide', reason: 'abusive', version }, moderator.cookie),
      decide(r.id, { decision: 'dismiss', reason: 'no_violation', version }, admin.cookie),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(MODERATION_MESSAGES.decidedElsewhere);
    // One decision, one audit entry.
    const entries = [
      ...(await auditRows('review.hidden', r.id)),
      ...(await auditRows('review.report_dismissed', r.id)),
    ];
    expect(entries).toHaveLength(1);
  });

  it('refuses a decision made before a new report came in', async () => {
    const r = await review(listingId, 3);
    await report(r.id, reporter.cookie, 'Hmm.');
    const seen = await versionOf(r.id);
    await report(r.id, vendor.cookie, 'Shares my phone number.');
    const res = await decide(r.id, { decision: 'dismiss', reason: 'no_violation', version: seen });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MODERATION_MESSAGES.decidedElsewhere);
  });

  it('refuses a decision the status does not allow, and reasons off the list', async () => {
    const r = await review(listingId, 3);
    const version = await versionOf(r.id);
    const restore = await decide(r.id, {
      decision: 'restore',
      reason: 'other',
      details: 'x',
      version,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(MODERATION_MESSAGES.notHidden);
    const offList = await decide(r.id, { decision: 'hide', reason: 'no_violation', version });
    expect(offList.statusCode).toBe(400);
    const noDetails = await decide(r.id, { decision: 'hide', reason: 'other', version });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().fieldErrors.details).toBe(MODERATION_MESSAGES.detailsRequired);
    const missing = await decide(999_999, { decision: 'hide', reason: 'abusive', version: 0 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the audit trail', () => {
  it('records each decision with its operator, reason and no secret', async () => {
    const r = await review(listingId, 2);
    await report(r.id, reporter.cookie, 'Abuse.');
    let version = await versionOf(r.id);
    for (const [decision, reason, action] of [
      ['hide', 'personal_information', 'review.hidden'],
      ['restore', 'appeal_upheld', 'review.restored'],
    ] as const) {
      const res = await decide(r.id, { decision, reason, details: 'Checked twice.', version });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
      const [row] = await auditRows(action, r.id);
      expect(row).toMatchObject({
        actor_kind: 'operator',
        actor_role: 'moderator',
        object_type: 'review',
        reason: `${reason}: Checked twice.`,
      });
      expect(row?.request_id).toEqual(expect.any(String));
    }
    await report(r.id, vendor.cookie, 'Again.');
    const dismissed = await decide(r.id, {
      decision: 'dismiss',
      reason: 'duplicate',
      version: await versionOf(r.id),
    });
    expect(dismissed.statusCode).toBe(200);
    const [row] = await auditRows('review.report_dismissed', r.id);
    expect(row).toMatchObject({ actor_kind: 'operator', reason: 'duplicate' });
    const all = JSON.stringify(await t.database.sql.query('SELECT * FROM audit_log'));
    for (const secret of [moderator.cookie, admin.cookie, vendor.cookie, reporter.cookie]) {
      expect(all).not.toContain(secret.split('=')[1]);
    }
    expect(all).not.toContain(moderator.secret);
  });

  it("records the operators' sign-ins, creation and lock", async () => {
    const created = await t.database.sql.query<{ object_id: string; actor_role: string }>(
      `SELECT object_id, actor_role FROM audit_log WHERE action = 'operator.created'`,
    );
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(created[0]?.actor_role).toBe('operator-command');
    const signedInRows = await t.database.sql.query(
      `SELECT * FROM audit_log WHERE action = 'operator.signed_in'`,
    );
    // Enrolment signs in without the code step: only the two-step sign-in is "signed in".
    const { operatorSignIn } = await import('../../../test/operators');
    await operatorSignIn(t, moderator);
    const after = await t.database.sql.query<{ actor_kind: string; after: unknown }>(
      `SELECT * FROM audit_log WHERE action = 'operator.signed_in'`,
    );
    expect(after.length).toBe(signedInRows.length + 1);
    expect(after.at(-1)).toMatchObject({
      actor_kind: 'operator',
      after: { method: 'authenticator' },
    });
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: admin.email, password: 'Wrong@2026pass' },
        remoteAddress: `10.88.0.${i + 1}`,
      });
    }
    const locked = await t.database.sql.query<{ object_id: string }>(
      `SELECT object_id FROM audit_log WHERE action = 'operator.sign_in_locked'`,
    );
    expect(locked).toHaveLength(1);
    const extra = await newOperator(t, 'moderator');
    expect(await disableOperator(t.database.db, extra.email, t.clock.now())).toBe(true);
    const disabled = await t.database.sql.query<{ actor_role: string; after: unknown }>(
      `SELECT actor_role, after FROM audit_log WHERE action = 'operator.disabled'`,
    );
    expect(disabled).toEqual([{ actor_role: 'operator-command', after: { email: extra.email } }]);
  });
});

describe('the audit log in the console', () => {
  it('shows admins every entry by object or actor, in pages, and as CSV', async () => {
    const page = await admin$('GET', '/audit?limit=2', admin.cookie);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().entries).toHaveLength(2);
    expect(page.json().nextBeforeId).toEqual(expect.any(Number));
    const next = await admin$(
      'GET',
      `/audit?limit=2&beforeId=${page.json().nextBeforeId}`,
      admin.cookie,
    );
    expect(next.json().entries[0].id).toBeLessThan(page.json().entries[1].id);
    const ops = await admin$('GET', '/audit?objectType=operator', admin.cookie);
    expect(
      ops.json().entries.every((e: { object: { type: string } }) => e.object.type === 'operator'),
    ).toBe(true);
    const byActor = await admin$('GET', '/audit?actorKind=operator', admin.cookie);
    expect(byActor.json().entries.length).toBeGreaterThan(0);
    const csv = await admin$('GET', '/audit.csv?objectType=review', admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="mandap-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.split('\r\n')[0]).toContain('Time (India)');
    expect(csv.body).toContain('review.hidden');
  });

  it('shows moderators the entries about content only (reviews, listings, messages)', async () => {
    const mine = await admin$('GET', '/audit', moderator.cookie);
    expect(mine.statusCode).toBe(200);
    const types = new Set(
      mine.json().entries.map((e: { object: { type: string } }) => e.object.type),
    );
    expect(types.has('review')).toBe(true);
    // Decision 0065: listings and chat messages are content too.
    expect(
      [...types].every((type) => ['review', 'listing', 'message'].includes(String(type))),
    ).toBe(true);
    const other = await admin$('GET', '/audit?objectType=operator', moderator.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MODERATION_MESSAGES.auditContentOnly);
    const csv = await admin$('GET', '/audit.csv?objectType=payment', moderator.cookie);
    expect(csv.statusCode).toBe(403);
    expect(
      (await admin$('GET', '/audit.csv?objectType=listing', moderator.cookie)).statusCode,
    ).toBe(200);
  });
});
