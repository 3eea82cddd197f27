// What a crash, a refused upload or a failed transaction leaves of a submission (issue 14):
// nothing served, nothing kept, nothing half-recorded. The first test kills a real server with
// SIGKILL in the middle of an upload and starts it again on the same data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleApp } from '../../src/app';
import {
  localStorage,
  type MediaStorage,
  ORPHAN_GRACE_MS,
  sweepOrphanMedia,
  uploadWindowMs,
} from '../../src/modules/media/index';
import { loadConfig } from '../../src/platform/config';
import { freePort } from '../../tools/free-port';
import { newAccount, sessionCookie, signedIn } from '../accounts';
import { databaseUrlOf, rememberTestApp, type TestDatabase, testDatabase } from '../helper';
import { filesUnder, listingFields } from '../listings';
import { elfExecutable, mp4, multipart, png } from '../multipart';
import { json, send } from '../raw-http';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MB = 1024 * 1024;
/** UPLOAD_TIMEOUT_MS of the servers here: the default. */
const UPLOAD_MS = loadConfig({ NODE_ENV: 'test' }).timeouts.uploadMs;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mandap-durability-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under a data folder's media and staging areas, relative to the data folder. */
async function mediaFilesOf(dataDir: string): Promise<string[]> {
  return [
    ...(await filesUnder(path.join(dataDir, 'media'))).map((f) => `media/${f}`),
    ...(await filesUnder(path.join(dataDir, 'media-staging'))).map((f) => `media-staging/${f}`),
  ].sort();
}

