import type { IncomingMessage, ServerResponse } from 'node:http';
import { FRAMEWORK_ERROR_HEADERS } from './security-headers';

// Where a server is in its life (issue 18, decision 0048), for the load balancer: it listens
// from the start, takes requests once its migrations are applied and its app is built, and stops
// taking them as soon as it is told to shut down.

export const PHASES = ['starting', 'migrating', 'ready', 'draining'] as const;
export type Phase = (typeof PHASES)[number];

export interface Lifecycle {
  readonly phase: Phase;
  enter(phase: Phase): void;
}

/** The phase a server is in; apps built without one (tests, benchmarks) are simply ready. */
export function createLifecycle(phase: Phase = 'ready'): Lifecycle {
  let current = phase;
  return {
    get phase() {
      return current;
    },
    enter(next) {
      current = next;
    },
  };
}

/** Seconds a client (or a load balancer) is told to wait by a 503 of a server not ready. */
export const RETRY_AFTER_SECONDS = 5;

const NOT_READY: Record<Exclude<Phase, 'ready'>, string> = {
  starting: 'Mandap is starting. Please try again in a few seconds.',
  migrating: 'Mandap is updating its database. Please try again in a few seconds.',
  draining: 'This Mandap server is shutting down. Please try again.',
};

export interface Readiness {
  ready: boolean;
  phase: Phase;
  /** Why not, in words; only when not ready. */
  message?: string;
}

/** Whether a load balancer may send requests here now (GET /api/health/ready). */
export function readiness(phase: Phase): Readiness {
  return phase === 'ready'
    ? { ready: true, phase }
    : { ready: false, phase, message: NOT_READY[phase] };
}

/** The message of a 503 for a request a server cannot take in this phase. */
export function notReadyMessage(phase: Exclude<Phase, 'ready'>): string {
  return NOT_READY[phase];
}

export const HEALTH_PATHS = {
  health: '/api/health',
  ready: '/api/health/ready',
  live: '/api/health/live',
} as const;

/** True for the paths a server answers in every phase: health, readiness and liveness. */
export function isHealthPath(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?', 1)[0];
  return (
    pathname === HEALTH_PATHS.health ||
    pathname === HEALTH_PATHS.ready ||
    pathname === HEALTH_PATHS.live
  );
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...FRAMEWORK_ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * Answers a request without the app: while the server starts (the app does not exist yet) every
 * request, and while it shuts down every request but those of health, which the app still
 * answers. Health, readiness and liveness say what phase the server is in; anything else gets 503
 * with Retry-After, which a load balancer or a browser can wait on.
 */
export function answerWithoutApp(
  req: IncomingMessage,
  res: ServerResponse,
  phase: Exclude<Phase, 'ready'>,
): void {
  const retry = { 'retry-after': String(RETRY_AFTER_SECONDS) };
  const pathname = (req.url ?? '').split('?', 1)[0];
  if (pathname === HEALTH_PATHS.live) sendJson(res, 200, { alive: true, phase });
  else if (pathname === HEALTH_PATHS.ready) sendJson(res, 503, readiness(phase), retry);
  else if (pathname === HEALTH_PATHS.health) {
    sendJson(res, 503, { status: phase, message: notReadyMessage(phase) }, retry);
  } else sendJson(res, 503, { message: notReadyMessage(phase) }, retry);
}
