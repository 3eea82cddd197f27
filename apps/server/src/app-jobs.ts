import { previousIndiaMonth } from '@mandap/shared/commission';
import type { Database } from './db/client';
import { sweepSessions } from './modules/accounts/index';
import { forgetOldVisitors } from './modules/analytics/index';
import { collectCommission } from './modules/collections/index';
import { buildMonthlyStatements, parseMonth } from './modules/commission/index';
import { type MediaStorage, sweepOrphanMedia } from './modules/media/index';
import type { Notifier } from './modules/notifications/index';
import { sweepOperatorSessions } from './modules/operators/index';
import { type PaymentProvider, reconcile } from './modules/payments/index';
import type { BusinessConfig } from './platform/config';
import type { JobQueue, JobQueueLog } from './platform/jobs/queue';

// Mandap's scheduled jobs (issue 18, decision 0047), run by the job queue: on PostgreSQL each
// schedule sends its job once across all servers, and any one server takes it; on the embedded
// PGlite the server runs them itself, one at a time. Minutes are spread over the hour so that
// the jobs do not start together. Notification e-mails are jobs too, sent when a notification is
// stored (modules/notifications/email-job.ts).

// The media sweep waits a while after start: walking a large media folder (100,000 listings'
// files) costs seconds of this thread, which a server just started (a deploy, a restart under
// load) should spend answering requests. Another server, up for longer, takes it meanwhile.
export const FIRST_SWEEP_AFTER_MS = 5 * 60 * 1000;

export interface AppJobsDeps {
  database: Database;
  storage: MediaStorage;
  payments: PaymentProvider;
  /** Mandap's tax details: invoices of payments settled by reconciliation. */
  business: BusinessConfig;
  /** The vendor's notices and e-mails: invoices of settled payments (decision 0074), monthly
   * statements (0075), commission invoices, reminders and hiding (0076). */
  notifier: Notifier;
  clock: () => Date;
  log: JobQueueLog;
  /** When this server first takes a media sweep; FIRST_SWEEP_AFTER_MS by default. */
  firstSweepAfterMs?: number | undefined;
}

/** Defines the scheduled jobs on `jobs` (before it starts). */
export function defineScheduledJobs(jobs: JobQueue, deps: AppJobsDeps): void {
  const { database, storage, payments, business, notifier, clock, log } = deps;

  jobs.define({
    // Sessions past their expiry or idle limit (decision 0027).
    name: 'sweep-sessions',
    schedule: { cron: '7 * * * *' },
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    timeoutSeconds: 300,
    async run() {
      const removed = await sweepSessions(database.db, clock());
      if (removed > 0) log.info({ removed }, 'deleted expired sessions');
      const operators = await sweepOperatorSessions(database.db, clock());
      if (operators > 0) log.info({ removed: operators }, 'deleted ended operator sessions');
    },
  });

  jobs.define({
    // Media files no listing refers to: what a crash in the middle of an upload leaves behind.
    name: 'sweep-orphan-media',
    schedule: { cron: '37 * * * *' },
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    timeoutSeconds: 3600,
    notBeforeMsAfterStart: deps.firstSweepAfterMs ?? FIRST_SWEEP_AFTER_MS,
    async run(_data, { signal }) {
      // The signal stops it between two files when the server closes; the next hour goes on.
      const deleted = await sweepOrphanMedia(database.db, storage, clock(), undefined, signal);
      if (deleted > 0) log.info({ deleted }, 'deleted media files no listing refers to');
    },
  });

  jobs.define({
    // Orders still 'created' after 15 minutes: asks the provider whether they were paid (a
    // checkout result or webhook that never arrived). What `npm run reconcile` does by hand.
    name: 'reconcile-payments',
    schedule: { cron: '*/10 * * * *' },
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    timeoutSeconds: 600,
    async run() {
      const result = await reconcile(database.db, business, notifier, payments, clock());
      if (result.settled > 0) log.info(result, 'reconciled payment orders');
    },
  });

  jobs.define({
    // Storefront views are counted per listing and day as they are written (decision 0022); what
    // is left to do once a day is to forget who was counted. Hourly, so that a server that was
    // down at midnight still does it soon; a run with nothing to forget costs one indexed query.
    name: 'prune-view-visitors',
    schedule: { cron: '12 * * * *' },
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    timeoutSeconds: 300,
    async run() {
      await forgetOldVisitors(database.db, clock());
    },
  });

  jobs.define({
    // Commission (issue 30, decision 0076): statements past their dispute window become tax
    // invoices, unpaid invoices are reminded of on their 7th and 14th day, and a vendor with one
    // unpaid after 30 days has their listings hidden. Daily, early in India's morning; each step
    // is a transaction of its own that a second run finds done.
    name: 'collect-commission',
    schedule: { cron: '20 6 * * *', timezone: 'Asia/Kolkata' },
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    timeoutSeconds: 1800,
    async run(_data, { signal }) {
      const run = await collectCommission({ db: database.db, business, notifier }, clock(), signal);
      if (Object.values(run).some((n) => n > 0)) log.info(run, 'collected commission');
    },
  });

  jobs.define<{ month?: string }>({
    // Each vendor's commission statement of the month before (decision 0075), on the 1st at
    // 01:20 India time, once the month's last bookings have long committed. A vendor's statement
    // of a month is made once (UNIQUE vendor_id, month): a retry or a second run adds nothing.
    // `{ month: 'YYYY-MM' }` makes a given month's (tests; `npm run operator -- statements`
    // does the same without the queue).
    name: 'commission-statements',
    schedule: { cron: '20 1 1 * *', timezone: 'Asia/Kolkata' },
    retry: { limit: 5, delaySeconds: 300, backoff: true },
    timeoutSeconds: 3600,
    async run(data) {
      const now = clock();
      const given = data.month === undefined ? null : parseMonth(data.month);
      if (data.month !== undefined && !given) throw new Error(`Not a month: ${data.month}`);
      const month = given ?? previousIndiaMonth(now);
      const result = await buildMonthlyStatements({ db: database.db, notifier }, month, now);
      log.info(result, 'commission statements made');
    },
  });
}
