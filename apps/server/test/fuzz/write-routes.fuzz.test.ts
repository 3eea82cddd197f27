import { createHash } from 'node:crypto';
import { GRIEVANCE_OUTCOMES } from '@mandap/shared/grievances';
import { REVIEW_DECISION_REASONS } from '@mandap/shared/moderation';
import {
  LISTING_REPORT_REASONS,
  MESSAGE_REPORT_REASONS,
  REPORT_DISMISS_REASONS,
} from '@mandap/shared/reports';
import { SUSPENSION_REASONS } from '@mandap/shared/suspensions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, newAccount, SIGN_UP_CONSENTS, signedIn } from '../accounts';
import { enquire, enquiryBody, sendMessage } from '../contact';
import { buildTestApp, type TestApp } from '../helper';
import { createListing, listingFields, switchOn } from '../listings';
import { multipart, png } from '../multipart';
import { enrolledOperator, newOperator, totpCode } from '../operators';
import {
  deepJsonText,
  EDGE_STRINGS,
  type FilePart,
  type Form,
  type Json,
  malformJson,
  multipartBody,
  mutateObject,
  randomString,
  randomValue,
} from './inputs';
import { Prng } from './prng';

// Every write route (POST, PUT, PATCH, DELETE), found in the running app, so a route added later
// is fuzzed without anyone listing it here: at least 1,000 generated inputs each, from a fixed
// seed, anonymous and with vendor and user sessions. No input may get a 5xx (issue 14; OWASP
// API4 and API8, ASVS V2 Validation and V4 API). FUZZ_INPUTS=n changes the count, FUZZ_SEED the
// seed, FUZZ_LOG=1 shows the server's errors.

/** The fuzzing user's phone: one of its own, so that its review is not taken for the vendor's. */
const USER_PHONE = '9123456789';
const REVIEW_FIELDS = {
  rating: '5',
  title: 'Made our sangeet unforgettable',
  body: 'The DJ read the crowd perfectly and kept the dance floor full until midnight.',
};

const SEED = Number(process.env.FUZZ_SEED ?? 0x14_2026);
// 400 inputs a route on PGlite, 150 in the PostgreSQL run (the same engine's errors, and the same
// routes): with 56 write routes, 1,000 each on both took a quarter of the suite (decision 0053).
// FUZZ_INPUTS=1000 asks for the deep run, as before a release.
const INPUTS_PER_ROUTE = Number(
  process.env.FUZZ_INPUTS ?? (process.env.TEST_DATABASE_URL ? 150 : 400),
);
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface Route {
  method: string;
  path: string;
  /** The JSON schema of the body, when the route declares one (OpenAPI). */
  bodySchema: JsonSchema | undefined;
  /** The session the route needs, as the OpenAPI document declares it (platform/guards.ts). */
  scheme: 'vendorSession' | 'userSession' | 'session' | 'operatorSession' | undefined;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: Json;
}

type Identity = 'anonymous' | 'vendor' | 'user' | 'forged' | 'operator';
/** An operator session at each stage of the console's sign-in (decision 0061). */
type OperatorStage = 'signed_in' | 'second_factor' | 'enrol';

interface Fixtures {
  ownListings: number[];
  otherListing: number;
  mediaIds: number[];
  /** The user's enquiry at the vendor's active listing, answered and Booked. */
  enquiryId: number;
  /** The user's review of that listing. */
  reviewId: number;
  activeListing: number;
  verify: Record<string, Json>;
  checkout: Record<string, Json>;
  vendorLogin: { email: string; password: string };
  userLogin: { email: string; password: string };
  vendorEmail: string;
  image: Buffer;
  operatorLogin: { email: string; password: string };
  operatorSecret: string;
  enrolSecret: string;
  setupToken: string;
  /** Grievances the console's routes act on (decision 0064): acknowledged, replied, closed. */
  grievances: string[];
}

let t: TestApp;
let fixtures: Fixtures;
const cookies: Record<'vendor' | 'user', string> = { vendor: '', user: '' };
const originalTokens: Record<'vendor' | 'user', string> = { vendor: '', user: '' };
let minted = 0;
const operatorCookies: Record<OperatorStage, string> = {
  signed_in: '',
  second_factor: '',
  enrol: '',
};
const operatorTokens: Record<OperatorStage, string> = {
  signed_in: '',
  second_factor: '',
  enrol: '',
};

