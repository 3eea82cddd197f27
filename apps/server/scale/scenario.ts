import { randomBytes } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@mandap/shared/privacy-notice';
import sharp from 'sharp';
import { openDatabase } from '../src/db/client';
import { issueAccountToken } from '../src/modules/accounts/index';
import { Visitor } from './visitor';

/** Where each step of a vendor's way goes: a server's own origin, or the proxy. */
export interface VendorRoute {
  register: string;
  submit: string;
  pay: string;
  /**
   * The cluster's database: the vendor's address is verified with the token its e-mail would
   * carry (the servers write e-mails to their logs), posted to the verify route as the link does.
   */
  databaseUrl: string;
}

/** Verifies the vendor's address (decision 0069): a vendor pays only once it is verified. */
async function verifyVendorEmail(route: VendorRoute, visitor: Visitor, email: string) {
  const database = await openDatabase({ url: route.databaseUrl });
  let token: string;
  try {
    const [row] = await database.sql.query<{ id: number }>(
      'SELECT id FROM vendors WHERE email = $1',
      [email],
    );
    if (!row) throw new Error(`no vendor ${email}`);
    token = await issueAccountToken(database.db, {
      account: { role: 'vendor', vendorId: Number(row.id) },
      purpose: 'email_verification',
      email,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
  expectStatus(
    'verify the e-mail address',
    await visitor.request(route.register, 'POST', '/api/account/email/verify', { token }),
    200,
  );
}

export interface PaidListing {
  listingId: number;
  firmName: string;
  city: string;
  /** The listing's media paths (/media/...), as its storefront names them. */
  mediaPaths: string[];
}

function expectStatus(step: string, reply: { status: number; json: unknown }, status: number) {
  if (reply.status !== status) {
    throw new Error(
      `${step}: expected ${status}, got ${reply.status} ${JSON.stringify(reply.json)}`,
    );
  }
}

/** A plain photo of one colour: it passes the ID check. */
async function photo(seed: number): Promise<Blob> {
  const background = { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 };
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

/** Every /media/... path in a storefront reply, wherever it sits. */
function mediaPathsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaPathsOf(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaPathsOf(item, found);
  }
  return found;
}

/**
 * A vendor's whole way to an active listing, each step through the origin `route` names:
 * registers, signs in and submits a photographer's listing with `images` photos, orders the
 * Basic plan and pays with the sandbox card. Returns what a couple then finds.
 */
export async function createPaidListing(
  route: VendorRoute,
  { city, images = 2 }: { city: string; images?: number },
): Promise<PaidListing> {
  const vendor = new Visitor();
  const tag = randomBytes(4).toString('hex');
  const account = {
    name: 'Asha Verma',
    email: `scale-${tag}@example.in`,
    phone: `9${String(Number.parseInt(tag, 16) % 1e9).padStart(9, '0')}`,
    password: 'Shaadi@2025',
  };
  expectStatus(
    'register',
    await vendor.request(route.register, 'POST', '/api/vendor/register', {
      ...account,
      // 18 or older, the privacy notice in force accepted (decision 0071).
      ageConfirmed: true,
      noticeAccepted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    }),
    201,
  );
  await verifyVendorEmail(route, vendor, account.email);
  expectStatus(
    'sign in',
    await vendor.request(route.submit, 'POST', '/api/vendor/login', {
      email: account.email,
      password: account.password,
    }),
    200,
  );
  const firmName = `Scale Studio ${tag}`;
  const form = new FormData();
  const fields: Record<string, string> = {
    firmName,
    email: `studio-${tag}@example.in`,
    phone: '9812345670',
    houseNo: '14',
    city,
    nearBy: 'Clock Tower',
    district: city,
    state: 'Rajasthan',
    pincode: '302001',
    description: `${firmName}: weddings, sangeet and receptions.`,
    plan: 'basic',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let i = 0; i < images; i += 1) {
    form.append('images', await photo(Number.parseInt(tag, 16) + i), `photo-${i + 1}.jpg`);
  }
  const created = await vendor.request(
    route.submit,
    'POST',
    '/api/vendor/listings/photo-video',
    form,
  );
  expectStatus('submit the listing', created, 201);
  const { listingId } = created.json as { listingId: number };

  const order = await vendor.request(route.pay, 'POST', `/api/vendor/listings/${listingId}/order`);
  expectStatus('order', order, 200);
  const { orderId } = order.json as { orderId: string };
  const paid = await vendor.request(route.pay, 'POST', '/api/payments/sandbox/checkout', {
    orderId,
    cardNumber: '4111 1111 1111 1111',
  });
  expectStatus('sandbox checkout', paid, 200);
  expectStatus(
    'verify the payment',
    await vendor.request(route.pay, 'POST', '/api/vendor/payments/verify', {
      listingId,
      ...(paid.json as Record<string, string>),
    }),
    200,
  );

  const storefront = await new Visitor().request(route.pay, 'GET', `/api/listings/${listingId}`);
  expectStatus('storefront', storefront, 200);
  return { listingId, firmName, city, mediaPaths: [...mediaPathsOf(storefront.json)] };
}

export interface BrowsingResult {
  /** Requests answered (whatever their status) and failed, before and after `during` ended. */
  sent: number;
  /** Each request that did not end in 200: its status or error, and its path. */
  failures: string[];
}

/**
 * `clients` couples browsing `paths` through `origin` in a loop, one request after another each,
 * while `during` runs, and for `afterMs` more: how a load balancer's clients see a server die.
 */
export async function browseDuring(
  origin: string,
  paths: readonly string[],
  during: () => Promise<void>,
  { clients = 8, afterMs = 3000 }: { clients?: number; afterMs?: number } = {},
): Promise<BrowsingResult> {
  const failures: string[] = [];
  let sent = 0;
  let stop = false;
  const browse = async () => {
    while (!stop) {
      const path = paths[sent % paths.length] ?? '/';
      sent += 1;
      try {
        const reply = await fetch(`${origin}${path}`);
        await reply.arrayBuffer();
        if (reply.status !== 200) failures.push(`${reply.status} ${path}`);
      } catch (error) {
        failures.push(`${(error as Error).message} ${path}`);
      }
    }
  };
  const browsers = Array.from({ length: clients }, browse);
  try {
    await during();
    await new Promise((resolve) => setTimeout(resolve, afterMs));
  } finally {
    stop = true;
    await Promise.all(browsers);
  }
  return { sent, failures };
}
