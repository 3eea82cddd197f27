import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import {
  bookingBasisPoints,
  COMMISSION_MESSAGES,
  commissionOn,
  commissionTerms,
} from '@mandap/shared/commission';
import { indianDate } from '@mandap/shared/dates';
import { LIMITS } from '@mandap/shared/limits';
import { formatInr, rupeesToPaise } from '@mandap/shared/money';
import {
  type Conversation,
  type ConversationSummary,
  type CreateEnquiry,
  type Enquiry,
  type EnquiryStatus,
  type EventType,
  eventDateError,
  type InboxCounts,
  type Message,
} from '@mandap/shared/schemas/enquiries';
import { type SearchResult, storefrontPath } from '@mandap/shared/schemas/marketplace';
import {
  RESPONSE_WINDOW_DAYS,
  type ResponseFigures,
  responseFigures,
} from '@mandap/shared/vendor-home';
import type { Db } from '../../db/client';
import { DomainError, fieldError, formError } from '../../platform/domain-errors';
import { requireVerifiedUser } from '../accounts/index';
import { countEnquiries } from '../analytics/index';
import { bookDate } from '../availability/index';
import {
  type NewNotification,
  type Notifier,
  noticeInBothLanguages,
  readNotificationsAbout,
  unreadNotificationCount,
} from '../notifications/index';
import { similarListings } from '../search/index';
import * as repo from './repository';

// Enquiries and chat (issue 15, decision 0030): an enquiry is the conversation between its user
// and its listing's vendor. Every function takes the party asking and finds only what is theirs:
// a stranger's enquiry is answered exactly as one that does not exist.

export type Party = repo.Party;

export interface EnquiryDeps {
  db: Db;
  notifier: Notifier;
  /** Asks the couple "Did you book …?" by e-mail once a vendor marks Booked (decision 0075). */
  bookingQuestions?: BookingQuestionMail | undefined;
}

/** Queues the booking question's e-mail of an enquiry just marked Booked. */
export interface BookingQuestionMail {
  queue(enquiryId: number, bookedAt: Date): Promise<void>;
}

/** The rolling window of the daily enquiry limit. */
export const ENQUIRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The windows of the chat message limits (decision 0055). */
const MESSAGE_MINUTE_MS = 60 * 1000;
const MESSAGE_DAY_MS = 24 * 60 * 60 * 1000;
/** The most conversations the Chat list and the Enquiries page show (latest first). */
export const LIST_LIMIT = 500;

export const NO_SUCH_ENQUIRY = 'No such enquiry was found.';
export const NO_SUCH_CONVERSATION = 'No such conversation was found.';
export const LISTING_NOT_TAKING_ENQUIRIES =
  'This vendor is not listed on Mandap right now, so it cannot receive enquiries. ' +
  'Please choose another vendor.';
export const NOT_AMONG_SIMILAR =
  'This enquiry can only be sent to the similar vendors offered for it. ' +
  'Please tick them again from the list.';

const SNIPPET_LENGTH = 160;

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET_LENGTH ? flat : `${flat.slice(0, SNIPPET_LENGTH - 1)}…`;
}