/** A fresh copy of the operator's session at `stage`, under a new token (as mintSession). */
async function mintOperatorSession(stage: OperatorStage): Promise<void> {
  minted += 1;
  const token = `fuzz-operator-${minted}-${'x'.repeat(32)}`;
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  await t.database.sql.query(
    `INSERT INTO operator_sessions
     SELECT (jsonb_populate_record(NULL::operator_sessions, to_jsonb(s) ||
       jsonb_build_object('token_hash', $1::text, 'revoked_at', NULL,
         'public_id', gen_random_uuid()::text))).*
     FROM operator_sessions s WHERE s.token_hash = $2`,
    [hash(token), hash(operatorTokens[stage])],
  );
  operatorCookies[stage] = `mandap_operator=${token}`;
}

/** Which stage of operator session a console route wants. */
function operatorStageOf(path: string): OperatorStage {
  if (path === '/api/admin/login/code') return 'second_factor';
  if (path === '/api/admin/enrolment') return 'enrol';
  return 'signed_in';
}

function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1] ?? '');
}

/**
 * A fresh session of the same account as the original one, made in the database (a copy of its
 * row under a new token): an input that signs out or signs in again ends the session it was
 * sent with, and argon2 for a new sign-in each time would cost seconds.
 */
async function mintSession(role: 'vendor' | 'user'): Promise<void> {
  minted += 1;
  const token = `fuzz-${role}-${minted}-${'x'.repeat(32)}`;
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  await t.database.sql.query(
    `INSERT INTO sessions
     SELECT (jsonb_populate_record(NULL::sessions, to_jsonb(s) ||
       jsonb_build_object('token_hash', $1::text, 'revoked_at', NULL,
         'public_id', gen_random_uuid()::text))).*
     FROM sessions s WHERE s.token_hash = $2`,
    [hash(token), hash(originalTokens[role])],
  );
  const candidate = `mandap_session=${token}`;
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie: candidate },
  });
  if (check.json().role === role) {
    cookies[role] = candidate;
    return;
  }
  // Sessions are no longer sha256(token): sign in again instead (slower, same result).
  const again = await signedIn(t.app, role);
  cookies[role] = again.cookie;
}

/** The write routes the app has: from its OpenAPI document, checked against its router. */
function writeRoutes(): Route[] {
  const document = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          security?: Record<string, string[]>[];
        }
      >
    >;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!(WRITE_METHODS as readonly string[]).includes(method.toUpperCase())) continue;
      routes.push({
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        scheme: Object.keys(operation.security?.[0] ?? {})[0] as Route['scheme'],
      });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** How many write routes the router has (a route hidden from the OpenAPI document counts too). */
function writeRoutesInRouter(): number {
  let count = 0;
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const methods = /\(([A-Z, ]+)\)\s*$/.exec(line)?.[1]?.split(', ') ?? [];
    count += methods.filter((m) => (WRITE_METHODS as readonly string[]).includes(m)).length;
  }
  return count;
}

/** A value that satisfies `schema` as far as its types and enums go. */
function sampleOf(schema: JsonSchema | undefined): Json {
  if (!schema) return {};
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      );
    case 'array':
      return [sampleOf(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'email' ? 'asha@example.in' : 'x'.repeat(schema.minLength ?? 4);
    default:
      return null;
  }
}

interface Seed {
  json?: Record<string, Json>;
  form?: Form;
  headers?: Record<string, string>;
}

