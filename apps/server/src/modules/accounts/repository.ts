import type { Language } from '@mandap/shared/messages/languages';
import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { loginFailures, sessions, users, vendors } from '../../db/schema/accounts';
import { EMAIL_CHANGE_KEY, RESET_KEY } from './recovery-repository';

export async function findVendorByEmail(db: Db, email: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.email, email));
  return row;
}

export async function findVendorById(db: Db, id: number) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  /** The language of the sign-up's request (issue 32); English when not given. */
  language?: Language;
}

export async function insertVendor(db: Db, account: NewAccount & { uniqueId: string }) {
  const [row] = await db.insert(vendors).values(account).returning();
  return row;
}

export async function insertUser(db: Db, account: NewAccount) {
  const [row] = await db.insert(users).values(account).returning();
  return row;
}

export async function updateVendorProfile(
  db: Db,
  id: number,
  profile: { name: string; phone: string },
  now: Date,
) {
  const [row] = await db
    .update(vendors)
    .set({ name: profile.name, phone: profile.phone, updatedAt: now })
    .where(eq(vendors.id, id))
    .returning();
  return row;
}

export async function clearLoginFailures(db: Db, accountKey: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function deleteLoginFailuresBefore(db: Db, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}

// Namespaces of the advisory locks taken while a login attempt is counted (any constants: they
// only have to be the same on every server sharing the database, and differ from each other).
const ACCOUNT_LOCKS = 727_280;
const ADDRESS_LOCKS = 727_281;

/** Recent failures of one account and one address, newest first (at most as many as asked). */
export interface RecentFailures {
  account: Date[];
  address: Date[];
}

export interface LoginAttempt {
  accountKey: string;
  address: string;
  now: Date;
  /** Failures at or before this moment have left the window. */
  since: Date;
  /** How many of the newest failures of each kind the decision needs to see. */
  depth: { account: number; address: number };
}

/**
 * Counts and checks a login attempt in one atomic step (one transaction): under advisory locks on
 * the account and on the address, reads their recent failures, asks `allow`, and when it agrees
 * records the attempt as a failure before any password is checked (a correct password deletes it
 * with the account's other failures). Parallel attempts therefore queue here and each sees the
 * ones before it: none can slip under a limit the others have reached. Returns the failures seen
 * and whether the attempt was recorded.
 */
export async function reserveLoginAttempt(
  db: Db,
  attempt: LoginAttempt,
  allow: (failures: RecentFailures) => boolean,
): Promise<RecentFailures & { reserved: boolean }> {
  const { accountKey, address, now, since, depth } = attempt;
  return db.transaction(async (tx) => {
    // Always the account's lock first, then the address's: one order everywhere cannot deadlock.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCKS}::int, hashtext(${accountKey}))`,
    );
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${address}))`,
    );
    const recent = async (
      column: typeof loginFailures.accountKey | typeof loginFailures.address,
      value: string,
      limit: number,
    ) => {
      const rows = await tx
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(
          and(
            eq(column, value),
            gt(loginFailures.createdAt, since),
            // Sign-up attempts and requests for e-mailed links share the table
            // (reserveSignupAttempt, reserveLinkRequest, reserveVerificationSend) but not the
            // login's counts.
            sql`${loginFailures.accountKey} NOT LIKE ${`${SIGNUP_KEY}%`}`,
            sql`${loginFailures.accountKey} NOT LIKE ${`${RESET_KEY}%`}`,
            sql`${loginFailures.accountKey} NOT LIKE ${`${EMAIL_CHANGE_KEY}%`}`,
            sql`${loginFailures.accountKey} NOT LIKE ${`${VERIFICATION_KEY}%`}`,
          ),
        )
        .orderBy(desc(loginFailures.createdAt))
        .limit(limit);
      return rows.map((row) => row.at);
    };
    const failures: RecentFailures = {
      account: await recent(loginFailures.accountKey, accountKey, depth.account),
      address: await recent(loginFailures.address, address, depth.address),
    };
    const reserved = allow(failures);
    if (reserved) await tx.insert(loginFailures).values({ accountKey, address, createdAt: now });
    return { ...failures, reserved };
  });
}

/** The account key of sign-up attempts in `login_failures` (`signup:vendor`, `signup:user`). */
export const SIGNUP_KEY = 'signup:';

/**
 * Counts a sign-up attempt from `address` in one atomic step, as reserveLoginAttempt does a
 * login: under the address's advisory lock, reads the address's sign-up attempts after `since`
 * (newest first, at most `limit`), and records this one when fewer than `limit` are there.
 * They are rows of `login_failures` keyed `signup:<role>`, so every server counts them together
 * and the daily prune removes them. Returns the attempts seen and whether this one was recorded.
 */
export async function reserveSignupAttempt(
  db: Db,
  attempt: { role: 'vendor' | 'user'; address: string; now: Date; since: Date; limit: number },
): Promise<{ recent: Date[]; reserved: boolean }> {
  const { role, address, now, since, limit } = attempt;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCKS}::int, hashtext(${address}))`,
    );
    const rows = await tx
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.address, address),
          gt(loginFailures.createdAt, since),
          sql`${loginFailures.accountKey} LIKE ${`${SIGNUP_KEY}%`}`,
        ),
      )
      .orderBy(desc(loginFailures.createdAt))
      .limit(limit);
    const recent = rows.map((row) => row.at);
    const reserved = recent.length < limit;
    if (reserved) {
      await tx
        .insert(loginFailures)
        .values({ accountKey: `${SIGNUP_KEY}${role}`, address, createdAt: now });
    }
    return { recent, reserved };
  });
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

