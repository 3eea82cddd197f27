import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  type ReviewDecision,
} from '@mandap/shared/moderation';
import type { ModerationQueueReply } from '@mandap/shared/schemas/moderation';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import * as repo from './moderation-repository';
import { authorName } from './service';

// The reviews' side of moderation (issue 28, decision 0063): the queue an operator works from and
// the decisions on a review's own rows. The moderation module calls these inside its transaction
// (with the notices and the audit entry), through this module's index.

const NO_HISTORY = { reports: 0, hidden: 0, dismissed: 0 };

function historyMap(rows: repo.HistoryRow[]) {
  return new Map(
    rows.map((r) => [r.key, { reports: r.reports, hidden: r.hidden, dismissed: r.dismissed }]),
  );
}

/**
 * A page of the queue: reviews with an open report, the one reported longest ago first, with
 * their open reports (count, reasons, who) and the histories of the author and each reporter;
 * or, with state 'hidden', the hidden reviews, most recently hidden first, with all their reports.
 */
export async function reviewModerationQueue(
  db: Db,
  query: { state: 'reported' | 'hidden'; page: number },
): Promise<ModerationQueueReply> {
  const pageSize = MODERATION_LIMITS.queuePageSize;
  const rows = await repo.queuePage(db, query.state, pageSize, (query.page - 1) * pageSize);
  const reviewIds = rows.map((r) => r.id);
  const reports = await repo.reportsOf(db, reviewIds, query.state === 'hidden');
  const reporterUsers = [...new Set(reports.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const reporterVendors = [
    ...new Set(reports.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId]))),
  ];
  const [authors, reporters] = await Promise.all([
    repo.authorHistories(db, [...new Set(rows.map((r) => r.userId))]).then(historyMap),
    repo.reporterHistories(db, reporterUsers, reporterVendors).then(historyMap),
  ]);
  return {
    items: rows.map((row) => {
      const own = reports.filter((r) => r.reviewId === row.id);
      return {
        review: {
          id: row.id,
          listingId: row.listingId,
          firmName: row.firmName,
          rating: row.rating,
          title: row.title,
          body: row.body,
          photos: row.photos.map((p) => ({
            url: `/media/${p.storageKey}`,
            thumbUrl: `/media/${p.thumbKey}`,
          })),
          status: row.status,
          version: row.version,
          createdAt: row.createdAt.toISOString(),
          hiddenReason: row.status === 'removed' ? row.hiddenReason : null,
          hiddenAt: row.status === 'removed' ? (row.hiddenAt?.toISOString() ?? null) : null,
        },
        author: {
          userId: row.userId,
          name: authorName(row.authorName),
          history: authors.get(`user:${row.userId}`) ?? NO_HISTORY,
        },
        reports: own.map((r) => {
          const kind = r.userId !== null ? 'user' : 'vendor';
          const id = r.userId ?? r.vendorId ?? 0;
          return {
            id: r.id,
            reason: r.reason,
            createdAt: r.createdAt.toISOString(),
            outcome: r.outcome,
            reporter: {
              kind,
              id,
              name: kind === 'user' ? authorName(r.reporterName) : r.reporterName,
              history: reporters.get(`${kind}:${id}`) ?? NO_HISTORY,
            },
          } as const;
        }),
        reportCount: row.reportCount,
        oldestReportAt: row.oldestReportAt?.toISOString() ?? null,
      };
    }),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize,
  };
}

/** What a decision changed, for the caller's notices and audit entry. */
export interface ReviewDecisionDone {
  review: { id: number; listingId: number; firmName: string; userId: number; vendorId: number };
  before: { status: repo.ModeratedReview['status']; version: number };
  after: { status: 'published' | 'removed'; version: number };
  /** The reports this decision closed, with who made them. */
  reports: { id: number; userId: number | null; vendorId: number | null }[];
}

const MOVES = {
  dismiss: { from: ['reported'], to: 'published', outcome: 'dismissed' },
  hide: { from: ['published', 'reported'], to: 'removed', outcome: 'hidden' },
  restore: { from: ['removed'], to: 'published', outcome: null },
} as const;

/**
 * Applies an operator's decision to a review, if the review is still at the moderation `version`
 * they saw: dismiss (its open reports; it stays shown), hide (it leaves the rating and search at
 * once, by 0012's triggers) or restore. Run it in the caller's transaction. A review moved or
 * changed since is refused with 'conflict' (one of two operators deciding at once wins); one
 * whose status does not allow the decision too, with the reason.
 */
export async function decideOnReview(
  db: Db,
  input: {
    reviewId: number;
    decision: ReviewDecision;
    reason: string;
    version: number;
    operatorId: number;
    now: Date;
  },
): Promise<ReviewDecisionDone> {
  const review = await repo.reviewForDecision(db, input.reviewId);
  if (!review) throw new DomainError('not_found', MODERATION_MESSAGES.noSuchReview);
  const move = MOVES[input.decision];
  if (review.version !== input.version) {
    throw new DomainError('conflict', MODERATION_MESSAGES.decidedElsewhere);
  }
  if (!(move.from as readonly string[]).includes(review.status)) {
    const why =
      input.decision === 'dismiss'
        ? MODERATION_MESSAGES.notReported
        : input.decision === 'restore'
          ? MODERATION_MESSAGES.notHidden
          : MODERATION_MESSAGES.alreadyHidden;
    throw new DomainError('conflict', why);
  }
  const version = await repo.moveReview(db, {
    reviewId: review.id,
    version: input.version,
    from: move.from,
    to: move.to,
    hiddenReason: move.to === 'removed' ? input.reason : null,
    now: input.now,
  });
  // Another operator's decision (or a new report, or an edit) committed between the read and here.
  if (version === null) throw new DomainError('conflict', MODERATION_MESSAGES.decidedElsewhere);
  const reports =
    move.outcome === null
      ? []
      : await repo.decideReports(db, review.id, move.outcome, input.operatorId, input.now);
  return {
    review: {
      id: review.id,
      listingId: review.listingId,
      firmName: review.firmName,
      userId: review.userId,
      vendorId: review.vendorId,
    },
    before: { status: review.status, version: review.version },
    after: { status: move.to, version },
    reports,
  };
}

/** The dashboard's open reports: reported reviews waiting, and when the oldest was reported. */
export function openReviewReports(db: Db) {
  return repo.openReportCounts(db);
}

/** Review reports an account made since `since` (the reports' hourly limit, decision 0065). */
export function reviewReportsMadeSince(db: Db, reporter: repo.ReportAccount, since: Date) {
  return repo.reviewReportsMadeSince(db, reporter, since);
}

/** Review reports made and received by these accounts, for the other queues' histories. */
export function reviewReportHistories(
  db: Db,
  userIds: readonly number[],
  vendorIds: readonly number[],
) {
  return repo.reviewReportHistories(db, userIds, vendorIds);
}
