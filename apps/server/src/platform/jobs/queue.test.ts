import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testDatabase } from '../../../test/helper';
import { capturingJobLog, type TestQueue, testJobQueue } from '../../../test/jobs';
import { openDatabase } from '../../db/client';
import { jobsSchemaName } from './pg-boss';
import { type JobData, type JobDefinition, type JobQueue, PermanentJobFailure } from './queue';
import { formatJobsReport } from './report';

// The job queue the app makes for its database (decision 0047): pg-boss on PostgreSQL
// (TEST_DATABASE_URL), the in-process runner on PGlite. Both must retry with backoff, keep
// failures visible, honour keys and stop cleanly; on PostgreSQL two servers' queues must share
// a schedule's job.

const ON_POSTGRESQL = Boolean(process.env.TEST_DATABASE_URL);
const WAIT = { timeout: 20_000, interval: 50 };

let database: TestDatabase;
const queues: TestQueue[] = [];
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.close();
  await database.close();
});

function newQueue(options: Parameters<typeof testJobQueue>[1] = {}): TestQueue {
  const q = testJobQueue(database, options);
  queues.push(q);
  return q;
}

function job(
  name: string,
  run: JobDefinition<JobData>['run'],
  overrides: Partial<JobDefinition<JobData>> = {},
): JobDefinition<JobData> {
  return {
    name,
    run,
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    timeoutSeconds: 30,
    ...overrides,
  };
}

async function counts(queue: JobQueue, name: string) {
  const report = await queue.report();
  return report.jobs.find((j) => j.name === name);
}

describe(`the job queue on ${ON_POSTGRESQL ? 'PostgreSQL (pg-boss)' : 'PGlite (in-process)'}`, () => {
  it('retries a failing job with backoff, then keeps it visible as failed with its error', async () => {
    const { log, lines } = capturingJobLog();
    const { queue } = newQueue({ log });
    const runs: { at: number; attempt: number; last: boolean }[] = [];
    const send = queue.define(
      job('always-fails', async (_data, context) => {
        runs.push({ at: Date.now(), attempt: context.attempt, last: context.lastAttempt });
        throw new Error('The payment provider answered 503');
      }),
    );
    await queue.start();
    expect(queue.kind).toBe(ON_POSTGRESQL ? 'pg-boss' : 'in-process');
    await send({ listing: 7 });

    await vi.waitFor(
      async () => expect((await counts(queue, 'always-fails'))?.failed).toBe(1),
      WAIT,
    );
    expect(runs.map((r) => [r.attempt, r.last])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // Backoff: the first retry waits at least the delay (1 s), the second at least twice it.
    const [first, second, third] = runs.map((r) => r.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);

    const report = await queue.report();
    expect(report.jobs.find((j) => j.name === 'always-fails')).toMatchObject({
      queued: 0,
      retrying: 0,
      running: 0,
      failed: 1,
      completed: 0,
      schedule: null,
    });
    expect(report.failures[0]).toMatchObject({
      name: 'always-fails',
      attempt: 3,
      attempts: 3,
      message: 'The payment provider answered 503',
    });
    expect(formatJobsReport(report)).toContain(
      'always-fails, attempt 3 of 3: The payment provider answered 503',
    );
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'job failed, will retry'],
      ['warn', 'job failed, will retry'],
      ['error', 'job failed'],
    ]);
  });

  it('completes a job that succeeds on a retry, and fails a permanent failure at once', async () => {
    const { queue } = newQueue();
    let flaky = 0;
    let refused = 0;
    const sendFlaky = queue.define(
      job('flaky', async () => {
        flaky += 1;
        if (flaky === 1) throw new Error('The SMTP server is busy');
      }),
    );
    const sendRefused = queue.define(
      job('refused', async () => {
        refused += 1;
        throw new PermanentJobFailure('The mail server refused the address [550]');
      }),
    );
    await queue.start();
    await sendFlaky({});
    await sendRefused({});
    await vi.waitFor(async () => {
      expect((await counts(queue, 'flaky'))?.completed).toBe(1);
      expect((await counts(queue, 'refused'))?.failed).toBe(1);
    }, WAIT);
    expect(flaky).toBe(2);
    expect(refused).toBe(1);
    const report = await queue.report();
    expect(report.failures.find((f) => f.name === 'refused')).toMatchObject({
      attempt: 1,
      message: 'The mail server refused the address [550]',
    });
  });

  it('drops a second job sent with the same key', async () => {
    const { queue } = newQueue();
    const seen: unknown[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = queue.define(
      job('keyed', async (data) => {
        seen.push(data.n);
        await held;
      }),
    );
    await queue.start();
    await send({ n: 1 }, { key: 'notification 12' });
    await send({ n: 2 }, { key: 'notification 12' });
    await send({ n: 3 }, { key: 'notification 13' });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0), WAIT);
    release();
    await vi.waitFor(async () => expect((await counts(queue, 'keyed'))?.completed).toBe(2), WAIT);
    expect(seen.sort()).toEqual([1, 3]);
  });

  it('waits notBeforeMsAfterStart before taking a kind of job', async () => {
    const { queue } = newQueue();
    let ranAt = 0;
    const send = queue.define(
      job(
        'heavy',
        async () => {
          ranAt = Date.now();
        },
        { notBeforeMsAfterStart: 1500 },
      ),
    );
    const startedAt = Date.now();
    await queue.start();
    await send({});
    await vi.waitFor(() => expect(ranAt).toBeGreaterThan(0), WAIT);
    expect(ranAt - startedAt).toBeGreaterThanOrEqual(1500);
  });

  it('stops cleanly: the run under way sees its signal and finishes, then nothing is taken', async () => {
    const { queue } = newQueue();
    let steps = 0;
    let finished = false;
    let later = 0;
    const send = queue.define(
      job('long-sweep', async (_data, { signal }) => {
        // A sweep going file by file, checking its signal between two files.
        while (!signal.aborted) {
          steps += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        finished = true;
      }),
    );
    const sendLater = queue.define(
      job('later', async () => {
        later += 1;
      }),
    );
    await queue.start();
    await send({});
    await vi.waitFor(() => expect(steps).toBeGreaterThan(3), WAIT);
    await queue.stop();
    expect(finished).toBe(true);
    const atStop = steps;
    await expect(sendLater({})).rejects.toThrow('The job queue has stopped: later not sent');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toBe(atStop);
    expect(later).toBe(0);
  });

  it('runs a dozen kinds of job without a warning of leaked listeners', async () => {
    // pg-boss's workers (one per kind) each listen for the stop while they wait: the app has more
    // than ten kinds, and Node warned at every server's start that the listeners were leaking.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const { queue } = newQueue();
      const done = new Set<string>();
      const sends = Array.from({ length: 12 }, (_, i) =>
        queue.define(
          job(`kind-${i}`, async () => {
            done.add(`kind-${i}`);
          }),
        ),
      );
      await queue.start();
      for (const send of sends) await send({});
      await vi.waitFor(() => expect(done.size).toBe(12), WAIT);
      // Every worker has gone back to waiting for its next poll, all at once.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('stops at once when stopped while it starts, even with a kind that waits after start', async () => {
    // A test app closed right after its first requests stops its queue this way.
    const { queue } = newQueue({ stopGraceMs: 10_000 });
    queue.define(job('first-sweep', async () => {}, { notBeforeMsAfterStart: 300_000 }));
    const starting = queue.start();
    const stoppedAt = Date.now();
    await queue.stop();
    await starting;
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
  });

  it('refuses a kind defined twice, a bad name and a bad schedule, with what is wrong', () => {
    const { queue } = newQueue();
    queue.define(job('twice', async () => {}));
    expect(() => queue.define(job('twice', async () => {}))).toThrow('Job twice is defined twice');
    expect(() => queue.define(job('Bad Name', async () => {}))).toThrow(
      'Job name "Bad Name" must be lowercase words joined by hyphens',
    );
    expect(() =>
      queue.define(job('badly-scheduled', async () => {}, { schedule: { cron: '61 * * * *' } })),
    ).toThrow('Cron "61 * * * *": "61" is outside 0-59 or empty');
    expect(() =>
      queue.define(
        job('nowhere', async () => {}, {
          schedule: { cron: '0 * * * *', timezone: 'Mars/Olympus' },
        }),
      ),
    ).toThrow('Job nowhere: "Mars/Olympus" is not a time zone (Asia/Kolkata, UTC)');
  });
});

