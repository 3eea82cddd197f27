import { and, desc, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, users, vendors } from '../../db/schema/accounts';
import type { AccountRef } from './repository';

export type { AccountRef };

// The rows "Forgot password?" and the change of an e-mail address (decision 0068) read and write:
// their rate limits (rows of login_failures under keys of their own) and the accounts' password
// and address.

// Namespaces of the advisory locks taken while a request for a link is counted (any constants
// apart from the login's, 727_280 and 727_281).
const KEY_LOCKS = 727_282;
const ADDRESS_LOCKS = 727_283;

/** The account key prefix of reset-link requests in `login_failures` (`reset:vendor:<email>`). */
export const RESET_KEY = 'reset:';
/** The account key prefix of e-mail change requests (`email-change:vendor:<id>`). */
export const EMAIL_CHANGE_KEY = 'email-change:';

export interface LinkRequest {
  /** Counted per key (an account's e-mail or id) ... */
  key: string;
  keyLimit: number;
  /** ... and, when given, per client address across every key starting with `addressPrefix`. */
  address: string;
  addressPrefix: string;
  addressLimit: number | null;
  now: Date;
  /** Requests at or before this moment have left the window. */
  since: Date;
}

/**
 * Counts a request for an e-mailed link in one atomic step, as reserveSignupAttempt counts a
 * sign-up: under advisory locks on the key and on the address (always in that order), reads the
 * requests of each in the window (newest first, at most as many as the limit) and records this
 * one when both are under their limits. Parallel requests queue on the locks, so exactly the limit
 * pass. Returns the requests seen and whether this one was recorded.
 */
export async function reserveLinkRequest(
  db: Db,
  request: LinkRequest,
): Promise<{ byKey: Date[]; byAddress: Date[]; reserved: boolean }> {
  const { key, keyLimit, address, addressPrefix, addressLimit, now, since } = request;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_LOCKS}::int, hashtext(${key}))`);
    if (addressLimit !== null) {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${address}))`,
      );
    }
    const recent = async (where: ReturnType<typeof and>, limit: number) => {
      const rows = await tx
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(and(where, gt(loginFailures.createdAt, since)))
        .orderBy(desc(loginFailures.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    };
    const byKey = await recent(and(eq(loginFailures.accountKey, key)), keyLimit);
    const byAddress =
      addressLimit === null
        ? []
        : await recent(
            and(
              eq(loginFailures.address, address),
              like(loginFailures.accountKey, `${addressPrefix}%`),
            ),
            addressLimit,
          );
    const reserved =
      byKey.length < keyLimit && (addressLimit === null || byAddress.length < addressLimit);
    if (reserved)
      await tx.insert(loginFailures).values({ accountKey: key, address, createdAt: now });
    return { byKey, byAddress, reserved };
  });
}

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  /** The account's language (issue 32): its e-mails'. */
  language: 'en' | 'hi';
}

/** The account of `role` using this address, if any. */
export async function findAccountByEmail(
  db: Db,
  role: 'vendor' | 'user',
  email: string,
): Promise<AccountRow | undefined> {
  const table = role === 'vendor' ? vendors : users;
  const [row] = await db
    .select({
      id: table.id,
      name: table.name,
      email: table.email,
      passwordHash: table.passwordHash,
      language: table.language,
    })
    .from(table)
    .where(eq(table.email, email));
  return row;
}

/** Whether another account of the role than `exceptId` uses this address. */
export async function emailUsedByAnother(
  db: Db,
  role: 'vendor' | 'user',
  email: string,
  exceptId: number,
): Promise<boolean> {
  const table = role === 'vendor' ? vendors : users;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.email, email), ne(table.id, exceptId)));
  return rows.length > 0;
}

/** Moves the account to a new address, proved by its link: verified at `now`. */
export async function moveEmail(
  db: Db,
  account: AccountRef,
  email: string,
  now: Date,
): Promise<void> {
  const values = { email, emailVerifiedAt: now, updatedAt: now };
  if (account.role === 'vendor') {
    await db.update(vendors).set(values).where(eq(vendors.id, account.vendorId));
  } else {
    await db.update(users).set(values).where(eq(users.id, account.userId));
  }
}
