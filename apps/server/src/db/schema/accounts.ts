import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_accounts.sql (is_demo from 0006_marketplace.sql, sessions.last_used_at
// from 0009_session_idle.sql, sessions.public_id, user_agent and place from
// 0028_session_devices.sql, language from 0035_account_language.sql).

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const vendors = pgTable('vendors', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  uniqueId: text('unique_id').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** A demo vendor of `npm run seed`: removable with `npm run seed -- --remove`. */
  isDemo: boolean('is_demo').notNull().default(false),
  /** An operator's open suspension of the account (0025): sign-in refused. */
  suspensionId: bigint('suspension_id', { mode: 'number' }),
  /** When the current address was verified (0027); null: not verified. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Its owner closed it (0030): erased after eraseAfter unless a sign-in cancels first. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  eraseAfter: timestamp('erase_after', { withTimezone: true }),
  /** Its personal data was erased (0030): the row is a tombstone named 'Deleted user'. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** The account's language (0035): its e-mails', and the server's without a language cookie. */
  language: text('language', { enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  ...timestamps,
});

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** An operator's open suspension of the account (0025): sign-in refused. */
  suspensionId: bigint('suspension_id', { mode: 'number' }),
  /** When the current address was verified (0027); null: not verified. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Its owner closed it (0030): erased after eraseAfter unless a sign-in cancels first. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  eraseAfter: timestamp('erase_after', { withTimezone: true }),
  /** Its personal data was erased (0030): the row is a tombstone named 'Deleted user'. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** The account's language (0035): its e-mails', and the server's without a language cookie. */
  language: text('language', { enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  ...timestamps,
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  role: text('role', { enum: ['vendor', 'user'] }).notNull(),
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id, {
    onDelete: 'cascade',
  }),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
    onDelete: 'cascade',
  }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The last use recorded, at most once an hour (decision 0027): idle sessions end. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  /** The session's name towards its owner (decision 0070): never the token hash. */
  publicId: text('public_id').notNull().unique().default(sql`gen_random_uuid()::text`),
  /** The browser's User-Agent at sign-in (at most 512 characters); null when not known. */
  userAgent: text('user_agent'),
  /** The approximate place of the sign-in; nothing fills it yet (decision 0070). */
  place: text('place'),
  ...timestamps,
});

export const loginFailures = pgTable('login_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountKey: text('account_key').notNull(),
  address: text('address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
