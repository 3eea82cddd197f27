import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SESSION_SCHEMES } from '../../src/platform/guards';
import { signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing, switchOn } from '../listings';
import {
  type Account,
  type Actor,
  ANONYMOUS,
  type Body,
  type Method,
  send,
} from './access-fixtures';

// Every route that needs a session, as the OpenAPI document declares it (platform/guards.ts sets
// the declaration for a whole scope, so no route of a guarded scope is left out of this list):
// the sign-in check answers before anything reads or validates the body (issue 27, finding 6:
// an anonymous `POST /api/user/enquiries {}` got 400 with every field's error), and no cache, a
// browser's included, may keep any reply (finding 5: the shortlist, the notifications and the
// booked dates answered `private, no-cache`). ASVS 5.0 8.2.1, 14.2.2, 14.3.2; API5:2023.

type Scheme = (typeof SESSION_SCHEMES)[keyof typeof SESSION_SCHEMES];

interface GuardedRoute {
  method: Method;
  /** The path with every parameter filled by an id no object has. */
  url: string;
  label: string;
  scheme: Scheme;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGN_IN = {
  vendorSession: 'Please sign in as a vendor to continue.',
  userSession: 'Please sign in to continue.',
  session: 'Please sign in to continue.',
  operatorSession: OPERATOR_MESSAGES.signIn,
} satisfies Record<Scheme, string>;

let t: TestApp;
let vendor: Account;
let user: Account;
let routes: GuardedRoute[];

/** The routes the OpenAPI document marks with a session scheme. */
function guardedRoutes(): GuardedRoute[] {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const found: GuardedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const scheme = Object.keys(operation.security?.[0] ?? {})[0] as Scheme | undefined;
      if (!scheme) continue;
      found.push({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{\w+\}/g, '987654'),
        label: `${method.toUpperCase()} ${path}`,
        scheme,
      });
    }
  }
  return found;
}

/** An empty JSON object for a write (what the finding sent), nothing for a read. */
function emptyBody(route: GuardedRoute): Body | undefined {
  return WRITES.has(route.method) ? { json: {} } : undefined;
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  routes = guardedRoutes();
});
afterAll(() => t.close());

describe('the routes that need a session, from the OpenAPI document', () => {
  it('are every vendor-, user- and signed-in route, the three the finding named among them', () => {
    const labels = routes.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/user/shortlist',
        'GET /api/notifications',
        'GET /api/vendor/listings/{listingId}/booked-dates',
        'POST /api/user/enquiries',
        // Reports of listings and chat messages, by users and vendors alike (decision 0065).
        'POST /api/listings/{listingId}/report',
        'POST /api/conversations/{enquiryId}/messages/{messageId}/report',
        // The vendor's appeal of a suspended listing (decision 0066).
        'GET /api/vendor/suspensions',
        'POST /api/vendor/listings/{listingId}/appeal',
        // The change of an account's e-mail address (decision 0068).
        'POST /api/account/email',
      ]),
    );
    // Nothing under the vendor or user prefix escapes the guard but signing up and in.
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const unguarded = Object.entries(document.paths)
      .filter(([path]) => /^\/api\/(vendor|user)\//.test(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
      )
      .filter((label) => !labels.includes(label));
    expect(unguarded.sort()).toEqual([
      'POST /api/user/login',
      // "Forgot password?" and its link (decision 0068): for people who cannot sign in.
      'POST /api/user/password/forgot',
      'POST /api/user/password/reset',
      'POST /api/user/register',
      'POST /api/vendor/login',
      'POST /api/vendor/password/forgot',
      'POST /api/vendor/password/reset',
      'POST /api/vendor/register',
    ]);
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('answer anybody not signed in with 401 and the sign-in message, before reading the body', async () => {
    for (const route of routes) {
      for (const body of [
        emptyBody(route),
        { raw: '{"not json', contentType: 'application/json' },
      ]) {
        const res = await send(t.app, ANONYMOUS, { method: route.method, url: route.url, body });
        expect(res.statusCode, route.label).toBe(401);
        expect(res.json(), route.label).toEqual({ message: SIGN_IN[route.scheme] });
        expect(res.headers['cache-control'], route.label).toBe('no-store');
      }
    }
  });

  it('answer the other role with 401 before validating, and never store it', async () => {
    for (const route of routes.filter((r) => r.scheme !== 'session')) {
      const other: Actor =
        route.scheme === 'vendorSession'
          ? { name: 'user', cookie: user.cookie }
          : { name: 'vendor', cookie: vendor.cookie };
      const res = await send(t.app, other, {
        method: route.method,
        url: route.url,
        body: emptyBody(route),
      });
      expect(res.statusCode, route.label).toBe(401);
      expect(res.headers['cache-control'], route.label).toBe('no-store');
    }
  });

  it('answer their own session with no-store, whatever the status', async () => {
    const statuses = new Set<number>();
    // The console's routes with an operator's session: operator-access.test.ts.
    for (const route of routes.filter((r) => r.scheme !== 'operatorSession')) {
      const actor: Actor =
        route.scheme === 'userSession'
          ? { name: 'user', cookie: user.cookie }
          : { name: 'vendor', cookie: vendor.cookie };
      const res = await send(t.app, actor, {
        method: route.method,
        url: route.url,
        body: emptyBody(route),
      });
      statuses.add(res.statusCode);
      expect(res.statusCode, route.label).toBeLessThan(500);
      expect(res.statusCode, `${route.label}: still signed in`).not.toBe(401);
      expect(res.headers['cache-control'], `${route.label} (${res.statusCode})`).toBe('no-store');
    }
    // Reads that answer 200 and refusals (400, 404) alike.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404]));
  });

  it('keep a signed-in person’s storefront out of every cache, and an anonymous one out of shared ones', async () => {
    const listingId = await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
    await switchOn(t.database.sql, listingId);
    const url = `/api/listings/${listingId}`;
    const anonymous = await send(t.app, ANONYMOUS, { method: 'GET', url });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('private, no-cache');
    const signedInReply = await send(
      t.app,
      { name: 'user', cookie: user.cookie },
      { method: 'GET', url },
    );
    expect(signedInReply.statusCode).toBe(200);
    expect(signedInReply.headers['cache-control']).toBe('no-store');
  });
});