/**
 * The session with this token hash if at `now` it is not revoked, not expired, and was last used
 * after `idleSince`.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      role: sessions.role,
      vendorId: sessions.vendorId,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      // The account's language in the same query (issue 32): the signed-in scopes answer in it.
      language: sql<Language>`COALESCE(${vendors.language}, ${users.language}, 'en')`,
    })
    .from(sessions)
    .leftJoin(vendors, eq(vendors.id, sessions.vendorId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, idleSince),
      ),
    );
  return row;
}

/** The live sessions among these token hashes (as findLiveSession decides), in one query. */
export async function findLiveSessions(db: Db, tokenHashes: string[], now: Date, idleSince: Date) {
  if (tokenHashes.length === 0) return [];
  return db
    .select({
      tokenHash: sessions.tokenHash,
      role: sessions.role,
      vendorId: sessions.vendorId,
      userId: sessions.userId,
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, idleSince),
      ),
    );
}

/** Records a use of the session at `now` unless one at or after `staleBefore` is recorded already. */
export async function touchSession(db: Db, tokenHash: string, now: Date, staleBefore: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), lte(sessions.lastUsedAt, staleBefore)));
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Deletes expired, revoked and idle (last used before `idleSince`) sessions; returns how many. */
export async function deleteEndedSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.revokedAt, now),
        lt(sessions.lastUsedAt, idleSince),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** The reason of an operator's suspension of an account (migration 0025), for the sign-in refusal. */
export async function suspensionWhy(db: Db, suspensionId: number) {
  const [row] = await queryRows<{ reason: string; details: string }>(
    db,
    sql`SELECT reason, details FROM suspensions WHERE id = ${suspensionId}`,
  );
  return row;
}

