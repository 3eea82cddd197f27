import {
  LISTING_REPORT_REASONS,
  MESSAGE_REPORT_REASONS,
  REPORT_LIMITS,
} from '@mandap/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, enquire, sendMessage } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { type EnrolledOperator, enrolledOperator } from '../../../test/operators';
import { startSmtpServer } from '../../../test/smtp';
import { closeListingReports } from './index';

// Reports of listings and chat messages (issue 28, decision 0065): reporting (reasons, details,
// once per person, own listing, someone else's conversation, the hourly limit shared with
// reviews), the console's queues (order, content, histories), dismissal (409, notices, e-mail,
// audit), roles, the dashboard, and closing reports as actioned for the suspension flow.

const WAIT = { timeout: 20_000, interval: 50 };
type Account = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let moderator: EnrolledOperator;
let admin: EnrolledOperator;
let vendor: Account;
let otherVendor: Account;
let couple: Account;
let listingId: number;

function post(url: string, cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

function reportListing(id: number, cookie: string | undefined, reason: string, details?: string) {
  return post(`/api/listings/${id}/report`, cookie, { reason, ...(details ? { details } : {}) });
}

function reportMessage(
  enquiryId: number,
  messageId: number,
  cookie: string,
  reason: string,
  details?: string,
) {
  return post(`/api/conversations/${enquiryId}/messages/${messageId}/report`, cookie, {
    reason,
    ...(details ? { details } : {}),
  });
}

function admin$(method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function idOf(role: 'user' | 'vendor', email: string): Promise<number> {
  const [row] = await t.database.sql.query<{ id: number }>(
    `SELECT id FROM ${role === 'user' ? 'users' : 'vendors'} WHERE email = $1`,
    [email],
  );
  return Number(row?.id);
}

async function messagesOf(enquiryId: number, cookie: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${enquiryId}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().messages as { id: number; from: string; body: string }[])
    .map((m) => ({ id: m.id, sender: m.from, body: m.body }))
    .sort((a, b) => a.id - b.id);
}

async function listingQueue(cookie = moderator.cookie) {
  const res = await admin$('GET', '/reports/listings', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      listing: { id: number; firmName: string; category: string; city: string; photos: unknown[] };
      owner: { id: number; history: { received: { reports: number; dismissed: number } } };
      reports: { reason: string; details: string; reporter: { kind: string; id: number } }[];
      reportCount: number;
      version: number;
    }[];
    total: number;
  };
}

async function notificationsOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications as { title: string; body: string; link: string }[];
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Mandap <no-reply@mandap.example>',
    PUBLIC_URL: 'https://mandap.example/',
  });
  vendor = await signedIn(t.app, 'vendor', { phone: '9123456780' });
  otherVendor = await signedIn(t.app, 'vendor', { phone: '9123456781' });
  couple = await signedIn(t.app, 'user');
  listingId = await activeListing(t.app, vendor.cookie, 'dj', {
    city: 'Reportpur',
    firmName: 'Reported Beats',
  });
  moderator = await enrolledOperator(t, 'moderator');
  admin = await enrolledOperator(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('reporting a listing', () => {
  it("takes each reason, asks details for other, once per person, never one's own", async () => {
    const reporters = [couple, otherVendor];
    for (let i = 0; i < 3; i += 1) reporters.push(await signedIn(t.app, 'user'));
    const reasons = Object.keys(LISTING_REPORT_REASONS);
    expect(reasons).toHaveLength(5);
    // 'other' without details is refused, with the field named.
    const bare = await reportListing(listingId, couple.cookie, 'other');
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('details');
    expect((await reportListing(listingId, couple.cookie, 'nonsense')).statusCode).toBe(400);
    for (const [i, reason] of reasons.entries()) {
      const res = await reportListing(
        listingId,
        reporters[i]?.cookie,
        reason,
        reason === 'other' ? 'Copies photos from another firm.' : undefined,
      );
      expect(res.statusCode, res.body).toBe(204);
      t.clock.advance(1000);
    }
    // A second report by the same person is accepted and changes nothing.
    expect((await reportListing(listingId, couple.cookie, 'offensive')).statusCode).toBe(204);
    const [row] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_reports WHERE listing_id = $1',
      [listingId],
    );
    expect(row?.n).toBe(5);
    // The listing's own vendor cannot; an anonymous visitor must sign in; no such listing is 404.
    const own = await reportListing(listingId, vendor.cookie, 'fake_or_scam');
    expect(own.statusCode).toBe(403);
    expect((await reportListing(listingId, undefined, 'fake_or_scam')).statusCode).toBe(401);
    expect((await reportListing(999_999, couple.cookie, 'fake_or_scam')).statusCode).toBe(404);
  });
});

