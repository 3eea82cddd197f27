import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Extra sources per CSP directive, e.g. a payment provider's checkout hosts. */
export type CspAdditions = Partial<Record<string, string[]>>;

/** Additions from several parts (payments, media) as one. */
export function mergeCsp(...parts: CspAdditions[]): CspAdditions {
  const merged: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [directive, sources = []] of Object.entries(part)) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

const BASE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  // tesseract.js compiles its WebAssembly core in the browser (the government-ID check).
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  // The app has no <base> element: none may be injected either (OWASP ASVS 5.0 3.4.3).
  'base-uri': ["'none'"],
};

/** The Content-Security-Policy: this origin only, plus any additions. */
export function contentSecurityPolicy(additions: CspAdditions = {}): string {
  return Object.entries(BASE_CSP)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(additions[directive] ?? [])].join(' '),
    )
    .join('; ');
}

/** The security headers of every reply, with the CSP's additions. */
function securityHeaders(additions: CspAdditions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(additions),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Paths whose replies carry or depend on a session: the vendor's and the user's data, register,
 * login, logout, the session itself, the account's own settings (decision 0068), payments (orders and checkout results), and Chat, the inbox
 * counts and notifications. No cache may
 * keep them, a browser's included (a shared computer, its back button, a proxy, a CDN), and
 * errors included (OWASP ASVS 5.0 14.2.2, 14.3.2).
 */
const PRIVATE_PATH =
  /^\/api\/(?:vendor|user|account|admin|session|payments|conversations|inbox|notifications)(?:[/?#]|$)/i;

/** Whether a reply to this path or route pattern must not be stored by any cache. */
export function isPrivatePath(path: string | undefined): boolean {
  return path !== undefined && PRIVATE_PATH.test(path);
}

/**
 * The web build's hashed files (scripts, styles, fonts under /assets/, and /hi/assets/ for the
 * Hindi build): no document, so the
 * document headers (the CSP, framing, referrer, HSTS…) do nothing there, and a public page's
 * first view loads a score of them, where a kilobyte of headers each added a fifth to its
 * JavaScript's weight (issue 17). They keep what applies to a script or a style: nosniff and the
 * cross-origin resource policy.
 */
const BUILD_FILE = /^\/(?:hi\/)?assets\/[^?#]*\.(?:js|css|woff2?)(?:[?#]|$)/;
const BUILD_FILE_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * The pages an e-mailed link opens with its token in the address (decision 0068): they send no
 * Referer at all, so the token cannot leave with a request for anything the page loads or links
 * to (the pages also take it out of the address bar once read).
 */
const LINK_PAGE = /^\/(?:hi\/)?(?:reset-password|confirm-email)(?:[/?#]|$)/i;

/**
 * The security headers of every reply, computed once at start-up and set by one synchronous hook
 * (helmet's per-request work cost more than half of the catalogue's throughput, see bench/).
 * Replies under the private paths also get `Cache-Control: no-store`, set before the route runs
 * so that a refusal (401, 403, 404) carries it too; no route under those paths sets a cacheable
 * header. The matched route's pattern is checked as well as the raw URL, so a percent-encoded
 * path the router decodes (/api/%76endor/profile) is no way around it.
 */
export function registerSecurityHeaders(app: FastifyInstance, additions: CspAdditions = {}): void {
  const headers = securityHeaders(additions);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BUILD_FILE.test(request.url) ? BUILD_FILE_HEADERS : headers);
    if (LINK_PAGE.test(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (isPrivatePath(request.url) || isPrivatePath(request.routeOptions.url)) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
}

/**
 * Headers of the error replies made outside any route's hooks (the router's, and Node's own
 * timeouts in platform/timeouts.ts): the strictest policy, no additions, as these replies are a
 * short JSON message with nothing to load; and never stored.
 */
export const FRAMEWORK_ERROR_HEADERS: Readonly<Record<string, string>> = {
  ...securityHeaders(),
  'cache-control': 'no-store',
};

const FRAMEWORK_ERROR_MESSAGES: Record<number, string> = {
  400: 'This address is not valid.',
  414: 'This address is too long.',
};

/**
 * Fastify's `frameworkErrors`: the replies the router makes before any hook runs (a URL that
 * cannot be decoded, a path parameter over the length limit). Without it they would go out
 * without the security headers, in Fastify's own shape, naming its error code and echoing the
 * path; with it they carry the headers and the app's error shape `{ message }`.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode === 414 ? 414 : error.statusCode === 400 ? 400 : 500;
  reply
    .status(status)
    .headers(FRAMEWORK_ERROR_HEADERS)
    .send({
      message:
        FRAMEWORK_ERROR_MESSAGES[status] ?? 'Something went wrong on our side. Please try again.',
    });
}
