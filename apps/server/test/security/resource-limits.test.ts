import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MESSAGE } from '../../src/platform/timeouts';
import { SIGN_UP_CONSENTS, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { listingFields } from '../listings';
import { multipart } from '../multipart';

// Resource limits (OWASP API4:2023 Unrestricted Resource Consumption): how long a client may
// take over a request, and how much it may send. The timeouts are tested on a real listening
// server with a raw socket, with limits made small through the environment.

const LIMITS_ENV = {
  REQUEST_TIMEOUT_MS: '1000',
  UPLOAD_TIMEOUT_MS: '3000',
  HEADERS_TIMEOUT_MS: '1000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
};

// How late a limit may act on a busy test machine: seconds, where the fault was minutes.
const SLACK_MS = 2000;

let t: TestApp;
let port: number;
let vendorCookie: string;
beforeAll(async () => {
  t = await buildTestApp(LIMITS_ENV);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
  vendorCookie = (await signedIn(t.app, 'vendor')).cookie;
});
afterAll(() => t.close());

/** A raw connection: what the server sent, and when it closed the connection. */
function connect() {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.setNoDelay(true);
  const startedAt = Date.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - startedAt, received }));
  });
  return { socket, closed, received: () => received };
}

/** Writes `text` one byte every `everyMs` until the socket closes; returns a stop function. */
function dribble(socket: net.Socket, text: string, everyMs: number): () => void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at] ?? '');
    at += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('timeouts (API4 Unrestricted Resource Consumption)', () => {
  it('a body sent a byte at a time is cut by the request timeout with a 408', async () => {
    const { socket, closed } = connect();
    const body = JSON.stringify({ email: 'slow@example.in', password: 'Shaadi@2026' });
    socket.write(
      `POST /api/vendor/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    const stop = dribble(socket, body, 100);
    const { afterMs, received } = await closed;
    stop();
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain(REQUEST_TIMEOUT_MESSAGE);
    expect(received).toMatch(/connection: close/i);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(SLACK_MS + 1000);
  });

  it('headers sent a byte at a time are cut by the headers timeout', async () => {
    const { socket, closed } = connect();
    socket.write('GET /api/health HTTP/1.1\r\n');
    const stop = dribble(socket, `X-Slow: ${'a'.repeat(200)}\r\n\r\n`, 100);
    const { afterMs, received } = await closed;
    stop();
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(SLACK_MS + 1000);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const { socket, closed, received } = connect();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    const sentAt = Date.now();
    while (!received().includes('\r\n\r\n') && Date.now() - sentAt < 2000) await sleep(10);
    const answeredAt = Date.now();
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received()).toMatch(/connection: keep-alive/i);
    await closed;
    const idleMs = Date.now() - answeredAt;
    expect(idleMs).toBeGreaterThanOrEqual(800);
    expect(idleMs).toBeLessThan(SLACK_MS + 1000);
  });

  it('an upload may take longer than an ordinary request, and no longer than the upload limit', async () => {
    const form = multipart(listingFields());
    const { socket, closed } = connect();
    socket.write(
      `POST /api/vendor/listings/dj HTTP/1.1\r\nHost: localhost\r\nCookie: ${vendorCookie}\r\n` +
        `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
    );
    const stop = dribble(socket, form.payload.toString('latin1'), 100);
    await sleep(1800);
    expect(socket.destroyed, 'an upload is not held to the ordinary request timeout').toBe(false);
    const { afterMs, received } = await closed;
    stop();
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(2900);
    expect(afterMs).toBeLessThan(SLACK_MS + 3000);
  });

  it('a request refused before its body arrives closes the connection at once', async () => {
    const { socket, closed } = connect();
    socket.write(
      'POST /api/vendor/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/xml\r\n' +
        'Content-Length: 100000\r\n\r\nthe start of a long body',
    );
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 415 /);
    expect(received).toMatch(/connection: close/i);
    expect(afterMs).toBeLessThan(SLACK_MS);
  });
});

describe('sizes (API4 Unrestricted Resource Consumption, V2 Validation)', () => {
  it('a body over the size limit is a 413, refused on its Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);

    const { socket, closed } = connect();
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n{"email":`,
    );
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(afterMs).toBeLessThan(SLACK_MS);
  });

  it('deeply nested JSON is a 400, however deep', async () => {
    for (const depth of [40, 10_000, 200_000]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/vendor/profile',
        headers: { 'content-type': 'application/json', cookie: vendorCookie },
        payload: `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
      expect(res.statusCode, `${depth}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/nested/i);
    }
  });

  it('JSON as deep as a form needs is accepted', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie: vendorCookie },
      payload: { name: 'Asha Verma', email: 'deep.ok@example.in', phone: '9876543210' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('over-long strings are a 400 naming the field, in JSON and in a multipart form', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: {
        name: 'A'.repeat(5000),
        email: `${'e'.repeat(500)}@example.in`,
        phone: '9'.repeat(1000),
        password: `Shaadi@2026${'x'.repeat(100_000)}`,
        ...SIGN_UP_CONSENTS,
      },
    });
    expect(register.statusCode).toBe(400);
    expect(Object.keys(register.json().fieldErrors).sort()).toEqual([
      'email',
      'name',
      'password',
      'phone',
    ]);

    const form = multipart(listingFields({ description: 'd'.repeat(30_000) }));
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/dj',
      headers: { ...form.headers, cookie: vendorCookie },
      payload: form.payload,
    });
    expect(listing.statusCode, listing.body).toBe(400);
    expect(listing.json().fieldErrors.description).toBeDefined();
  });

  it('a query too long is refused: 400 over the parameter limit, 431 over the header limit', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.q).toMatch(/at most 200/);

    const { socket, closed } = connect();
    socket.write(`GET /api/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    expect(received).toMatch(/too long/);
  });

  it('a multipart form with too many parts is a 413', async () => {
    const fields: Record<string, string[]> = { features: Array(100).fill('Wedding DJ') };
    const form = multipart({ ...listingFields(), ...fields });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/dj',
      headers: { ...form.headers, cookie: vendorCookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(413);
  });
});
