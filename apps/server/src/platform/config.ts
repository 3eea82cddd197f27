import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gstinProblem, gstStateCode, INVOICE_PREFIX_PATTERN } from '@mandap/shared/gst';
import { z } from 'zod';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
  OCR_COPIES_DIR: z.string().min(1).optional(),
  ID_GUARD: z.enum(['on', 'off']).default('on'),
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  OCR_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(16),
  OCR_RECYCLE_AFTER: z.coerce.number().int().min(1).default(50),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com/v1'),
  SANDBOX_PAYMENT_SECRET: z.string().min(16).optional(),
  AUDIT_ADDRESS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENTS: z.enum(['razorpay', 'sandbox']).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  UPLOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(5_000),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      'must be an smtp:// or smtps:// URL, for example smtp://user:pass@host:587',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Mandap <no-reply@mandap.in>'),
  MAIL: z.enum(['smtp', 'log']).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .refine((url) => {
      const { pathname, search, hash } = new URL(url);
      return pathname === '/' && !search && !hash;
    }, 'must be the site origin alone, for example https://mandap.in (no path or query)')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\d.:a-f/, ]+)$/i, 'must be true, false, a hop count or addresses')
    .default('false'),
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  MEDIA_DELIVERY: z.enum(['proxy', 'redirect']).default('proxy'),
  MEDIA_PUBLIC_URL: z.url().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  COUNTED_PAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(2).max(100).optional(),
  GRIEVANCE_OFFICER_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
    .optional(),
  GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(10).max(500).optional(),
  SEARCHES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  BUSINESS_NAME: z.string().trim().min(2).max(200).optional(),
  BUSINESS_ADDRESS: z.string().trim().min(10).max(500).optional(),
  BUSINESS_STATE: z.string().trim().min(2).max(60).optional(),
  BUSINESS_GSTIN: z.string().trim().optional(),
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(INVOICE_PREFIX_PATTERN, 'must be 1 to 4 capital letters or digits, for example MDP')
    .optional(),
  INVOICES: z.enum(['specimen']).optional(),
});

/**
 * The grievance officer outside production, when the settings are not given: plainly not a real
 * person, mailbox or office, so nobody mistakes a development server's page for Mandap's.
 */
export const DEVELOPMENT_GRIEVANCE_OFFICER = {
  name: 'Grievance Officer (development placeholder)',
  email: 'grievance-officer@example.invalid',
  address: 'Placeholder address for development, not a real office, Nowhere 000000',
} as const;

/**
 * Mandap's own tax details outside production, when the settings are not given (issue 30,
 * decision 0073): plainly not a real business, and every document issued with them says
 * SPECIMEN. The GSTIN has a right check character, so documents look as real ones do.
 */
export const SPECIMEN_BUSINESS = {
  name: 'Mandap Specimen Pvt Ltd (not a real business)',
  address: 'Specimen address for development, not a real office, Jaipur 302001',
  stateCode: '08',
  gstin: '08AAACM0000A1ZM',
  invoicePrefix: 'SPC',
} as const;

