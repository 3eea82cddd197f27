import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { paymentSignature } from '../../src/modules/payments/index';
import { sessionCookie, type signedIn } from '../accounts';
import { multipart, png } from '../multipart';

// Helpers of the access-control security suite (test/security/*.test.ts) only.

/** The sandbox's signing secret in these tests: a checkout result can be signed here. */
export const SANDBOX_SECRET = 'security-suite-sandbox-secret-0123456789';

export type Account = Awaited<ReturnType<typeof signedIn>>;

/** Who sends a request: a signed-in vendor or user (its cookie), or nobody. */
export interface Actor {
  name: string;
  cookie?: string;
}

export const ANONYMOUS: Actor = { name: 'anonymous' };

export type Method = 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'TRACE';

/** A request body: JSON, or a multipart form made at send time (its boundary is random). */
export type Body =
  | { json: unknown }
  | { form: Record<string, string | string[]>; image?: boolean }
  | { raw: string; contentType: string };

export interface Call {
  method: Method;
  url: string;
  body?: Body;
  headers?: Record<string, string>;
}

async function payloadOf(
  body: Body | undefined,
): Promise<Pick<InjectOptions, 'payload'> & { headers: Record<string, string> }> {
  if (body === undefined) return { headers: {} };
  if ('json' in body) {
    return {
      payload: JSON.stringify(body.json),
      headers: { 'content-type': 'application/json' },
    };
  }
  if ('raw' in body) return { payload: body.raw, headers: { 'content-type': body.contentType } };
  const files = body.image
    ? [{ field: 'images', name: 'hall.png', type: 'image/png', data: await png() }]
    : [];
  const form = multipart(body.form, files);
  return { payload: form.payload, headers: form.headers };
}

/** Sends `call` as `actor` (its cookie, if any) through app.inject. */
export async function send(
  app: FastifyInstance,
  actor: Actor,
  call: Call,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await payloadOf(call.body);
  return app.inject({
    // light-my-request's type lists the common methods only; it sends any method as given.
    method: call.method as InjectOptions['method'],
    url: call.url,
    headers: {
      ...headers,
      ...(actor.cookie ? { cookie: actor.cookie } : {}),
      ...call.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The JSON of a GET that must succeed, as `actor`. */
export async function read(app: FastifyInstance, actor: Actor, url: string): Promise<unknown> {
  const res = await send(app, actor, { method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Adds one PNG image to a listing (Edit Media) as its owner; returns the new media's id. */
export async function addImage(
  app: FastifyInstance,
  owner: Actor,
  listingId: number,
): Promise<number> {
  const res = await send(app, owner, {
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/media`,
    body: { form: {}, image: true },
  });
  if (res.statusCode !== 201) throw new Error(`media upload failed: ${res.body}`);
  const detail = (await read(app, owner, `/api/vendor/listings/${listingId}`)) as {
    media: { id: number }[];
  };
  const last = detail.media.at(-1);
  if (!last) throw new Error('the listing has no media');
  return last.id;
}

/** Opens (or reuses) the payment order of a pending listing as its owner; returns its id. */
export async function openOrder(
  app: FastifyInstance,
  owner: Actor,
  listingId: number,
): Promise<string> {
  const res = await send(app, owner, {
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/order`,
  });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  return (res.json() as { orderId: string }).orderId;
}

/**
 * A checkout result for `orderId` signed with the sandbox secret, as the checkout would hand it
 * back: what an attacker holding a stolen (or their own) result would send.
 */
export function signedResult(orderId: string, paymentId = `pay_sec${Date.now().toString(36)}`) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(SANDBOX_SECRET, orderId, paymentId),
  };
}

/**
 * Pays a pending listing as its owner: order, a signed result, server verification. The
 * sandbox checkout page is not used (its own access rules are tested with payments).
 */
export async function payListing(
  app: FastifyInstance,
  owner: Actor,
  listingId: number,
): Promise<void> {
  const orderId = await openOrder(app, owner, listingId);
  const res = await send(app, owner, {
    method: 'POST',
    url: '/api/vendor/payments/verify',
    body: { json: { listingId, ...signedResult(orderId) } },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
}

/** Every file stored under DATA_DIR/media, as paths relative to it. */
export async function storedMedia(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Signs in again as an existing account; returns the new session's Cookie header. */
export async function logIn(
  app: FastifyInstance,
  role: 'vendor' | 'user',
  account: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email: account.email, password: account.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}

/**
 * Every route of the vendor scope (/api/vendor/*, session required) and of the user scope
 * (/api/user/*), with a request that would pass its checks but for the session: the list the
 * function-level tests walk. `listingId` and `mediaId` fill the paths.
 */
export function vendorScopeCalls(listingId: number, mediaId: number): Record<string, Call> {
  const listing = `/api/vendor/listings/${listingId}`;
  return {
    'GET /api/vendor/profile': { method: 'GET', url: '/api/vendor/profile' },
    'PUT /api/vendor/profile': {
      method: 'PUT',
      url: '/api/vendor/profile',
      body: { json: { name: 'Mallory Rao', email: 'mallory@example.in', phone: '9123456780' } },
    },
    'POST /api/vendor/listings/:category': {
      method: 'POST',
      url: '/api/vendor/listings/dj',
      body: {
        form: {
          firmName: 'Mallory Beats',
          email: 'mallory@example.in',
          phone: '9123456780',
          houseNo: '1',
          city: 'Pune',
          nearBy: 'Station',
          district: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          description: 'A DJ.',
          plan: 'basic',
        },
        image: true,
      },
    },
    'GET /api/vendor/listings': { method: 'GET', url: '/api/vendor/listings' },
    'GET /api/vendor/listings/:listingId': { method: 'GET', url: listing },
    'PUT /api/vendor/listings/:listingId': {
      method: 'PUT',
      url: listing,
      body: { json: { firmName: 'Hijacked Sounds' } },
    },
    'POST /api/vendor/listings/:listingId/media': {
      method: 'POST',
      url: `${listing}/media`,
      body: { form: {}, image: true },
    },
    'DELETE /api/vendor/listings/:listingId/media/:mediaId': {
      method: 'DELETE',
      url: `${listing}/media/${mediaId}`,
    },
    'GET /api/vendor/listings/:listingId/prices': { method: 'GET', url: `${listing}/prices` },
    'PUT /api/vendor/listings/:listingId/prices': {
      method: 'PUT',
      url: `${listing}/prices`,
      body: { json: { rows: [{ specification: 'Wedding DJ', mrp: '1', offer: '1' }] } },
    },
    'POST /api/vendor/listings/:listingId/order': { method: 'POST', url: `${listing}/order` },
    'POST /api/vendor/payments/verify': {
      method: 'POST',
      url: '/api/vendor/payments/verify',
      body: { json: { listingId, ...signedResult('order_sbx_none') } },
    },
    'GET /api/vendor/listings/:listingId/refund': { method: 'GET', url: `${listing}/refund` },
    'POST /api/vendor/listings/:listingId/refund': { method: 'POST', url: `${listing}/refund` },
  };
}

export const USER_SCOPE_CALLS: Record<string, Call> = {
  'GET /api/user/profile': { method: 'GET', url: '/api/user/profile' },
};

export const VENDOR_SIGN_IN = { message: 'Please sign in as a vendor to continue.' };
export const USER_SIGN_IN = { message: 'Please sign in to continue.' };
export const NO_SUCH_LISTING = { message: 'No such service was found.' };