/** A moment as people in India read it: 23 Nov, 5:36 pm. */
function readableTime(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/**
 * What the vendor sees of commission on an enquiry (decision 0075): once booked, the booking as
 * it was marked and the terms it was marked under; before, whether a booking marked now would
 * carry commission. The couple sees neither.
 */
function commissionViews(
  row: repo.EnquiryRow,
  now: Date,
): Pick<Enquiry, 'commissionTerms' | 'booking'> {
  const listing = { freeUntil: row.freeUntil, commissionBasisPoints: row.listingBasisPoints };
  if (
    row.status === 'booked' &&
    row.bookedAt !== null &&
    row.bookingValuePaise !== null &&
    row.commissionBasisPoints !== null
  ) {
    const basisPoints = row.commissionBasisPoints;
    const terms = commissionTerms(listing, row.bookedAt);
    return {
      commissionTerms: {
        applies: basisPoints > 0,
        rateBasisPoints: basisPoints > 0 ? basisPoints : terms.rateBasisPoints,
        freeUntil: row.freeUntil?.toISOString() ?? null,
      },
      booking: {
        valuePaise: row.bookingValuePaise,
        bookedAt: row.bookedAt.toISOString(),
        basisPoints,
        commissionPaise: commissionOn(row.bookingValuePaise, basisPoints),
      },
    };
  }
  const terms = commissionTerms(listing, now);
  return {
    commissionTerms: {
      applies: terms.applies,
      rateBasisPoints: terms.rateBasisPoints,
      freeUntil: terms.freeUntil?.toISOString() ?? null,
    },
    booking: null,
  };
}

function enquiryView(row: repo.EnquiryRow, party: Party, now: Date): Enquiry {
  return {
    id: row.id,
    listingId: row.listingId,
    firmName: row.firmName,
    // The columns only ever hold catalogue slugs and EVENT_TYPES: the server writes them.
    category: row.category as CategorySlug,
    listingUrl: storefrontPath(row.listingId, row.firmName),
    userName: row.userName,
    userEmailVerified: row.userEmailVerified,
    eventDate: row.eventDate,
    eventType: row.eventType as EventType,
    city: row.city,
    guests: row.guests,
    budgetRupees: row.budgetRupees,
    message: row.message,
    phone: row.phone,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(party.role === 'vendor'
      ? commissionViews(row, now)
      : { commissionTerms: null, booking: null }),
    coupleAnswer: row.coupleAnswer,
  };
}

function messageView(
  party: Party,
  row: { id: number; sender: 'user' | 'vendor'; body: string; createdAt: Date },
): Message {
  return {
    id: row.id,
    from: row.sender,
    mine: row.sender === party.role,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
  };
}

/** The limit passed: when the enquiries asked for can be sent, in words and in Retry-After. */
function limitReached(sent: Date[], count: number, now: Date): DomainError {
  const limit = LIMITS.enquiriesPerUserPerDay;
  // `count` more fit once all but limit - count of those sent have left the window: when the
  // (limit - count + 1)th newest leaves it.
  const decisive = sent[Math.max(0, limit - count)] ?? sent.at(-1) ?? now;
  const when = new Date(decisive.getTime() + ENQUIRY_WINDOW_MS);
  const seconds = Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
  const left = Math.max(0, limit - sent.length);
  const at = `${readableTime(when)} (India time)`;
  const message =
    left === 0
      ? `You have sent ${limit} enquiries in the last 24 hours, the most Mandap allows. ` +
        `You can send more from ${at}.`
      : `You can send ${left} more ${left === 1 ? 'enquiry' : 'enquiries'} now (at most ${limit} ` +
        `in 24 hours), so these ${count} were not sent. ` +
        `Tick ${left} or fewer, or send them from ${at}.`;
  return new DomainError('too_many', message, { kind: 'rate_limited', retryAfterSeconds: seconds });
}

/** The address's limit passed: when its enquiries can be sent again, in words and Retry-After. */
function addressLimitReached(sent: Date[], count: number, now: Date): DomainError {
  const limit = LIMITS.enquiriesPerAddressPerDay;
  const decisive = sent[Math.max(0, limit - count)] ?? sent.at(-1) ?? now;
  const when = new Date(decisive.getTime() + ENQUIRY_WINDOW_MS);
  const seconds = Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
  const message =
    `${limit} enquiries have been sent from your network in the last 24 hours, the most Mandap ` +
    `allows from one network. You can send more from ${readableTime(when)} (India time).`;
  return new DomainError('too_many', message, { kind: 'rate_limited', retryAfterSeconds: seconds });
}

/**
 * Within the caller's transaction: takes the user's turn, then the address's (parallel requests
 * queue here), and refuses with 429 unless `count` more enquiries keep the user and the address
 * within their daily limits (issue 27: an address, whatever accounts it signs in to).
 */
async function admitEnquiries(
  tx: Db,
  userId: number,
  address: string,
  count: number,
  now: Date,
): Promise<void> {
  await repo.lockUserEnquiries(tx, userId);
  const since = new Date(now.getTime() - ENQUIRY_WINDOW_MS);
  const limit = LIMITS.enquiriesPerUserPerDay;
  const sent = await repo.recentEnquiryTimes(tx, userId, since, limit);
  if (sent.length + count > limit) throw limitReached(sent, count, now);
  await repo.lockAddressEnquiries(tx, address);
  const fromAddress = await repo.recentAddressEnquiryTimes(
    tx,
    address,
    since,
    LIMITS.enquiriesPerAddressPerDay,
  );
  if (fromAddress.length + count > LIMITS.enquiriesPerAddressPerDay) {
    throw addressLimitReached(fromAddress, count, now);
  }
}

function enquiryNote(
  enquiryId: number,
  vendorId: number,
  firmName: string,
  userName: string,
  fields: Pick<repo.NewEnquiry, 'eventDate' | 'eventType' | 'city' | 'guests' | 'budgetRupees'>,
): NewNotification {
  const budget =
    fields.budgetRupees === null ? null : formatInr(rupeesToPaise(fields.budgetRupees));
  return {
    recipient: { role: 'vendor', vendorId },
    kind: 'enquiry',
    // In the vendor's language (issue 32).
    ...noticeInBothLanguages(({ emailNotices: m, emailFormat: f }) => ({
      title: m.newEnquiryTitle(firmName, userName),
      body: m.newEnquiryBody({
        eventType: fields.eventType,
        day: f.dayShort(fields.eventDate),
        city: fields.city,
        guests: f.count(fields.guests),
        budget,
      }),
    })),
    link: `/enquiries?enquiry=${enquiryId}`,
  };
}

/** The similar vendors offered for an enquiry: not the ones already asked about that date. */
async function similarFor(
  deps: EnquiryDeps,
  userId: number,
  listingId: number,
  eventDate: string,
): Promise<SearchResult[]> {
  return similarListings(deps.db, listingId, {
    excludeIds: await repo.enquiredListingIds(deps.db, userId, eventDate),
    bookedOn: eventDate,
    limit: LIMITS.similarVendors,
  });
}

export async function ownEnquiryView(
  db: Db,
  party: Party,
  enquiryId: number,
  now: Date,
): Promise<Enquiry> {
  const row = await repo.findOwnEnquiry(db, party, enquiryId);
  if (!row) throw new Error(`enquiry ${enquiryId} vanished after its commit`);
  return enquiryView(row, party, now);
}

/**
 * Sends an enquiry to an active listing (one transaction: the enquiry, its first message, the
 * listing's daily count, the vendor's notification), within the daily limit. Returns it with the
 * similar vendors it can also be sent to.
 */
export async function createEnquiry(
  deps: EnquiryDeps,
  userId: number,
  input: CreateEnquiry,
  address: string,
  now: Date,
): Promise<{ enquiry: Enquiry; similar: SearchResult[] }> {
  // Sending needs a verified address (issue 29, decision 0069); writing it does not.
  await requireVerifiedUser(deps.db, userId);
  const dateProblem = eventDateError(input.eventDate, indianDate(now));
  if (dateProblem) throw formError({ eventDate: dateProblem });
  const { listingId, ...fields } = input;
  const { enquiryId, notes } = await deps.db.transaction(async (tx) => {
    const [listing] = await repo.findActiveListings(tx, [listingId]);
    if (!listing) throw new DomainError('not_found', LISTING_NOT_TAKING_ENQUIRIES);
    await admitEnquiries(tx, userId, address, 1, now);
    const userName = (await repo.findUserName(tx, userId)) ?? '';
    const enquiry: repo.NewEnquiry = {
      ...fields,
      budgetRupees: fields.budgetRupees ?? null,
      userId,
      listingId,
      vendorId: listing.vendorId,
      sentFrom: address,
    };
    const id = await repo.insertEnquiry(tx, enquiry, now);
    await countEnquiries(tx, [listingId], now);
    const added = [enquiryNote(id, listing.vendorId, listing.firmName, userName, enquiry)];
    return { enquiryId: id, notes: await deps.notifier.add(tx, added) };
  });
  void deps.notifier.email(notes);
  return {
    enquiry: await ownEnquiryView(deps.db, { role: 'user', userId }, enquiryId, now),
    similar: await similarFor(deps, userId, listingId, input.eventDate),
  };
}

/**
 * Sends the user's enquiry as it is to each of `listingIds`, all of them or none: each must be
 * among the enquiry's similar vendors, and together they must fit in the daily limit.
 */
export async function forwardEnquiry(
  deps: EnquiryDeps,
  userId: number,
  enquiryId: number,
  listingIds: number[],
  address: string,
  now: Date,
): Promise<{ enquiries: Enquiry[] }> {
  await requireVerifiedUser(deps.db, userId);
  const party: Party = { role: 'user', userId };
  const original = await repo.findOwnEnquiry(deps.db, party, enquiryId);
  if (!original) throw new DomainError('not_found', NO_SUCH_ENQUIRY);
  const wanted = [...new Set(listingIds)].sort((a, b) => a - b);
  const offered = new Set(
    (await similarFor(deps, userId, original.listingId, original.eventDate)).map(
      (s) => s.listingId,
    ),
  );
  const notAmongSimilar = () =>
    new DomainError('invalid', NOT_AMONG_SIMILAR, {
      fieldErrors: { listingIds: NOT_AMONG_SIMILAR },
    });
  if (wanted.some((id) => !offered.has(id))) throw notAmongSimilar();

  const { ids, notes } = await deps.db.transaction(async (tx) => {
    await admitEnquiries(tx, userId, address, wanted.length, now);
    // Checked again in turn: a forward sent at the same time may have just asked one of them.
    const asked = new Set(await repo.enquiredListingIds(tx, userId, original.eventDate));
    const listings = await repo.findActiveListings(tx, wanted);
    if (listings.length !== wanted.length || wanted.some((id) => asked.has(id))) {
      throw notAmongSimilar();
    }
    const made: number[] = [];
    const added: NewNotification[] = [];
    for (const listing of listings.sort((a, b) => a.id - b.id)) {
      const copy: repo.NewEnquiry = {
        userId,
        listingId: listing.id,
        vendorId: listing.vendorId,
        eventDate: original.eventDate,
        eventType: original.eventType,
        city: original.city,
        guests: original.guests,
        budgetRupees: original.budgetRupees,
        message: original.message,
        phone: original.phone,
        email: original.email,
        sentFrom: address,
      };
      const id = await repo.insertEnquiry(tx, copy, now);
      made.push(id);
      added.push(enquiryNote(id, listing.vendorId, listing.firmName, original.userName, copy));
    }
    await countEnquiries(tx, wanted, now);
    return { ids: made, notes: await deps.notifier.add(tx, added) };
  });
  void deps.notifier.email(notes);
  const rows = await repo.findOwnEnquiries(deps.db, party, ids);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { enquiries: rows.map((row) => enquiryView(row, party, now)) };
}

/** The party's conversations, latest activity first. */
export async function listConversations(
  db: Db,
  party: Party,
): Promise<{ conversations: ConversationSummary[] }> {
  const rows = await repo.conversationsOf(db, party, LIST_LIMIT);
  return {
    conversations: rows.map((row) => ({
      id: row.id,
      listingId: row.listingId,
      firmName: row.firmName,
      otherName: party.role === 'user' ? row.firmName : row.userName,
      eventDate: row.eventDate,
      status: row.status,
      lastMessage: {
        body: row.lastBody,
        mine: row.lastSender === party.role,
        sentAt: row.lastMessageAt.toISOString(),
      },
      unread: row.unread,
    })),
  };
}

/** Which page of a conversation: the newest (neither), older than `before`, newer than `after`. */
export interface ConversationPage {
  after?: number | undefined;
  before?: number | undefined;
}

/**
 * One conversation: the enquiry and one page of its messages, oldest first (decision 0055): the
 * newest `LIMITS.messagesPerPage`, or those just before `before`, or the first ones after `after`
 * (polling). Each page is one index range, so it costs the same at 3,000 messages as at 30.
 */
export async function getConversation(
  db: Db,
  party: Party,
  enquiryId: number,
  page: ConversationPage = {},
  now: Date = new Date(),
): Promise<Conversation> {
  const row = await repo.findOwnEnquiry(db, party, enquiryId);
  if (!row) throw new DomainError('not_found', NO_SUCH_CONVERSATION);
  const size = LIMITS.messagesPerPage;
  let messages: Awaited<ReturnType<typeof repo.messagesAfter>>;
  let olderBefore: number | null = null;
  if (page.after !== undefined) {
    messages = await repo.messagesAfter(db, enquiryId, page.after, size);
  } else {
    // One more than a page tells whether older ones remain.
    const newestFirst = await repo.messagesBefore(db, enquiryId, page.before, size + 1);
    const more = newestFirst.length > size;
    messages = newestFirst.slice(0, size).reverse();
    olderBefore = more ? (messages[0]?.id ?? null) : null;
  }
  return {
    enquiry: enquiryView(row, party, now),
    otherName: party.role === 'user' ? row.firmName : row.userName,
    messages: messages.map((m) => messageView(party, m)),
    olderBefore,
  };
}

/** The message limit passed (decision 0055): when the next message can go, in words and seconds. */
function messageLimitReached(sent: Date[], now: Date): DomainError | undefined {
  const perMinute = LIMITS.messagesPerMinute;
  const perDay = LIMITS.messagesPerDay;
  const minuteAgo = now.getTime() - MESSAGE_MINUTE_MS;
  // `sent` is newest first: the message that must leave a window before one more fits is the
  // limit-th newest in it.
  const dayDecisive = sent.length >= perDay ? sent[perDay - 1] : undefined;
  if (dayDecisive) {
    const when = new Date(dayDecisive.getTime() + MESSAGE_DAY_MS);
    const seconds = Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
    return new DomainError(
      'too_many',
      `You have sent ${perDay} messages in the last 24 hours, the most Mandap allows. ` +
        `You can send more from ${readableTime(when)} (India time).`,
      { kind: 'rate_limited', retryAfterSeconds: seconds },
    );
  }
  const inMinute = sent.filter((at) => at.getTime() > minuteAgo);
  const minuteDecisive = inMinute.length >= perMinute ? inMinute[perMinute - 1] : undefined;
  if (minuteDecisive) {
    const seconds = Math.max(
      1,
      Math.ceil((minuteDecisive.getTime() + MESSAGE_MINUTE_MS - now.getTime()) / 1000),
    );
    return new DomainError(
      'too_many',
      `You have sent ${perMinute} messages in the last minute, the most Mandap allows. ` +
        `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, then send your message again.`,
      { kind: 'rate_limited', retryAfterSeconds: seconds },
    );
  }
  return undefined;
}

/**
 * Within the caller's transaction: takes the sender's turn (their parallel sends queue here, on
 * every server), then refuses with 429 when one more message would pass the per-minute or the
 * daily limit. Counted from the messages themselves, in PostgreSQL (decision 0048's way).
 */
async function admitMessage(tx: Db, party: Party, now: Date): Promise<void> {
  await repo.lockSender(tx, party);
  const sent = await repo.recentMessageTimes(
    tx,
    party,
    new Date(now.getTime() - MESSAGE_DAY_MS),
    LIMITS.messagesPerDay,
  );
  const refusal = messageLimitReached(sent, now);
  if (refusal) throw refusal;
}

/**
 * Adds the party's message to the conversation (booked and declined ones too). The other side is
 * notified once per run of unread messages: only when none of the sender's earlier messages is
 * still unread by them.
 */
export async function sendMessage(
  deps: EnquiryDeps,
  party: Party,
  enquiryId: number,
  body: string,
  now: Date,
): Promise<Message> {
  const sender = party.role;
  const { message, notes } = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockOwnEnquiry(tx, party, enquiryId);
    if (!locked) throw new DomainError('not_found', NO_SUCH_CONVERSATION);
    // Theirs, so now their limit (the sender's lock is taken after one enquiry's row and before
    // nothing else: no two sends wait on each other in a circle).
    await admitMessage(tx, party, now);
    const otherRead = sender === 'user' ? locked.vendorReadMessageId : locked.userReadMessageId;
    const firstOfRun = !(await repo.hasUnreadFrom(tx, enquiryId, sender, otherRead));
    const senderId = party.role === 'user' ? party.userId : party.vendorId;
    const inserted = await repo.insertMessage(tx, enquiryId, sender, senderId, body, now);
    await repo.recordMessage(tx, enquiryId, sender, inserted.id, now);
    const added: NewNotification[] = [];
    let noteIds: number[] = [];
    if (firstOfRun) {
      added.push({
        recipient:
          sender === 'user'
            ? { role: 'vendor', vendorId: locked.vendorId }
            : { role: 'user', userId: locked.userId },
        kind: 'message',
        ...noticeInBothLanguages(({ emailNotices: m }) => ({
          title: m.newMessageTitle(sender === 'user' ? locked.userName : locked.firmName),
          body: snippet(body),
        })),
        link: `/chat/${enquiryId}`,
      });
      noteIds = await deps.notifier.add(tx, added);
    }
    return { message: inserted, notes: noteIds };
  });
  if (notes.length > 0) void deps.notifier.email(notes);
  return messageView(party, message);
}

