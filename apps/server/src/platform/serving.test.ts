import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testDatabase } from '../../test/helper';
import { buildApp } from '../app';
import { loadConfig } from './config';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { createServing, type Serving } from './serving';

// The server of server.ts, in this process on a port of its own (decision 0048): what it answers
// before the app exists, and how it drains.

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: import('node:net').Socket;
}

let database: TestDatabase;
let tempDir: string;
let lifecycle: Lifecycle;
let serving: Serving;
let port: number;
let app: FastifyInstance | undefined;

const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir,
    WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
    ID_GUARD: 'off',
    // Ten minutes: an idle connection closed in these tests was closed by the drain, not by age.
    KEEP_ALIVE_TIMEOUT_MS: '600000',
  });

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-serving-'));
  database = await testDatabase();
  lifecycle = createLifecycle('migrating');
  serving = createServing({ timeouts: config().timeouts, lifecycle });
  port = (await serving.listen('127.0.0.1', 0)).port;
});
afterAll(async () => {
  serving.server.closeAllConnections();
  serving.server.close();
  await app?.close();
  await database.close();
  await rm(tempDir, { recursive: true, force: true });
});

function send(
  method: string,
  url: string,
  options: { agent?: http.Agent; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: options.agent,
        headers: options.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        // The response lets go of its socket at the end (back to a keep-alive agent).
        const socket = res.socket;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            socket,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('before the app is built', () => {
  it('answers health, readiness and liveness with the phase, everything else 503 to retry', async () => {
    const ready = await send('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(JSON.parse(ready.body)).toEqual({
      ready: false,
      phase: 'migrating',
      message: 'Mandap is updating its database. Please try again in a few seconds.',
    });
    const health = await send('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({
      status: 'migrating',
      message: 'Mandap is updating its database. Please try again in a few seconds.',
    });
    const live = await send('GET', '/api/health/live?probe=1');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ alive: true, phase: 'migrating' });

    for (const [method, url] of [
      ['GET', '/api/catalogue'],
      ['POST', '/api/vendor/login'],
      ['GET', '/'],
    ] as const) {
      const res = await send(method, url);
      expect(res.status, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      // The same security headers as the app's own error replies.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(res.body)).toEqual({
        message: 'Mandap is updating its database. Please try again in a few seconds.',
      });
    }
  });

  it('hands every request to the app once it is built and opened, not before', async () => {
    lifecycle.enter('starting');
    app = await buildApp({
      config: config(),
      database,
      migrationVersion: database.migrationVersion,
      clock: () => new Date(),
      lifecycle,
      serverFactory: serving.serverFactory,
    });
    await app.ready();
    const early = await send('GET', '/api/catalogue');
    expect(early.status).toBe(503);
    expect(JSON.parse(early.body).message).toBe(
      'Mandap is starting. Please try again in a few seconds.',
    );

    serving.open();
    lifecycle.enter('ready');
    expect((await send('GET', '/api/catalogue')).status).toBe(200);
    const ready = await send('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true, phase: 'ready' });
    const health = await send('GET', '/api/health');
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });
});

describe('draining', () => {
  it('closes idle keep-alive connections, refuses new ones, and lets a request in flight finish', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const idle = await send('GET', '/api/catalogue', { agent });
    expect(idle.status).toBe(200);
    const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));

    // A sign-in whose body is only half sent: in flight until the rest arrives.
    const body = JSON.stringify({ email: 'nobody.drain@example.in', password: 'Shaadi@2026' });
    let answered: (reply: Reply) => void = () => {};
    const reply = new Promise<Reply>((resolve) => {
      answered = resolve;
    });
    const slow = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/vendor/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const socket = res.socket;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          answered({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            socket,
          }),
        );
      },
    );
    slow.write(body.slice(0, 20));
    await vi.waitFor(() => expect(serving.inFlight).toBe(1), { timeout: 10_000, interval: 10 });

    const drained = serving.drain(60_000);
    expect(lifecycle.phase).toBe('draining');
    await idleClosed;
    await expect(send('GET', '/api/health/ready')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });

    slow.end(body.slice(20));
    const finished = await reply;
    expect(finished.status).toBe(401);
    expect(JSON.parse(finished.body)).toMatchObject({ message: 'Account not found' });
    expect(finished.headers.connection).toBe('close');
    expect(await drained).toBe('drained');
    expect(serving.inFlight).toBe(0);
    agent.destroy();
  });
});