/** Mandap's tax details, printed on every invoice and credit note (issue 30, decision 0073). */
export interface BusinessConfig {
  name: string;
  address: string;
  /** The GST state code of the address ("08"): the supplier's state. */
  stateCode: string;
  gstin: string;
  invoicePrefix: string;
  /** True when any of them is a development placeholder: every document says SPECIMEN. */
  specimen: boolean;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Fastify's trustProxy: true, false, a hop count, or the proxies' addresses. */
function trustProxy(value: string): TrustProxy {
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database under dataDir/db. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  /**
   * Where compressed copies of the OCR scripts and WebAssembly are kept (made once per package
   * version); by default DATA_DIR/ocr-compressed. Servers may share one folder.
   */
  ocrCopiesDir: string;
  /** The server's government-ID check of uploads (R7), and its OCR pool. */
  idGuard: { enabled: boolean; workers: number; queueLimit: number; recycleAfter: number };
  /** Razorpay when its keys are set; otherwise the built-in sandbox (R11). */
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string; apiBase: string }
    | undefined;
  /** Signs sandbox checkout results; by default a random secret kept in DATA_DIR. */
  sandboxSecret: string | undefined;
  /** Key of the audit log's address hashes (HMAC-SHA256); by default a random key kept in DATA_DIR. */
  auditAddressKey: string | undefined;
  /**
   * The site's one origin (PUBLIC_URL, without a trailing slash), for every absolute link: the
   * pages' canonical links, Open Graph and JSON-LD, robots.txt, the sitemaps and e-mails. Never
   * a request's Host (issue 27, decision 0057): production requires PUBLIC_URL; elsewhere it
   * defaults to `http://HOST:PORT`, a wildcard HOST read as this machine's loopback.
   */
  publicUrl: string;
  /**
   * How e-mail leaves (issue 29, decision 0067): through SMTP_URL, or written to the server's log
   * (no SMTP_URL outside production, or MAIL=log): links in e-mails can be followed from there.
   */
  mail: { transport: 'smtp'; smtpUrl: string; from: string } | { transport: 'log'; from: string };
  /** Behind a load balancer: whose X-Forwarded-* headers to believe (client address, https). */
  trustProxy: TrustProxy;
  /**
   * How long a client may take: `requestMs` to send an ordinary request (headers and body),
   * `uploadMs` a multipart upload, `headersMs` the headers alone; `keepAliveMs` an idle
   * keep-alive connection is held.
   */
  timeouts: { requestMs: number; uploadMs: number; headersMs: number; keepAliveMs: number };
  /**
   * Where media files live (issue 18): the local disk under DATA_DIR/media (the embedded
   * default), or an S3-compatible bucket shared by every server. `delivery` says how /media/
   * answers: `proxy` streams the file through Mandap (range requests kept), `redirect` sends the
   * browser to a signed URL, or to `publicUrl` (a CDN in front of the bucket) when set.
   */
  media: MediaConfig;
  /** On SIGTERM: how long in-flight requests (uploads included) may take before the exit. */
  shutdownGraceMs: number;
  /**
   * Sign-ups one client address may make in an hour, vendors and users together (issue 27,
   * decision 0054). Only a browser-test run, whose accounts all come from 127.0.0.1, raises it.
   */
  signupsPerAddressPerHour: number;
  /**
   * Pages (storefronts, pages of search results) one source (an address, an IPv6 /64) may have
   * counted for analytics in a minute on one server; beyond it nothing counts until the next
   * minute (issue 27, decision 0056). Only a browser-test run, all from 127.0.0.1, raises it.
   */
  countedPagesPerMinute: number;
  /**
   * The grievance officer the public grievance page names and whose name signs its e-mails
   * (issue 28, decision 0062): required in production, placeholders elsewhere.
   */
  grievanceOfficer: { name: string; email: string; address: string };
  /**
   * Searches (GET /api/search, and the server-rendered search pages' own) one client address may
   * make in a minute, an IPv6 address counted by its /64, counted by every server together
   * (issue 27, decision 0058); 0: no limit. The browser tests, the benchmarks and the scale demo,
   * which search from one address, raise it.
   */
  searchesPerAddressPerMinute: number;
  /**
   * argon2id's cost: OWASP's parameters, or `cheap` under NODE_ENV=test only (a test suite
   * registers thousands of accounts; decision 0053). No variable of its own, so no production
   * server can be talked into it.
   */
  passwordHashing: 'owasp' | 'cheap';
  business: BusinessConfig;
}

export type MediaConfig =
  | { storage: 'disk' }
  | {
      storage: 's3';
      s3: S3Config;
      delivery: 'proxy' | 'redirect';
      /** A CDN or public bucket URL that serves the media keys; null: signed URLs. */
      publicUrl: string | null;
    };

