import { DELETED_NAME } from '@mandap/shared/privacy';
import type { EnquiryStatus } from '@mandap/shared/schemas/enquiries';
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema/accounts';
import { enquiries, enquiryMessages } from '../../db/schema/contact';
import { listings } from '../../db/schema/listings';

// The SQL of enquiries and their messages (migrations/0011_contact.sql). An enquiry is a
// conversation between its user and its listing's vendor; every read and write of one here is
// narrowed to one of those two parties (`ownedBy`), so a stranger's id finds nothing. Listings
// and users are only read (the firm's and the couple's names), never written.

/**
 * The couple's name as the vendor sees it: "Deleted user" from the moment the account is closed
 * (decision 0072), before its erasure replaces the name itself; a sign-in within the grace
 * brings the name back.
 */
const shownUserName = sql<string>`CASE WHEN ${users.closedAt} IS NULL THEN ${users.name} ELSE ${DELETED_NAME} END`;

/** Who is asking: one side of a conversation. */
export type Party = { role: 'user'; userId: number } | { role: 'vendor'; vendorId: number };

export type Sender = 'user' | 'vendor';

function ownedBy(party: Party): SQL {
  return party.role === 'user'
    ? eq(enquiries.userId, party.userId)
    : eq(enquiries.vendorId, party.vendorId);
}

/** The other side's messages above my read mark: what I have not read. */
function unreadOf(party: Party): SQL<number> {
  const [other, myRead] =
    party.role === 'user'
      ? (['vendor', enquiries.userReadMessageId] as const)
      : (['user', enquiries.vendorReadMessageId] as const);
  return sql<number>`(SELECT count(*)::int FROM ${enquiryMessages}
    WHERE ${enquiryMessages.enquiryId} = ${enquiries.id}
      AND ${enquiryMessages.sender} = ${other} AND ${enquiryMessages.id} > ${myRead})`;
}

const ENQUIRY_COLUMNS = {
  id: enquiries.id,
  listingId: enquiries.listingId,
  userId: enquiries.userId,
  vendorId: enquiries.vendorId,
  firmName: listings.firmName,
  category: listings.category,
  userName: shownUserName,
  /** The couple's account address is verified and is the one on the enquiry (decision 0069). */
  userEmailVerified:
    sql<boolean>`(${users.emailVerifiedAt} IS NOT NULL AND ${users.email} = ${enquiries.email})`.mapWith(
      Boolean,
    ),
  eventDate: enquiries.eventDate,
  eventType: enquiries.eventType,
  city: enquiries.city,
  guests: enquiries.guests,
  budgetRupees: enquiries.budgetRupees,
  message: enquiries.message,
  phone: enquiries.phone,
  email: enquiries.email,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
  // The listing's free period and rate (decision 0075), and the booking as it was marked.
  freeUntil: listings.freeUntil,
  listingBasisPoints: listings.commissionBasisPoints,
  bookingValuePaise: enquiries.bookingValuePaise,
  bookedAt: enquiries.bookedAt,
  commissionBasisPoints: enquiries.commissionBasisPoints,
  coupleAnswer: enquiries.coupleAnswer,
  lastMessageAt: enquiries.lastMessageAt,
  userReadMessageId: enquiries.userReadMessageId,
  vendorReadMessageId: enquiries.vendorReadMessageId,
};

/** An enquiry with the names either side shows (its listing's firm, its user). */
export type EnquiryRow = Awaited<ReturnType<typeof findEnquiries>>[number];

/** Enquiries matching `where`, with the firm's and the user's names; newest first. */
async function findEnquiries(db: Db, where: SQL | undefined) {
  return db
    .select(ENQUIRY_COLUMNS)
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
}

/** One enquiry if `party` is one of its two sides; undefined otherwise (a stranger's or none). */
export async function findOwnEnquiry(
  db: Db,
  party: Party,
  enquiryId: number,
): Promise<EnquiryRow | undefined> {
  const [row] = await findEnquiries(db, and(eq(enquiries.id, enquiryId), ownedBy(party)));
  return row;
}