/**
 * Marks the other side's messages read up to `upTo` (all when absent); never backwards. The
 * reader's notifications about this conversation (its messages, and to the vendor the enquiry
 * itself) are read with it, so the bell clears with the chat (issue 31).
 */
export async function readConversation(
  db: Db,
  party: Party,
  enquiryId: number,
  upTo: number | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.markRead(tx, party, enquiryId, upTo))) {
      throw new DomainError('not_found', NO_SUCH_CONVERSATION);
    }
    await readNotificationsAbout(
      tx,
      party,
      [`/chat/${enquiryId}`, `/enquiries?enquiry=${enquiryId}`],
      now,
    );
  });
}

/** The vendor's enquiries over all their listings, newest first, each with its unread count. */
export async function listVendorEnquiries(
  db: Db,
  vendorId: number,
  filters: { listingId?: number | undefined; status?: EnquiryStatus | undefined },
  now: Date,
): Promise<{ enquiries: (Enquiry & { unread: number })[] }> {
  const rows = await repo.vendorEnquiries(db, vendorId, filters, LIST_LIMIT);
  const party: Party = { role: 'vendor', vendorId };
  return {
    enquiries: rows.map((row) => ({ ...enquiryView(row, party, now), unread: row.unread })),
  };
}

/** What the vendor sets: Booked with the booking's value in paise, or Declined. */
export interface StatusChange {
  status: 'booked' | 'declined';
  /** Required with Booked. */
  bookingValuePaise?: number | undefined;
}

