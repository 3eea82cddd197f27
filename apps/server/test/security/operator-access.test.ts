import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableOperator } from '../../src/modules/operators/index';
import { type signedIn as SignedIn, sessionCookie, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import {
  type EnrolledOperator,
  enrolledOperator,
  operatorSignIn,
  TOTP_STEP_MS,
  totpCode,
} from '../operators';

// Operator access (issue 28, decision 0061; OWASP API5:2023 BFLA, ASVS 5.0 V8.2, V6.5, V7): every
// /api/admin route but the sign-in's own is refused, before its body is read, to anyone who is not
// a signed-in operator of the right role: anonymous, vendors, users, a disabled operator, a sign-in
// half done, a moderator where admins only may go. The routes are found in the OpenAPI document,
// so one added later is covered without being listed here.

type Account = Awaited<ReturnType<typeof SignedIn>>;

let t: TestApp;
let vendor: Account;
let user: Account;
let admin: EnrolledOperator;
let moderator: EnrolledOperator;
let disabled: EnrolledOperator;
let halfDone: string;

/** Open to anyone: the set-up link, the password step, who is signed in, signing out. */
const OPEN = [
  'POST /api/admin/setup',
  'POST /api/admin/login',
  'GET /api/admin/session',
  'POST /api/admin/logout',
];
/** Where a signed-in operator is not the one expected (the steps of a sign-in). */
const STEPS: Record<string, string> = {
  'POST /api/admin/login/code': 'second_factor',
  'GET /api/admin/enrolment': 'enrol',
  'POST /api/admin/enrolment': 'enrol',
};
const ADMIN_ONLY = [
  'GET /api/admin/dashboard/payments',
  // Suspensions (decision 0066): an admin's refund from the listing page.
  'POST /api/admin/listings/{listingId}/refund',
  // Commission disputes (decision 0075): money, as payments and refunds are.
  'GET /api/admin/commission/disputes',
  'POST /api/admin/commission/lines/{lineId}/decision',
];

function adminRoutes(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    )
    .sort();
}

/** A body the route's schema would refuse: the role check must answer first. */
async function call(route: string, cookie: string | undefined) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(method === 'POST' ? { payload: { code: { not: 'a code' }, evil: true } } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  admin = await enrolledOperator(t, 'admin');
  moderator = await enrolledOperator(t, 'moderator');
  disabled = await enrolledOperator(t, 'admin');
  await disableOperator(t.database.db, disabled.email, t.clock.now());
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: admin.password },
  });
  halfDone = sessionCookie(login.headers['set-cookie']);
});
afterAll(() => t.close());