/** A valid request for the routes we know, so mutations reach deep; others from their schema. */
function seedFor(route: Route, prng: Prng): Seed {
  const f = fixtures;
  const key = `${route.method} ${route.path}`;
  const files = (): FilePart[] =>
    prng.chance(0.3)
      ? [{ field: 'images', name: 'photo.png', type: 'image/png', data: f.image }]
      : [];
  if (/^POST .*\/register$/.test(key)) {
    return {
      json: {
        name: 'Asha Verma',
        email: 'fuzz.seed@example.in',
        phone: '9876543210',
        password: GOOD_PASSWORD,
        ...SIGN_UP_CONSENTS,
        marketingEmails: prng.chance(0.5),
      },
    };
  }
  if (key === 'POST /api/admin/setup') {
    return { json: { token: f.setupToken, password: GOOD_PASSWORD } };
  }
  if (key === 'POST /api/admin/login') return { json: { ...f.operatorLogin } };
  if (key === 'POST /api/admin/login/code') {
    return { json: { code: totpCode(f.operatorSecret, t.clock.now()) } };
  }
  if (key === 'POST /api/admin/enrolment') {
    return { json: { code: totpCode(f.enrolSecret, t.clock.now()) } };
  }
  if (/^POST \/api\/grievances$/.test(key)) {
    return {
      json: {
        name: 'Kavya Rao',
        email: 'fuzz.grievance@example.in',
        subject: prng.pick(['listing', 'review', 'payment', 'other']),
        details: 'The listing shows photos of another venue, not the one we visited.',
        link: `/Vendors/${f.activeListing}/dj#review-1`,
      },
    };
  }
  if (key === 'POST /api/admin/reviews/:reviewId/decision') {
    // A decision from the fixed lists; the review's version moves as reports and decisions come,
    // so small versions reach the decision itself or its 409 (decision 0063).
    const decision = prng.pick(['dismiss', 'hide', 'restore'] as const);
    const reason = prng.pick(Object.keys(REVIEW_DECISION_REASONS[decision]));
    return {
      json: { decision, reason, details: 'Checked by the fuzz step.', version: prng.int(6) },
    };
  }
  // The console's grievance steps (decision 0064): versions move with every step, so small ones
  // reach the step itself or its 409; the outcomes from the close form's list.
  if (key === 'POST /api/admin/grievances/:reference/acknowledge') {
    return { json: { version: prng.int(12) } };
  }
  if (key === 'POST /api/admin/grievances/:reference/replies') {
    return { json: { body: 'Checked by the fuzz step.', version: prng.int(12) } };
  }
  if (key === 'POST /api/admin/grievances/:reference/close') {
    return {
      json: {
        outcome: prng.pick(Object.keys(GRIEVANCE_OUTCOMES)),
        details: 'Closed by the fuzz step.',
        version: prng.int(12),
      },
    };
  }
  // Suspensions, media removals, refunds and appeals (decision 0066): reasons from the fixed
  // lists, small versions (the action itself or its 409).
  if (/^POST \/api\/admin\/(listings|vendors|users)\/:\w+\/suspension$/.test(key)) {
    const action = prng.pick(['suspend', 'restore'] as const);
    const reason = prng.pick(Object.keys(SUSPENSION_REASONS[action]));
    return { json: { action, reason, details: 'Checked by the fuzz step.', version: prng.int(6) } };
  }
  if (key === 'POST /api/admin/listings/:listingId/media/:mediaId/removal') {
    const reason = prng.pick(Object.keys(SUSPENSION_REASONS.remove_media));
    return { json: { reason, details: 'Checked by the fuzz step.', version: prng.int(6) } };
  }
  if (key === 'POST /api/admin/listings/:listingId/refund') {
    const reason = prng.pick(Object.keys(SUSPENSION_REASONS.refund));
    return {
      json: {
        reason,
        details: 'Checked by the fuzz step.',
        version: prng.int(6),
        ...(prng.chance(0.5) ? { amountPaise: prng.between(1, 200_000) } : {}),
      },
    };
  }
  if (key === 'POST /api/admin/appeals/:appealId/decision') {
    const decision = prng.pick(['uphold', 'restore'] as const);
    const reason = prng.pick(
      Object.keys(SUSPENSION_REASONS[decision === 'restore' ? 'restore' : 'uphold_appeal']),
    );
    return { json: { decision, reason, details: '', version: prng.int(6) } };
  }
  if (key === 'POST /api/vendor/listings/:listingId/appeal') {
    return { json: { message: 'We think this suspension is a mistake; please look again.' } };
  }
  if (key === 'POST /api/appeals/account') {
    return {
      json: {
        ...f.vendorLogin,
        message: 'We think this suspension is a mistake; please look again.',
      },
    };
  }
  if (/^POST \/api\/vendor\/login$/.test(key)) return { json: { ...f.vendorLogin } };
  if (/^POST \/api\/user\/login$/.test(key)) return { json: { ...f.userLogin } };
  if (/^PUT .*\/profile$/.test(key)) {
    return { json: { name: 'Asha Verma', email: f.vendorEmail, phone: '9876543210' } };
  }
  if (/^PUT .*\/listings\/:listingId$/.test(key)) {
    return {
      json: {
        ...listingFields(),
        features: ['Wedding DJ', 'Club DJ'],
        highlights: ['Fast Service'],
      },
    };
  }
  if (/\/prices$/.test(key)) {
    return {
      json: {
        rows: [
          { specification: 'Wedding DJ', mrp: '15000', offer: '12000' },
          { specification: 'Club DJ', mrp: '100000000', offer: '99.50' },
        ],
      },
    };
  }
  if (/\/payments\/verify$/.test(key)) return { json: { ...f.verify } };
  if (/\/sandbox\/checkout$/.test(key)) return { json: { ...f.checkout } };
  if (/\/webhook$/.test(key)) {
    return {
      json: {
        event: 'payment.captured',
        payload: {
          payment: {
            entity: { id: 'pay_x', order_id: 'order_x', amount: 99900, status: 'captured' },
          },
        },
      },
      headers: {
        'x-razorpay-signature': 'f'.repeat(64),
        'x-razorpay-event-id': `evt_${prng.int(1e6)}`,
      },
    };
  }
  if (/^POST \/api\/user\/enquiries$/.test(key)) {
    return { json: enquiryBody(f.activeListing, { phone: USER_PHONE }) as Record<string, Json> };
  }
  if (/\/forward$/.test(key)) return { json: { listingIds: [f.otherListing] } };
  if (/\/status$/.test(key))
    return { json: { status: prng.pick(['booked', 'declined']), bookingValue: '1,50,000' } };
  if (/\/messages$/.test(key)) return { json: { body: 'Namaste! Is 14 February still free?' } };
  if (/\/conversations\/:enquiryId\/read$/.test(key)) return { json: { upTo: 1 } };
  if (/\/reply$/.test(key)) return { json: { body: 'Thank you for the kind words!' } };
  if (key === 'POST /api/listings/:listingId/report') {
    // A reason from the fixed list (decision 0065); the details 'other' needs.
    return {
      json: { reason: prng.pick(Object.keys(LISTING_REPORT_REASONS)), details: 'Fuzz step.' },
    };
  }
  if (key === 'POST /api/conversations/:enquiryId/messages/:messageId/report') {
    return {
      json: { reason: prng.pick(Object.keys(MESSAGE_REPORT_REASONS)), details: 'Fuzz step.' },
    };
  }
  if (/^POST \/api\/admin\/reports\/(listings|messages)\/:\w+\/dismiss$/.test(key)) {
    // A dismissal from the fixed list; small versions reach the dismissal itself or its 409.
    return {
      json: {
        reason: prng.pick(Object.keys(REPORT_DISMISS_REASONS)),
        details: 'Checked by the fuzz step.',
        version: prng.int(6),
      },
    };
  }
  if (/\/report$/.test(key)) return { json: { reason: 'This review is not genuine.' } };
  if (/^(POST .*\/review|PUT .*\/reviews\/:reviewId)$/.test(key)) {
    return { form: { fields: REVIEW_FIELDS, files: files() } };
  }
  if (/^POST .*\/listings\/:category$/.test(key)) {
    return { form: { fields: { ...listingFields(), features: ['Wedding DJ'] }, files: files() } };
  }
  if (/\/media$/.test(key)) {
    return {
      form: {
        fields: {},
        files: [{ field: 'images', name: 'photo.png', type: 'image/png', data: f.image }],
      },
    };
  }
  const json = sampleOf(route.bodySchema);
  return json !== null && typeof json === 'object' && !Array.isArray(json)
    ? { json }
    : { json: {} };
}

