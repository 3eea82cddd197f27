import { and, count, eq, gt, isNull, lt, min, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions, users, vendors } from '../../db/schema/accounts';

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
  profile: { name: string; email: string; phone: string },
  now: Date,
) {
  const [row] = await db
    .update(vendors)
    .set({ ...profile, updatedAt: now })
    .where(eq(vendors.id, id))
    .returning();
  return row;
}

export async function recordLoginFailure(db: Db, accountKey: string, address: string, now: Date) {
  await db.insert(loginFailures).values({ accountKey, address, createdAt: now });
}

export async function clearLoginFailures(db: Db, accountKey: string) {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
}

export async function deleteLoginFailuresBefore(db: Db, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}

/** Failures since `since` for the account and for the address, with the oldest of each. */
export async function countLoginFailures(db: Db, accountKey: string, address: string, since: Date) {
  const window = (
    column: typeof loginFailures.accountKey | typeof loginFailures.address,
    v: string,
  ) =>
    db
      .select({ n: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, v), gt(loginFailures.createdAt, since)));
  const [[account], [byAddress]] = await Promise.all([
    window(loginFailures.accountKey, accountKey),
    window(loginFailures.address, address),
  ]);
  return {
    account: { n: account?.n ?? 0, oldest: account?.oldest ?? null },
    address: { n: byAddress?.n ?? 0, oldest: byAddress?.oldest ?? null },
  };
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

/** The session with this token hash if it is neither revoked nor expired at `now`. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ role: sessions.role, vendorId: sessions.vendorId, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Deletes expired and revoked sessions; returns how many went. */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}
