import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { type AuditTrace, appendAudit, userActor, vendorActor } from '../audit/index';

// An account closed by its owner (issue 29, decision 0072): what the sign-in needs to know of it
// and to undo it. Closing it is closure.ts's.

import type { AccountRef } from './repository';

export type { AccountRef };

export function idOf(account: AccountRef): number {
  return account.role === 'vendor' ? account.vendorId : account.userId;
}

export function actorOf(account: AccountRef) {
  return account.role === 'vendor' ? vendorActor(account.vendorId) : userActor(account.userId);
}

/** Locks the account's row for the rest of `tx`; its closure columns, or undefined if gone. */
export async function lockAccountRow(
  tx: Db,
  account: AccountRef,
): Promise<
  | { closedAt: Date | null; eraseAfter: Date | null; erasedAt: Date | null; email: string }
  | undefined
> {
  const table = account.role === 'vendor' ? sql`vendors` : sql`users`;
  const [row] = await queryRows<{
    closed_at: Date | null;
    erase_after: Date | null;
    erased_at: Date | null;
    email: string;
  }>(
    tx,
    sql`SELECT closed_at, erase_after, erased_at, email FROM ${table}
        WHERE id = ${idOf(account)} FOR UPDATE`,
  );
  if (!row) return undefined;
  return {
    closedAt: row.closed_at,
    eraseAfter: row.erase_after,
    erasedAt: row.erased_at,
    email: row.email,
  };
}

/**
 * The listings hidden with the account come back as they were, unless Mandap suspended one on
 * its own meanwhile, or the account itself (then it waits for that suspension's restore), or its
 * payment was refunded.
 */
async function showListings(tx: Tx, vendorId: number, now: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE listings l SET
          status = CASE WHEN l.suspension_id IS NULL AND NOT l.suspended_with_account
                     AND NOT EXISTS (SELECT 1 FROM payments p
                                     WHERE p.listing_id = l.id AND p.status = 'refunded')
                   THEN 'active' ELSE 'suspended' END,
          closed_with_account = false, updated_at = ${now}
        WHERE l.vendor_id = ${vendorId} AND l.closed_with_account RETURNING l.id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * A sign-in within the grace, in the sign-in's transaction: the account is open again and its
 * hidden listings come back. Returns whether there was a closure to cancel.
 */
export async function cancelClosure(
  tx: Tx,
  account: AccountRef,
  now: Date,
  trace: AuditTrace,
): Promise<boolean> {
  const locked = await lockAccountRow(tx, account);
  if (!locked || locked.closedAt === null || locked.erasedAt !== null) return false;
  const table = account.role === 'vendor' ? sql`vendors` : sql`users`;
  await tx.execute(
    sql`UPDATE ${table} SET closed_at = NULL, erase_after = NULL, updated_at = ${now}
        WHERE id = ${idOf(account)}`,
  );
  const shown = account.role === 'vendor' ? await showListings(tx, account.vendorId, now) : [];
  await appendAudit(tx, {
    at: now,
    actor: actorOf(account),
    action: 'account.deletion_cancelled',
    object: { type: account.role, id: idOf(account) },
    before: { closedAt: locked.closedAt.toISOString() },
    after: { listingsBack: shown },
    trace,
  });
  return true;
}

/** Whether an account closed by its owner is past its grace: it is no one's to sign in to. */
export function pastGrace(row: { closedAt: Date | null; eraseAfter: Date | null }, now: Date) {
  return row.closedAt !== null && (row.eraseAfter === null || row.eraseAfter <= now);
}
