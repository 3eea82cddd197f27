import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/queue';
import type { MediaStorage } from '../media/index';
import type { Mail, Mailer } from '../notifications/index';
import {
  buildExport,
  type ErasureLog,
  eraseDueAccounts,
  failExport,
  requestExport,
  sweepExports,
} from './service';

// The privacy module's jobs (decision 0072) on the queue (decision 0047): building an export,
// its e-mail, the hourly sweep of expired exports, and the erasure of closed accounts.

export interface PrivacyOptions {
  database: Database;
  jobs: JobQueue;
  storage: MediaStorage;
  /** The notifications module's mailer (SMTP, or the server's log: decision 0067). */
  mailer: Mailer;
  publicUrl: string;
  log: ErasureLog;
  clock: () => Date;
}

/** What the routes use: asking for an export queues the job that builds it. */
export interface Privacy {
  requestExport(
    owner: Parameters<typeof requestExport>[1],
    trace: Parameters<typeof requestExport>[3],
  ): Promise<{ id: string }>;
}

export function createPrivacy(options: PrivacyOptions): Privacy {
  const { database, jobs, storage, mailer, publicUrl, log, clock } = options;
  const db = database.db;

  const sendMail = jobs.define<{ to: string; subject: string; text: string }>({
    name: 'data-export-email',
    retry: { limit: 6, delaySeconds: 30, backoff: true },
    timeoutSeconds: 120,
    async run(mail) {
      await mailer.send(mail);
    },
  });

  const build = jobs.define<{ exportId: string }>({
    name: 'build-data-export',
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    timeoutSeconds: 600,
    async run({ exportId }, { lastAttempt }) {
      try {
        await buildExport(
          {
            db,
            storage,
            publicUrl,
            queueMail: (mail: Mail, key: string) => sendMail({ ...mail }, { key }),
          },
          exportId,
          clock(),
        );
      } catch (error) {
        if (lastAttempt) await failExport(db, exportId, clock());
        throw error;
      }
    },
  });

  jobs.define({
    // Exports past their 7 days: their files deleted, shown as expired.
    name: 'sweep-data-exports',
    schedule: { cron: '23 * * * *' },
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    timeoutSeconds: 600,
    async run() {
      const deleted = await sweepExports({ db, storage }, clock());
      if (deleted > 0) log.info({ deleted }, 'deleted expired data exports');
    },
  });

  jobs.define({
    // Closed accounts past their 7 days of grace: erased, one transaction each.
    name: 'erase-closed-accounts',
    schedule: { cron: '47 * * * *' },
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    timeoutSeconds: 1800,
    async run(_data, { signal }) {
      const erased = await eraseDueAccounts({ db, storage, log }, clock(), signal);
      if (erased > 0) log.info({ erased }, 'erased closed accounts');
    },
  });

  return {
    async requestExport(owner, trace) {
      const requested = await requestExport({ db, storage }, owner, clock(), trace);
      try {
        await build({ exportId: requested.id }, { key: requested.id });
      } catch (error) {
        // Not queued: shown as failed at once, so that its owner may ask again.
        await failExport(db, requested.id, clock());
        throw error;
      }
      return requested;
    },
  };
}