export interface S3Config {
  /** The S3 API's URL; undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default credential chain (an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as most non-AWS servers want. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/**
 * The origin of a server that was given no PUBLIC_URL (development, tests): where it listens,
 * a wildcard address read as this machine's loopback. Port 0 (any free port) has no address to
 * name until it listens; the origin then leaves the port out.
 */
function listeningOrigin(host: string, port: number): string {
  const name =
    host === '0.0.0.0'
      ? '127.0.0.1'
      : host === '::'
        ? 'localhost'
        : host.includes(':')
          ? `[${host}]`
          : host;
  try {
    return new URL(`http://${name}${port === 0 ? '' : `:${port}`}`).origin;
  } catch {
    throw new ConfigError(`HOST: ${host} is not a host name or address a URL can carry.`);
  }
}

function mediaConfig(e: z.infer<typeof EnvSchema>): MediaConfig {
  if (e.MEDIA_STORAGE === 'disk') return { storage: 'disk' };
  if (!e.S3_BUCKET) {
    throw new ConfigError(
      'MEDIA_STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a non-AWS server).',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the instance role).',
    );
  }
  return {
    storage: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
    delivery: e.MEDIA_DELIVERY,
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  };
}

/**
 * The grievance officer: the law asks a marketplace to name one (Consumer Protection
 * (E-Commerce) Rules 2020, rule 4(4); IT Rules 2021, rule 3(2)), so a production server does not
 * start without all three settings: the settings missing are added to `missing`.
 */
function grievanceOfficer(
  e: z.infer<typeof EnvSchema>,
  missing: string[],
): Config['grievanceOfficer'] {
  const given = {
    GRIEVANCE_OFFICER_NAME: e.GRIEVANCE_OFFICER_NAME,
    GRIEVANCE_OFFICER_EMAIL: e.GRIEVANCE_OFFICER_EMAIL,
    GRIEVANCE_OFFICER_ADDRESS: e.GRIEVANCE_OFFICER_ADDRESS,
  };
  const unset = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (e.NODE_ENV === 'production' && unset.length > 0) {
    missing.push(
      `The grievance officer is not configured: set ${unset.join(', ')} (the name, e-mail ` +
        'and postal address the public grievance page shows, as Indian law requires of a ' +
        'marketplace).',
    );
  }
  return {
    name: given.GRIEVANCE_OFFICER_NAME ?? DEVELOPMENT_GRIEVANCE_OFFICER.name,
    email: given.GRIEVANCE_OFFICER_EMAIL?.toLowerCase() ?? DEVELOPMENT_GRIEVANCE_OFFICER.email,
    address: given.GRIEVANCE_OFFICER_ADDRESS ?? DEVELOPMENT_GRIEVANCE_OFFICER.address,
  };
}

/**
 * Mandap's tax details (issue 30, decision 0073): a tax invoice must name the supplier (CGST
 * Rules, rule 46), so a production server does not start without all five settings unless
 * INVOICES=specimen says it is a try-out; elsewhere what is missing is a SPECIMEN placeholder and
 * every document says SPECIMEN. A wrong GSTIN or state stops any start.
 */
function businessConfig(e: z.infer<typeof EnvSchema>, missing: string[]): BusinessConfig {
  const given = {
    BUSINESS_NAME: e.BUSINESS_NAME,
    BUSINESS_ADDRESS: e.BUSINESS_ADDRESS,
    BUSINESS_STATE: e.BUSINESS_STATE,
    BUSINESS_GSTIN: e.BUSINESS_GSTIN,
    INVOICE_PREFIX: e.INVOICE_PREFIX,
  };
  const unset = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (e.NODE_ENV === 'production' && unset.length > 0 && e.INVOICES !== 'specimen') {
    missing.push(
      `Mandap's tax details are not configured: set ${unset.join(', ')} (the business name, ` +
        'address, GST state, GSTIN and invoice number prefix every tax invoice must carry), or ' +
        'INVOICES=specimen to issue documents marked SPECIMEN (a try-out, not a business).',
    );
  }
  const stateCode = e.BUSINESS_STATE ? gstStateCode(e.BUSINESS_STATE) : SPECIMEN_BUSINESS.stateCode;
  if (!stateCode) {
    throw new ConfigError(
      `BUSINESS_STATE: "${e.BUSINESS_STATE}" is not an Indian state; give its name or GST code, for example Rajasthan or 08.`,
    );
  }
  if (e.BUSINESS_GSTIN) {
    const problem = gstinProblem(e.BUSINESS_GSTIN, stateCode);
    if (problem) throw new ConfigError(`BUSINESS_GSTIN: ${problem}`);
  }
  return {
    name: e.BUSINESS_NAME ?? SPECIMEN_BUSINESS.name,
    address: e.BUSINESS_ADDRESS ?? SPECIMEN_BUSINESS.address,
    stateCode,
    gstin: e.BUSINESS_GSTIN?.toUpperCase() ?? SPECIMEN_BUSINESS.gstin,
    invoicePrefix: e.INVOICE_PREFIX ?? SPECIMEN_BUSINESS.invoicePrefix,
    specimen: unset.length > 0,
  };
}

