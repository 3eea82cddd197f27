import { PRIVACY_LIMITS, PRIVACY_MESSAGES } from '@mandap/shared/privacy';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError, fieldError } from '../../platform/domain-errors';
import { type AuditTrace, appendAudit } from '../audit/index';
import { type AccountRef, actorOf, idOf, lockAccountRow } from './closure-state';
import { verifyPassword } from './passwords';
import * as repo from './repository';
import { admitLoginAttempt, endAccountSessions, forgiveLoginFailures } from './service';

// Closing an account and cancelling its closure (issue 29, decision 0072). The account module
// owns the account's life: closed at once (sessions ended, a vendor's active listings hidden as a
// suspension of the account hides them, 0066), erased after the grace by the privacy module's
// job, and reopened by a sign-in within the grace.

export type { AccountRef };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A vendor's active listings leave search with the account; returns their ids. */
async function hideListings(tx: Tx, vendorId: number, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE listings SET status = 'suspended', closed_with_account = true, updated_at = ${now}
        WHERE vendor_id = ${vendorId} AND status = 'active' RETURNING id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Closes the signed-in person's own account after checking the password (counted as a sign-in
 * attempt of its own, so the password cannot be guessed here faster than at the sign-in): every
 * session ends, a vendor's listings leave search, and erasure is due after the grace.
 */
export async function closeAccount(
  db: Db,
  account: AccountRef,
  password: string,
  address: string,
  now: Date,
  trace: AuditTrace,
): Promise<{ eraseAfter: Date }> {
  const row =
    account.role === 'vendor'
      ? await repo.findVendorById(db, account.vendorId)
      : await repo.findUserById(db, account.userId);
  if (!row || row.closedAt !== null) {
    throw new DomainError('unauthenticated', 'Please sign in to continue.');
  }
  const attemptKey = `close:${account.role}:${idOf(account)}`;
  await admitLoginAttempt(db, attemptKey, address, now);
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw fieldError('invalid', 'password', PRIVACY_MESSAGES.passwordWrong);
  }
  await forgiveLoginFailures(db, attemptKey);
  const eraseAfter = new Date(now.getTime() + PRIVACY_LIMITS.deletionGraceDays * DAY_MS);
  return db.transaction(async (tx) => {
    const locked = await lockAccountRow(tx, account);
    if (!locked || locked.closedAt !== null) {
      throw new DomainError('unauthenticated', 'Please sign in to continue.');
    }
    const table = account.role === 'vendor' ? sql`vendors` : sql`users`;
    await tx.execute(
      sql`UPDATE ${table} SET closed_at = ${now}, erase_after = ${eraseAfter}, updated_at = ${now}
          WHERE id = ${idOf(account)}`,
    );
    const sessionsEnded = await endAccountSessions(tx, account, now);
    const hidden = account.role === 'vendor' ? await hideListings(tx, account.vendorId, now) : [];
    await appendAudit(tx, {
      at: now,
      actor: actorOf(account),
      action: 'account.closed',
      object: { type: account.role, id: idOf(account) },
      after: { eraseAfter: eraseAfter.toISOString(), sessionsEnded, listingsHidden: hidden },
      trace,
    });
    return { eraseAfter };
  });
}
