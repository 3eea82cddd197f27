import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import {
  createMailer,
  createNotifier,
  emailNotification,
  type Notifier,
} from '../notifications/index';
import { buildMonthlyStatements, type StatementMonth, type StatementRun } from './statements';

/** What the command writes to: the console. */
export interface CommandLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * `npm run operator -- statements --month YYYY-MM` (decision 0075): the monthly job's work for a
 * given month, without the job queue (a month the job missed, a server that was down on the
 * 1st). The vendors' e-mails are sent before it returns, through SMTP_URL or the log, as the
 * servers send them; vendors who have the month's statement already are left as they are.
 */
export async function runStatementsCommand(options: {
  database: Database;
  config: Pick<Config, 'mail' | 'publicUrl'>;
  month: StatementMonth;
  now: Date;
  log: CommandLog;
}): Promise<StatementRun> {
  const { database, config, month, now, log } = options;
  const mailer = createMailer(config.mail, log);
  const emailDeps = { db: database.db, mailer, publicUrl: config.publicUrl, log, clock: () => now };
  const base = createNotifier({
    log,
    // No queue here: each e-mail goes at once (a failure is logged by the notifier).
    sendEmail: async ({ notificationId }) => {
      await emailNotification(emailDeps, notificationId);
    },
  });
  const sending: Promise<void>[] = [];
  const notifier: Notifier = {
    add: base.add,
    email(ids) {
      const sent = base.email(ids);
      sending.push(sent);
      return sent;
    },
  };
  try {
    const run = await buildMonthlyStatements({ db: database.db, notifier }, month, now);
    await Promise.all(sending);
    return run;
  } finally {
    mailer.close();
  }
}