describe('the console routes', () => {
  it('are all in the OpenAPI document, and each is open, a sign-in step, or guarded', () => {
    const routes = adminRoutes();
    expect(routes).toEqual(
      expect.arrayContaining([
        ...OPEN,
        ...Object.keys(STEPS),
        'GET /api/admin/dashboard',
        ...ADMIN_ONLY,
        // Moderation (decision 0063).
        'GET /api/admin/reviews',
        'POST /api/admin/reviews/{reviewId}/decision',
        'GET /api/admin/audit',
        'GET /api/admin/audit.csv',
        // Grievances (decision 0064).
        'GET /api/admin/grievances',
        'GET /api/admin/grievances/{reference}',
        'POST /api/admin/grievances/{reference}/acknowledge',
        'POST /api/admin/grievances/{reference}/replies',
        'POST /api/admin/grievances/{reference}/close',
        // Reported listings and messages (decision 0065).
        'GET /api/admin/reports/listings',
        'GET /api/admin/reports/messages',
        'POST /api/admin/reports/listings/{listingId}/dismiss',
        'POST /api/admin/reports/messages/{messageId}/dismiss',
        // Suspensions, media removals and appeals (decision 0066).
        'GET /api/admin/lookup',
        'GET /api/admin/listings/{listingId}',
        'POST /api/admin/listings/{listingId}/suspension',
        'POST /api/admin/listings/{listingId}/media/{mediaId}/removal',
        'GET /api/admin/vendors/{vendorId}',
        'POST /api/admin/vendors/{vendorId}/suspension',
        'GET /api/admin/users/{userId}',
        'POST /api/admin/users/{userId}/suspension',
        'GET /api/admin/appeals',
        'POST /api/admin/appeals/{appealId}/decision',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(13);
  });
});

describe('nobody but a signed-in operator opens a console route', () => {
  const who = {
    anonymous: () => undefined,
    vendor: () => vendor.cookie,
    user: () => user.cookie,
    // A vendor's or user's own token in the console's cookie: a different table, no session.
    'vendor token as operator cookie': () => `mandap_operator=${vendor.cookie.split('=')[1]}`,
    'user token as operator cookie': () => `mandap_operator=${user.cookie.split('=')[1]}`,
    'disabled operator': () => disabled.cookie,
    'forged operator cookie': () => `mandap_operator=${'A'.repeat(43)}`,
  };
  for (const [name, cookieOf] of Object.entries(who)) {
    it(`refuses ${name} on every guarded route with 401, before validation, saying nothing more`, async () => {
      const guarded = adminRoutes().filter((r) => !OPEN.includes(r));
      expect(guarded.length).toBeGreaterThanOrEqual(5);
      for (const route of guarded) {
        const res = await call(route, cookieOf());
        expect(res.statusCode, route).toBe(401);
        expect(res.json(), route).toEqual({ message: OPERATOR_MESSAGES.signIn });
        expect(res.headers['cache-control'], route).toBe('no-store');
      }
    });
  }

  it('refuses a half-done sign-in (password only) everywhere but the code step', async () => {
    for (const route of adminRoutes().filter((r) => !OPEN.includes(r))) {
      if (STEPS[route] === 'second_factor') continue;
      const res = await call(route, halfDone);
      expect(res.statusCode, route).toBe(401);
    }
  });

  it('refuses a signed-in operator on the sign-in steps (no second enrolment)', async () => {
    for (const route of Object.keys(STEPS)) {
      expect((await call(route, admin.cookie)).statusCode, route).toBe(401);
    }
  });

  it('refuses a moderator on the admin-only routes with 403, and lets an admin in', async () => {
    for (const route of ADMIN_ONLY) {
      const res = await call(route, moderator.cookie);
      expect(res.statusCode, route).toBe(403);
      expect(res.json()).toEqual({ message: OPERATOR_MESSAGES.adminOnly });
      // An admin passes the guard: a read answers, a write reaches validation (its body here is
      // one the schema refuses).
      const admitted = (await call(route, admin.cookie)).statusCode;
      expect(admitted, route).toBe(route.startsWith('POST ') ? 400 : 200);
    }
    expect((await call('GET /api/admin/dashboard', moderator.cookie)).statusCode).toBe(200);
    // Moderation is for moderators and admins alike (decision 0063).
    for (const route of [
      'GET /api/admin/reviews',
      'GET /api/admin/audit',
      'GET /api/admin/audit.csv',
      // Grievances too (decision 0064).
      'GET /api/admin/grievances',
      'GET /api/admin/reports/listings',
      'GET /api/admin/reports/messages',
    ]) {
      expect((await call(route, moderator.cookie)).statusCode, route).toBe(200);
      expect((await call(route, admin.cookie)).statusCode, route).toBe(200);
    }
    // A grievance's own routes answer both roles past the guard (404: no such grievance).
    for (const route of [
      'GET /api/admin/grievances/GRV-20990101-ZZZZZZ',
      'POST /api/admin/grievances/GRV-20990101-ZZZZZZ/acknowledge',
    ]) {
      for (const operator of [moderator, admin]) {
        const [method, url] = route.split(' ') as ['GET' | 'POST', string];
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: operator.cookie },
          ...(method === 'POST' ? { payload: { version: 0 } } : {}),
        });
        expect(res.statusCode, `${route} ${operator.role}`).toBe(404);
      }
    }
  });

  it('a stale authenticator code does not finish a sign-in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: moderator.email, password: moderator.password },
    });
    const pending = sessionCookie(login.headers['set-cookie']);
    const stale = totpCode(moderator.secret, new Date(t.clock.now().getTime() - 3 * TOTP_STEP_MS));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      headers: { cookie: pending },
      payload: { code: stale },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('an operator session opens nothing of vendors or users', () => {
  it('is refused on the vendor, user and signed-in scopes, also as the vendor cookie', async () => {
    const cookie = await operatorSignIn(t, admin);
    const asSessionCookie = `mandap_session=${cookie.split('=')[1]}`;
    for (const url of ['/api/vendor/profile', '/api/user/profile', '/api/notifications']) {
      for (const c of [cookie, asSessionCookie]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: c } });
        expect(res.statusCode, `${url} ${c}`).toBe(401);
      }
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: asSessionCookie },
    });
    expect(session.json()).toEqual({ role: null });
  });
});
