import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, vendors } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/contact';

// The notification centre's SQL (table: migrations/0011_contact.sql). Each row belongs to one
// user or one vendor; every read and write here is narrowed to that owner.

export type Owner = { userId: number } | { vendorId: number };

function ownedBy(owner: Owner): SQL {
  return 'userId' in owner
    ? eq(notifications.userId, owner.userId)
    : eq(notifications.vendorId, owner.vendorId);
}

export interface NotificationRow {
  owner: Owner;
  kind: 'enquiry' | 'message' | 'status';
  title: string;
  body: string;
  link: string;
}

/** An owner as one string: `user:12`, `vendor:7`. */
export function ownerKey(owner: Owner): string {
  return 'userId' in owner ? `user:${owner.userId}` : `vendor:${owner.vendorId}`;
}

/** The owners among these whose account speaks Hindi (issue 32), as ownerKey names them. */
export async function hindiOwners(db: Db, owners: Owner[]): Promise<Set<string>> {
  const userIds = owners.flatMap((o) => ('userId' in o ? [o.userId] : []));
  const vendorIds = owners.flatMap((o) => ('vendorId' in o ? [o.vendorId] : []));
  const found = new Set<string>();
  if (userIds.length > 0) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.language, 'hi')));
    for (const row of rows) found.add(`user:${row.id}`);
  }
  if (vendorIds.length > 0) {
    const rows = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(inArray(vendors.id, vendorIds), eq(vendors.language, 'hi')));
    for (const row of rows) found.add(`vendor:${row.id}`);
  }
  return found;
}

/** Inserts the rows; returns their ids, in the order given. */
export async function insertNotifications(db: Db, rows: NotificationRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values(
      rows.map((r) => ({
        userId: 'userId' in r.owner ? r.owner.userId : null,
        vendorId: 'vendorId' in r.owner ? r.owner.vendorId : null,
        kind: r.kind,
        title: r.title,
        body: r.body,
        link: r.link,
      })),
    )
    .returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

/** An owner's newest notifications, newest first. */
export async function newestNotifications(db: Db, owner: Owner, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(ownedBy(owner))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

/**
 * Marks an owner's unread notifications that lead to one of `links` read: what they told of has
 * been seen (a conversation read, the Reviews screen opened: issue 31).
 */
export async function markLinkedRead(
  db: Db,
  owner: Owner,
  links: readonly string[],
  now: Date,
): Promise<void> {
  if (links.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(ownedBy(owner), isNull(notifications.readAt), inArray(notifications.link, [...links])),
    );
}

/** Marks an owner's unread notifications read: those of `ids`, or all when `ids` is undefined. */
export async function markRead(
  db: Db,
  owner: Owner,
  ids: number[] | undefined,
  now: Date,
): Promise<void> {
  if (ids?.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        ownedBy(owner),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

export async function unreadCount(db: Db, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(owner), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/**
 * What the e-mail of one notification needs: its text, its owner by id, their sign-in address
 * and whether it was e-mailed already. Undefined: no such notification (its account was deleted).
 */
export async function notificationForEmail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      vendorId: notifications.vendorId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      emailedAt: notifications.emailedAt,
      email: sql<string | null>`COALESCE(${users.email}, ${vendors.email})`,
      language: sql<'en' | 'hi'>`COALESCE(${users.language}, ${vendors.language}, 'en')`,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.userId))
    .leftJoin(vendors, eq(vendors.id, notifications.vendorId))
    .where(eq(notifications.id, id));
  return row;
}

/** Records that the notification's e-mail went. */
export async function markEmailed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(notifications).set({ emailedAt: now }).where(eq(notifications.id, id));
}
