import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
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

export async function insertNotifications(db: Db, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((r) => ({
      userId: 'userId' in r.owner ? r.owner.userId : null,
      vendorId: 'vendorId' in r.owner ? r.owner.vendorId : null,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
    })),
  );
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

/** The sign-in e-mail addresses of these users and vendors, by id. */
export async function accountEmails(
  db: Db,
  userIds: number[],
  vendorIds: number[],
): Promise<{ users: Map<number, string>; vendors: Map<number, string> }> {
  const [userRows, vendorRows] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
    vendorIds.length === 0
      ? []
      : db
          .select({ id: vendors.id, email: vendors.email })
          .from(vendors)
          .where(inArray(vendors.id, vendorIds)),
  ]);
  return {
    users: new Map(userRows.map((r) => [r.id, r.email])),
    vendors: new Map(vendorRows.map((r) => [r.id, r.email])),
  };
}
