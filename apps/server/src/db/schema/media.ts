import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users, vendors } from './accounts';

// Mirrors migrations/0014_upload_leases.sql.

/** An upload under way (decision 0048): counted by every server, run out when not renewed. */
export const uploadLeases = pgTable('upload_leases', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  role: text('role', { enum: ['vendor', 'user'] }).notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id, {
    onDelete: 'cascade',
  }),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
    onDelete: 'cascade',
  }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
