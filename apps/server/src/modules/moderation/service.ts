import { indianDate } from '@mandap/shared/dates';
import { storefrontPath } from '@mandap/shared/marketplace';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  type ReviewDecision,
} from '@mandap/shared/moderation';
import type { OperatorRole } from '@mandap/shared/operators';
import type {
  AuditListQuery,
  AuditPage,
  ReviewDecisionReply,
} from '@mandap/shared/schemas/moderation';
import type { Db } from '../../db/client';
import { DomainError } from '../../platform/domain-errors';
import type { Messages } from '../../platform/mail-language';
import {
  type AuditAction,
  type AuditObjectType,
  type AuditQuery,
  type AuditTrace,
  appendAudit,
  auditCsv,
  listAuditEntries,
  operatorActor,
} from '../audit/index';
import { type NewNotification, type Notifier, noticeInBothLanguages } from '../notifications/index';
import { decideOnReview, type ReviewDecisionDone } from '../reviews/index';

// Moderation (issue 28, decision 0063): an operator's decisions on reported reviews, each with
// its notices and its audit entry in one transaction, and the audit log as the console reads it.

/** Who decides: the console's operator. */
export interface Moderator {
  operatorId: number;
  role: OperatorRole;
}

const ACTIONS: Record<ReviewDecision, AuditAction> = {
  dismiss: 'review.report_dismissed',
  hide: 'review.hidden',
  restore: 'review.restored',
};

/** The notices of a decision: the author told of a hide or restore, each reporter the outcome. */
function notices(done: ReviewDecisionDone, decision: ReviewDecision, reason: string) {
  const { review } = done;
  const link = storefrontPath(review.listingId, review.firmName);
  // The reason's words and the appeal, in each language of the catalogue.
  const why = (m: Messages) => {
    const reasons: Record<string, string> = m.adminModeration.reviewDecisionReasons[decision];
    return reasons[reason] ?? reason;
  };
  const appeal = (m: Messages) =>
    m.emailModeration.reviewAppeal(MODERATION_LIMITS.appealDays, review.id);
  const notes: NewNotification[] = [];
  const note = (
    recipient: NewNotification['recipient'],
    write: (m: Messages) => { title: string; body: string },
  ) => notes.push({ recipient, kind: 'status', link, ...noticeInBothLanguages(write) });
  if (decision === 'hide') {
    note({ role: 'user', userId: review.userId }, (m) =>
      m.emailModeration.authorHidden(review.firmName, why(m), appeal(m)),
    );
  } else if (decision === 'restore') {
    note({ role: 'user', userId: review.userId }, (m) =>
      m.emailModeration.authorRestored(review.firmName, why(m)),
    );
  }
  const told = new Set<string>();
  for (const report of done.reports) {
    const recipient: NewNotification['recipient'] =
      report.userId !== null
        ? { role: 'user', userId: report.userId }
        : { role: 'vendor', vendorId: report.vendorId ?? 0 };
    const key = recipient.role === 'user' ? `u${recipient.userId}` : `v${recipient.vendorId}`;
    // The author is told once, as the author.
    if (told.has(key) || (recipient.role === 'user' && recipient.userId === review.userId))
      continue;
    told.add(key);
    note(recipient, (m) =>
      decision === 'hide'
        ? m.emailModeration.reporterHidden(review.firmName, why(m))
        : m.emailModeration.reporterDismissed(review.firmName, why(m), appeal(m)),
    );
  }
  return notes;
}

/**
 * An operator's decision on a review: the review's rows, the notices (in-app, and e-mails queued
 * after the commit) and the audit entry, all or nothing. 409 when someone else decided first.
 */
export async function decideReview(
  deps: { db: Db; notifier: Notifier },
  moderator: Moderator,
  reviewId: number,
  input: { decision: ReviewDecision; reason: string; details: string; version: number },
  trace: AuditTrace,
  now: Date,
): Promise<ReviewDecisionReply> {
  const { done, noteIds } = await deps.db.transaction(async (tx) => {
    const decided = await decideOnReview(tx, {
      reviewId,
      decision: input.decision,
      reason: input.reason,
      version: input.version,
      operatorId: moderator.operatorId,
      now,
    });
    const ids = await deps.notifier.add(tx, notices(decided, input.decision, input.reason));
    await appendAudit(tx, {
      at: now,
      actor: operatorActor(moderator.operatorId, moderator.role),
      action: ACTIONS[input.decision],
      object: { type: 'review', id: reviewId },
      before: decided.before,
      after: {
        ...decided.after,
        listingId: decided.review.listingId,
        reportsClosed: decided.reports.length,
        notified: ids.length,
      },
      reason: input.details ? `${input.reason}: ${input.details}` : input.reason,
      trace,
    });
    return { done: decided, noteIds: ids };
  });
  void deps.notifier.email(noteIds);
  return { status: done.after.status, version: done.after.version };
}

/**
 * The kinds of object a moderator may read audit entries about: content (decision 0065) and
 * grievances (decision 0064).
 */
const CONTENT_OBJECTS: readonly AuditObjectType[] = ['review', 'listing', 'message', 'grievance'];

/**
 * The audit log's filter as an operator may ask it: admins see every entry; moderators, who
 * handle content and grievances, the entries about reviews, listings, chat messages and
 * grievances (asking for another kind of object is refused).
 */
export function auditQueryFor(moderator: Moderator, query: AuditListQuery): AuditQuery {
  const objectType = query.objectType;
  if (moderator.role === 'moderator') {
    if (objectType === undefined) {
      return {
        object: undefined,
        objectTypes: CONTENT_OBJECTS,
        actor: query.actorKind ? { kind: query.actorKind, id: query.actorId } : undefined,
      };
    }
    if (!CONTENT_OBJECTS.includes(objectType)) {
      throw new DomainError('forbidden', MODERATION_MESSAGES.auditContentOnly);
    }
  }
  return {
    object: objectType ? { type: objectType, id: query.objectId } : undefined,
    actor: query.actorKind ? { kind: query.actorKind, id: query.actorId } : undefined,
  };
}

export async function auditPage(
  db: Db,
  moderator: Moderator,
  query: AuditListQuery,
): Promise<AuditPage> {
  return listAuditEntries(db, auditQueryFor(moderator, query), {
    beforeId: query.beforeId,
    limit: query.limit,
  });
}

export async function auditExport(
  db: Db,
  moderator: Moderator,
  query: AuditListQuery,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const csv = await auditCsv(db, auditQueryFor(moderator, query));
  return { fileName: `mandap-audit-${indianDate(now)}.csv`, csv };
}
