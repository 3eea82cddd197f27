// A real Mandap process (node --import tsx apps/server/src/server.ts) started, drained and stopped
// with signals (issue 18, decision 0048): SIGTERM in the middle of an upload, a grace that runs
// out, a second SIGTERM, and readiness while migrations run (PostgreSQL, where the test can hold
// the migrations' lock).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAccount, sessionCookie } from './accounts';
import { databaseUrlOf, testDatabase } from './helper';
import { filesUnder, listingFields } from './listings';
import { mp4, multipart, png } from './multipart';
import { json, type Reply, send } from './raw-http';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MIGRATION_LOCK_KEY = 727_274; // db/migrate.ts's
const START_MS = 120_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Server {
  child: ChildProcess;
  port: number;
  exit: Promise<number | null>;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** The JSON log lines it wrote, parsed. */
  log(): { level: number; msg: string }[];
}

/** Starts server.ts with PORT=0 and reads its port from its 'Server listening at' line. */
async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  databaseUrl = process.env.TEST_DATABASE_URL ? childDatabaseUrl : undefined,
): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ID_GUARD: 'off',
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exit;
  });
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; port?: number });
  const port = await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
      const listening = log().find((line) => line.msg.startsWith('Server listening at'));
      if (!listening?.port) throw new Error('not listening yet');
      return listening.port;
    },
    { timeout: START_MS, interval: 50 },
  );
  return { child, port, exit, output: () => output, log };
}

/** Waits until the server says it is ready for requests. */
async function untilReady(server: Server): Promise<void> {
  await vi.waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`exited:\n${server.output()}`);
      const ready = await send(server.port, 'GET', '/api/health/ready');
      if (ready.status !== 200) throw new Error(`not ready: ${ready.body}`);
    },
    { timeout: START_MS, interval: 100 },
  );
}

/** Waits until a new connection to the port is refused: the server has stopped listening. */
async function untilRefused(port: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const outcome = await send(port, 'GET', '/api/health/ready').then(
        (reply) => `answered ${reply.status}`,
        (error: NodeJS.ErrnoException) => error.code ?? String(error),
      );
      if (outcome !== 'ECONNREFUSED') throw new Error(`still ${outcome}`);
    },
    { timeout: 30_000, interval: 20 },
  );
}

async function signedInVendor(port: number): Promise<string> {
  const account = newAccount();
  const registered = await send(port, 'POST', '/api/vendor/register', json(account));
  expect(registered.status, registered.body).toBe(201);
  const login = await send(
    port,
    'POST',
    '/api/vendor/login',
    json({ email: account.email, password: account.password }),
  );
  expect(login.status).toBe(200);
  return sessionCookie(login.headers['set-cookie']);
}

/**
 * A registration upload sent slowly: everything up to the middle of its video at once, the rest
 * when `finish()` is called. `reply` settles with the server's answer, or rejects when the
 * connection is cut.
 */
async function slowUpload(server: Server, dataDir: string, cookie: string) {
  const before = await filesUnder(path.join(dataDir, 'media-staging'));
  const video = mp4(2 * 1024 * 1024);
  const body = multipart(listingFields({ firmName: 'Uploaded During Shutdown' }), [
    { field: 'images', name: 'stage.png', type: 'image/png', data: await png(640, 480) },
    { field: 'videos', name: 'entry.mp4', type: 'video/mp4', data: video },
  ]);
  const half = body.payload.indexOf(video.subarray(0, 64)) + video.length / 2;
  let settled = false;
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/vendor/listings/dj',
    headers: { ...body.headers, cookie, 'content-length': body.payload.length },
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    request.on('error', (error) => {
      settled = true;
      reject(error);
    });
  });
  reply.catch(() => {}); // looked at by the tests that expect it
  request.write(body.payload.subarray(0, half));
  // Under way: the server has staged the image, and waits for the rest of the video.
  await vi.waitFor(
    async () => {
      const staged = await filesUnder(path.join(dataDir, 'media-staging'));
      if (staged.filter((f) => !before.includes(f)).length < 2) throw new Error('not yet');
    },
    { timeout: 30_000, interval: 20 },
  );
  return {
    reply,
    settled: () => settled,
    finish: () => request.end(body.payload.subarray(half)),
  };
}

let dataDir: string;
let childDatabaseUrl: string | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-lifecycle-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (process.env.TEST_DATABASE_URL) {
    // A migrated schema of its own (dropped at the end), which the child finds by its search_path.
    const database = await testDatabase();
    cleanups.push(() => database.close());
    childDatabaseUrl = await databaseUrlOf(database);
  }
});

