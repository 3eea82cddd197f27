import { storefrontPath } from '@mandap/shared/marketplace';
import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_QUEUE_MESSAGES,
  type ReportedThing,
} from '@mandap/shared/reports';
import type {
  ReportDismissalReply,
  ReportedListingsReply,
  ReportedMessagesReply,
  ReportHistory,
} from '@mandap/shared/schemas/reports';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import { type AuditAction, type AuditTrace, appendAudit, operatorActor } from '../audit/index';
import { type NewNotification, type Notifier, noticeInBothLanguages } from '../notifications/index';
import { reviewReportHistories, reviewReportsMadeSince } from '../reviews/index';
import * as repo from './repository';

// Reports of listings and chat messages (issue 28, decision 0065): couples and vendors report,
// within an hourly limit shared with reviews; operators work the queues and dismiss; the
// suspension flow closes reports as actioned.

export type Account = repo.Account;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reports' hourly limit (REPORT_LIMITS.perHour across listings, messages and reviews), in
 * the caller's transaction: the account's reports are counted under its advisory lock, which the
 * transaction holds until it commits, so two servers cannot both let the 21st through.
 */
export async function admitReport(tx: Db, reporter: Account, now: Date): Promise<void> {
  await repo.lockReporter(tx, reporter);
  const since = new Date(now.getTime() - HOUR_MS);
  const [own, reviews] = await Promise.all([
    repo.reportsMadeSince(tx, reporter, since),
    reviewReportsMadeSince(tx, reporter, since),
  ]);
  if (own.count + reviews.count < REPORT_LIMITS.perHour) return;
  const oldest = Math.min(
    own.oldestAt?.getTime() ?? Number.POSITIVE_INFINITY,
    reviews.oldestAt?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  const wait = Number.isFinite(oldest) ? Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000) : 60;
  throw new DomainError('too_many', REPORT_MESSAGES.tooMany, {
    kind: 'rate_limited',
    retryAfterSeconds: Math.max(1, wait),
  });
}

/** A couple's or a vendor's report of an active listing (not their own); once per person. */
export async function reportListing(
  db: Db,
  reporter: Account,
  listingId: number,
  input: { reason: string; details: string },
  now: Date,
): Promise<void> {
  const listing = await repo.reportableListing(db, listingId);
  if (!listing) throw new DomainError('not_found', REPORT_MESSAGES.noSuchListing);
  if ('vendorId' in reporter && reporter.vendorId === listing.vendorId) {
    throw new DomainError('forbidden', REPORT_MESSAGES.ownListing);
  }
  await db.transaction(async (tx) => {
    await admitReport(tx, reporter, now);
    await repo.insertListingReport(tx, { listingId, reporter, ...input, now });
  });
}

/**
 * A report of a chat message by the other side of its conversation; once per person. A message
 * of one's own, of a conversation one is not in, or not in this conversation is 404 alike.
 */
export async function reportMessage(
  db: Db,
  reporter: Account,
  enquiryId: number,
  messageId: number,
  input: { reason: string; details: string },
  now: Date,
): Promise<void> {
  const message = await repo.messageOfConversation(db, enquiryId, messageId);
  const mine =
    message !== undefined &&
    ('userId' in reporter
      ? reporter.userId === message.userId && message.sender === 'vendor'
      : reporter.vendorId === message.vendorId && message.sender === 'user');
  if (!message || !mine) throw new DomainError('not_found', REPORT_MESSAGES.noSuchMessage);
  const author: Account =
    message.sender === 'user' ? { userId: message.userId } : { vendorId: message.vendorId };
  await db.transaction(async (tx) => {
    await admitReport(tx, reporter, now);
    await repo.insertMessageReport(tx, { messageId, reporter, author, ...input, now });
  });
}

// ---- The console's queues ---------------------------------------------------------------------

const NO_COUNTS = { reports: 0, dismissed: 0, actioned: 0 };

/** Each account's history across listings, messages and reviews, keyed `user:1` / `vendor:2`. */
async function histories(
  db: Db,
  userIds: number[],
  vendorIds: number[],
): Promise<(kind: 'user' | 'vendor', id: number) => ReportHistory> {
  const users = [...new Set(userIds)];
  const vendors = [...new Set(vendorIds)];
  const [own, reviews] = await Promise.all([
    repo.reportHistories(db, users, vendors),
    reviewReportHistories(db, users, vendors),
  ]);
  const map = new Map<string, ReportHistory>();
  for (const row of [...own, ...reviews]) {
    const h = map.get(row.key) ?? { made: { ...NO_COUNTS }, received: { ...NO_COUNTS } };
    const side = h[row.side];
    side.reports += row.reports;
    side.dismissed += row.dismissed;
    side.actioned += row.actioned;
    map.set(row.key, h);
  }
  return (kind, id) =>
    map.get(`${kind}:${id}`) ?? { made: { ...NO_COUNTS }, received: { ...NO_COUNTS } };
}