function formOf(json: Record<string, Json>): Form {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(json)) {
    fields[key] = Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  }
  return { fields, files: [] };
}

function mutateForm(prng: Prng, form: Form): Form {
  const fields = structuredClone(form.fields);
  const files = [...form.files];
  for (let n = prng.between(0, 3); n > 0; n -= 1) {
    const names = Object.keys(fields);
    const name =
      names.length > 0 && prng.chance(0.8)
        ? prng.pick(names)
        : prng.pick(['features', 'evil', 'features[]', '__proto__', 'images', 'a"b']);
    const change = prng.weighted([
      [30, 'edge'],
      [20, 'random'],
      [15, 'delete'],
      [10, 'repeat'],
      [10, 'file'],
      [5, 'many'],
    ] as const);
    if (change === 'edge') fields[name] = prng.pick(EDGE_STRINGS);
    else if (change === 'random') fields[name] = randomString(prng);
    else if (change === 'delete') delete fields[name];
    else if (change === 'repeat') fields[name] = [randomString(prng), prng.pick(EDGE_STRINGS)];
    else if (change === 'many') fields[name] = Array(prng.pick([20, 70])).fill('Wedding DJ');
    else {
      files.push(
        prng.pick([
          {
            field: 'images',
            name: 'a.png',
            type: 'image/png',
            data: fixtures.image.subarray(0, prng.int(fixtures.image.length)),
          },
          {
            field: 'images',
            name: 'x.jpg',
            type: 'image/jpeg',
            data: Buffer.from(randomString(prng)),
          },
          { field: 'videos', name: 'v.mp4', type: 'video/mp4', data: Buffer.alloc(prng.int(5000)) },
          { field: 'images[]', name: '../../etc/passwd', type: 'image/png', data: fixtures.image },
          {
            field: 'evil',
            name: 'e.exe',
            type: 'application/octet-stream',
            data: Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
          },
          { field: 'images', name: '', type: '', data: Buffer.alloc(0) },
        ]),
      );
    }
  }
  return { fields, files };
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'image/png',
  '*/*',
  'application/json, text/plain',
  'a/b/c',
  ';;;',
  'multipart/form-data; boundary="unterminated',
];