/**
 * The vendor marks an enquiry Booked, with the booking's value (its listing is then booked on the
 * event date, in the same transaction), or Declined; the user is notified of a change. A new
 * booking records its value, time and commission (decision 0075: 0 within the listing's free
 * period, the listing's rate after it) and asks the couple "Did you book …?" by e-mail (the
 * question stands in for the e-mail of the Booked notice). Setting the status it already has
 * changes nothing and notifies no one.
 */
export async function setEnquiryStatus(
  deps: EnquiryDeps,
  vendorId: number,
  enquiryId: number,
  change: StatusChange,
  now: Date,
): Promise<Enquiry> {
  const party: Party = { role: 'vendor', vendorId };
  const { status, bookingValuePaise } = change;
  if (status === 'booked' && bookingValuePaise === undefined) {
    throw fieldError('invalid', 'bookingValue', COMMISSION_MESSAGES.bookingValueRequired);
  }
  const { notes, asked } = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockOwnEnquiry(tx, party, enquiryId);
    if (!locked) throw new DomainError('not_found', NO_SUCH_ENQUIRY);
    // Booking again is harmless (a booked day stays booked) and restores a day freed by hand.
    if (status === 'booked') await bookDate(tx, locked.listingId, locked.eventDate, enquiryId);
    if (locked.status === status) return { notes: [], asked: false };
    if (status === 'booked' && bookingValuePaise !== undefined) {
      const terms = commissionTerms(
        { freeUntil: locked.freeUntil, commissionBasisPoints: locked.listingBasisPoints },
        now,
      );
      await repo.markBooked(
        tx,
        enquiryId,
        { valuePaise: bookingValuePaise, basisPoints: bookingBasisPoints(terms) },
        now,
      );
    } else {
      await repo.setStatus(tx, enquiryId, status, now);
    }
    const firmName = locked.firmName;
    const added: NewNotification[] = [
      {
        recipient: { role: 'user', userId: locked.userId },
        kind: 'status',
        // In the couple's language (issue 32).
        ...noticeInBothLanguages(({ emailNotices: m, emailFormat: f }) => {
          const day = f.dayShort(locked.eventDate);
          return {
            title: m.statusTitle(firmName, status),
            body:
              status === 'booked'
                ? m.bookedBody(firmName, locked.eventType, day)
                : m.declinedBody(firmName, locked.eventType, day),
          };
        }),
        link: `/chat/${enquiryId}`,
      },
    ];
    return { notes: await deps.notifier.add(tx, added), asked: status === 'booked' };
  });
  if (asked && deps.bookingQuestions) {
    // The question's e-mail tells the couple of the booking: the notice stays in the app.
    await deps.bookingQuestions.queue(enquiryId, now);
  } else if (notes.length > 0) {
    void deps.notifier.email(notes);
  }
  return ownEnquiryView(deps.db, party, enquiryId, now);
}