describe('SIGTERM', () => {
  it(
    'refuses new connections, finishes an upload under way with its normal reply, and exits 0',
    async () => {
      const server = await startServer(dataDir, {
        SHUTDOWN_GRACE_MS: '60000',
        // Idle keep-alive connections would be kept ten minutes: the drain must close them.
        KEEP_ALIVE_TIMEOUT_MS: '600000',
      });
      await untilReady(server);
      const cookie = await signedInVendor(server.port);
      const agent = new http.Agent({ keepAlive: true });
      expect((await send(server.port, 'GET', '/api/catalogue', { agent })).status).toBe(200);
      const upload = await slowUpload(server, dataDir, cookie);

      server.child.kill('SIGTERM');
      await untilRefused(server.port);
      expect(upload.settled()).toBe(false);
      upload.finish();
      const reply = await upload.reply;
      expect(reply.status, reply.body).toBe(201);
      expect(JSON.parse(reply.body)).toMatchObject({ listingId: expect.any(Number) });
      expect(reply.headers.connection).toBe('close');

      expect(await server.exit).toBe(0);
      agent.destroy();
      const messages = server.log().map((line) => line.msg);
      expect(messages).toContain(
        'SIGTERM: not taking requests any more; finishing those in flight (at most 60 s)',
      );
      expect(messages.at(-1)).toBe('stopped');
      expect(server.log().filter((line) => line.level >= 50)).toEqual([]);
      // The upload was finished whole: its files published, nothing left staged.
      expect(await filesUnder(path.join(dataDir, 'media-staging'))).toEqual([]);
      expect(await filesUnder(path.join(dataDir, 'media'))).not.toEqual([]);
    },
    4 * START_MS,
  );

  it(
    'cuts a request still running when SHUTDOWN_GRACE_MS runs out, and exits anyway (1)',
    async () => {
      const server = await startServer(dataDir, { SHUTDOWN_GRACE_MS: '1000' });
      await untilReady(server);
      const cookie = await signedInVendor(server.port);
      const upload = await slowUpload(server, dataDir, cookie);

      server.child.kill('SIGTERM');
      await expect(upload.reply).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(await server.exit).toBe(1);
      expect(server.log().map((line) => line.msg)).toContain(
        'SHUTDOWN_GRACE_MS ran out (1000 ms): the requests still in flight were cut',
      );
    },
    4 * START_MS,
  );

  it(
    'exits at once (1) on a second SIGTERM',
    async () => {
      const server = await startServer(dataDir, { SHUTDOWN_GRACE_MS: '600000' });
      await untilReady(server);
      const cookie = await signedInVendor(server.port);
      const upload = await slowUpload(server, dataDir, cookie);

      server.child.kill('SIGTERM');
      await untilRefused(server.port);
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(1);
      await expect(upload.reply).rejects.toThrow();
      expect(server.log().map((line) => line.msg)).toContain(
        'SIGTERM again: exiting at once, without waiting for requests',
      );
    },
    4 * START_MS,
  );
});

// PGlite belongs to the server's process: nothing outside it can hold its migrations back.
describe.skipIf(!process.env.TEST_DATABASE_URL)('while migrations run (PostgreSQL)', () => {
  it(
    'answers readiness false and everything else 503 until they are done, then takes requests',
    async () => {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      cleanups.push(() => admin.end());
      // A fresh schema; the test holds the migrations' lock, as a slow migration of another
      // server would.
      const schema = `test_migrating_${Date.now()}`;
      await admin.query(`CREATE SCHEMA ${schema}`);
      cleanups.push(async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
      });
      await admin.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let locked = true;
      cleanups.push(async () => {
        if (locked) await admin.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      });
      const fresh = new URL(url);
      fresh.searchParams.set('options', `-c search_path=${schema},public`);
      const server = await startServer(dataDir, {}, fresh.toString());

      const ready = await vi.waitFor(
        async () => {
          const reply = await send(server.port, 'GET', '/api/health/ready');
          if (!reply.body.includes('migrating')) throw new Error(reply.body);
          return reply;
        },
        { timeout: START_MS, interval: 50 },
      );
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(JSON.parse(ready.body)).toEqual({
        ready: false,
        phase: 'migrating',
        message: 'Mandap is updating its database. Please try again in a few seconds.',
      });
      const health = await send(server.port, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'migrating' });
      const catalogue = await send(server.port, 'GET', '/api/catalogue');
      expect(catalogue.status).toBe(503);
      expect(catalogue.headers['retry-after']).toBe('5');
      const live = await send(server.port, 'GET', '/api/health/live');
      expect(JSON.parse(live.body)).toEqual({ alive: true, phase: 'migrating' });

      await admin.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      locked = false;
      await untilReady(server);
      expect((await send(server.port, 'GET', '/api/catalogue')).status).toBe(200);
      const healthy = await send(server.port, 'GET', '/api/health');
      expect(JSON.parse(healthy.body)).toMatchObject({
        status: 'ok',
        database: { status: 'ok', kind: 'postgresql' },
      });
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    },
    4 * START_MS,
  );
});