interface Input {
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  note: string;
}

// Bodies are kept near the server's limit (1 MiB): larger ones are all refused alike, unread.
const MAX_BODY_BYTES = 1536 * 1024;

/** One generated request body (and its headers) for a route. */
function generateInput(prng: Prng, route: Route): Input {
  const input = generateAnyInput(prng, route);
  const { payload } = input;
  if (payload !== undefined && payload.length > MAX_BODY_BYTES) {
    return { ...input, payload: payload.slice(0, MAX_BODY_BYTES), note: `${input.note}, cut` };
  }
  return input;
}

function generateAnyInput(prng: Prng, route: Route): Input {
  const seed = seedFor(route, prng);
  const headers: Record<string, string> = { ...(seed.headers ?? {}) };
  const isForm = seed.form !== undefined;
  const form = seed.form ?? formOf(seed.json ?? {});
  const json =
    seed.json ?? (Object.fromEntries(Object.entries(form.fields)) as Record<string, Json>);
  const kind = prng.weighted([
    [isForm ? 15 : 55, 'json'],
    [isForm ? 60 : 8, 'multipart'],
    [8, 'malformed'],
    [4, 'deep'],
    [8, 'wrong-type'],
    [3, 'empty'],
    [3, 'none'],
    [3, 'random-json'],
    [0.4, 'huge'],
  ] as const);
  switch (kind) {
    case 'json':
      headers['content-type'] = 'application/json';
      return { headers, payload: JSON.stringify(mutateObject(prng, json)), note: 'json' };
    case 'random-json':
      headers['content-type'] = 'application/json';
      return { headers, payload: JSON.stringify(randomValue(prng, 3)), note: 'random-json' };
    case 'malformed':
      headers['content-type'] = 'application/json';
      return { headers, payload: malformJson(prng, JSON.stringify(json)), note: 'malformed-json' };
    case 'deep':
      headers['content-type'] = 'application/json';
      return { headers, payload: deepJsonText(prng), note: 'deep-json' };
    case 'wrong-type':
      headers['content-type'] = prng.pick(WRONG_CONTENT_TYPES);
      return {
        headers,
        payload: prng.chance(0.5) ? JSON.stringify(json) : randomString(prng),
        note: `content-type:${headers['content-type']}`,
      };
    case 'empty':
      headers['content-type'] = prng.pick(['application/json', 'multipart/form-data; boundary=x']);
      return { headers, payload: '', note: 'empty-body' };
    case 'none':
      return { headers, payload: undefined, note: 'no-body' };
    case 'huge':
      headers['content-type'] = 'application/json';
      return {
        headers,
        payload: JSON.stringify({ ...json, name: 'x'.repeat(1024 * 1024 + 10) }),
        note: 'huge-json',
      };
    case 'multipart': {
      const body = multipartBody(prng, mutateForm(prng, form));
      if (body.contentType) headers['content-type'] = body.contentType;
      return { headers, payload: body.payload, note: body.note };
    }
  }
}

/** A URL component of any text (a lone surrogate becomes U+FFFD, as a browser would send it). */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );
}

const CATEGORIES = ['dj', 'hotel', 'band', 'venue', 'catering', 'photo-video'];

