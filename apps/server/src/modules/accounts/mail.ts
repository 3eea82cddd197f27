import type { Database } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue';
import type { Mailer } from '../notifications/index';
import { passwordChangedMail } from './emails';
import * as repo from './repository';

/** One notice of a password change: whose, and when (the job reads the address when it runs). */
export type PasswordChangedEmail = {
  role: 'vendor' | 'user';
  accountId: number;
  /** ISO time of the change, as the mail says it. */
  changedAt: string;
};

/** The account e-mails of the account page, queued as jobs after the change is committed. */
export interface AccountMail {
  passwordChanged(email: PasswordChangedEmail): Promise<void>;
}

/** No mailer (no SMTP_URL): nothing is sent, as with every other e-mail (decision 0070). */
export const NO_ACCOUNT_MAIL: AccountMail = { passwordChanged: async () => {} };

/** What a failure to queue is logged to (the app's logger). */
export interface AccountMailLog {
  error(obj: object, msg: string): void;
}

export interface AccountMailOptions {
  database: Database;
  jobs: JobQueue;
  /** The notifications module's mailer; null without SMTP_URL. */
  mailer: Mailer | null;
  publicUrl: string;
  log: AccountMailLog;
}

/** The job that sends one password-change notice: retried as notification e-mails are (0047). */
export function passwordChangedEmailJob(
  options: Omit<AccountMailOptions, 'jobs' | 'mailer' | 'log'> & { mailer: Mailer },
): JobDefinition<PasswordChangedEmail> {
  return {
    name: 'password-changed-email',
    retry: { limit: 6, delaySeconds: 30, backoff: true },
    timeoutSeconds: 120,
    async run({ role, accountId, changedAt }) {
      const account =
        role === 'vendor'
          ? await repo.findAccount(options.database.db, { role, vendorId: accountId })
          : await repo.findAccount(options.database.db, { role, userId: accountId });
      // An account erased since has nobody left to tell.
      if (!account) return;
      await options.mailer.send(
        passwordChangedMail(
          { name: account.name, email: account.email, role },
          new Date(changedAt),
          options.publicUrl,
        ),
      );
    },
  };
}

/** The account page's e-mails, each a job on the queue; nothing is sent without a mailer. */
export function createAccountMail(options: AccountMailOptions): AccountMail {
  const { database, jobs, mailer, publicUrl, log } = options;
  if (!mailer) return NO_ACCOUNT_MAIL;
  const send = jobs.define(passwordChangedEmailJob({ database, mailer, publicUrl }));
  return {
    async passwordChanged(email) {
      const key = `password-changed:${email.role}:${email.accountId}:${email.changedAt}`;
      try {
        await send(email, { key });
      } catch (error) {
        log.error(
          {
            passwordChangedEmail: key,
            reason: error instanceof Error ? error.message : String(error),
          },
          'password-change e-mail could not be queued',
        );
      }
    },
  };
}
