import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadLeases } from '../../db/schema/media';

// The SQL of upload slots (upload-slots.ts, decision 0048): one row per upload under way.

/** Whose upload: a vendor's (listing forms) or a user's (review photos). */
export interface LeaseHolder {
  role: 'vendor' | 'user';
  id: number;
}

// The namespace of the advisory locks taken while a holder's uploads are counted (any constant
// different from the other namespaces: accounts 727_280 and 727_281, enquiries 727_290).
const UPLOAD_LOCKS = 727_300;

function holderIs(holder: LeaseHolder) {
  return and(
    eq(uploadLeases.role, holder.role),
    eq(holder.role === 'vendor' ? uploadLeases.vendorId : uploadLeases.userId, holder.id),
  );
}

/**
 * In one transaction, under the holder's lock (so that requests on any server take turns here):
 * deletes the holder's leases that ran out, counts the rest, and takes a new lease, to run out at
 * `expiresAt`, when fewer than `limit` are live. Returns the new lease's id, or how many are live.
 */
export async function takeLease(
  db: Db,
  holder: LeaseHolder,
  limit: number,
  now: Date,
  expiresAt: Date,
): Promise<{ leaseId: number } | { running: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCKS}::int, hashtext(${`${holder.role}:${holder.id}`}))`,
    );
    await tx.delete(uploadLeases).where(and(holderIs(holder), lte(uploadLeases.expiresAt, now)));
    const [live] = await tx.select({ n: count() }).from(uploadLeases).where(holderIs(holder));
    const running = live?.n ?? 0;
    if (running >= limit) return { running };
    const [lease] = await tx
      .insert(uploadLeases)
      .values({
        role: holder.role,
        vendorId: holder.role === 'vendor' ? holder.id : null,
        userId: holder.role === 'user' ? holder.id : null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: uploadLeases.id });
    if (!lease) throw new Error('insert returned no row');
    return { leaseId: lease.id };
  });
}

/** Moves the expiry of these leases (uploads still running) to `expiresAt`. */
export async function renewLeases(
  db: Db,
  leaseIds: readonly number[],
  now: Date,
  expiresAt: Date,
): Promise<void> {
  if (leaseIds.length === 0) return;
  await db
    .update(uploadLeases)
    .set({ expiresAt, updatedAt: now })
    .where(inArray(uploadLeases.id, [...leaseIds]));
}

/** Ends a lease: its upload is over. */
export async function releaseLease(db: Db, leaseId: number): Promise<void> {
  await db.delete(uploadLeases).where(eq(uploadLeases.id, leaseId));
}
