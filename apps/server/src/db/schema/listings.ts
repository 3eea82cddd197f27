import type { PriceUnit } from '@mandap/shared/price-units';
import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { vendors } from './accounts';

// Mirrors migrations/0002_listings.sql.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const LISTING_STATUSES = ['pending_payment', 'active', 'suspended', 'expired'] as const;

export const listings = pgTable('listings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  vendorId: bigint('vendor_id', { mode: 'number' })
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  firmName: text('firm_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  houseNo: text('house_no').notNull(),
  city: text('city').notNull(),
  nearBy: text('near_by').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  description: text('description').notNull(),
  plan: text('plan', { enum: ['basic', 'normal', 'premium'] }).notNull(),
  starRating: smallint('star_rating'),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status', { enum: LISTING_STATUSES }).notNull().default('pending_payment'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  freeUntil: timestamp('free_until', { withTimezone: true }),
  commissionBasisPoints: integer('commission_basis_points'),
  highlights: text('highlights').array().notNull().default([]),
  ...timestamps,
});

export const listingFeatures = pgTable(
  'listing_features',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.feature] })],
);

export const listingMedia = pgTable('listing_media', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  listingId: bigint('listing_id', { mode: 'number' })
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['image', 'video'] }).notNull(),
  storageKey: text('storage_key').notNull().unique(),
  thumbKey: text('thumb_key').unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  originalName: text('original_name').notNull(),
  position: smallint('position').notNull(),
  ...timestamps,
});

export const listingPrices = pgTable(
  'listing_prices',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    specification: text('specification').notNull(),
    // bigint: prices go up to LIMITS.maxPricePaise, above a 32-bit integer (migration 0008).
    mrpPaise: bigint('mrp_paise', { mode: 'number' }).notNull(),
    offerPaise: bigint('offer_paise', { mode: 'number' }).notNull(),
    // What the price is for, PRICE_UNITS of packages/shared (migration 0034).
    unit: text('unit').$type<PriceUnit>().notNull().default('event'),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.listingId, t.specification] })],
);
