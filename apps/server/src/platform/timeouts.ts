import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { HttpError } from './errors';
import { FRAMEWORK_ERROR_HEADERS } from './security-headers';

// How long a client may take (issue 14, decision 0028). Node's HTTP server enforces three of the
// limits: the headers (headersMs), the whole of any request (uploadMs, the longest a multipart
// upload may take), and an idle keep-alive connection (keepAliveMs). An ordinary request's body
// gets requestMs on top, from a deadline stream put in front of Fastify's body parsers.

type Timeouts = Config['timeouts'];

// The security headers every other error reply carries, written by hand here.
const ERROR_HEADER_LINES = Object.entries(FRAMEWORK_ERROR_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

export const REQUEST_TIMEOUT_MESSAGE =
  'The request took too long to arrive. Please check your connection and try again.';

/** How often Node looks for connections past their limits: a quarter of the shortest, at most 1s. */
function checkingIntervalMs(t: Timeouts): number {
  return Math.max(100, Math.min(1000, Math.floor(Math.min(t.headersMs, t.requestMs) / 4)));
}

/**
 * Answers a client error Node raises before Fastify has a request (a timeout, headers too
 * large, a request that is not HTTP) in the API's error shape; writes nothing when a reply is
 * already under way on the connection, then closes it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', REQUEST_TIMEOUT_MESSAGE]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'The request headers or address are too long. Please shorten them.',
          ]
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  // Node's own rule: write only when no response has started on this connection. (The response
  // in flight is internal to node:http, hence the cast.)
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        ERROR_HEADER_LINES +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's server options for the limits Node enforces. */
export function serverTimeoutOptions(t: Timeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
  clientErrorHandler: typeof clientErrorHandler;
} {
  const wholeRequestMs = Math.max(t.requestMs, t.uploadMs);
  return {
    // Any request, headers and body, must have arrived within the longest limit (an upload's).
    requestTimeout: wholeRequestMs,
    keepAliveTimeout: t.keepAliveMs,
    // A connection on which nothing moves either way for that long is closed (a client that
    // stopped reading its response, say).
    connectionTimeout: wholeRequestMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: wholeRequestMs,
      connectionsCheckingInterval: checkingIntervalMs(t),
    },
    clientErrorHandler,
  };
}

/** True when the request says it has a body (RFC 9112 6.3): a length above 0, or chunked. */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isMultipart(contentType: string | undefined): boolean {
  return /^\s*multipart\//i.test(contentType ?? '');
}

/**
 * The body of `raw` through a stream that fails with a 408 when it has not all arrived `ms`
 * after it started: Fastify's body parser reads that stream and answers the 408 itself.
 */
function bodyWithDeadline(raw: Readable, ms: number): Readable {
  const body = new PassThrough();
  // Fastify listens for the body's errors while it reads it; a request refused before its body
  // is read (too large by its Content-Length) has no reader, and its error must not crash us.
  body.on('error', () => {});
  const timer = setTimeout(() => {
    raw.unpipe(body);
    body.destroy(new HttpError(408, REQUEST_TIMEOUT_MESSAGE));
  }, ms);
  timer.unref();
  const settle = () => clearTimeout(timer);
  raw.once('end', settle);
  raw.once('error', (error) => {
    // A client that went away fails the body as it would have without this stream.
    settle();
    body.destroy(error);
  });
  raw.once('close', () => {
    settle();
    if (!raw.readableEnded) body.destroy(new HttpError(400, 'The request was cut off.'));
  });
  raw.pipe(body);
  return body;
}

/**
 * Per-request limits on top of the server's: an ordinary request's body must arrive within
 * requestMs (multipart uploads, streamed by their routes, keep the server's uploadMs); and a reply
 * sent before its request has fully arrived (refused early: too large, unauthorised, wrong type)
 * closes the connection, so the rest of that body is never waited for.
 */
export function registerRequestDeadlines(app: FastifyInstance, t: Timeouts): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const { raw } = request;
    if (raw.complete || !hasBody(raw.headers) || isMultipart(raw.headers['content-type'])) {
      return done(null, payload);
    }
    done(null, bodyWithDeadline(payload, t.requestMs));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const { raw } = request;
    // `complete`: the server has the whole request; `readableEnded`: it was read to its end.
    const unread = hasBody(raw.headers) && !raw.complete && !raw.readableEnded;
    if (unread) reply.header('connection', 'close');
    done(null, payload);
  });
}
