import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SqlRunner } from '../src/db/client';
import { type FilePart, multipart } from './multipart';

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

/**
 * Switches a registered listing on in the database, without a payment, as paid `minutesAgo`
 * minutes ago: for tests of what an active listing does (paying has tests of its own; a listing
 * paid through the sandbox is test/contact.ts's activeListing).
 */
export async function switchOn(sql: SqlRunner, listingId: number, minutesAgo = 0): Promise<void> {
  await sql.query(
    `UPDATE listings SET status = 'active', paid_at = now() - make_interval(mins => $2)
     WHERE id = $1`,
    [listingId, minutesAgo],
  );
}

/** POST /api/vendor/listings/:id/media: Edit Media, or with `rules: 'registration'` Edit Services. */
export function uploadListingMedia(
  app: FastifyInstance,
  cookie: string,
  listingId: number,
  files: FilePart[],
  rules: 'edit-media' | 'registration' = 'edit-media',
) {
  const body = multipart({}, files);
  return app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/media${rules === 'registration' ? '?rules=registration' : ''}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** Every file under `dir` (a data folder's media, say), as paths relative to it; [] if none. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