function garbageParam(prng: Prng): string {
  return prng.pick([
    '0',
    '-1',
    '1.5',
    'abc',
    '1e3',
    '0x10',
    '99999999999999999999',
    '9007199254740993',
    '2147483648',
    '%00',
    '%zz',
    '%',
    encode(randomString(prng).slice(0, 200)),
    'a'.repeat(150),
    '..%2F..%2Fetc',
    ' 1',
  ]);
}

function paramValue(prng: Prng, name: string): string {
  const f = fixtures;
  if (name === 'category') {
    return prng.chance(0.75) ? prng.pick(CATEGORIES) : garbageParam(prng);
  }
  if (name === 'listingId') {
    return prng.weighted([
      [60, String(prng.pick(f.ownListings))],
      [10, String(f.otherListing)],
      [30, garbageParam(prng)],
    ]);
  }
  if (name === 'date') {
    // A real day from a week ago to four years ahead, so booked-date writes get past validation.
    if (prng.chance(0.3)) return garbageParam(prng);
    const day = new Date(Date.now() + prng.between(-7, 4 * 366) * 24 * 60 * 60 * 1000);
    return day.toISOString().slice(0, 10);
  }
  if (name === 'enquiryId') {
    return prng.chance(0.6) ? String(f.enquiryId) : garbageParam(prng);
  }
  if (name === 'reviewId') {
    return prng.chance(0.6) ? String(f.reviewId) : garbageParam(prng);
  }
  if (name === 'reference') {
    return prng.chance(0.7) ? prng.pick(f.grievances) : garbageParam(prng);
  }
  if (name === 'mediaId') {
    return prng.chance(0.6) && f.mediaIds.length > 0
      ? String(prng.pick(f.mediaIds))
      : garbageParam(prng);
  }
  return prng.chance(0.5) ? String(prng.between(1, 50)) : garbageParam(prng);
}

function urlFor(prng: Prng, route: Route): string {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => paramValue(prng, name));
  if (!prng.chance(0.15)) return path;
  const pairs = Array.from({ length: prng.between(1, 3) }, () => {
    const key = prng.pick(['rules', 'q', 'page', 'x', '__proto__', 'rules[]', '']);
    const value = prng.chance(0.5)
      ? prng.pick(['registration', 'edit-media', '1'])
      : randomString(prng).slice(0, 500);
    return `${encode(key)}=${encode(value)}`;
  });
  return `${path}?${pairs.join('&')}`;
}

/** The session the route declares decides which one most of its inputs carry. */
function roleOf(prng: Prng, route: Route): 'vendor' | 'user' | 'operator' | null {
  if (route.scheme === 'operatorSession') return 'operator';
  if (route.scheme === 'vendorSession') return 'vendor';
  if (route.scheme === 'userSession') return 'user';
  if (route.scheme === 'session') return prng.pick(['vendor', 'user'] as const);
  return null;
}

function identityFor(prng: Prng, route: Route): Identity {
  const role = roleOf(prng, route);
  if (role === 'operator') {
    return prng.weighted([
      [60, 'operator'],
      [10, 'anonymous'],
      [10, 'vendor'],
      [10, 'user'],
      [10, 'forged'],
    ] as const);
  }
  if (role) {
    return prng.weighted([
      [70, role],
      [10, 'anonymous'],
      [10, role === 'vendor' ? 'user' : 'vendor'],
      [10, 'forged'],
    ] as const);
  }
  return prng.weighted([
    [45, 'anonymous'],
    [20, 'vendor'],
    [20, 'user'],
    [15, 'forged'],
  ] as const);
}

interface Failure {
  route: string;
  identity: Identity;
  note: string;
  url: string;
  status: number;
  reply: string;
  sent: string;
}

