import { bigint, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users, vendors } from './accounts';
import { enquiries } from './contact';
import { listings } from './listings';

// Mirrors migrations/0012_reviews.sql: verified reviews, their photos and reports, and each
// listing's rating (kept by a trigger; the app only reads listing_ratings).

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const REVIEW_ROW_STATUSES = ['published', 'reported', 'removed'] as const;

export const reviews = pgTable('reviews', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  listingId: bigint('listing_id', { mode: 'number' })
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  enquiryId: bigint('enquiry_id', { mode: 'number' })
    .notNull()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The first day of the event's month, 'YYYY-MM-01'. */
  eventMonth: date('event_month', { mode: 'string' }).notNull(),
  status: text('status', { enum: REVIEW_ROW_STATUSES }).notNull().default('published'),
  vendorReply: text('vendor_reply'),
  vendorRepliedAt: timestamp('vendor_replied_at', { withTimezone: true }),
  /** Raised by every decision, report and edit (0023): decisions name the version they saw. */
  moderationVersion: integer('moderation_version').notNull().default(0),
  moderationReason: text('moderation_reason'),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  ...timestamps,
});

export const reviewPhotos = pgTable('review_photos', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reviewId: bigint('review_id', { mode: 'number' })
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  thumbKey: text('thumb_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  originalName: text('original_name').notNull(),
  ...timestamps,
});

export const reviewReports = pgTable('review_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reviewId: bigint('review_id', { mode: 'number' })
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
    onDelete: 'cascade',
  }),
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id, {
    onDelete: 'cascade',
  }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Open until decided (0023): when, how and by which operator. */
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  outcome: text('outcome', { enum: ['dismissed', 'hidden'] }),
  decidedBy: bigint('decided_by', { mode: 'number' }),
});

export const listingRatings = pgTable('listing_ratings', {
  listingId: bigint('listing_id', { mode: 'number' })
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull(),
  ratingSum: integer('rating_sum').notNull(),
  stars1: integer('stars_1').notNull(),
  stars2: integer('stars_2').notNull(),
  stars3: integer('stars_3').notNull(),
  stars4: integer('stars_4').notNull(),
  stars5: integer('stars_5').notNull(),
  ...timestamps,
});
