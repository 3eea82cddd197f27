import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineScheduledJobs } from '../src/app-jobs';
import {
  createMailer,
  createNotifier,
  type Mailer,
  notificationEmailJob,
} from '../src/modules/notifications/index';
import { jobsSchemaFor } from '../src/platform/jobs/pg-boss';
import { signedIn } from './accounts';
import { buildTestApp, databaseUrlOf, type TestApp } from './helper';
import { testJobQueue } from './jobs';

// `npm run jobs` (decision 0047), run as people run it: a process of its own, reading the queue's
// tables through DATABASE_URL, or explaining why there is nothing to read on PGlite.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = 'apps/server/src/platform/jobs/jobs-cli.ts';
const run = promisify(execFile);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mandap-jobs-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm run jobs` with this environment (and nothing of the test run's DATABASE_URL). */
async function jobsCommand(env: Record<string, string>): Promise<string> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI], {
    cwd: REPO_ROOT,
    env: { ...childEnv, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env },
  });
  return stdout;
}

/** A port nothing listens on: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run jobs', () => {
  it('is the root package.json\'s "jobs" script', async () => {
    const root = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(root.scripts.jobs).toBe(`node --import tsx ${CLI}`);
  });

  it('on the embedded database, explains that jobs run inside the server, and lists nothing', async () => {
    const out = await jobsCommand({});
    expect(out).toContain(`Mandap is set up on the embedded database (PGlite in ${dataDir}/db).`);
    expect(out).toContain('jobs run inside the server process, one at a time');
    expect(out).not.toMatch(/queued\s+retrying/);
    // It did not open (nor make) the database the server holds.
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run jobs on PostgreSQL', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    // The test's schema first in the search path: the command finds the queue beside it, as the
    // app does.
    url = await databaseUrlOf(t.database);
  });
  afterAll(() => t.close());

  it("prints each kind's queued, failed and completed jobs, and the failures' messages", async () => {
    const user = await signedIn(t.app, 'user');
    const [account] = await t.database.sql.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [user.account.email],
    );
    // Mandap's jobs on a queue of the app's own schema; its SMTP server is down and its media
    // sweep waits an hour after start, so jobs fail and wait.
    const jobs = testJobQueue(t.database, { schema: await jobsSchemaFor(t.database.sql) });
    const mailer = createMailer(
      {
        transport: 'smtp',
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        from: 'Mandap <no-reply@mandap.example>',
      },
      { info() {} },
    );
    defineScheduledJobs(jobs.queue, {
      database: t.database,
      storage: t.parts.storage,
      payments: t.parts.payments,
      business: t.config.business,
      notifier: t.parts.notifier,
      clock: t.clock.now,
      log: t.app.log,
      firstSweepAfterMs: 3_600_000,
    });
    const sendEmail = jobs.queue.define(
      notificationEmailJob(
        {
          db: t.database.db,
          mailer: mailer as Mailer,
          publicUrl: 'http://127.0.0.1:3000',
          log: t.app.log,
          clock: t.clock.now,
        },
        { limit: 0, delaySeconds: 1, backoff: true },
      ),
    );
    const notifier = createNotifier({ log: t.app.log, sendEmail });
    try {
      // The app's own queue is stopped: these jobs are for the test's queue alone.
      await t.parts.jobs.stop();
      await jobs.queue.start();
      const userId = Number(account?.id);
      const [noteId] = await t.database.db.transaction((tx) =>
        notifier.add(tx, [
          { recipient: { role: 'user', userId }, kind: 'status', title: 'T', body: 'B', link: '/' },
        ]),
      );
      await notifier.email([noteId as number]);
      await jobs.queue.send('sweep-orphan-media', {});
      await jobs.queue.send('sweep-sessions', {});
      await vi.waitFor(
        async () => {
          const report = await jobs.queue.report();
          const of = (name: string) => report.jobs.find((j) => j.name === name);
          expect(of('notification-email')?.failed).toBe(1);
          expect(of('sweep-sessions')?.completed).toBe(1);
        },
        { timeout: 20_000, interval: 100 },
      );

      const out = await jobsCommand({ DATABASE_URL: url });
      const line = (name: string) =>
        out
          .split('\n')
          .find((l) => l.startsWith(`${name} `))
          ?.trim()
          .split(/\s{2,}/);
      expect(out).toMatch(/^job\s+schedule\s+queued\s+retrying\s+running\s+failed\s+completed$/m);
      expect(line('notification-email')).toEqual([
        'notification-email',
        'when sent',
        '0',
        '0',
        '0',
        '1',
        '0',
      ]);
      expect(line('sweep-orphan-media')).toEqual([
        'sweep-orphan-media',
        'when sent',
        '1',
        '0',
        '0',
        '0',
        '0',
      ]);
      expect(line('sweep-sessions')).toEqual([
        'sweep-sessions',
        'when sent',
        '0',
        '0',
        '0',
        '0',
        '1',
      ]);
      expect(out).toContain('Last failures, newest first:');
      expect(out).toMatch(
        new RegExp(
          `notification-email, attempt 1 of 1: E-mail of notification ${noteId} to user ${userId} \\(status\\) failed \\[E[A-Z]+\\]: `,
        ),
      );
    } finally {
      await jobs.queue.stop();
      mailer?.close();
    }
  });
});