function reporterOf(r: { userId: number | null; vendorId: number | null }) {
  return r.userId !== null
    ? { kind: 'user' as const, id: r.userId }
    : { kind: 'vendor' as const, id: r.vendorId ?? 0 };
}

/** The open reports of one listing or message as a queue shows them, each reporter's history. */
function queuedReports(
  reports: readonly repo.OpenReportRow[],
  thingId: number,
  history: (kind: 'user' | 'vendor', id: number) => ReportHistory,
) {
  return reports
    .filter((r) => r.thingId === thingId)
    .map((r) => {
      const who = reporterOf(r);
      return {
        id: r.id,
        reason: r.reason,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
        reporter: { ...who, name: r.reporterName, history: history(who.kind, who.id) },
      };
    });
}

function media(key: string) {
  return `/media/${key}`;
}

/** A page of reported listings, the one reported longest ago first, with content and histories. */
export async function listingQueue(
  db: Db,
  query: { page: number },
): Promise<ReportedListingsReply> {
  const pageSize = REPORT_LIMITS.queuePageSize;
  const rows = await repo.listingQueuePage(db, pageSize, (query.page - 1) * pageSize);
  const reports = await repo.openReportsOf(
    db,
    'listing',
    rows.map((r) => r.id),
  );
  const history = await histories(
    db,
    reports.flatMap((r) => (r.userId === null ? [] : [r.userId])),
    [
      ...rows.map((r) => r.vendorId),
      ...reports.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId])),
    ],
  );
  return {
    items: rows.map((row) => ({
      listing: {
        id: row.id,
        firmName: row.firmName,
        category: row.category,
        city: row.city,
        status: row.status,
        description: row.description,
        photos: row.media
          .filter((m) => m.kind === 'image')
          .map((m) => ({ url: media(m.storageKey), thumbUrl: media(m.thumbKey ?? m.storageKey) })),
        videos: row.media
          .filter((m) => m.kind === 'video')
          .map((m) => ({
            url: media(m.storageKey),
            thumbUrl: m.thumbKey ? media(m.thumbKey) : null,
          })),
      },
      owner: {
        kind: 'vendor' as const,
        id: row.vendorId,
        name: row.ownerName,
        history: history('vendor', row.vendorId),
      },
      reports: queuedReports(reports, row.id, history),
      reportCount: row.reportCount,
      oldestReportAt: row.oldestReportAt.toISOString(),
      version: row.version,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}

/** A page of reported chat messages, oldest report first, each with the messages around it. */
export async function messageQueue(
  db: Db,
  query: { page: number },
): Promise<ReportedMessagesReply> {
  const pageSize = REPORT_LIMITS.queuePageSize;
  const rows = await repo.messageQueuePage(db, pageSize, (query.page - 1) * pageSize);
  const ids = rows.map((r) => r.id);
  const [reports, context] = await Promise.all([
    repo.openReportsOf(db, 'message', ids),
    repo.messagesAround(db, ids, REPORT_LIMITS.contextMessages),
  ]);
  const authorOf = (row: repo.MessageQueueRow) =>
    row.sender === 'user'
      ? { kind: 'user' as const, id: row.userId, name: row.userName }
      : { kind: 'vendor' as const, id: row.vendorId, name: row.vendorName };
  const history = await histories(
    db,
    [
      ...rows.flatMap((r) => (r.sender === 'user' ? [r.userId] : [])),
      ...reports.flatMap((r) => (r.userId === null ? [] : [r.userId])),
    ],
    [
      ...rows.flatMap((r) => (r.sender === 'vendor' ? [r.vendorId] : [])),
      ...reports.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId])),
    ],
  );
  return {
    items: rows.map((row) => {
      const author = authorOf(row);
      return {
        message: {
          id: row.id,
          enquiryId: row.enquiryId,
          firmName: row.firmName,
          sender: row.sender,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        },
        context: context
          .filter((c) => c.reportedId === row.id)
          .map((c) => ({
            id: c.id,
            sender: c.sender,
            body: c.body,
            createdAt: c.createdAt.toISOString(),
          })),
        author: { ...author, history: history(author.kind, author.id) },
        reports: queuedReports(reports, row.id, history),
        reportCount: row.reportCount,
        oldestReportAt: row.oldestReportAt.toISOString(),
        version: row.version,
      };
    }),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}

// ---- Decisions --------------------------------------------------------------------------------

/** Who decides: the console's operator. */
export interface Moderator {
  operatorId: number;
  role: 'moderator' | 'admin';
}

const DISMISSED: Record<ReportedThing, AuditAction> = {
  listing: 'listing.report_dismissed',
  message: 'message.report_dismissed',
};

function recipientOf(r: { userId: number | null; vendorId: number | null }) {
  return r.userId !== null
    ? ({ role: 'user', userId: r.userId } as const)
    : ({ role: 'vendor', vendorId: r.vendorId ?? 0 } as const);
}

/**
 * Dismisses the open reports of a listing or a message, if it still has the `version` reports
 * the operator saw: the reports closed, each reporter told (in the app; e-mail after the commit)
 * and the audit entry, all or nothing. 404 for no such thing; 409 when someone else decided
 * first, a new report came, or nothing is open.
 */
export async function dismiss(
  deps: { db: Db; notifier: Notifier },
  moderator: Moderator,
  thing: ReportedThing,
  thingId: number,
  input: { reason: string; details: string; version: number },
  trace: AuditTrace,
  now: Date,
): Promise<ReportDismissalReply> {
  const { closed, noteIds } = await deps.db.transaction(async (tx) => {
    const state = await repo.reportState(tx, thing, thingId);
    if (!state) {
      throw new DomainError(
        'not_found',
        thing === 'listing'
          ? REPORT_QUEUE_MESSAGES.noSuchListing
          : REPORT_QUEUE_MESSAGES.noSuchMessage,
      );
    }
    const reports = await repo.dismissReports(
      tx,
      thing,
      thingId,
      input.version,
      moderator.operatorId,
      now,
    );
    if (reports.length === 0) {
      throw new DomainError(
        'conflict',
        state.version !== input.version || state.open > 0
          ? REPORT_QUEUE_MESSAGES.decidedElsewhere
          : REPORT_QUEUE_MESSAGES.nothingOpen,
      );
    }
    const text = noticeInBothLanguages((m) => {
      const reasons: Record<string, string> = m.adminReports.dismissReasons;
      const why = reasons[input.reason] ?? input.reason;
      return thing === 'listing'
        ? m.emailModeration.listingDismissed(state.firmName, why)
        : m.emailModeration.messageDismissed(why);
    });
    const link =
      thing === 'listing' ? storefrontPath(thingId, state.firmName) : `/chat/${state.enquiryId}`;
    const notes: NewNotification[] = reports.map((r) => ({
      recipient: recipientOf(r),
      kind: 'status',
      link,
      ...text,
    }));
    const ids = await deps.notifier.add(tx, notes);
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(moderator.operatorId, moderator.role),
      action: DISMISSED[thing],
      object: { type: thing, id: thingId },
      before: { openReports: reports.length, version: input.version },
      after: { openReports: 0, reportsClosed: reports.length, notified: ids.length },
      reason: input.details ? `${input.reason}: ${input.details}` : input.reason,
      trace,
    });
    return { closed: reports, noteIds: ids };
  });
  void deps.notifier.email(noteIds);
  return { closed: closed.length, notified: noteIds.length };
}