// ---------------------------------------------------------------------------------------------
// A real server in a child process.

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Starts `node --import tsx apps/server/src/server.ts` on `dataDir` and waits until it answers. */
async function startServer(dataDir: string, databaseUrl: string | undefined): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ID_GUARD: 'off',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const health = await send(port, 'GET', '/api/health').catch(() => null);
    if (health?.status === 200) return { child, port, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function killHard(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Where the child keeps its data: PGlite in DATA_DIR/db, or a PostgreSQL schema of its own. */
async function childDatabase(): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  // A migrated schema of its own (dropped at the end), which the child finds by its search_path.
  const database = await testDatabase();
  cleanups.push(() => database.close());
  return databaseUrlOf(database);
}

describe('a server killed with SIGKILL in the middle of a submission', () => {
  it('keeps what was committed, never serves the unfinished submission, and deletes it once older than an upload can last', async () => {
    const timings: Record<string, number> = {};
    let mark = performance.now();
    const lap = (name: string) => {
      timings[name] = Math.round(performance.now() - mark);
      mark = performance.now();
    };
    const dataDir = await tempDataDir();
    const databaseUrl = await childDatabase();
    let server = await startServer(dataDir, databaseUrl);
    lap('first start');

    // A vendor with one finished listing...
    const account = newAccount();
    expect((await send(server.port, 'POST', '/api/vendor/register', json(account))).status).toBe(
      201,
    );
    const login = await send(
      server.port,
      'POST',
      '/api/vendor/login',
      json({ email: account.email, password: account.password }),
    );
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login.headers['set-cookie']);
    const done = multipart(listingFields({ firmName: 'Finished Before The Crash' }), [
      { field: 'images', name: 'kept.png', type: 'image/png', data: await png() },
    ]);
    const created = await send(server.port, 'POST', '/api/vendor/listings/dj', {
      headers: { ...done.headers, cookie, 'content-length': done.payload.length },
      body: done.payload,
    });
    expect(created.status).toBe(201);
    const keptId = JSON.parse(created.body).listingId as number;
    const keptFiles = await mediaFilesOf(dataDir);
    expect(keptFiles).toHaveLength(2);

    // ...starts another: two images, then a 40 MB video sent slowly.
    const big = mp4(40 * MB);
    const body = multipart(listingFields({ firmName: 'Cut Off By The Crash' }), [
      { field: 'images', name: 'one.png', type: 'image/png', data: await png(800, 600) },
      { field: 'images', name: 'two.png', type: 'image/png', data: await png(640, 480) },
      { field: 'videos', name: 'long.mp4', type: 'video/mp4', data: big },
    ]);
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/vendor/listings/dj',
      headers: { ...body.headers, cookie, 'content-length': body.payload.length },
    });
    request.on('error', () => {}); // the server dies under it: that is the point
    const videoAt = body.payload.indexOf(big.subarray(0, 64));
    let sent = 0;
    const write = (bytes: number) =>
      new Promise<void>((resolve) => {
        const next = Math.min(body.payload.length - 1, sent + bytes);
        request.write(body.payload.subarray(sent, next), () => resolve());
        sent = next;
      });
    await write(videoAt + 256 * 1024);
    // Trickle the video until the server holds both images and part of it.
    let inFlight: string[] = [];
    const deadline = Date.now() + 30_000;
    for (;;) {
      inFlight = (await mediaFilesOf(dataDir)).filter((f) => !keptFiles.includes(f));
      if (inFlight.length >= 5) break;
      if (Date.now() > deadline) throw new Error(`the upload did not arrive: ${inFlight}`);
      await write(64 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(sent).toBeLessThan(body.payload.length / 2);
    const keys = inFlight.map((f) => f.replace(/^media(-staging)?\//, ''));
    expect(keys.filter((k) => k.startsWith('vid/'))).toHaveLength(1);
    // Not served even while it is being written.
    for (const key of keys)
      expect((await send(server.port, 'GET', `/media/${key}`)).status).toBe(404);
    lap('upload until the kill');

    await killHard(server);
    lap('kill');
    const leftovers = (await mediaFilesOf(dataDir)).filter((f) => !keptFiles.includes(f));
    expect(leftovers.every((f) => f.startsWith('media-staging/'))).toBe(true);
    server = await startServer(dataDir, databaseUrl);
    lap('restart');
    try {
      // The database survived the kill: the session and the finished listing are there...
      const listings = await send(server.port, 'GET', '/api/vendor/listings', {
        headers: { cookie },
      });
      expect(listings.status).toBe(200);
      const names = (JSON.parse(listings.body).listings as { firmName: string }[]).map(
        (l) => l.firmName,
      );
      expect(names).toEqual(['Finished Before The Crash']);
      const kept = await send(server.port, 'GET', `/api/vendor/listings/${keptId}`, {
        headers: { cookie },
      });
      for (const m of JSON.parse(kept.body).media as { url: string; thumbUrl: string }[]) {
        expect((await send(server.port, 'GET', m.url)).status).toBe(200);
        expect((await send(server.port, 'GET', m.thumbUrl)).status).toBe(200);
      }
      // ...and the one cut off is not served. Its staged files are younger than an upload may
      // last: for all this server knows, another server on the same folder is receiving them.
      expect(await mediaFilesOf(dataDir)).toEqual([...keptFiles, ...leftovers].sort());
      for (const key of keys) {
        expect((await send(server.port, 'GET', `/media/${key}`)).status).toBe(404);
      }
    } finally {
      await stop(server);
    }
    lap('checks and stop');

    // A start past the upload window (UPLOAD_TIMEOUT_MS plus its margin) deletes them.
    const old = new Date(Date.now() - (uploadWindowMs(UPLOAD_MS) + 60_000));
    for (const file of leftovers) await utimes(path.join(dataDir, file), old, old);
    server = await startServer(dataDir, databaseUrl);
    lap('start after the upload window');
    try {
      expect(await mediaFilesOf(dataDir)).toEqual(keptFiles);
      const everything = await readdir(dataDir, { recursive: true });
      for (const key of keys) {
        const name = path.basename(key);
        expect(everything.filter((f) => f.endsWith(name))).toEqual([]);
        expect((await send(server.port, 'GET', `/media/${key}`)).status).toBe(404);
      }
    } finally {
      await stop(server);
    }
    lap('checks and stop');
    console.info('kill -9 test timings (ms):', JSON.stringify(timings));
  }, 180_000);
});

// ---------------------------------------------------------------------------------------------
// In-process: an app on a database and data folder that outlive it, as a restart sees them.

interface Restartable {
  dataDir: string;
  database: TestDatabase;
  start(storage?: MediaStorage): Promise<FastifyInstance>;
  /** The media storage of the app started last. */
  readonly storage: MediaStorage | undefined;
}

async function restartable(): Promise<Restartable> {
  const dataDir = await tempDataDir();
  const database = await testDatabase();
  cleanups.push(() => database.close());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ID_GUARD: 'off',
  });
  let started: MediaStorage | undefined;
  return {
    dataDir,
    database,
    async start(storage) {
      const { app, parts } = await assembleApp({
        config,
        database,
        migrationVersion: database.migrationVersion,
        clock: () => new Date(),
        ...(storage ? { storage } : {}),
      });
      started = parts.storage;
      await app.ready();
      rememberTestApp(app, database, () => new Date());
      return app;
    },
    get storage() {
      return started;
    },
  };
}

