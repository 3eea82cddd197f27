import { createHash } from 'node:crypto';
import { addDays, indianDate } from '@mandap/shared/dates';
import type { FastifyInstance } from 'fastify';
import { createListing } from './listings';
import { payThroughSandbox } from './payments';

// Couples contacting vendors (issue 15): active listings to enquire about, and enquiries sent
// through the API as the storefront form sends them.

/**
 * A listing of `category` registered by the vendor behind `vendorCookie` and paid for through
 * the sandbox checkout: active, so it shows in search and takes enquiries. `fromPriceRupees`
 * saves one price row (its from-price) through the vendor's pricing route.
 */
export async function activeListing(
  app: FastifyInstance,
  vendorCookie: string,
  category = 'dj',
  overrides: Record<string, string | string[]> = {},
  options: { fromPriceRupees?: number } = {},
): Promise<number> {
  const listingId = await createListing(app, vendorCookie, category, {
    ...(category === 'hotel' && !overrides.starRating ? { starRating: '3' } : {}),
    ...overrides,
  });
  const paid = await payThroughSandbox(app, vendorCookie, listingId);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  if (options.fromPriceRupees !== undefined) {
    await setFromPrice(app, vendorCookie, listingId, options.fromPriceRupees);
  }
  return listingId;
}

/** Saves one price row, the first specification the listing can price, at `rupees`. */
export async function setFromPrice(
  app: FastifyInstance,
  vendorCookie: string,
  listingId: number,
  rupees: number,
): Promise<void> {
  const url = `/api/vendor/listings/${listingId}/prices`;
  const current = await app.inject({ method: 'GET', url, headers: { cookie: vendorCookie } });
  const specification = (current.json() as { options: string[] }).options[0];
  if (!specification) throw new Error(`listing ${listingId} has nothing to price: ${current.body}`);
  const saved = await app.inject({
    method: 'PUT',
    url,
    headers: { cookie: vendorCookie },
    payload: { rows: [{ specification, mrp: String(rupees), offer: String(rupees) }] },
  });
  if (saved.statusCode !== 200) throw new Error(`prices failed: ${saved.body}`);
}

/** A day `days` after today in India (on `now`, the app's clock when a test moves it). */
export function dayFromToday(days: number, now: Date = new Date()): string {
  return addDays(indianDate(now), days);
}

/** The fields of a valid enquiry for `listingId`, as the storefront form sends them. */
export function enquiryBody(listingId: number, overrides: Record<string, unknown> = {}) {
  return {
    listingId,
    eventDate: dayFromToday(60),
    eventType: 'wedding',
    city: 'Jaipur',
    guests: 300,
    budgetRupees: 150000,
    message: 'Namaste! Are you free for our wedding? We would like a quote.',
    phone: '9876543210',
    email: 'couple@example.in',
    ...overrides,
  };
}

/**
 * An address of its own for each session (derived from its cookie): enquiries are limited per
 * address as well as per account (issue 27), and the people a test stands for do not share one.
 */
export function sessionAddress(cookie: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(cookie).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * POST /api/user/enquiries as the user behind `userCookie` (from the session's own address
 * unless `remoteAddress` is given); the raw reply.
 */
export function sendEnquiry(
  app: FastifyInstance,
  userCookie: string,
  listingId: number,
  overrides: Record<string, unknown> = {},
  remoteAddress: string = sessionAddress(userCookie),
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/enquiries',
    headers: { cookie: userCookie },
    payload: enquiryBody(listingId, overrides),
    remoteAddress,
  });
}

/** Sends an enquiry that must succeed; returns the new enquiry's id. */
export async function enquire(
  app: FastifyInstance,
  userCookie: string,
  listingId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await sendEnquiry(app, userCookie, listingId, overrides);
  if (res.statusCode !== 201) throw new Error(`enquiry failed: ${res.body}`);
  return (res.json() as { enquiry: { id: number } }).enquiry.id;
}

/** POST /api/conversations/:enquiryId/messages as `cookie`; the raw reply. */
export function sendMessage(app: FastifyInstance, cookie: string, enquiryId: number, body: string) {
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${enquiryId}/messages`,
    headers: { cookie },
    payload: { body },
  });
}