/** A reporter whose report a suspension closed, and which thing it was about. */
export interface ActionedReport {
  reportId: number;
  /** The listing's id, or the message's. */
  thingId: number;
  reporter: Account;
}

/**
 * The notices telling each reporter of `reports` the outcome (once each, however many of their
 * reports closed): for the actions that close reports as acted on (decision 0066).
 */
export function reporterNotices(
  reports: readonly ActionedReport[],
  text: Pick<NewNotification, 'title' | 'body' | 'hi'>,
  link: string,
): NewNotification[] {
  const told = new Set<string>();
  const notes: NewNotification[] = [];
  for (const { reporter } of reports) {
    const recipient: NewNotification['recipient'] =
      'userId' in reporter
        ? { role: 'user', userId: reporter.userId }
        : { role: 'vendor', vendorId: reporter.vendorId };
    const key = 'userId' in reporter ? `u${reporter.userId}` : `v${reporter.vendorId}`;
    if (told.has(key)) continue;
    told.add(key);
    notes.push({ recipient, kind: 'status', link, ...text });
  }
  return notes;
}

function actioned(rows: repo.ClosedReport[]): ActionedReport[] {
  return rows.map((r) => ({
    reportId: r.id,
    thingId: r.thingId,
    reporter: r.userId !== null ? { userId: r.userId } : { vendorId: r.vendorId ?? 0 },
  }));
}

/**
 * For the suspension flow, inside its transaction: closes a listing's open reports with outcome
 * 'actioned' and returns them with their reporters (to notify, e.g. with
 * REPORT_NOTICES.listingActioned). Closes nothing when none are open.
 */
export async function closeListingReports(
  tx: Db,
  listingId: number,
  operatorId: number,
  now: Date,
): Promise<ActionedReport[]> {
  return actioned(await repo.actionListingReports(tx, listingId, operatorId, now));
}

/**
 * For the suspension of an account, inside its transaction: closes the open reports of every
 * chat message the account sent, as 'actioned'; returns them with their reporters.
 */
export async function closeMessageReportsOf(
  tx: Db,
  author: Account,
  operatorId: number,
  now: Date,
): Promise<ActionedReport[]> {
  return actioned(await repo.actionMessageReportsOf(tx, author, operatorId, now));
}

/** The dashboard's open reports of listings and messages, with the oldest of each. */
export function openListingAndMessageReports(db: Db) {
  return repo.openReportCounts(db);
}
