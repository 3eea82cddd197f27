import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';

/** Form fields of a valid registration, for tests that need a listing to exist. */
export function listingFields(overrides: Record<string, string | string[]> = {}) {
  return {
    firmName: 'Shubh Vivah Banquets',
    email: 'hello@shubhvivah.in',
    phone: '9876501234',
    houseNo: '12-B',
    city: 'Jaipur',
    nearBy: 'Near Albert Hall',
    district: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302004',
    description: 'Banquet hall for 500 guests with lawns.',
    plan: 'premium',
    ...overrides,
  };
}

/** Submits a listing form for `category` and returns the new listing's id. */
export async function createListing(
  app: FastifyInstance,
  cookie: string,
  category = 'dj',
  overrides: Record<string, string | string[]> = {},
): Promise<number> {
  const body = multipart(listingFields(overrides));
  const res = await app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${category}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  return (res.json() as { listingId: number }).listingId;
}