/** Reads and validates the environment once at start-up; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const razorpayKeys = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  if (e.PAYMENTS === 'razorpay' && !razorpayKeys) {
    throw new ConfigError(
      'PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (and RAZORPAY_WEBHOOK_SECRET).',
    );
  }
  // A production server names what it lacks all at once, not one start-up failure at a time.
  const missing: string[] = [];
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    missing.push(
      'PUBLIC_URL is not set: set it to the address people reach Mandap at, for example ' +
        'https://mandap.in (canonical links, the sitemap and e-mails name the site by it, never ' +
        "by a request's Host).",
    );
  }
  // The sandbox signs payments nobody made: a production server takes it only when asked to.
  if (e.NODE_ENV === 'production' && !razorpayKeys && e.PAYMENTS !== 'sandbox') {
    missing.push(
      'Payments are not configured: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and ' +
        'RAZORPAY_WEBHOOK_SECRET for real payments, or PAYMENTS=sandbox to take test payments ' +
        '(no money moves) in production.',
    );
  }
  if (e.MAIL === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('MAIL=smtp needs SMTP_URL, for example smtp://user:pass@host:587.');
  }
  // Sign-up, password resets and e-mail changes send links that must arrive (decision 0067).
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.MAIL !== 'log') {
    missing.push(
      'SMTP_URL is not set: set it to the mail server Mandap sends e-mail through, for example ' +
        'smtp://user:pass@smtp.example.in:587, or MAIL=log to write e-mails to the server log ' +
        'instead (nothing is sent; for trying Mandap out).',
    );
  }
  const officer = grievanceOfficer(e, missing);
  const business = businessConfig(e, missing);
  if (missing.length > 0) throw new ConfigError(missing.join(' '));
  return {
    business,
    grievanceOfficer: officer,
    media: mediaConfig(e),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
    countedPagesPerMinute: e.COUNTED_PAGES_PER_MINUTE,
    searchesPerAddressPerMinute: e.SEARCHES_PER_ADDRESS_PER_MINUTE,
    nodeEnv: e.NODE_ENV,
    passwordHashing: e.NODE_ENV === 'test' ? 'cheap' : 'owasp',
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    ocrCopiesDir: path.resolve(e.OCR_COPIES_DIR ?? path.join(e.DATA_DIR, 'ocr-compressed')),
    trustProxy: trustProxy(e.TRUST_PROXY),
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.PAYMENTS !== 'sandbox'
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? e.RAZORPAY_KEY_SECRET,
            apiBase: e.RAZORPAY_API_BASE,
          }
        : undefined,
    sandboxSecret: e.SANDBOX_PAYMENT_SECRET,
    auditAddressKey: e.AUDIT_ADDRESS_KEY,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : listeningOrigin(e.HOST, e.PORT),
    mail:
      e.SMTP_URL && e.MAIL !== 'log'
        ? { transport: 'smtp', smtpUrl: e.SMTP_URL, from: e.MAIL_FROM }
        : { transport: 'log', from: e.MAIL_FROM },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      uploadMs: e.UPLOAD_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    idGuard: {
      enabled: e.ID_GUARD === 'on',
      workers: e.OCR_WORKERS,
      queueLimit: e.OCR_QUEUE_LIMIT,
      recycleAfter: e.OCR_RECYCLE_AFTER,
    },
  };
}
