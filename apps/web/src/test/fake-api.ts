import type { SessionReply } from '@mandap/shared/schemas/accounts';
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a route answers: a reply, or a thrown error for a network failure. */
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

/** A JSON reply as the server sends it. */
export function json(status: number, body?: unknown, headers?: Record<string, string>): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A request that never gets an answer, as fetch reports it. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

export const SIGNED_OUT_REPLY: SessionReply = { role: null };

/** A search that found nothing: what /Vendors and the home page show on an empty marketplace. */
export const EMPTY_SEARCH_REPLY = {
  total: 0,
  page: 1,
  pageSize: 24,
  results: [],
  facets: { categories: [], cities: [] },
  interpretedAs: null,
};

export const VENDOR = {
  vendorUniqueId: 'VND-7K3M9QX2',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  emailVerified: true,
};

export const USER = {
  name: 'Rohan Mehta',
  email: 'rohan@example.in',
  phone: '9123456780',
  emailVerified: true,
};

/** GET /api/account/consents of an account that signed up without marketing e-mails. */
export const CONSENTS_REPLY = {
  marketingEmails: false,
  notice: { current: '2026-11-27', accepted: '2026-11-27', acceptedAt: '2026-11-27T10:00:00.000Z' },
  history: [
    {
      purpose: 'marketing',
      given: false,
      noticeVersion: '2026-11-27',
      source: 'sign_up',
      at: '2026-11-27T10:00:00.000Z',
    },
    {
      purpose: 'notice',
      given: true,
      noticeVersion: '2026-11-27',
      source: 'sign_up',
      at: '2026-11-27T10:00:00.000Z',
    },
  ],
};

/** GET /api/vendor/billing/due of a vendor with no commission invoice. */
export const NOTHING_DUE_REPLY = {
  invoices: [],
  dueNowPaise: 0,
  hiddenListings: null,
  waiting: [],
};

export const VENDOR_SESSION: SessionReply = { role: 'vendor', vendor: VENDOR };
export const USER_SESSION: SessionReply = { role: 'user', user: USER };

/**
 * Replaces fetch, at the network edge, with a tiny fake of the API: 'METHOD /path' → handler.
 * GET /api/session answers 'signed out' unless overridden; the inbox counts and the shortlist
 * answer empty. Every request is recorded; one with
 * no handler answers 404 and is listed in `unhandled`, which the test setup checks is empty.
 */
export function fakeApi(handlers: Record<string, FakeHandler> = {}) {
  const routes: Record<string, FakeHandler> = {
    'GET /api/session': () => json(200, SIGNED_OUT_REPLY),
    // Asked in the background once someone is signed in (issue 15): the navbar's and bottom
    // bar's unread counts, and a user's shortlist behind every heart. Tests about them override.
    'GET /api/inbox/counts': () =>
      json(200, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 }),
    'GET /api/user/shortlist': () => json(200, { items: [] }),
    // The account page's "Where you are signed in" (issue 29), on /profile and the Vendor Portal.
    'GET /api/account/sessions': () => json(200, { sessions: [] }),
    // The account pages' "Download my data" (decision 0072): nothing asked for yet.
    'GET /api/account/export': () =>
      json(200, {
        state: 'none',
        id: null,
        requestedAt: null,
        expiresAt: null,
        bytes: null,
        downloadUrl: null,
        requestsLeft: 3,
      }),
    // My Account's marketing switch (issue 29): off, the notice in force accepted.
    'GET /api/account/consents': () => json(200, CONSENTS_REPLY),
    // Commission due (decision 0076), asked by the services list when a listing is suspended.
    'GET /api/vendor/billing/due': () => json(200, NOTHING_DUE_REPLY),
    ...handlers,
  };
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname + url.search, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return json(404, { message: `No fake for ${method} ${url.pathname}` });
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchFake);
  current = { requests, unhandled };

  return {
    requests,
    unhandled,
    /** Adds or replaces a route's handler. */
    on(route: string, handler: FakeHandler) {
      routes[route] = handler;
    },
    /** The recorded requests to one route. */
    calls(route: string) {
      return requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === route);
    },
  };
}

let current: { requests: FakeRequest[]; unhandled: string[] } | undefined;

/** The requests of the latest fake that no handler answered. */
export function unhandledRequests(): string[] {
  return current?.unhandled ?? [];
}

/** A reply the test sends when it chooses, to see the 'while sending' state. */
export function deferredReply() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { handler: () => promise, resolve };
}
