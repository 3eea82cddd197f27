import path from 'node:path';
import * as hiSuspensions from '@mandap/shared/messages/hi/admin-suspensions';
import * as hiNotices from '@mandap/shared/messages/hi/email-suspensions';
import { REPORT_NOTICES } from '@mandap/shared/reports';
import { SUSPENSION_MESSAGES, SUSPENSION_NOTICES, whyText } from '@mandap/shared/suspensions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { activeListing, sendEnquiry } from '../../../test/contact';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing, filesUnder, uploadListingMedia } from '../../../test/listings';
import { png } from '../../../test/multipart';
import { type EnrolledOperator, enrolledOperator } from '../../../test/operators';

// The console's actions on listings and accounts, and appeals (issue 28, decision 0066).

let t: TestApp;
let moderator: EnrolledOperator;
let second: EnrolledOperator;
let admin: EnrolledOperator;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  moderator = await enrolledOperator(t, 'moderator');
  second = await enrolledOperator(t, 'moderator');
  admin = await enrolledOperator(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

function admin$(method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function vendorWithListing(city = 'Suspur') {
  counter += 1;
  const vendor = await signedIn(t.app, 'vendor', {
    phone: `91234${String(counter).padStart(5, '0')}`,
  });
  const firmName = `Suspended Beats ${counter}`;
  const listingId = await activeListing(t.app, vendor.cookie, 'dj', { city, firmName });
  return { vendor, listingId, firmName };
}

async function listingVersion(listingId: number, cookie = moderator.cookie) {
  const res = await admin$('GET', `/listings/${listingId}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version as number;
}

async function accountVersion(kind: 'vendor' | 'user', id: number) {
  const res = await admin$('GET', `/${kind}s/${id}`, moderator.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version as number;
}

async function vendorId(vendor: { account: { email: string } }): Promise<number> {
  const [row] = await t.database.sql.query<{ id: number }>(
    'SELECT id FROM vendors WHERE email = $1',
    [vendor.account.email],
  );
  return Number(row?.id);
}

async function inSearch(listingId: number, city = 'Suspur') {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?city=${city}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { listingId: number }[]).some((r) => r.listingId === listingId);
}

async function inSitemap(listingId: number) {
  const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const bodies = [index.body];
  for (const m of index.body.matchAll(/<loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)) {
    bodies.push((await t.app.inject({ method: 'GET', url: m[1] ?? '' })).body);
  }
  return bodies.some((b) => new RegExp(`/${listingId}(?:[/<])`).test(b));
}

async function storefront(listingId: number) {
  return t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
}

async function audit(action: string, objectId: number) {
  return t.database.sql.query<{ actor_id: number; reason: string }>(
    'SELECT actor_id, reason FROM audit_log WHERE action = $1 AND object_id = $2 ORDER BY id',
    [action, String(objectId)],
  );
}

async function notes(role: 'vendor' | 'user', id: number) {
  return t.database.sql.query<{ title: string; body: string }>(
    `SELECT title, body FROM notifications WHERE ${role}_id = $1 ORDER BY id`,
    [id],
  );
}

describe('suspending and restoring a listing', () => {
  it('takes it out of search and the sitemap at once, answers 410 (not 404), and restores it', async () => {
    const { vendor, listingId, firmName } = await vendorWithListing();
    expect(await inSearch(listingId)).toBe(true);
    expect(await inSitemap(listingId)).toBe(true);
    const version = await listingVersion(listingId);
    const res = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'fake_or_scam',
      details: 'Photos copied from another firm.',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inSearch(listingId)).toBe(false);
    expect(await inSitemap(listingId)).toBe(false);
    const gone = await storefront(listingId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(SUSPENSION_MESSAGES.storefrontSuspended);
    expect(gone.body).not.toContain('copied');
    // A listing that does not exist is still a 404.
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId + 100000}` });
    expect(page.statusCode).toBe(404);
    // The vendor is told, with the reason, the details and how to appeal.
    const id = await vendorId(vendor);
    const told = await notes('vendor', id);
    expect(told).toContainEqual(
      SUSPENSION_NOTICES.listingSuspended(
        firmName,
        whyText('suspend', 'fake_or_scam', 'Photos copied from another firm.'),
      ),
    );
    // Audited with the reason.
    const [entry] = await audit('listing.suspended', listingId);
    expect(entry?.reason).toBe('fake_or_scam: Photos copied from another firm.');
    // The portal's card.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/suspensions',
      headers: { cookie: vendor.cookie },
    });
    expect(mine.json().listings).toEqual([
      expect.objectContaining({
        listingId,
        appeal: 'none',
        appealedAt: null,
        details: 'Photos copied from another firm.',
      }),
    ]);
    // Restore: back in search at once.
    const back = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'restore',
      reason: 'decided_in_error',
      version: res.json().version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().status).toBe('active');
    expect(await inSearch(listingId)).toBe(true);
    expect((await storefront(listingId)).statusCode).toBe(200);
    expect(await audit('listing.restored', listingId)).toHaveLength(1);
  });

  it('a refunded listing answers 404, and a restore never reactivates a listing refunded since', async () => {
    const { listingId } = await vendorWithListing();
    const version = await listingVersion(listingId);
    const s = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'spam',
      version,
    });
    expect(s.statusCode, s.body).toBe(200);
    // An admin refunds (outside the usual vendor flow); the listing stays off after a restore.
    const r = await admin$('POST', `/listings/${listingId}/refund`, admin.cookie, {
      reason: 'suspended_listing',
      version: s.json().version,
    });
    expect(r.statusCode, r.body).toBe(200);
    const back = await admin$('POST', `/listings/${listingId}/suspension`, second.cookie, {
      action: 'restore',
      reason: 'fixed',
      version: r.json().version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().status).toBe('suspended');
    expect((await storefront(listingId)).statusCode).toBe(404);
    expect(await inSearch(listingId)).toBe(false);
  });

  it('does not restore what a refund suspended, and refuses a second suspension', async () => {
    const { listingId } = await vendorWithListing();
    const version = await listingVersion(listingId);
    const refund = await admin$('POST', `/listings/${listingId}/refund`, admin.cookie, {
      reason: 'vendor_request',
      version,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await storefront(listingId)).statusCode).toBe(404);
    const v2 = await listingVersion(listingId);
    const restore = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'restore',
      reason: 'fixed',
      version: v2,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(SUSPENSION_MESSAGES.notSuspended);
  });

  it('closes the open reports of the listing as acted on, and tells each reporter once', async () => {
    const { listingId, firmName } = await vendorWithListing();
    const couple = await signedIn(t.app, 'user');
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/report`,
      headers: { cookie: couple.cookie },
      payload: { reason: 'fake_or_scam', details: 'Same photos as another firm.' },
    });
    expect(reported.statusCode, reported.body).toBe(204);
    const queue = async () =>
      (await admin$('GET', '/reports/listings', moderator.cookie)).json().items as {
        listing: { id: number };
      }[];
    expect((await queue()).map((i) => i.listing.id)).toContain(listingId);
    const res = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'fake_or_scam',
      version: await listingVersion(listingId),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await queue()).map((i) => i.listing.id)).not.toContain(listingId);
    const [row] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [couple.account.email],
    );
    const told = await notes('user', Number(row?.id));
    expect(told).toEqual([REPORT_NOTICES.listingActioned(firmName)]);
    const [entry] = await t.database.sql.query<{ after: { reportsClosed: number } }>(
      "SELECT after FROM audit_log WHERE action = 'listing.suspended' AND object_id = $1",
      [String(listingId)],
    );
    expect(entry?.after.reportsClosed).toBe(1);
  });

  it('lets one of two operators on the same sight act; the other gets 409', async () => {
    const { listingId } = await vendorWithListing();
    const version = await listingVersion(listingId);
    const body = { action: 'suspend', reason: 'offensive', version };
    const [a, b] = await Promise.all([
      admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, body),
      admin$('POST', `/listings/${listingId}/suspension`, second.cookie, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(SUSPENSION_MESSAGES.decidedElsewhere);
    expect(await audit('listing.suspended', listingId)).toHaveLength(1);
  });

  it('asks for details when the reason is other, and a reason of the list', async () => {
    const { listingId } = await vendorWithListing();
    const version = await listingVersion(listingId);
    const other = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'other',
      version,
    });
    expect(other.statusCode).toBe(400);
    const unknown = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'appeal_upheld',
      version,
    });
    expect(unknown.statusCode).toBe(400);
    const missing = await admin$('POST', '/listings/999999999/suspension', moderator.cookie, {
      action: 'suspend',
      reason: 'spam',
      version: 0,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the refund', () => {
  it('is for admins only (a moderator gets 403), and refuses a second refund', async () => {
    const { vendor, listingId, firmName } = await vendorWithListing();
    const version = await listingVersion(listingId);
    // The console's page shows what the terms allow: all of a payment made today.
    const before = (await admin$('GET', `/listings/${listingId}`, admin.cookie)).json();
    expect(before.refundQuotePaise).toBeGreaterThan(0);
    expect(before.refundQuotePaise).toBe(before.payments[0].amountPaise);
    const denied = await admin$('POST', `/listings/${listingId}/refund`, moderator.cookie, {
      reason: 'goodwill',
      version,
    });
    expect(denied.statusCode).toBe(403);
    const done = await admin$('POST', `/listings/${listingId}/refund`, admin.cookie, {
      reason: 'goodwill',
      amountPaise: 100,
      version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refundedPaise).toBe(100);
    const after = (await admin$('GET', `/listings/${listingId}`, admin.cookie)).json();
    expect(after.refundQuotePaise).toBeNull();
    const [payment] = await t.database.sql.query<{ status: string; id: number }>(
      'SELECT status, id FROM payments WHERE listing_id = $1 AND status = $2',
      [listingId, 'refunded'],
    );
    expect(payment?.status).toBe('refunded');
    const [entry] = await audit('payment.refunded', Number(payment?.id));
    expect(entry?.reason).toBe('goodwill');
    const told = await notes('vendor', await vendorId(vendor));
    expect(told.map((n) => n.title)).toContain(SUSPENSION_NOTICES.refunded(firmName, '', '').title);
    const again = await admin$('POST', `/listings/${listingId}/refund`, admin.cookie, {
      reason: 'goodwill',
      version: done.json().version,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('removing a photo', () => {
  it('deletes the file and its variants from storage, tells the vendor, and is audited', async () => {
    const { vendor, listingId } = await vendorWithListing();
    const before = await filesUnder(path.join(t.tempDir, 'media'));
    const added = await uploadListingMedia(t.app, vendor.cookie, listingId, [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png() },
    ]);
    expect(added.statusCode, added.body).toBe(201);
    const withFile = await filesUnder(path.join(t.tempDir, 'media'));
    expect(withFile.length).toBeGreaterThan(before.length);
    const view = await admin$('GET', `/listings/${listingId}`, moderator.cookie);
    const media = view.json().media as { id: number }[];
    const mediaId = media[media.length - 1]?.id ?? 0;
    const res = await admin$(
      'POST',
      `/listings/${listingId}/media/${mediaId}/removal`,
      moderator.cookie,
      { reason: 'government_id', version: view.json().version },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await filesUnder(path.join(t.tempDir, 'media'))).toEqual(before);
    const entries = await audit('listing.media_removed', listingId);
    expect(entries.at(-1)?.reason).toBe('government_id');
    const told = await notes('vendor', await vendorId(vendor));
    expect(told.at(-1)?.title).toBe('A photo was removed from your listing');
    const again = await admin$(
      'POST',
      `/listings/${listingId}/media/${mediaId}/removal`,
      moderator.cookie,
      { reason: 'government_id', version: res.json().version },
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('suspending accounts', () => {
  it("ends a vendor's sessions, refuses sign-in, hides only active listings and brings them back", async () => {
    const { vendor, listingId } = await vendorWithListing();
    const id = await vendorId(vendor);
    const pending = await createListing(t.app, vendor.cookie, 'dj', { city: 'Suspur' });
    const version = await accountVersion('vendor', id);
    const res = await admin$('POST', `/vendors/${id}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'abuse',
      details: 'Threatened a couple.',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/listings',
      headers: { cookie: vendor.cookie },
    });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: vendor.account.email, password: vendor.account.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().kind).toBe('suspended');
    expect(login.json().message).toBe(
      SUSPENSION_MESSAGES.signInSuspended.vendor(
        whyText('suspend', 'abuse', 'Threatened a couple.'),
      ),
    );
    // The same refusal in Hindi (issue 32): the reason in Hindi, the operator's words as typed.
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { cookie: 'mandap_lang=hi' },
      payload: { email: vendor.account.email, password: vendor.account.password },
    });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().message).toBe(
      hiNotices.signInSuspended(
        'vendor',
        `${hiSuspensions.reasons.suspend.abuse} (Threatened a couple.)`,
      ),
    );
    expect(await inSearch(listingId)).toBe(false);
    expect((await storefront(listingId)).statusCode).toBe(410);
    expect((await audit('vendor.suspended', id)).length).toBe(1);

    // The vendor appeals the account with the password, once.
    const appeal = await t.app.inject({
      method: 'POST',
      url: '/api/appeals/account',
      payload: {
        email: vendor.account.email,
        password: vendor.account.password,
        message: 'I never threatened anyone; please look at the chat again.',
      },
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/appeals/account',
      payload: {
        email: vendor.account.email,
        password: vendor.account.password,
        message: 'Second try at the same appeal, which is refused.',
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SUSPENSION_MESSAGES.appealedAlready);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/appeals/account',
      payload: {
        email: vendor.account.email,
        password: 'not-the-password-1A!',
        message: 'Someone else trying to appeal for them.',
      },
    });
    expect(wrong.statusCode).toBe(401);

    // Restored through the appeal, by another operator: the active listing comes back, the
    // pending one stays pending.
    const queue = await admin$('GET', '/appeals', second.cookie);
    const item = (
      queue.json().items as {
        id: number;
        version: number;
        subject: { id: number };
        suspendedByYou: boolean;
      }[]
    ).find((i) => i.subject.id === id);
    expect(item).toBeDefined();
    expect(item?.suspendedByYou).toBe(false);
    const decided = await admin$('POST', `/appeals/${item?.id}/decision`, second.cookie, {
      decision: 'restore',
      reason: 'appeal_upheld',
      version: item?.version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await inSearch(listingId)).toBe(true);
    const [p] = await t.database.sql.query<{ status: string }>(
      'SELECT status FROM listings WHERE id = $1',
      [pending],
    );
    expect(p?.status).toBe('pending_payment');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: vendor.account.email, password: vendor.account.password },
    });
    expect(again.statusCode).toBe(200);
    const told = await notes('vendor', id);
    expect(told.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Your account was suspended',
        'Your account is restored',
        'Your appeal was upheld',
      ]),
    );
  });

  it("ends a user's sessions: no enquiries, sign-in refused; restored, they can sign in", async () => {
    const { listingId } = await vendorWithListing();
    const user = await signedIn(t.app, 'user');
    const [row] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [user.account.email],
    );
    const id = Number(row?.id);
    const version = await accountVersion('user', id);
    const res = await admin$('POST', `/users/${id}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'payment_outside',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const enquiry = await sendEnquiry(t.app, user.cookie, listingId);
    expect(enquiry.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.account.email, password: user.account.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().kind).toBe('suspended');
    expect(await notes('user', id)).toContainEqual(
      SUSPENSION_NOTICES.accountSuspended('user', whyText('suspend', 'payment_outside', '')),
    );
    const back = await admin$('POST', `/users/${id}/suspension`, moderator.cookie, {
      action: 'restore',
      reason: 'decided_in_error',
      version: res.json().version,
    });
    expect(back.statusCode, back.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.account.email, password: user.account.password },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('appeals of a listing', () => {
  it('once from the portal; decided by another operator (403 for the suspender); 409 the second time', async () => {
    const { vendor, listingId } = await vendorWithListing();
    const version = await listingVersion(listingId);
    const s = await admin$('POST', `/listings/${listingId}/suspension`, moderator.cookie, {
      action: 'suspend',
      reason: 'wrong_category',
      version,
    });
    expect(s.statusCode, s.body).toBe(200);
    const appeal = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/appeal`,
        headers: { cookie: vendor.cookie },
        payload: { message },
      });
    const first = await appeal('We are a DJ, this is the right category for us.');
    expect(first.statusCode, first.body).toBe(201);
    const second$ = await appeal('Again: we are a DJ, this is the right category.');
    expect(second$.statusCode).toBe(409);
    expect(second$.json().message).toBe(SUSPENSION_MESSAGES.appealedAlready);
    const short = await appeal('Too short');
    expect(short.statusCode).toBe(400);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/suspensions',
      headers: { cookie: vendor.cookie },
    });
    expect(mine.json().listings[0].appeal).toBe('pending');
    expect(mine.json().listings[0].appealedAt).toBe(t.clock.now().toISOString());
    // Another vendor cannot appeal it.
    const other = await signedIn(t.app, 'vendor', { phone: '9000000001' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/appeal`,
      headers: { cookie: other.cookie },
      payload: { message: 'Not my listing but I appeal anyway.' },
    });
    expect(foreign.statusCode).toBe(404);

    const queue = await admin$('GET', '/appeals', moderator.cookie);
    const item = (
      queue.json().items as {
        id: number;
        version: number;
        subject: { id: number };
        suspension: { reason: string };
        suspendedByYou: boolean;
      }[]
    ).find((i) => i.subject.id === listingId);
    expect(item?.suspension.reason).toBe('wrong_category');
    expect(item?.suspendedByYou).toBe(true);
    const self = await admin$('POST', `/appeals/${item?.id}/decision`, moderator.cookie, {
      decision: 'restore',
      reason: 'appeal_upheld',
      version: item?.version,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SUSPENSION_MESSAGES.appealSameOperator);
    const body = { decision: 'uphold', reason: 'still_breaks_rules', version: item?.version };
    const [a, b] = await Promise.all([
      admin$('POST', `/appeals/${item?.id}/decision`, second.cookie, body),
      admin$('POST', `/appeals/${item?.id}/decision`, admin.cookie, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await storefront(listingId)).statusCode).toBe(410);
    expect(await audit('suspension.appeal_upheld', listingId)).toHaveLength(1);
    const told = await notes('vendor', await vendorId(vendor));
    expect(told.at(-1)?.title).toBe('Your appeal was decided: the suspension stands');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/suspensions',
      headers: { cookie: vendor.cookie },
    });
    expect(after.json().listings[0].appeal).toBe('upheld');
  });
});

describe('the console', () => {
  it('finds listings and accounts by id and e-mail, and shows their pages', async () => {
    const { vendor, listingId } = await vendorWithListing();
    const byId = await admin$('GET', `/lookup?q=${listingId}`, moderator.cookie);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().results).toContainEqual(
      expect.objectContaining({ kind: 'listing', id: listingId }),
    );
    const byEmail = await admin$(
      'GET',
      `/lookup?q=${encodeURIComponent(vendor.account.email)}`,
      moderator.cookie,
    );
    const vendorHit = (byEmail.json().results as { kind: string; id: number }[]).find(
      (r) => r.kind === 'vendor',
    );
    expect(vendorHit).toBeDefined();
    const account = await admin$('GET', `/vendors/${vendorHit?.id}`, moderator.cookie);
    expect(account.statusCode).toBe(200);
    expect(account.json().listings.map((l: { id: number }) => l.id)).toContain(listingId);
    const listing = await admin$('GET', `/listings/${listingId}`, moderator.cookie);
    expect(listing.json()).toMatchObject({
      id: listingId,
      status: 'active',
      owner: { id: vendorHit?.id },
      payments: [expect.objectContaining({ status: 'paid' })],
    });
    expect((await admin$('GET', '/users/999999999', moderator.cookie)).statusCode).toBe(404);
    // A vendor's cookie is not an operator's.
    expect((await admin$('GET', `/listings/${listingId}`, vendor.cookie)).statusCode).toBe(401);
  });
});
