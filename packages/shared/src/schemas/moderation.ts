import { z } from 'zod';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REVIEW_DECISION_REASONS,
  REVIEW_DECISIONS,
} from '../moderation';

export {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REVIEW_DECISION_REASONS,
  REVIEW_DECISIONS,
  type ReviewDecision,
  reasonText,
} from '../moderation';

/**
 * POST /api/admin/reviews/:reviewId/decision: dismiss the open reports, hide or restore, with a
 * reason from the decision's fixed list, details (required for 'other') and the review's
 * moderation version the operator saw (a stale one is refused with 409).
 */
export const ReviewDecisionSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: MODERATION_MESSAGES.reasonRequired }),
    reason: z.string({ error: MODERATION_MESSAGES.reasonRequired }).max(40),
    details: z
      .string()
      .trim()
      .max(MODERATION_LIMITS.detailsMaxLength, { error: MODERATION_MESSAGES.detailsTooLong })
      .default(''),
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .superRefine((value, ctx) => {
    const reasons: Record<string, string> = REVIEW_DECISION_REASONS[value.decision];
    if (!Object.hasOwn(reasons, value.reason)) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: MODERATION_MESSAGES.reasonRequired,
      });
    } else if (value.reason === 'other' && value.details === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: MODERATION_MESSAGES.detailsRequired,
      });
    }
  });
export type ReviewDecisionInput = z.input<typeof ReviewDecisionSchema>;

/** The reply of a decision: the review's status and moderation version now. */
export const ReviewDecisionReplySchema = z.object({
  status: z.enum(['published', 'reported', 'removed']),
  version: z.number().int(),
});
export type ReviewDecisionReply = z.infer<typeof ReviewDecisionReplySchema>;

/** GET /api/admin/reviews: the open reports (oldest first) or the hidden reviews (newest first). */
export const ModerationQueueQuerySchema = z.object({
  state: z.enum(['reported', 'hidden']).default('reported'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuerySchema>;

const HistorySchema = z.object({
  /** Reports made (a reporter) or received on their reviews (an author), all time. */
  reports: z.number().int(),
  /** Of those, how many ended with the review hidden. */
  hidden: z.number().int(),
  /** ... and how many were dismissed. */
  dismissed: z.number().int(),
});

export const QueuedReviewSchema = z.object({
  review: z.object({
    id: z.number().int(),
    listingId: z.number().int(),
    firmName: z.string(),
    rating: z.number().int(),
    title: z.string(),
    body: z.string(),
    photos: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
    status: z.enum(['published', 'reported', 'removed']),
    version: z.number().int(),
    createdAt: z.string(),
    /** Why it is hidden (a hide reason code), and when; null unless hidden. */
    hiddenReason: z.string().nullable(),
    hiddenAt: z.string().nullable(),
  }),
  author: z.object({ userId: z.number().int(), name: z.string(), history: HistorySchema }),
  /** Open reports, oldest first (every report, decided or not, for a hidden review). */
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
      outcome: z.enum(['dismissed', 'hidden']).nullable(),
      reporter: z.object({
        kind: z.enum(['user', 'vendor']),
        id: z.number().int(),
        name: z.string(),
        history: HistorySchema,
      }),
    }),
  ),
  reportCount: z.number().int(),
  oldestReportAt: z.string().nullable(),
});
export type QueuedReview = z.infer<typeof QueuedReviewSchema>;

export const ModerationQueueReplySchema = z.object({
  items: z.array(QueuedReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ModerationQueueReply = z.infer<typeof ModerationQueueReplySchema>;

/** The kinds of object and of actor an audit entry names: the one list, which the audit module takes too. */
export const AUDIT_OBJECT_FILTERS = [
  'vendor',
  'user',
  'operator',
  'address',
  'listing',
  'payment',
  'media',
  'review',
  'grievance',
  'message',
  /** A line of a commission statement (decision 0075). */
  'commission_line',
] as const;
export const AUDIT_ACTOR_FILTERS = ['vendor', 'user', 'operator', 'system'] as const;

/** GET /api/admin/audit and /api/admin/audit.csv: by object or actor, newest first, in pages. */
export const AuditListQuerySchema = z.object({
  objectType: z.enum(AUDIT_OBJECT_FILTERS).optional(),
  objectId: z.string().trim().min(1).max(40).optional(),
  actorKind: z.enum(AUDIT_ACTOR_FILTERS).optional(),
  actorId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  beforeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ kind: z.string(), id: z.number().int().nullable(), role: z.string() }),
  action: z.string(),
  object: z.object({ type: z.string(), id: z.string().nullable() }),
  /** Small JSON summaries (decision 0060). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  addressHash: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextBeforeId: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