describe('the queue of reported listings, and dismissing', () => {
  it('shows the oldest first with content and histories; dismisses once, notifies, audits', async () => {
    const later = await activeListing(t.app, otherVendor.cookie, 'dj', {
      city: 'Reportpur',
      firmName: 'Later Lights',
    });
    await t.database.sql.query(
      `INSERT INTO listing_media (listing_id, kind, storage_key, thumb_key, content_type, bytes,
         original_name, position)
       VALUES ($1, 'image', $2, $3, 'image/webp', 10, 'a.webp', 0)`,
      [listingId, `k-${listingId}-full.webp`, `k-${listingId}-thumb.webp`],
    );
    t.clock.advance(60_000);
    expect((await reportListing(later, couple.cookie, 'wrong_category')).statusCode).toBe(204);

    const q = await listingQueue();
    const ids = q.items.map((i) => i.listing.id);
    expect(ids.indexOf(listingId)).toBeLessThan(ids.indexOf(later));
    const item = q.items.find((i) => i.listing.id === listingId);
    expect(item?.listing).toMatchObject({
      firmName: 'Reported Beats',
      category: 'dj',
      city: 'Reportpur',
    });
    expect(item?.listing.photos).toEqual([
      { url: `/media/k-${listingId}-full.webp`, thumbUrl: `/media/k-${listingId}-thumb.webp` },
    ]);
    expect(item?.reportCount).toBe(5);
    expect(item?.reports.map((r) => r.reason)).toEqual(Object.keys(LISTING_REPORT_REASONS));
    expect(item?.reports.at(-1)?.details).toBe('Copies photos from another firm.');
    expect(item?.owner.history.received.reports).toBe(5);
    // The couple made two reports (both listings).
    const coupleReport = item?.reports.find((r) => r.reporter.kind === 'user');
    const coupleItem = q.items.find((i) => i.listing.id === later)?.reports[0];
    expect(coupleItem?.reporter.id).toBe(coupleReport?.reporter.id);
    expect(q.items.find((i) => i.listing.id === later)?.owner.history.received.reports).toBe(1);

    // The dashboard counts them.
    const dash = (await admin$('GET', '/dashboard', moderator.cookie)).json();
    expect(dash.reports.listings).toBe(2);
    expect(dash.reports.total).toBeGreaterThanOrEqual(2);
    expect(dash.reports.oldestReportAt).not.toBeNull();

    // A report made after the operator looked: their version is stale.
    const version = item?.version ?? -1;
    const late = await signedIn(t.app, 'user');
    expect((await reportListing(listingId, late.cookie, 'offensive')).statusCode).toBe(204);
    const stale = await admin$('POST', `/reports/listings/${listingId}/dismiss`, moderator.cookie, {
      reason: 'no_violation',
      version,
    });
    expect(stale.statusCode).toBe(409);
    // 'other' needs details; a reason not on the list is refused.
    const noDetails = await admin$('POST', `/reports/listings/${listingId}/dismiss`, admin.cookie, {
      reason: 'other',
      version: version + 1,
    });
    expect(noDetails.statusCode).toBe(400);
    const ok = await admin$('POST', `/reports/listings/${listingId}/dismiss`, moderator.cookie, {
      reason: 'other',
      details: "Photos are the firm's own.",
      version: version + 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ closed: 6, notified: 6 });
    // The second operator, on the same sight, is told.
    const again = await admin$('POST', `/reports/listings/${listingId}/dismiss`, admin.cookie, {
      reason: 'no_violation',
      version: version + 1,
    });
    expect(again.statusCode).toBe(409);
    expect((await listingQueue()).items.some((i) => i.listing.id === listingId)).toBe(false);

    // Each reporter is told, in the app and by e-mail; the audit entry names the decision.
    const notes = await notificationsOf(couple.cookie);
    expect(notes[0]?.title).toBe('A listing you reported stays up');
    expect(notes[0]?.body).toContain('Reported Beats');
    await expect
      .poll(() => smtp.mails.some((m) => m.to.includes(late.account.email)), WAIT)
      .toBe(true);
    const audit = await t.database.sql.query<{ actor_id: number; reason: string }>(
      `SELECT actor_id, reason FROM audit_log
       WHERE action = 'listing.report_dismissed' AND object_type = 'listing' AND object_id = $1`,
      [String(listingId)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.reason).toBe("other: Photos are the firm's own.");
    // A moderator reads entries about listings (not about payments).
    const entries = await admin$('GET', '/audit?objectType=listing', moderator.cookie);
    expect(entries.statusCode).toBe(200);
    expect(
      (entries.json().entries as { action: string }[]).some(
        (e) => e.action === 'listing.report_dismissed',
      ),
    ).toBe(true);
    expect((await admin$('GET', '/audit?objectType=payment', moderator.cookie)).statusCode).toBe(
      403,
    );
    const mine = await admin$('GET', '/audit', moderator.cookie);
    expect(
      (mine.json().entries as { object: { type: string } }[]).every((e) =>
        ['review', 'listing', 'message'].includes(e.object.type),
      ),
    ).toBe(true);

    // The owner's history now shows the dismissals.
    expect(
      (await reportListing(listingId, (await signedIn(t.app, 'user')).cookie, 'offensive'))
        .statusCode,
    ).toBe(204);
    const next = (await listingQueue()).items.find((i) => i.listing.id === listingId);
    expect(next?.owner.history.received).toMatchObject({ reports: 7, dismissed: 6 });
  });

  it("closes a listing's open reports as actioned for the suspension flow", async () => {
    const [op] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM operators WHERE email = $1',
      [moderator.email],
    );
    const closed = await t.database.db.transaction((tx) =>
      closeListingReports(tx, listingId, Number(op?.id), t.clock.now()),
    );
    expect(closed).toHaveLength(1);
    expect(closed[0]?.thingId).toBe(listingId);
    expect('userId' in (closed[0]?.reporter ?? {})).toBe(true);
    expect((await listingQueue()).items.some((i) => i.listing.id === listingId)).toBe(false);
  });

  it('is for operators only', async () => {
    expect((await admin$('GET', '/reports/listings', couple.cookie)).statusCode).toBe(401);
    expect((await admin$('GET', '/reports/messages', vendor.cookie)).statusCode).toBe(401);
    expect(
      (
        await admin$('POST', `/reports/listings/${listingId}/dismiss`, couple.cookie, {
          reason: 'no_violation',
          version: 1,
        })
      ).statusCode,
    ).toBe(401);
    expect((await admin$('GET', '/reports/messages', admin.cookie)).statusCode).toBe(200);
  });
});

