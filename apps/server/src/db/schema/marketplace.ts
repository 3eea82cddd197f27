import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';

// Mirrors migrations/0006_marketplace.sql (vendors.is_demo is written by the demo seed's SQL only).

export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    /** Enquiries received and shortlist additions that day (0011_contact.sql). */
    enquiries: integer('enquiries').notNull().default(0),
    shortlists: integer('shortlists').notNull().default(0),
    /** Times shown in a page of search results that day (0013_search_appearances.sql). */
    appearances: integer('appearances').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/** Who was counted, per listing, India day and kind (0018_counted_visitors.sql, decision 0056). */
export const countedVisitors = pgTable(
  'counted_visitors',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['view', 'appearance', 'shortlist'] }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.kind, t.visitor] })],
);

export const storefrontViewSalts = pgTable('storefront_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