/** Those of `enquiryIds` that are `party`'s. */
export async function findOwnEnquiries(db: Db, party: Party, enquiryIds: number[]) {
  if (enquiryIds.length === 0) return [];
  return findEnquiries(db, and(inArray(enquiries.id, enquiryIds), ownedBy(party)));
}

/**
 * As findOwnEnquiry, locking the enquiry's row until the transaction ends: messages, reads and
 * status changes of one conversation then take turns (who has read what stays consistent).
 */
export async function lockOwnEnquiry(db: Db, party: Party, enquiryId: number) {
  const [row] = await db
    .select({
      id: enquiries.id,
      listingId: enquiries.listingId,
      userId: enquiries.userId,
      vendorId: enquiries.vendorId,
      firmName: listings.firmName,
      userName: shownUserName,
      eventDate: enquiries.eventDate,
      eventType: enquiries.eventType,
      status: enquiries.status,
      userReadMessageId: enquiries.userReadMessageId,
      vendorReadMessageId: enquiries.vendorReadMessageId,
      freeUntil: listings.freeUntil,
      listingBasisPoints: listings.commissionBasisPoints,
    })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(and(eq(enquiries.id, enquiryId), ownedBy(party)))
    // Only the enquiry's row: the listing and the user stay free for everyone else.
    .for('update', { of: enquiries });
  return row;
}

/**
 * Those of `listingIds` that are active, with their owner and names (pending, suspended, expired
 * and missing ones are left out).
 */
export async function findActiveListings(db: Db, listingIds: number[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({
      id: listings.id,
      vendorId: listings.vendorId,
      firmName: listings.firmName,
      category: listings.category,
    })
    .from(listings)
    .where(and(inArray(listings.id, listingIds), eq(listings.status, 'active')));
}

export async function findUserName(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

// The namespace of the advisory locks taken while a user's enquiries are counted and sent (any
// constant different from the other namespaces: accounts uses 727_280 and 727_281).
const ENQUIRY_LOCKS = 727_290;

/**
 * Makes the user's enquiry-sending requests take turns until the caller's transaction ends: each
 * then counts the enquiries the ones before it sent, so parallel requests cannot pass the daily
 * limit together.
 */
export async function lockUserEnquiries(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${ENQUIRY_LOCKS}::int, hashtext(${String(userId)}))`,
  );
}

// The namespace of the advisory locks taken while an address's enquiries are counted: always
// taken after the user's (one order everywhere cannot deadlock).
const ADDRESS_ENQUIRY_LOCKS = 727_291;

/** As lockUserEnquiries, for the enquiries sent from one client address. */
export async function lockAddressEnquiries(db: Db, address: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${ADDRESS_ENQUIRY_LOCKS}::int, hashtext(${address}))`,
  );
}

/** When the enquiries `from` picks out were sent after `since`, newest first, at most `limit`. */
async function enquiryTimes(db: Db, from: SQL, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: enquiries.createdAt })
    .from(enquiries)
    .where(and(from, gt(enquiries.createdAt, since)))
    .orderBy(desc(enquiries.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** When the enquiries sent from `address` after `since` were sent, newest first, at most `limit`. */
export function recentAddressEnquiryTimes(
  db: Db,
  address: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  return enquiryTimes(db, eq(enquiries.sentFrom, address), since, limit);
}

/** When the user's enquiries sent after `since` were sent, newest first, at most `limit`. */
export function recentEnquiryTimes(
  db: Db,
  userId: number,
  since: Date,
  limit: number,
): Promise<Date[]> {
  return enquiryTimes(db, eq(enquiries.userId, userId), since, limit);
}

/** The listings the user has already sent an enquiry to for an event on `eventDate`. */
export async function enquiredListingIds(
  db: Db,
  userId: number,
  eventDate: string,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ listingId: enquiries.listingId })
    .from(enquiries)
    .where(and(eq(enquiries.userId, userId), eq(enquiries.eventDate, eventDate)));
  return rows.map((r) => r.listingId);
}