describe('reporting a chat message', () => {
  it("takes the other side's messages only, queues them with the messages around them", async () => {
    const enquiryId = await enquire(t.app, couple.cookie, listingId);
    for (const body of ['Pay me on UPI outside Mandap', 'Second from the vendor']) {
      expect((await sendMessage(t.app, vendor.cookie, enquiryId, body)).statusCode).toBe(201);
    }
    expect((await sendMessage(t.app, couple.cookie, enquiryId, 'No thanks')).statusCode).toBe(201);
    const messages = await messagesOf(enquiryId, couple.cookie);
    const fromVendor = messages.filter((m) => m.sender === 'vendor');
    const fromCouple = messages.filter((m) => m.sender === 'user');
    const target = fromVendor[0];
    if (!target) throw new Error('no vendor message');

    // One's own message, a conversation one is not in, or the wrong conversation: 404 alike.
    expect(
      (await reportMessage(enquiryId, fromCouple[0]?.id ?? 0, couple.cookie, 'spam')).statusCode,
    ).toBe(404);
    const stranger = await signedIn(t.app, 'user');
    expect((await reportMessage(enquiryId, target.id, stranger.cookie, 'spam')).statusCode).toBe(
      404,
    );
    expect((await reportMessage(enquiryId, target.id, otherVendor.cookie, 'spam')).statusCode).toBe(
      404,
    );
    expect(
      (await reportMessage(enquiryId + 1000, target.id, couple.cookie, 'spam')).statusCode,
    ).toBe(404);
    expect((await reportMessage(enquiryId, target.id, couple.cookie, 'other')).statusCode).toBe(
      400,
    );

    // Each reason is taken (the couple reports each vendor message; the vendor the couple's).
    const reasons = Object.keys(MESSAGE_REPORT_REASONS);
    expect(
      (await reportMessage(enquiryId, target.id, couple.cookie, 'payment_outside')).statusCode,
    ).toBe(204);
    expect(
      (await reportMessage(enquiryId, fromVendor[1]?.id ?? 0, couple.cookie, 'other', 'Odd.'))
        .statusCode,
    ).toBe(204);
    for (const [i, reason] of ['spam', 'harassment'].entries()) {
      const m = fromCouple[i];
      if (m)
        expect((await reportMessage(enquiryId, m.id, vendor.cookie, reason)).statusCode).toBe(204);
    }
    expect(reasons).toEqual(['spam', 'harassment', 'payment_outside', 'other']);
    // Once per person.
    expect((await reportMessage(enquiryId, target.id, couple.cookie, 'spam')).statusCode).toBe(204);

    const res = await admin$('GET', '/reports/messages', moderator.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      message: { id: number; body: string; sender: string; firmName: string };
      context: { id: number; body: string }[];
      author: { kind: string; history: { received: { reports: number } } };
      reports: { reason: string; reporter: { kind: string } }[];
      version: number;
    }[];
    const item = items.find((i) => i.message.id === target.id);
    expect(item?.message).toMatchObject({ body: 'Pay me on UPI outside Mandap', sender: 'vendor' });
    expect(item?.reports.map((r) => r.reason)).toEqual(['payment_outside']);
    expect(item?.author.kind).toBe('vendor');
    // Received: the 7 reports of their listing above and the 2 of their messages here.
    expect(item?.author.history.received.reports).toBe(9);
    expect(item?.context.map((c) => c.id)).toEqual(messages.map((m) => m.id));

    const first = await admin$('POST', `/reports/messages/${target.id}/dismiss`, admin.cookie, {
      reason: 'not_enough',
      version: item?.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await admin$(
      'POST',
      `/reports/messages/${target.id}/dismiss`,
      moderator.cookie,
      {
        reason: 'not_enough',
        version: item?.version,
      },
    );
    expect(second.statusCode).toBe(409);
    expect((await notificationsOf(couple.cookie))[0]?.link).toBe(`/chat/${enquiryId}`);
    const [entry] = await t.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log
       WHERE action = 'message.report_dismissed' AND object_id = $1`,
      [String(target.id)],
    );
    expect(entry?.n).toBe(1);
    expect(
      (
        await admin$('POST', '/reports/messages/999999/dismiss', admin.cookie, {
          reason: 'not_enough',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the hourly limit', () => {
  it('counts listings, messages and reviews together, per account, and frees up after an hour', async () => {
    const busy = await signedIn(t.app, 'vendor', { phone: '9123456782' });
    // A conversation with many of the couple's messages for the vendor to report.
    const enquiryId = await enquire(t.app, couple.cookie, await activeListing(t.app, busy.cookie));
    const ids = await t.database.sql.query<{ id: number }>(
      `INSERT INTO enquiry_messages (enquiry_id, sender, body)
       SELECT $1, 'user', 'Message ' || g FROM generate_series(1, 25) g RETURNING id`,
      [enquiryId],
    );
    // A review of the first listing, reported too (the review route shares the limit).
    const userId = await idOf('user', couple.account.email);
    const [review] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO reviews (listing_id, user_id, enquiry_id, rating, title, body, event_month)
       VALUES ($1, $2, $3, 4, 'Title', 'A body of the review long enough to count.',
               DATE '2025-01-01') RETURNING id`,
      [listingId, userId, enquiryId],
    );
    const reviewReport = await post(`/api/reviews/${review?.id}/report`, busy.cookie, {
      reason: 'Fake.',
    });
    expect(reviewReport.statusCode, reviewReport.body).toBe(204);
    for (const m of ids.slice(0, REPORT_LIMITS.perHour - 1)) {
      const res = await reportMessage(enquiryId, Number(m.id), busy.cookie, 'spam');
      expect(res.statusCode, res.body).toBe(204);
    }
    const refused = await reportListing(listingId, busy.cookie, 'offensive');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain(`${REPORT_LIMITS.perHour} reports`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [otherReview] = await t.database.sql.query<{ id: number }>(
      `INSERT INTO reviews (listing_id, user_id, enquiry_id, rating, title, body, event_month)
       VALUES ($1, $2, $3, 2, 'Title', 'Another body of a review long enough to count.',
               DATE '2025-02-01') RETURNING id`,
      [listingId, await idOf('user', (await signedIn(t.app, 'user')).account.email), enquiryId],
    );
    expect(
      (await post(`/api/reviews/${otherReview?.id}/report`, busy.cookie, { reason: 'Fake.' }))
        .statusCode,
    ).toBe(429);
    // Another account is not held back; an hour later this one is free again.
    const fresh = await signedIn(t.app, 'user');
    expect((await reportListing(listingId, fresh.cookie, 'offensive')).statusCode).toBe(204);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await reportListing(listingId, busy.cookie, 'offensive')).statusCode).toBe(204);
  });
});
