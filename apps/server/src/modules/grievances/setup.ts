import type { Database } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue';
import type { Mailer } from '../notifications/index';
import type { OfficerSignature } from './emails';
import {
  type GrievanceEmail,
  type GrievanceMail,
  type GrievanceMailDeps,
  sendGrievanceEmail,
} from './service';

/** What a failure to queue is logged to (the app's logger). */
export interface GrievanceLog {
  error(obj: object, msg: string): void;
}

/** The job that sends one grievance e-mail: retried as notification e-mails are (decision 0047). */
export function grievanceEmailJob(deps: GrievanceMailDeps): JobDefinition<GrievanceEmail> {
  return {
    name: 'grievance-email',
    retry: { limit: 6, delaySeconds: 30, backoff: true },
    timeoutSeconds: 120,
    async run(email) {
      await sendGrievanceEmail(deps, email);
    },
  };
}

export interface GrievancesOptions {
  database: Database;
  jobs: JobQueue;
  /** The notifications module's mailer (SMTP, or the server's log: decision 0067). */
  mailer: Mailer;
  officer: OfficerSignature;
  log: GrievanceLog;
  clock: () => Date;
}

/** Grievances' e-mails, each a job on the queue after the grievance or reply is stored. */
export function createGrievanceMail(options: GrievancesOptions): GrievanceMail {
  const { database, jobs, mailer, officer, log, clock } = options;
  const send = jobs.define(grievanceEmailJob({ db: database.db, mailer, officer, clock }));
  return {
    async queue(email) {
      const key = email.kind === 'receipt' ? `g${email.grievanceId}` : `r${email.replyId}`;
      try {
        // Keyed: one job per e-mail, however often it is queued.
        await send(email, { key });
      } catch (error) {
        log.error(
          { grievanceEmail: key, reason: error instanceof Error ? error.message : String(error) },
          'grievance e-mail could not be queued',
        );
      }
    },
  };
}
