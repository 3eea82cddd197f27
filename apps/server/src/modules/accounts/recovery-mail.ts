import type { Database, Db } from '../../db/client';
import type { JobDefinition, JobQueue } from '../../platform/jobs/queue';
import type { Mail, Mailer } from '../notifications/index';
import { passwordChangedMail as passwordChangedHereMail } from './emails';
import {
  confirmEmailMail,
  emailChangedMail,
  passwordChangedMail,
  resetLinkMail,
} from './recovery-emails';
import { type AccountRef, findAccountByEmail } from './recovery-repository';
import * as repo from './repository';
import { issueAccountToken } from './tokens';

/**
 * The e-mails of "Forgot password?" and of a change of address (decision 0068), each a job on the
 * queue: the request that asks for one only queues it, so its reply and its time are the same
 * whether the address has an account or not, and an SMTP server that is slow or down holds no
 * request. A job that issues a link issues its token when it runs (the queue's table never holds
 * a token); a retry issues a new one, which replaces the first (the newest only).
 */
export type AccountEmail =
  /** A reset link to `email`, if an account of `role` uses it; else nothing is sent. */
  | { kind: 'password_reset'; role: 'vendor' | 'user'; email: string }
  /** "Your Mandap password was changed", to the account's address: after a reset link. */
  | { kind: 'password_changed'; role: 'vendor' | 'user'; accountId: number }
  /** The same notice after a change on the account page, with its time (decision 0070). */
  | { kind: 'password_changed_here'; role: 'vendor' | 'user'; accountId: number; changedAt: string }
  /** A confirmation link to the new address. */
  | { kind: 'email_change'; role: 'vendor' | 'user'; accountId: number; newEmail: string }
  /** The notice to the old address that the account moved. */
  | {
      kind: 'email_changed';
      role: 'vendor' | 'user';
      accountId: number;
      oldEmail: string;
      newEmail: string;
    };

/** Queues an account e-mail; failures to queue are logged, never thrown at the request. */
export interface AccountMail {
  queue(email: AccountEmail): Promise<void>;
}

export interface AccountMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}

function ref(role: 'vendor' | 'user', id: number): AccountRef {
  return role === 'vendor' ? { role, vendorId: id } : { role, userId: id };
}

/** What one job sends, or null when there is nothing to send (no such account). */
async function composeAccountEmail(
  { db, publicUrl, clock }: AccountMailDeps,
  email: AccountEmail,
): Promise<Mail | null> {
  switch (email.kind) {
    case 'password_reset': {
      return db.transaction(async (tx) => {
        const row = await findAccountByEmail(tx, email.role, email.email);
        if (!row) return null;
        const token = await issueAccountToken(tx, {
          account: ref(email.role, row.id),
          purpose: 'password_reset',
          email: row.email,
          now: clock(),
        });
        return resetLinkMail({
          to: row.email,
          name: row.name,
          role: email.role,
          token,
          publicUrl,
          language: row.language,
        });
      });
    }
    case 'password_changed': {
      const row = await repo.findAccount(db, ref(email.role, email.accountId));
      return row
        ? passwordChangedMail({
            to: row.email,
            name: row.name,
            publicUrl,
            language: row.language,
          })
        : null;
    }
    case 'password_changed_here': {
      // An account erased since has nobody left to tell.
      const row = await repo.findAccount(db, ref(email.role, email.accountId));
      if (!row) return null;
      const account = {
        name: row.name,
        email: row.email,
        role: email.role,
        language: row.language,
      };
      return passwordChangedHereMail(account, new Date(email.changedAt), publicUrl);
    }
    case 'email_change': {
      return db.transaction(async (tx) => {
        const row = await repo.findAccount(tx, ref(email.role, email.accountId));
        if (!row || row.email === email.newEmail) return null;
        const token = await issueAccountToken(tx, {
          account: ref(email.role, row.id),
          purpose: 'email_change',
          email: email.newEmail,
          now: clock(),
        });
        return confirmEmailMail({
          to: email.newEmail,
          name: row.name,
          token,
          publicUrl,
          language: row.language,
        });
      });
    }
    case 'email_changed': {
      const row = await repo.findAccount(db, ref(email.role, email.accountId));
      return emailChangedMail({
        to: email.oldEmail,
        name: row?.name ?? 'Mandap user',
        newEmail: email.newEmail,
        publicUrl,
        language: row?.language ?? 'en',
      });
    }
  }
}

/** Composes and sends one account e-mail (the job's work). */
export async function sendAccountEmail(deps: AccountMailDeps, email: AccountEmail): Promise<void> {
  const mail = await composeAccountEmail(deps, email);
  if (mail) await deps.mailer.send(mail);
}

/** The job that sends one account e-mail: retried as notification e-mails are (decision 0047). */
export function accountEmailJob(deps: AccountMailDeps): JobDefinition<AccountEmail> {
  return {
    name: 'account-email',
    // A link is worth little hours later: three tries within about ten minutes.
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    timeoutSeconds: 120,
    async run(email) {
      await sendAccountEmail(deps, email);
    },
  };
}

/** What a failure to queue is logged to (the app's logger). */
export interface AccountMailLog {
  error(obj: object, msg: string): void;
}

export interface AccountMailOptions {
  database: Database;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  log: AccountMailLog;
  clock: () => Date;
}

/** Accounts' e-mails, each a job on the queue (app.ts makes it once). */
export function createAccountMail(options: AccountMailOptions): AccountMail {
  const { database, jobs, mailer, publicUrl, log, clock } = options;
  const send = jobs.define(accountEmailJob({ db: database.db, mailer, publicUrl, clock }));
  return {
    async queue(email) {
      try {
        await send(email);
      } catch (error) {
        log.error(
          {
            accountEmail: email.kind,
            reason: error instanceof Error ? error.message : String(error),
          },
          'account e-mail could not be queued',
        );
      }
    },
  };
}
