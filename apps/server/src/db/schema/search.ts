import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';

// Mirrors migrations/0005_search.sql. Triggers write these tables; the app only reads them.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One row per active listing: what search filters, sorts and shows. */
export const searchDocuments = pgTable('search_documents', {
  listingId: bigint('listing_id', { mode: 'number' })
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  firmName: text('firm_name').notNull(),
  city: text('city').notNull(),
  cityKey: text('city_key').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  starRating: smallint('star_rating'),
  // bigint, as the listing's prices (migration 0008).
  fromPricePaise: bigint('from_price_paise', { mode: 'number' }),
  mrpPaise: bigint('mrp_paise', { mode: 'number' }),
  // The unit of the cheapest row, and whether the listing has a photo and a price (migration 0034).
  fromPriceUnit: text('from_price_unit'),
  complete: boolean('complete').generatedAlwaysAs(
    sql`from_price_paise IS NOT NULL AND cover_thumb_key IS NOT NULL`,
  ),
  features: text('features').array().notNull(),
  coverThumbKey: text('cover_thumb_key'),
  listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  doc: tsvector('doc').notNull(),
  headDoc: tsvector('head_doc').notNull(),
  ...timestamps,
});

/** Active listings per category and city. */
export const searchFacets = pgTable(
  'search_facets',
  {
    category: text('category').notNull(),
    cityKey: text('city_key').notNull(),
    city: text('city').notNull(),
    listings: integer('listings').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.category, t.cityKey] })],
);

/** Words of active listings, for correcting typos. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  ...timestamps,
});

/** The change counter of listings and their parts (one row). */
export const listingsVersion = pgTable('listings_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
  ...timestamps,
});
