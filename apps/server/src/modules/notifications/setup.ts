import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/queue';
import { notificationEmailJob } from './email-job';
import { createMailer, type Mailer } from './mailer';
import {
  createNotifier,
  type NotificationAttachments,
  type Notifier,
  type NotifierLog,
} from './service';

export interface NotificationsOptions {
  config: Config;
  database: Database;
  jobs: JobQueue;
  log: NotifierLog;
  clock: () => Date;
  /** Files some notifications' e-mails carry (an issued tax document's PDF, decision 0074). */
  attachmentsFor?: NotificationAttachments;
}

/**
 * In-app notifications, each e-mailed too (issue 15): each e-mail a job on the queue (decision
 * 0047), sent through SMTP_URL or written to the server's log without it (decision 0067).
 * `close` closes the mailer: after the queue, whose e-mail job under way still needs it. `mailer`
 * is also what other e-mails go through (grievances, decision 0062; accounts, 0067).
 */
export function createNotifications(options: NotificationsOptions): {
  notifier: Notifier;
  mailer: Mailer;
  close(): void;
} {
  const { config, database, jobs, log, clock, attachmentsFor } = options;
  const mailer = createMailer(config.mail, log);
  const sendEmail = jobs.define(
    notificationEmailJob({
      db: database.db,
      mailer,
      publicUrl: config.publicUrl,
      log,
      clock,
      ...(attachmentsFor ? { attachmentsFor } : {}),
    }),
  );
  return {
    notifier: createNotifier({ log, sendEmail }),
    mailer,
    close: () => mailer.close(),
  };
}