/** Ends every session of an account at once (an operator suspended it, decision 0066). */
export async function revokeAccountSessions(
  db: Db,
  account: { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        account.role === 'vendor'
          ? eq(sessions.vendorId, account.vendorId)
          : eq(sessions.userId, account.userId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** An account, as the account page names it: the role and the id of that role's table. */
export type AccountRef = { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number };

function ownedBy(account: AccountRef) {
  return account.role === 'vendor'
    ? eq(sessions.vendorId, account.vendorId)
    : eq(sessions.userId, account.userId);
}

/** Live at `now`: not revoked, not expired, used after `idleSince` (as findLiveSession). */
function live(now: Date, idleSince: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, idleSince),
  );
}

/** The account's live sessions, most recently used first (issue 29: "Where you are signed in"). */
export async function listLiveSessions(db: Db, account: AccountRef, now: Date, idleSince: Date) {
  return db
    .select({
      publicId: sessions.publicId,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      place: sessions.place,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(ownedBy(account), live(now, idleSince)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/**
 * Revokes the account's live session with this public id, unless it is `keepTokenHash` (the
 * session asking); returns what was revoked, or whether the id named the session asking.
 * Another account's session is not found, exactly as a missing one.
 */
export async function revokeOwnSession(
  db: Db,
  account: AccountRef,
  publicId: string,
  keepTokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<{ revoked: { userAgent: string | null } | null; isCurrent: boolean }> {
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.publicId, publicId), ownedBy(account), live(now, idleSince)))
    .for('update');
  if (!row) return { revoked: null, isCurrent: false };
  if (row.tokenHash === keepTokenHash) return { revoked: null, isCurrent: true };
  await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(sessions.tokenHash, row.tokenHash), isNull(sessions.revokedAt)));
  return { revoked: { userAgent: row.userAgent }, isCurrent: false };
}

/**
 * Revokes every live session of the account but `keepTokenHash` (the one asking); returns how
 * many. Ended ones (expired, idle) are left to the sweep: nothing can use them any more.
 */
export async function revokeOtherSessions(
  db: Db,
  account: AccountRef,
  keepTokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(ownedBy(account), live(now, idleSince), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** The account's row: what a password change checks and who its notice is written to. */
export async function findAccount(db: Db, account: AccountRef, forUpdate = false) {
  if (account.role === 'vendor') {
    const query = db.select().from(vendors).where(eq(vendors.id, account.vendorId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }
  const query = db.select().from(users).where(eq(users.id, account.userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setPasswordHash(
  db: Db,
  account: AccountRef,
  passwordHash: string,
  now: Date,
): Promise<void> {
  if (account.role === 'vendor') {
    await db
      .update(vendors)
      .set({ passwordHash, updatedAt: now })
      .where(eq(vendors.id, account.vendorId));
  } else {
    await db
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, account.userId));
  }
}

/** Sets the account's name and phone; returns its row, or undefined when it is gone. */
export async function updateContact(
  db: Db,
  account: AccountRef,
  contact: { name: string; phone: string },
  now: Date,
) {
  if (account.role === 'vendor') {
    const [row] = await db
      .update(vendors)
      .set({ ...contact, updatedAt: now })
      .where(eq(vendors.id, account.vendorId))
      .returning();
    return row ? { role: 'vendor' as const, row } : undefined;
  }
  const [row] = await db
    .update(users)
    .set({ ...contact, updatedAt: now })
    .where(eq(users.id, account.userId))
    .returning();
  return row ? { role: 'user' as const, row } : undefined;
}

/**
 * The account key of verification links asked for again in `login_failures`
 * (`verification:vendor:<id>`, `verification:user:<id>`; decision 0069).
 */
export const VERIFICATION_KEY = 'verification:';

/**
 * Counts a new verification link for an account in one atomic step, as reserveSignupAttempt
 * counts a sign-up: under the account key's advisory lock, reads the account's links after
 * `since` (newest first, at most `depth`), asks `allow`, and records this one when it agrees.
 * Parallel requests queue on the lock, so none slips under a limit the others reached.
 */
export async function reserveVerificationSend(
  db: Db,
  attempt: { accountKey: string; address: string; now: Date; since: Date; depth: number },
  allow: (recent: Date[]) => boolean,
): Promise<{ recent: Date[]; reserved: boolean }> {
  const { accountKey, address, now, since, depth } = attempt;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCKS}::int, hashtext(${accountKey}))`,
    );
    const rows = await tx
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountKey, accountKey), gt(loginFailures.createdAt, since)))
      .orderBy(desc(loginFailures.createdAt))
      .limit(depth);
    const recent = rows.map((row) => row.at);
    const reserved = allow(recent);
    if (reserved) await tx.insert(loginFailures).values({ accountKey, address, createdAt: now });
    return { recent, reserved };
  });
}

/**
 * Marks the account's address verified at `now`, if `email` is still its address (a link to an
 * address the account has left proves nothing about the current one); an address verified
 * already keeps its first moment. Returns whether the account's address is `email`.
 */
export async function markEmailVerified(
  db: Db,
  account: { role: 'vendor'; vendorId: number } | { role: 'user'; userId: number },
  email: string,
  now: Date,
): Promise<boolean> {
  const rows =
    account.role === 'vendor'
      ? await db
          .update(vendors)
          .set({
            emailVerifiedAt: sql`coalesce(${vendors.emailVerifiedAt}, ${now})`,
            updatedAt: now,
          })
          .where(and(eq(vendors.id, account.vendorId), eq(vendors.email, email)))
          .returning({ id: vendors.id })
      : await db
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
          .where(and(eq(users.id, account.userId), eq(users.email, email)))
          .returning({ id: users.id });
  return rows.length > 0;
}

/** The account's language (issue 32); undefined when there is no such account. */
export async function findAccountLanguage(
  db: Db,
  account: AccountRef,
): Promise<Language | undefined> {
  if (account.role === 'vendor') {
    const [row] = await db
      .select({ language: vendors.language })
      .from(vendors)
      .where(eq(vendors.id, account.vendorId));
    return row?.language;
  }
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, account.userId));
  return row?.language;
}

/** Sets the account's language; false when there is no such account. */
export async function setAccountLanguage(
  db: Db,
  account: AccountRef,
  language: Language,
  now: Date,
): Promise<boolean> {
  const rows =
    account.role === 'vendor'
      ? await db
          .update(vendors)
          .set({ language, updatedAt: now })
          .where(eq(vendors.id, account.vendorId))
          .returning({ id: vendors.id })
      : await db
          .update(users)
          .set({ language, updatedAt: now })
          .where(eq(users.id, account.userId))
          .returning({ id: users.id });
  return rows.length > 0;
}