function preview(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(no body)';
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  return JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} bytes)` : text);
}

beforeAll(async () => {
  t = await buildTestApp({
    SANDBOX_PAYMENT_SECRET: 'sandbox-secret-for-tests-0123456789',
    // FUZZ_LOG=1: the server's error log on stdout, to see why an input failed.
    ...(process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {}),
  });
  const vendor = await signedIn(t.app, 'vendor');
  const user = await signedIn(t.app, 'user', { phone: USER_PHONE });
  cookies.vendor = vendor.cookie;
  cookies.user = user.cookie;
  originalTokens.vendor = tokenOf(vendor.cookie);
  originalTokens.user = tokenOf(user.cookie);
  // The originals are never sent: each identity uses copies, renewed when an input ends one.
  await mintSession('vendor');
  await mintSession('user');

  const other = await signedIn(t.app, 'vendor');
  const otherListing = await createListing(t.app, other.cookie, 'dj');
  const pending = await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
  const active = await createListing(t.app, vendor.cookie, 'dj', {
    features: ['Wedding DJ', 'Club DJ'],
  });
  const hotel = await createListing(t.app, vendor.cookie, 'hotel', { starRating: '4' });
  await switchOn(t.database.sql, active);
  const image = await png(8, 8);
  const upload = multipart({}, [
    { field: 'images', name: 'p.png', type: 'image/png', data: image },
  ]);
  await t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${active}/media`,
    headers: { ...upload.headers, cookie: cookies.vendor },
    payload: upload.payload,
  });
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/vendor/listings/${active}`,
    headers: { cookie: cookies.vendor },
  });
  const mediaIds = ((detail.json().media ?? []) as { id: number }[]).map((m) => m.id);

  // An enquiry the vendor answered and marked Booked, and the user's review of it: the Chat,
  // status, forward, review and report routes then have real objects to reach.
  const enquiryId = await enquire(t.app, cookies.user, active, { phone: USER_PHONE });
  await sendMessage(t.app, cookies.vendor, enquiryId, 'Yes, we are free that day.');
  await t.app.inject({
    method: 'PUT',
    url: `/api/vendor/enquiries/${enquiryId}/status`,
    headers: { cookie: cookies.vendor },
    payload: { status: 'booked', bookingValue: '1,50,000' },
  });
  const reviewForm = multipart(REVIEW_FIELDS);
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/user/listings/${active}/review`,
    headers: { ...reviewForm.headers, cookie: cookies.user },
    payload: reviewForm.payload,
  });
  if (review.statusCode !== 201) throw new Error(`the fixture review failed: ${review.body}`);
  const reviewId = (review.json() as { id: number }).id;

  // A real checkout of the pending listing, so verify's seed is a correctly signed result.
  const order = await t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${pending}/order`,
    headers: { cookie: cookies.vendor },
  });
  const orderId = order.statusCode === 200 ? String(order.json().orderId) : 'order_missing';
  const checkout = { orderId, cardNumber: '4111111111111111' };
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { cookie: cookies.vendor },
    payload: checkout,
  });
  const result = paid.statusCode === 200 ? (paid.json() as Record<string, Json>) : {};

  const vendorLogin = newAccount();
  const userLogin = newAccount();
  await t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: vendorLogin });
  await t.app.inject({ method: 'POST', url: '/api/user/register', payload: userLogin });

  // The console: a signed-in admin, a sign-in waiting for its code, an enrolment under way, and
  // an unused set-up link (each input that uses it is refused afterwards, as it should be).
  const operator = await enrolledOperator(t, 'admin');
  operatorTokens.signed_in = tokenOf(operator.cookie);
  // Another operator waits for the code: the login route's wrong passwords lock the first one.
  const codeStep = await enrolledOperator(t, 'moderator');
  const halfSignedIn = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: codeStep.email, password: codeStep.password },
  });
  operatorTokens.second_factor = tokenOf(
    String(halfSignedIn.headers['set-cookie']).split(';')[0] ?? '',
  );
  const enrolling = await newOperator(t, 'moderator');
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/admin/setup',
    payload: { token: enrolling.token, password: enrolling.password },
  });
  operatorTokens.enrol = tokenOf(String(setup.headers['set-cookie']).split(';')[0] ?? '');
  // The authenticator to confirm exists once its QR code has been asked for.
  const enrolment = await t.app.inject({
    method: 'GET',
    url: '/api/admin/enrolment',
    headers: { cookie: `mandap_operator=${operatorTokens.enrol}` },
  });
  const enrolSecret = String(enrolment.json().key).replace(/\s/g, '');
  for (const stage of ['signed_in', 'second_factor', 'enrol'] as const) {
    await mintOperatorSession(stage);
  }
  const unused = await newOperator(t, 'moderator');
  // Grievances for the console's steps, from addresses of their own (the form is limited).
  const grievances: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      remoteAddress: `10.99.0.${i + 1}`,
      payload: {
        name: 'Kavya Rao',
        email: `fuzz.console.${i}@example.in`,
        subject: 'listing',
        details: 'The listing shows photos of another venue, not the one we visited.',
      },
    });
    if (sent.statusCode === 201) grievances.push(String(sent.json().reference));
  }

  fixtures = {
    operatorLogin: { email: operator.email, password: operator.password },
    operatorSecret: codeStep.secret,
    enrolSecret,
    setupToken: unused.token,
    grievances,
    ownListings: [pending, active, hotel],
    otherListing,
    mediaIds,
    enquiryId,
    reviewId,
    activeListing: active,
    verify: {
      listingId: pending,
      razorpay_order_id: result.razorpay_order_id ?? orderId,
      razorpay_payment_id: result.razorpay_payment_id ?? 'pay_x',
      razorpay_signature: result.razorpay_signature ?? 'sig',
    },
    checkout,
    vendorLogin: { email: vendorLogin.email, password: vendorLogin.password },
    userLogin: { email: userLogin.email, password: userLogin.password },
    vendorEmail: vendor.account.email,
    image,
  };
}, 120_000);
afterAll(() => t?.close());

describe('fuzzing every write route', () => {
  it(
    `answers no input with a 5xx (${INPUTS_PER_ROUTE} inputs a route, seed ${SEED})`,
    async () => {
      const routes = writeRoutes();
      expect(routes.length, 'a write route is missing from the OpenAPI document').toBe(
        writeRoutesInRouter(),
      );
      const started = Date.now();
      const failures: Failure[] = [];
      const statuses = new Map<number, number>();
      const lines: string[] = [];
      for (const route of routes) {
        const label = `${route.method} ${route.path}`;
        const prng = Prng.for(SEED, label);
        const routeStatuses = new Map<number, number>();
        const routeStarted = Date.now();
        for (let i = 0; i < INPUTS_PER_ROUTE; i += 1) {
          const identity = identityFor(prng, route);
          const input = generateInput(prng, route);
          const url = urlFor(prng, route);
          const headers = { ...input.headers };
          if (identity === 'vendor' || identity === 'user') headers.cookie = cookies[identity];
          const stage = operatorStageOf(route.path);
          if (identity === 'operator') headers.cookie = operatorCookies[stage];
          if (identity === 'forged') {
            headers.cookie = prng.pick([
              `mandap_session=${'A'.repeat(43)}`,
              'mandap_session=',
              `mandap_session=${encode(randomString(prng).slice(0, 100))}`,
              `mandap_operator=${'A'.repeat(43)}`,
              `mandap_operator=${encode(randomString(prng).slice(0, 100))}`,
              'mandap_session=a; mandap_session=b',
              `${'x'.repeat(5000)}=1`,
            ]);
          }
          if (prng.chance(0.03)) headers.origin = 'https://evil.example';
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers,
            ...(input.payload === undefined ? {} : { payload: input.payload }),
          });
          routeStatuses.set(res.statusCode, (routeStatuses.get(res.statusCode) ?? 0) + 1);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push({
              route: label,
              identity,
              note: input.note,
              url,
              status: res.statusCode,
              reply: res.body.slice(0, 200),
              sent: preview(input.payload),
            });
          }
          // An input that signed in or out ended the session it carried: take a fresh one.
          if ((identity === 'vendor' || identity === 'user') && res.headers['set-cookie']) {
            await mintSession(identity);
          }
          if (identity === 'operator' && res.headers['set-cookie'])
            await mintOperatorSession(stage);
        }
        const counts = [...routeStatuses].sort(([a], [b]) => a - b);
        lines.push(
          `  ${label.padEnd(52)} ${String(Date.now() - routeStarted).padStart(6)} ms  ` +
            counts.map(([status, n]) => `${status}:${n}`).join(' '),
        );
      }
      const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      const summary = [
        `fuzz: ${routes.length} write routes, ${total} inputs (seed ${SEED}), ${Date.now() - started} ms`,
        `  statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}:${n}`)
          .join(' ')}`,
        ...lines,
        ...(failures.length > 0
          ? [`  5xx (${failures.length}), first of each route and input kind:`]
          : []),
        ...failures
          .filter(
            (f, index) =>
              failures.findIndex((g) => g.route === f.route && g.note === f.note) === index,
          )
          .map(
            (f) =>
              `    ${f.status} ${f.route} [${f.identity}, ${f.note}] ${f.url} ${f.sent} -> ${f.reply}`,
          ),
      ].join('\n');
      console.log(summary);
      expect(total).toBe(routes.length * INPUTS_PER_ROUTE);
      expect(
        failures.map((f) => `${f.status} ${f.route} [${f.note}]`),
        'inputs answered with a 5xx',
      ).toEqual([]);
    },
    30 * 60_000,
  );
});