async function submit(
  app: FastifyInstance,
  cookie: string,
  files: Parameters<typeof multipart>[1],
) {
  const body = multipart(listingFields(), files);
  return app.inject({
    method: 'POST',
    url: '/api/vendor/listings/dj',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

async function listingCount(database: TestDatabase): Promise<number> {
  const rows = await database.sql.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM listings)::int + (SELECT count(*) FROM listing_media)::int AS n',
  );
  return rows[0]?.n ?? 0;
}

describe('a restart after a crash', () => {
  it('publishes the files of a listing committed just before the crash', async () => {
    const r = await restartable();
    const media = localStorage(path.join(r.dataDir, 'media'));
    // The crash comes between the commit and the publishing of the files.
    const crashing: MediaStorage = {
      ...media,
      async publish() {
        throw new Error('killed before publishing');
      },
    };
    let app = await r.start(crashing);
    const { cookie } = await signedIn(app, 'vendor');
    const res = await submit(app, cookie, [
      { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
    ]);
    expect(res.statusCode).toBe(201);
    const detail = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/vendor/listings/${res.json().listingId}`,
          headers: { cookie },
        })
      ).json();
    const [image] = (await detail()).media;
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    await app.close();

    app = await r.start();
    try {
      expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: image.thumbUrl })).statusCode).toBe(200);
      expect(await filesUnder(path.join(r.dataDir, 'media-staging'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('deletes staged leftovers no listing names once older than an upload can last, and leaves other files alone', async () => {
    const r = await restartable();
    const staging = path.join(r.dataDir, 'media-staging');
    const leftovers = [
      'img/ab/ab0123456789abcdef0123456789abcd-large.webp',
      'vid/cd/cd0123456789abcdef0123456789abcd.mp4',
    ];
    // Written just now: it may be another server's upload under way (decision 0046).
    const young = 'vid/ef/ef0123456789abcdef0123456789abcd.mp4';
    const old = new Date(Date.now() - (uploadWindowMs(UPLOAD_MS) + 60_000));
    for (const key of [...leftovers, young]) {
      await mkdir(path.dirname(path.join(staging, key)), { recursive: true });
      await writeFile(path.join(staging, key), 'half an upload');
      if (key !== young) await utimes(path.join(staging, key), old, old);
    }
    await writeFile(path.join(staging, 'README.txt'), 'not a media key: never ours to delete');
    const app = await r.start();
    try {
      expect(await filesUnder(staging)).toEqual(['README.txt', young].sort());
      expect(await filesUnder(path.join(r.dataDir, 'media'))).toEqual([]);
      for (const key of [...leftovers, young]) {
        expect((await app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});

// One app for the rest: each test leaves its data folder and database as it found them.
describe('a failure during an upload, and the hourly sweep', () => {
  let r: Restartable;
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    r = await restartable();
    app = await r.start();
    cookie = (await signedIn(app, 'vendor')).cookie;
  });
  afterAll(() => app.close());

  it('a database error inside the listing transaction leaves no file and no rows', async () => {
    // The media rows fail after the listing row is in: the transaction must undo both.
    await r.database.sql.exec(
      'ALTER TABLE listing_media ADD CONSTRAINT fail_for_test CHECK (bytes < 0) NOT VALID',
    );
    try {
      const res = await submit(app, cookie, [
        { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
        { field: 'videos', name: 'walk.mp4', type: 'video/mp4', data: mp4() },
      ]);
      expect(res.statusCode).toBe(500);
      expect(await listingCount(r.database)).toBe(0);
      expect(await mediaFilesOf(r.dataDir)).toEqual([]);
    } finally {
      await r.database.sql.exec('ALTER TABLE listing_media DROP CONSTRAINT fail_for_test');
    }
  });

  it('a refused upload leaves no file, staged or served, and no rows', async () => {
    const res = await submit(app, cookie, [
      { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
      { field: 'videos', name: 'walk.mp4', type: 'video/mp4', data: mp4(2 * MB) },
      { field: 'images', name: 'virus.png', type: 'image/png', data: elfExecutable() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await listingCount(r.database)).toBe(0);
    expect(await mediaFilesOf(r.dataDir)).toEqual([]);
  });

  it('the hourly sweep keeps referenced files, publishes referenced staged ones, and deletes old unreferenced ones', async () => {
    const res = await submit(app, cookie, [
      { field: 'images', name: 'hall.png', type: 'image/png', data: await png() },
    ]);
    expect(res.statusCode).toBe(201);
    const listed = await mediaFilesOf(r.dataDir);
    expect(listed).toHaveLength(2);
    const old = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    // The listing's files are as old as the orphans: age alone must not delete them.
    for (const file of listed) await utimes(path.join(r.dataDir, file), old, old);
    const write = async (file: string, when: Date) => {
      await mkdir(path.dirname(path.join(r.dataDir, file)), { recursive: true });
      await writeFile(path.join(r.dataDir, file), 'bytes');
      await utimes(path.join(r.dataDir, file), when, when);
    };
    // A file a row names left in staging (its publish failed): the row's thumbnail is now it.
    const stranded = 'img/ef/ef0123456789abcdef0123456789abcd-thumb.webp';
    await write(`media-staging/${stranded}`, old);
    const large = listed.find((f) => f.endsWith('-large.webp'));
    await r.database.sql.query('UPDATE listing_media SET thumb_key = $1 WHERE storage_key = $2', [
      stranded,
      large?.replace('media/', ''),
    ]);
    // Old orphans, served and staged, and a staged file of an upload still under way.
    await write('media/img/aa/aa0123456789abcdef0123456789abcd-large.webp', old);
    await write('media-staging/vid/bb/bb0123456789abcdef0123456789abcd.mp4', old);
    await write('media-staging/img/cc/cc0123456789abcdef0123456789abcd-thumb.webp', new Date());

    const deleted = await sweepOrphanMedia(r.database.db, r.storage as MediaStorage, new Date());

    expect(deleted).toBe(3); // both old orphans, and the thumbnail no row names any more
    expect(await mediaFilesOf(r.dataDir)).toEqual(
      [
        large,
        `media/${stranded}`,
        'media-staging/img/cc/cc0123456789abcdef0123456789abcd-thumb.webp',
      ].sort(),
    );
  });
});