/** What the app's badges show: cheap enough to poll (two queries). */
export async function inboxCounts(db: Db, party: Party): Promise<InboxCounts> {
  const [counts, unreadNotifications] = await Promise.all([
    repo.inboxCounts(db, party),
    unreadNotificationCount(db, party),
  ]);
  return { ...counts, unreadNotifications };
}

/** How many waiting enquiries and upcoming bookings the vendor's home lists. */
export const HOME_LIST_LIMIT = 20;

/** The vendor's enquiries waiting for a first reply (still New), oldest first, and their count. */
export async function waitingEnquiries(db: Db, vendorId: number) {
  const [rows, counts] = await Promise.all([
    repo.waitingEnquiries(db, vendorId, HOME_LIST_LIMIT),
    repo.inboxCounts(db, { role: 'vendor', vendorId }),
  ]);
  return { rows, total: counts.newEnquiries };
}

/** The vendor's Booked enquiries whose event is on `today` (India) or later, soonest first. */
export async function upcomingBookings(db: Db, vendorId: number, today: string) {
  return repo.upcomingBookings(db, vendorId, today, HOME_LIST_LIMIT);
}

/**
 * A vendor's response rate and typical reply time over the RESPONSE_WINDOW_DAYS days before `to`
 * (decision 0077): the enquiries received then, and the median minutes to the vendor's first
 * message in those answered. Marking Booked or Declined without a message is not a reply.
 */
export async function vendorResponseFigures(
  db: Db,
  vendorId: number,
  to: Date,
): Promise<ResponseFigures> {
  const from = new Date(to.getTime() - RESPONSE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const delays = await repo.replyDelays(db, vendorId, from, to);
  return responseFigures(
    delays.length,
    delays.filter((d): d is number => d !== null),
  );
}
