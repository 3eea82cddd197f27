import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import { createImmediateNotifier, createMailer } from '../notifications/index';
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
  const { notifier, sent } = createImmediateNotifier({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log,
    clock: () => now,
  });
  try {
    const run = await buildMonthlyStatements({ db: database.db, notifier }, month, now);
    await sent();
    return run;
  } finally {
    mailer.close();
  }
}