describe("pg-boss's schema", () => {
  it('is pgboss beside public, <schema>_jobs beside any other, and only a plain name', () => {
    expect(jobsSchemaName('public')).toBe('pgboss');
    expect(jobsSchemaName(null)).toBe('pgboss');
    expect(jobsSchemaName('test_0a1b2c3d4e5f')).toBe('test_0a1b2c3d4e5f_jobs');
    expect(() => jobsSchemaName('Mandap-Live')).toThrow(
      'The job queue\'s schema would be "Mandap-Live_jobs": it must be up to 50 lowercase letters',
    );
  });
});

describe.skipIf(!ON_POSTGRESQL)('two servers on one PostgreSQL', () => {
  it('run a scheduled job once per slot of its schedule, not once per server', async () => {
    // A second connection pool on the same schema: what a second server has.
    const [row] = await database.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
    const other = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      searchPath: `${row?.schema},public`,
    });
    const shared = `test_jobs_shared_${Date.now()}`;
    const first = testJobQueue(database, { schedules: true, schema: shared });
    const second = testJobQueue(other, { schedules: true, schema: shared });
    const runs: string[] = [];
    const tick = (server: string) =>
      job(
        'every-minute',
        async () => {
          runs.push(server);
        },
        { schedule: { cron: '* * * * *' } },
      );
    first.queue.define(tick('first'));
    second.queue.define(tick('second'));
    const from = Date.now();
    try {
      await Promise.all([first.queue.start(), second.queue.start()]);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), WAIT);
      // Both servers look at the schedule every second for a few seconds more: each look would
      // send another job if the slot were not shared.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const to = Date.now();
      const slots = Math.floor(to / 60_000) - Math.floor(from / 60_000) + 1;
      expect(runs.length).toBeLessThanOrEqual(slots);
      const report = await first.queue.report();
      expect(report.jobs).toEqual([
        expect.objectContaining({ name: 'every-minute', schedule: '* * * * * (UTC)' }),
      ]);
    } finally {
      await first.queue.stop();
      await second.queue.stop();
      await database.sql.exec(`DROP SCHEMA IF EXISTS ${shared} CASCADE`);
      await other.close();
    }
  });
});
