import type { FastifyInstance } from 'fastify';

/** Extra sources per CSP directive, e.g. a payment provider's checkout hosts. */
export type CspAdditions = Partial<Record<string, string[]>>;

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
  'base-uri': ["'self'"],
};

/** The Content-Security-Policy: this origin only, plus any additions. */
export function contentSecurityPolicy(additions: CspAdditions = {}): string {
  return Object.entries(BASE_CSP)
    .map(([directive, sources]) =>
      [directive, ...sources, ...(additions[directive] ?? [])].join(' '),
    )
    .join('; ');
}

/**
 * The security headers of every reply, computed once at start-up and set by one synchronous hook
 * (helmet's per-request work cost more than half of the catalogue's throughput, see bench/).
 */
export function registerSecurityHeaders(app: FastifyInstance, additions: CspAdditions = {}): void {
  const headers: Record<string, string> = {
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
