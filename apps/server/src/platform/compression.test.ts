import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  COMPRESSIBLE_TYPES,
  precompressBody,
  precompressedFor,
  preferredEncoding,
  registerCompression,
} from './compression';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['BR;Q=1.0, GZIP;Q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    [['gzip', 'br'], 'br'],
  ] as Array<[string | string[] | undefined, string]>)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressible types', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/javascript; charset=utf-8',
    'text/css',
    'application/json; charset=utf-8',
    'application/problem+json',
    'image/svg+xml',
    'application/wasm',
    'application/javascript',
  ])('compresses %s', (type) => expect(COMPRESSIBLE_TYPES.test(type)).toBe(true));

  it.each([
    'image/webp',
    'image/jpeg',
    'video/mp4',
    'application/gzip',
    'application/octet-stream',
    'text/event-stream',
  ])('leaves %s alone', (type) => expect(COMPRESSIBLE_TYPES.test(type)).toBe(false));
});

describe('dynamic replies', () => {
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vendor ${i}` })) };

  async function app() {
    const server = Fastify();
    await registerCompression(server);
    server.get('/big', async () => big);
    server.get('/small', async () => ({ ok: true }));
    server.post('/echo', async (request) => ({ length: JSON.stringify(request.body).length }));
    return server;
  }

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ])('sends JSON over 1 KB as %s', async (encoding, decode) => {
    const server = await app();
    const res = await server.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(big);
    await server.close();
  });

  it('sends JSON as it is without Accept-Encoding, and small JSON always', async () => {
    const server = await app();
    const plain = await server.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    await server.close();
  });

  it('never inflates a request body: uploads reach their route as they were sent', async () => {
    const server = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ firmName: 'Shaadi Studio' })),
    });
    // The gzip bytes are parsed as they are, which is not JSON.
    expect(res.statusCode).toBe(400);
    await server.close();
  });
});

describe('precompressed bodies', () => {
  const body = Buffer.from(JSON.stringify({ categories: Array(100).fill('Photo Video') }));
  const pre = precompressBody(body);

  it.each([
    ['br', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
    [undefined, undefined, (b: Buffer) => b],
  ])('answers %s with %s', (accept, encoding, decode) => {
    const headers: Record<string, string> = {};
    const sent = precompressedFor(pre, accept, {
      header: (name: string, value: string) => {
        headers[name] = value;
      },
    });
    expect(decode(sent).equals(body)).toBe(true);
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers.vary).toBe('accept-encoding');
  });
});
