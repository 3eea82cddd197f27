import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users, vendors } from './accounts';
import { listings } from './listings';

// Mirrors migrations/0011_contact.sql: enquiries and chat, notifications, shortlist, booked dates.

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const enquiries = pgTable('enquiries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  listingId: bigint('listing_id', { mode: 'number' })
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  vendorId: bigint('vendor_id', { mode: 'number' })
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  eventType: text('event_type').notNull(),
  city: text('city').notNull(),
  guests: integer('guests').notNull(),
  budgetRupees: bigint('budget_rupees', { mode: 'number' }),
  message: text('message').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** The client address it was sent from (0017_enquiry_addresses.sql); null before then. */
  sentFrom: text('sent_from'),
  status: text('status', { enum: ['new', 'replied', 'booked', 'declined'] })
    .notNull()
    .default('new'),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  userReadMessageId: bigint('user_read_message_id', { mode: 'number' }).notNull().default(0),
  vendorReadMessageId: bigint('vendor_read_message_id', { mode: 'number' }).notNull().default(0),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // The booking and the couple's answer (0032_booking_values.sql, decision 0075).
  bookingValuePaise: bigint('booking_value_paise', { mode: 'number' }),
  bookedAt: timestamp('booked_at', { withTimezone: true }),
  commissionBasisPoints: integer('commission_basis_points'),
  coupleAnswer: text('couple_answer', { enum: ['yes', 'no'] }),
  coupleAnsweredAt: timestamp('couple_answered_at', { withTimezone: true }),
  coupleAnsweredVia: text('couple_answered_via', { enum: ['app', 'email'] }),
  answerTokenHash: text('answer_token_hash').unique(),
  answerTokenExpiresAt: timestamp('answer_token_expires_at', { withTimezone: true }),
});

export const enquiryMessages = pgTable('enquiry_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  enquiryId: bigint('enquiry_id', { mode: 'number' })
    .notNull()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  sender: text('sender', { enum: ['user', 'vendor'] }).notNull(),
  /** The sending user's or vendor's id for chat messages; NULL for an enquiry's own message. */
  senderId: bigint('sender_id', { mode: 'number' }),
  body: text('body').notNull(),
  createdAt,
});

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
    onDelete: 'cascade',
  }),
  vendorId: bigint('vendor_id', { mode: 'number' }).references(() => vendors.id, {
    onDelete: 'cascade',
  }),
  kind: text('kind', { enum: ['enquiry', 'message', 'status'] }).notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  /** When its e-mail was sent (0015_notification_emails.sql); null: not (yet) e-mailed. */
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  createdAt,
});

export const shortlists = pgTable(
  'shortlists',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

export const listingBookedDates = pgTable(
  'listing_booked_dates',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    enquiryId: bigint('enquiry_id', { mode: 'number' }).references(() => enquiries.id, {
      onDelete: 'set null',
    }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);
