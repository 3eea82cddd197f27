import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper';
import { type TestQueue, testJobQueue } from '../test/jobs';
import { defineScheduledJobs } from './app-jobs';

// Mandap's scheduled jobs on the queue the app makes for its database (decision 0047): their
// schedules, and each one run to its end on a real database.

const WAIT = { timeout: 20_000, interval: 50 };

let t: TestApp;
let jobs: TestQueue;
beforeAll(async () => {
  t = await buildTestApp();
  // A queue of its own with the schedules on, beside the app's (whose are off in tests).
  jobs = testJobQueue(t.database, { schedules: true });
  defineScheduledJobs(jobs.queue, {
    database: t.database,
    storage: t.parts.storage,
    payments: t.parts.payments,
    business: t.config.business,
    notifier: t.parts.notifier,
    clock: t.clock.now,
    log: t.app.log,
    firstSweepAfterMs: 0,
  });
  await jobs.queue.start();
});
afterAll(async () => {
  await jobs.close();
  await t.close();
});

describe("Mandap's scheduled jobs", () => {
  it('are scheduled at their minutes of the hour, reconciliation every ten minutes, commission daily in India', async () => {
    const report = await jobs.queue.report();
    expect(report.jobs.map((j) => [j.name, j.schedule])).toEqual([
      ['collect-commission', '20 6 * * * (Asia/Kolkata)'],
      // Monthly statements (decision 0075): the 1st of each month, India time.
      ['commission-statements', '20 1 1 * * (Asia/Kolkata)'],
      ['prune-view-visitors', '12 * * * * (UTC)'],
      ['reconcile-payments', '*/10 * * * * (UTC)'],
      ['sweep-orphan-media', '37 * * * * (UTC)'],
      ['sweep-sessions', '7 * * * * (UTC)'],
    ]);
  });

  it('each run to completion on this database when sent', async () => {
    const completed = async () =>
      Object.fromEntries((await jobs.queue.report()).jobs.map((j) => [j.name, j.completed]));
    const before = await completed();
    for (const name of Object.keys(before)) await jobs.queue.send(name, {});
    await vi.waitFor(async () => {
      const after = await completed();
      for (const name of Object.keys(before)) {
        expect(after[name], name).toBeGreaterThan(before[name] ?? 0);
      }
    }, WAIT);
    expect((await jobs.queue.report()).failures).toEqual([]);
  });
});

describe("the app's queue", () => {
  it("is /api/health's 'queue' check", async () => {
    const check = t.parts.health.all.find((c) => c.name === 'queue');
    expect(await check?.check()).toMatchObject({
      kind: t.database.kind === 'postgresql' ? 'pg-boss' : 'in-process',
    });
  });

  it('defines the scheduled jobs, and the e-mail jobs (written to the log without SMTP_URL)', async () => {
    const report = await t.parts.jobs.report();
    expect(report.jobs.map((j) => j.name)).toEqual(
      expect.arrayContaining([
        'account-email',
        'collect-commission',
        'booking-question-email',
        'commission-statements',
        'grievance-email',
        'notification-email',
        'prune-view-visitors',
        'reconcile-payments',
        'sweep-orphan-media',
        'sweep-sessions',
      ]),
    );
    // Tests send what they test: no schedule is in force under NODE_ENV=test.
    expect(report.jobs.every((j) => j.schedule === null)).toBe(true);
  });
});