export interface NewEnquiry {
  userId: number;
  listingId: number;
  vendorId: number;
  eventDate: string;
  eventType: string;
  city: string;
  guests: number;
  budgetRupees: number | null;
  message: string;
  phone: string;
  email: string;
  /** The client address it was sent from. */
  sentFrom: string;
}

/**
 * Inserts an enquiry and its first message (the enquiry's own, from the user, read by them);
 * returns the enquiry's id. Call inside a transaction.
 */
export async function insertEnquiry(db: Db, enquiry: NewEnquiry, now: Date): Promise<number> {
  const [row] = await db
    .insert(enquiries)
    .values({ ...enquiry, lastMessageAt: now, createdAt: now, updatedAt: now })
    .returning({ id: enquiries.id });
  if (!row) throw new Error('insert returned no row');
  const [message] = await db
    .insert(enquiryMessages)
    .values({ enquiryId: row.id, sender: 'user', body: enquiry.message, createdAt: now })
    .returning({ id: enquiryMessages.id });
  if (!message) throw new Error('insert returned no row');
  await db.update(enquiries).set({ userReadMessageId: message.id }).where(eq(enquiries.id, row.id));
  return row.id;
}

/** Whether `sender` has a message in the conversation the other side has not read yet. */
export async function hasUnreadFrom(
  db: Db,
  enquiryId: number,
  sender: Sender,
  otherReadId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiryMessages.id })
    .from(enquiryMessages)
    .where(
      and(
        eq(enquiryMessages.enquiryId, enquiryId),
        eq(enquiryMessages.sender, sender),
        gt(enquiryMessages.id, otherReadId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(
  db: Db,
  enquiryId: number,
  sender: Sender,
  /** The user's or the vendor's id: what the chat message limit counts. */
  senderId: number,
  body: string,
  now: Date,
) {
  const [row] = await db
    .insert(enquiryMessages)
    .values({ enquiryId, sender, senderId, body, createdAt: now })
    .returning({
      id: enquiryMessages.id,
      sender: enquiryMessages.sender,
      body: enquiryMessages.body,
      createdAt: enquiryMessages.createdAt,
    });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * After a message: the conversation's latest activity, the sender's read mark up to it, and a
 * vendor's first reply moves a New enquiry to Replied.
 */
export async function recordMessage(
  db: Db,
  enquiryId: number,
  sender: Sender,
  messageId: number,
  now: Date,
): Promise<void> {
  const activity = { lastMessageAt: now, updatedAt: now };
  if (sender === 'user') {
    await db
      .update(enquiries)
      .set({
        ...activity,
        userReadMessageId: sql`greatest(${enquiries.userReadMessageId}, ${messageId}::bigint)`,
      })
      .where(eq(enquiries.id, enquiryId));
    return;
  }
  await db
    .update(enquiries)
    .set({
      ...activity,
      vendorReadMessageId: sql`greatest(${enquiries.vendorReadMessageId}, ${messageId}::bigint)`,
      status: sql`CASE WHEN ${enquiries.status} = 'new'
        THEN 'replied' ELSE ${enquiries.status} END`,
    })
    .where(eq(enquiries.id, enquiryId));
}

const messageColumns = {
  id: enquiryMessages.id,
  sender: enquiryMessages.sender,
  body: enquiryMessages.body,
  createdAt: enquiryMessages.createdAt,
};

/** A conversation's first `limit` messages after `afterId` (0: from the start), oldest first. */
export async function messagesAfter(db: Db, enquiryId: number, afterId: number, limit: number) {
  return db
    .select(messageColumns)
    .from(enquiryMessages)
    .where(and(eq(enquiryMessages.enquiryId, enquiryId), gt(enquiryMessages.id, afterId)))
    .orderBy(asc(enquiryMessages.id))
    .limit(limit);
}

/**
 * A conversation's newest `limit` messages before `beforeId` (undefined: the newest of all),
 * newest first: one range of `enquiry_messages_enquiry_idx` read backwards.
 */
export async function messagesBefore(
  db: Db,
  enquiryId: number,
  beforeId: number | undefined,
  limit: number,
) {
  return db
    .select(messageColumns)
    .from(enquiryMessages)
    .where(
      and(
        eq(enquiryMessages.enquiryId, enquiryId),
        beforeId === undefined ? undefined : lt(enquiryMessages.id, beforeId),
      ),
    )
    .orderBy(desc(enquiryMessages.id))
    .limit(limit);
}

// The namespace of the advisory locks taken while a sender's chat messages are counted and sent
// (accounts uses 727_280 and 727_281, enquiries 727_290, uploads 727_300).
const MESSAGE_LOCKS = 727_310;

/**
 * Makes one person's message sends take turns until the caller's transaction ends, on every
 * server: each then counts the messages the ones before it sent (decision 0055).
 */
export async function lockSender(db: Db, party: Party): Promise<void> {
  const key = party.role === 'user' ? `user:${party.userId}` : `vendor:${party.vendorId}`;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${MESSAGE_LOCKS}::int, hashtext(${key}))`);
}

/**
 * When the party's chat messages sent after `since` were sent, newest first, at most `limit`
 * (the enquiries' own messages are not among them: the enquiry limit counts those).
 */
export async function recentMessageTimes(
  db: Db,
  party: Party,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: enquiryMessages.createdAt })
    .from(enquiryMessages)
    .where(
      and(
        eq(enquiryMessages.sender, party.role),
        eq(enquiryMessages.senderId, party.role === 'user' ? party.userId : party.vendorId),
        gt(enquiryMessages.createdAt, since),
      ),
    )
    .orderBy(desc(enquiryMessages.createdAt))
    .limit(limit);
  return rows.map((row) => row.at);
}

/**
 * Moves `party`'s read mark of a conversation up to `upTo` (the newest message when absent, and
 * never past it), never backwards. False when the conversation is not the party's.
 */
export async function markRead(
  db: Db,
  party: Party,
  enquiryId: number,
  upTo: number | undefined,
): Promise<boolean> {
  const newest = sql`(SELECT coalesce(max(${enquiryMessages.id}), 0) FROM ${enquiryMessages}
    WHERE ${enquiryMessages.enquiryId} = ${enquiries.id})`;
  const target = upTo === undefined ? newest : sql`least(${upTo}::bigint, ${newest})`;
  const rows = await db
    .update(enquiries)
    .set(
      party.role === 'user'
        ? { userReadMessageId: sql`greatest(${enquiries.userReadMessageId}, ${target})` }
        : { vendorReadMessageId: sql`greatest(${enquiries.vendorReadMessageId}, ${target})` },
    )
    .where(and(eq(enquiries.id, enquiryId), ownedBy(party)))
    .returning({ id: enquiries.id });
  return rows.length > 0;
}

export async function setStatus(
  db: Db,
  enquiryId: number,
  status: 'booked' | 'declined',
  now: Date,
): Promise<void> {
  await db.update(enquiries).set({ status, updatedAt: now }).where(eq(enquiries.id, enquiryId));
}

/**
 * Marks an enquiry Booked with its booking (decision 0075): the value, the time and the basis
 * points it carries; the couple's earlier answer and answer link, of an earlier booking, go.
 */
export async function markBooked(
  db: Db,
  enquiryId: number,
  booking: { valuePaise: number; basisPoints: number },
  now: Date,
): Promise<void> {
  await db
    .update(enquiries)
    .set({
      status: 'booked',
      updatedAt: now,
      bookingValuePaise: booking.valuePaise,
      bookedAt: now,
      commissionBasisPoints: booking.basisPoints,
      coupleAnswer: null,
      coupleAnsweredAt: null,
      coupleAnsweredVia: null,
      answerTokenHash: null,
      answerTokenExpiresAt: null,
    })
    .where(eq(enquiries.id, enquiryId));
}

/** The couple's answer to the booking question, in the app or from an e-mailed link. */
export async function recordAnswer(
  db: Db,
  enquiryId: number,
  answer: 'yes' | 'no',
  via: 'app' | 'email',
  now: Date,
): Promise<void> {
  await db
    .update(enquiries)
    .set({ coupleAnswer: answer, coupleAnsweredAt: now, coupleAnsweredVia: via })
    .where(eq(enquiries.id, enquiryId));
}

/** What the booking question's e-mail needs of an enquiry: still booked, with its couple. */
export async function findBookingQuestion(db: Db, enquiryId: number) {
  const [row] = await db
    .select({
      id: enquiries.id,
      status: enquiries.status,
      bookedAt: enquiries.bookedAt,
      eventDate: enquiries.eventDate,
      firmName: listings.firmName,
      userName: users.name,
      userEmail: users.email,
      userClosedAt: users.closedAt,
      userLanguage: users.language,
    })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(eq(enquiries.id, enquiryId));
  return row;
}

/** Keeps the hash of the answer links' token (replacing any earlier one) and when they run out. */
export async function setAnswerToken(
  db: Db,
  enquiryId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(enquiries)
    .set({ answerTokenHash: tokenHash, answerTokenExpiresAt: expiresAt })
    .where(eq(enquiries.id, enquiryId));
}

/**
 * The enquiry an answer link's token is for, while the links work (`now` before they run out);
 * `lock` holds its row until the transaction ends.
 */
export async function findByAnswerToken(db: Db, tokenHash: string, now: Date, lock = false) {
  const query = db
    .select({
      id: enquiries.id,
      status: enquiries.status,
      eventDate: enquiries.eventDate,
      firmName: listings.firmName,
      coupleAnswer: enquiries.coupleAnswer,
      coupleAnsweredAt: enquiries.coupleAnsweredAt,
    })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .where(and(eq(enquiries.answerTokenHash, tokenHash), gt(enquiries.answerTokenExpiresAt, now)));
  const [row] = lock ? await query.for('update', { of: enquiries }) : await query;
  return row;
}

/**
 * The party's conversations, latest activity first, at most `limit`: each with the firm's and the
 * user's names, its newest message and how many of the other side's messages are unread. One
 * query: the newest message and the unread count are looked up per row through the
 * (enquiry_id, id) index.
 */
export async function conversationsOf(db: Db, party: Party, limit: number) {
  const newest = (column: SQL) => sql`(SELECT ${column} FROM ${enquiryMessages}
    WHERE ${enquiryMessages.enquiryId} = ${enquiries.id}
    ORDER BY ${enquiryMessages.id} DESC LIMIT 1)`;
  return db
    .select({
      id: enquiries.id,
      listingId: enquiries.listingId,
      firmName: listings.firmName,
      userName: shownUserName,
      eventDate: enquiries.eventDate,
      status: enquiries.status,
      lastMessageAt: enquiries.lastMessageAt,
      lastBody: newest(sql`${enquiryMessages.body}`).mapWith(String),
      lastSender: newest(sql`${enquiryMessages.sender}`).mapWith(String),
      unread: unreadOf(party).mapWith(Number),
    })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(ownedBy(party))
    .orderBy(desc(enquiries.lastMessageAt), desc(enquiries.id))
    .limit(limit);
}

/** A vendor's enquiries, newest first, at most `limit`, each with its unread count. */
export async function vendorEnquiries(
  db: Db,
  vendorId: number,
  filters: { listingId?: number | undefined; status?: EnquiryStatus | undefined },
  limit: number,
) {
  const party: Party = { role: 'vendor', vendorId };
  return db
    .select({ ...ENQUIRY_COLUMNS, unread: unreadOf(party).mapWith(Number) })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(
      and(
        ownedBy(party),
        filters.listingId === undefined ? undefined : eq(enquiries.listingId, filters.listingId),
        filters.status === undefined ? undefined : eq(enquiries.status, filters.status),
      ),
    )
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
}

/**
 * The party's unread messages over all conversations and, for a vendor, the enquiries still New;
 * one query.
 */
export async function inboxCounts(
  db: Db,
  party: Party,
): Promise<{ unreadMessages: number; newEnquiries: number }> {
  const [other, myRead] =
    party.role === 'user'
      ? (['vendor', enquiries.userReadMessageId] as const)
      : (['user', enquiries.vendorReadMessageId] as const);
  // An uncorrelated subquery beside the aggregate: PostgreSQL runs it once.
  const fresh =
    party.role === 'vendor'
      ? sql`(SELECT count(*)::int FROM enquiries n
          WHERE n.vendor_id = ${party.vendorId} AND n.status = 'new')`
      : sql`0`;
  const [row] = await db
    .select({
      unreadMessages: sql`count(${enquiryMessages.id})::int`.mapWith(Number),
      newEnquiries: fresh.mapWith(Number),
    })
    .from(enquiries)
    .innerJoin(
      enquiryMessages,
      and(
        eq(enquiryMessages.enquiryId, enquiries.id),
        eq(enquiryMessages.sender, other),
        gt(enquiryMessages.id, myRead),
      ),
    )
    .where(ownedBy(party));
  return { unreadMessages: row?.unreadMessages ?? 0, newEnquiries: row?.newEnquiries ?? 0 };
}

// The vendor's home (issue 31, decision 0077).

/** What the home shows of an enquiry: its listing, the couple and the event. */
const homeEnquiryColumns = {
  id: enquiries.id,
  listingId: enquiries.listingId,
  firmName: listings.firmName,
  userName: shownUserName,
  eventType: enquiries.eventType,
  eventDate: enquiries.eventDate,
};

/** A vendor's enquiries still New (no reply yet), oldest first, at most `limit`. */
export async function waitingEnquiries(db: Db, vendorId: number, limit: number) {
  return db
    .select({ ...homeEnquiryColumns, createdAt: enquiries.createdAt })
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(and(eq(enquiries.vendorId, vendorId), eq(enquiries.status, 'new')))
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(limit);
}

/** A vendor's enquiries marked Booked whose event is on `fromDay` or later, soonest first. */
export async function upcomingBookings(db: Db, vendorId: number, fromDay: string, limit: number) {
  return db
    .select(homeEnquiryColumns)
    .from(enquiries)
    .innerJoin(listings, eq(listings.id, enquiries.listingId))
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(
      and(
        eq(enquiries.vendorId, vendorId),
        eq(enquiries.status, 'booked'),
        sql`${enquiries.eventDate} >= ${fromDay}::date`,
      ),
    )
    .orderBy(asc(enquiries.eventDate), asc(enquiries.id))
    .limit(limit);
}

/**
 * The enquiries a vendor received in [from, to), each with the minutes to the vendor's first
 * message in it (null when the vendor has not written): the response rate's and reply time's
 * ground (decision 0077). One index range scan of the vendor's enquiries.
 */
export async function replyDelays(
  db: Db,
  vendorId: number,
  from: Date,
  to: Date,
): Promise<(number | null)[]> {
  const rows = await queryRows<{ minutes: number | null }>(
    db,
    sql`SELECT (SELECT extract(epoch FROM min(m.created_at) - e.created_at)::float8 / 60
               FROM enquiry_messages m
               WHERE m.enquiry_id = e.id AND m.sender = 'vendor') AS minutes
        FROM enquiries e
        WHERE e.vendor_id = ${vendorId}
          AND e.created_at >= ${from.toISOString()}::timestamptz
          AND e.created_at < ${to.toISOString()}::timestamptz`,
  );
  return rows.map((row) => (row.minutes === null ? null : Math.max(0, Number(row.minutes))));
}
