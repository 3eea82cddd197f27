import { describe, expect, it, vi } from 'vitest';
import { capturingJobLog } from '../../../test/jobs';
import { createInProcessQueue } from './in-process';
import type { JobData, JobDefinition } from './queue';

// What only the in-process runner (PGlite) promises: one job at a time across all kinds, its
// schedules checked in this process, and a stop that does not wait for ever. The behaviour both
// runners share is in queue.test.ts.

const WAIT = { timeout: 10_000, interval: 20 };

function job(
  name: string,
  run: JobDefinition<JobData>['run'],
  overrides: Partial<JobDefinition<JobData>> = {},
): JobDefinition<JobData> {
  return {
    name,
    run,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    timeoutSeconds: 30,
    ...overrides,
  };
}

describe('the in-process job queue', () => {
  it('runs one job at a time across all kinds, first sent first run', async () => {
    const queue = createInProcessQueue({ log: capturingJobLog().log, schedules: false });
    const order: string[] = [];
    let active = 0;
    let most = 0;
    const run = async (data: JobData) => {
      active += 1;
      most = Math.max(most, active);
      order.push(String(data.label));
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
    };
    const sendMail = queue.define(job('mail', run));
    const sendSweep = queue.define(job('sweep', run));
    await queue.start();
    await sendMail({ label: 'mail 1' });
    await sendSweep({ label: 'sweep 1' });
    await sendMail({ label: 'mail 2' });
    await sendSweep({ label: 'sweep 2' });
    await vi.waitFor(() => expect(order).toHaveLength(4), WAIT);
    expect(order).toEqual(['mail 1', 'sweep 1', 'mail 2', 'sweep 2']);
    expect(most).toBe(1);
    await queue.stop();
  });

  it('sends a scheduled job once in its minute, however often it looks, and never outside it', async () => {
    const queue = createInProcessQueue({
      log: capturingJobLog().log,
      schedules: true,
      cronCheckMs: 20,
    });
    const runs: number[] = [];
    let elsewhen = 0;
    const later = (new Date().getUTCMinutes() + 30) % 60;
    queue.define(
      job(
        'every-minute',
        async () => {
          runs.push(Date.now());
        },
        { schedule: { cron: '* * * * *' } },
      ),
    );
    queue.define(
      job(
        'half-an-hour-away',
        async () => {
          elsewhen += 1;
        },
        { schedule: { cron: `${later} * * * *` } },
      ),
    );
    const from = Date.now();
    await queue.start();
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), WAIT);
    // Ten more looks at the schedules.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const slots = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;
    expect(runs.length).toBeLessThanOrEqual(slots);
    expect(elsewhen).toBe(0);
    const report = await queue.report();
    expect(report.jobs.map((j) => [j.name, j.schedule])).toEqual([
      ['every-minute', '* * * * * (UTC)'],
      ['half-an-hour-away', `${later} * * * * (UTC)`],
    ]);
    await queue.stop();
  });

  it('stops after its grace when a run does not heed the signal, and says so', async () => {
    const { log, lines } = capturingJobLog();
    const queue = createInProcessQueue({ log, schedules: false, stopGraceMs: 50 });
    let release = () => {};
    let started = false;
    let finished = false;
    const send = queue.define(
      job('stubborn', async () => {
        started = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished = true;
      }),
    );
    await queue.start();
    await send({});
    await vi.waitFor(() => expect(started).toBe(true), WAIT);
    await queue.stop();
    expect(finished).toBe(false);
    expect(lines).toContainEqual({
      level: 'warn',
      obj: { job: 'stubborn', graceMs: 50 },
      msg: 'job still running at stop, left behind',
    });
    release();
  });

  it('refuses a job before start and one of a kind it does not know', async () => {
    const queue = createInProcessQueue({ log: capturingJobLog().log, schedules: false });
    const send = queue.define(job('known', async () => {}));
    await expect(send({})).rejects.toThrow('The job queue is not started: known not sent');
    await queue.start();
    await expect(queue.send('unknown', {})).rejects.toThrow('No job is defined as unknown');
    expect(() => queue.define(job('late', async () => {}))).toThrow(
      'Job late is defined after start',
    );
    await queue.stop();
  });
});
