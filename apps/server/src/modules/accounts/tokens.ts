import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { AccountRef } from './repository';

/**
 * Links sent by e-mail (issue 29, decision 0067): a password reset, the verification of an
 * account's address, the confirmation of a new address. The link carries a random 256-bit token;
 * account_tokens keeps only its SHA-256, so a copy of the database opens no account. Issuing a
 * token deletes the account's earlier ones of the same purpose (the newest link only works); a
 * token is taken once, within its lifetime, under a row lock, so two clicks cannot both use it.
 */
export type TokenPurpose = 'password_reset' | 'email_verification' | 'email_change';

/** Whose token: an account of either role (repository's AccountRef). */
export type TokenAccount = AccountRef;

/** How long each link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 7 * 24 * 3600_000,
  email_change: 24 * 3600_000,
};

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token in a link: 43 base64url characters (32 bytes). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function accountColumns(account: TokenAccount): { vendorId: number | null; userId: number | null } {
  return account.role === 'vendor'
    ? { vendorId: account.vendorId, userId: null }
    : { vendorId: null, userId: account.userId };
}

/**
 * Issues a token for `account` and `purpose`, sent to `email`; earlier ones of the same purpose
 * stop working. Returns the token for the link (never stored). Call inside the transaction that
 * decides to send it.
 */
export async function issueAccountToken(
  db: Db,
  options: { account: TokenAccount; purpose: TokenPurpose; email: string; now: Date },
): Promise<string> {
  const { account, purpose, email, now } = options;
  const { vendorId, userId } = accountColumns(account);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  await db.execute(sql`DELETE FROM account_tokens
    WHERE purpose = ${purpose}
      AND (vendor_id = ${vendorId}::bigint OR user_id = ${userId}::bigint)`);
  await db.execute(sql`INSERT INTO account_tokens
      (purpose, role, vendor_id, user_id, token_hash, email, created_at, expires_at)
    VALUES (${purpose}, ${account.role}, ${vendorId}::bigint, ${userId}::bigint,
      ${hashAccountToken(token)}, ${email.toLowerCase()}, ${now}, ${expiresAt})`);
  return token;
}

export interface TakenToken {
  account: TokenAccount;
  /** The address the link was sent to. */
  email: string;
}

/**
 * Takes a token for `purpose`: marks it used and returns whose it is, or null when it is not
 * one (unknown, malformed, another purpose's, used, run out or replaced by a newer one). Every
 * failure is the same null: a caller answers them alike. Call inside the transaction that acts
 * on it, so that a failed action leaves the token unused.
 */
export async function takeAccountToken(
  db: Db,
  options: { token: string; purpose: TokenPurpose; now: Date },
): Promise<TakenToken | null> {
  const { token, purpose, now } = options;
  // A malformed token is hashed and looked up like any other: the reply takes the same time.
  const hash = hashAccountToken(TOKEN_SHAPE.test(token) ? token : `malformed:${token}`);
  const [row] = await queryRows<{
    role: 'vendor' | 'user';
    vendor_id: number | null;
    user_id: number | null;
    email: string;
  }>(
    db,
    sql`UPDATE account_tokens SET used_at = ${now}
      WHERE token_hash = ${hash} AND purpose = ${purpose}
        AND used_at IS NULL AND expires_at > ${now}
      RETURNING role, vendor_id, user_id, email`,
  );
  if (!row) return null;
  const account: TokenAccount =
    row.role === 'vendor'
      ? { role: 'vendor', vendorId: Number(row.vendor_id) }
      : { role: 'user', userId: Number(row.user_id) };
  return { account, email: row.email };
}

/** Forgets an account's tokens of `purpose` (a password set another way, an address changed). */
export async function dropAccountTokens(
  db: Db,
  account: TokenAccount,
  purposes: TokenPurpose[],
): Promise<void> {
  const { vendorId, userId } = accountColumns(account);
  for (const purpose of purposes) {
    await db.execute(sql`DELETE FROM account_tokens
      WHERE purpose = ${purpose}
        AND (vendor_id = ${vendorId}::bigint OR user_id = ${userId}::bigint)`);
  }
}

/** Removes tokens that ran out or were used more than a day ago (the session sweep calls it). */
export async function sweepAccountTokens(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  await db.execute(sql`DELETE FROM account_tokens
    WHERE expires_at < ${dayAgo} OR used_at < ${dayAgo}`);
}
