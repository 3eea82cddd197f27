import { z } from 'zod';
import {
  LISTING_REPORT_REASONS,
  MESSAGE_REPORT_REASONS,
  REPORT_DISMISS_REASONS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_QUEUE_MESSAGES,
} from '../reports';

// Reports of listings and chat messages (issue 28, decision 0065): what couples and vendors send,
// and the console's queues and dismissals.

function codes<T extends Record<string, string>>(reasons: T) {
  return Object.keys(reasons) as [keyof T & string, ...(keyof T & string)[]];
}

function reportSchema<T extends Record<string, string>>(reasons: T) {
  return z
    .object({
      reason: z.enum(codes(reasons), { error: REPORT_MESSAGES.reasonRequired }),
      details: z
        .string()
        .trim()
        .max(REPORT_LIMITS.detailsMaxLength, { error: REPORT_MESSAGES.detailsTooLong })
        .default(''),
    })
    .superRefine((value, ctx) => {
      if (value.reason === 'other' && value.details === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['details'],
          message: REPORT_MESSAGES.detailsRequired,
        });
      }
    });
}

/** POST /api/listings/:listingId/report: a couple or a vendor (not the listing's own). */
export const ListingReportSchema = reportSchema(LISTING_REPORT_REASONS);
export type ListingReportInput = z.input<typeof ListingReportSchema>;

/** POST /api/conversations/:enquiryId/messages/:messageId/report: the other side's message. */
export const MessageReportSchema = reportSchema(MESSAGE_REPORT_REASONS);
export type MessageReportInput = z.input<typeof MessageReportSchema>;

/**
 * POST /api/admin/reports/listings/:listingId/dismiss and .../messages/:messageId/dismiss: the
 * open reports closed with a reason, details (required for 'other') and the version the operator
 * saw (the thing's report count: a new report since, or another operator's dismissal, is a 409).
 */
export const ReportDismissalSchema = z
  .object({
    reason: z.enum(codes(REPORT_DISMISS_REASONS), { error: REPORT_QUEUE_MESSAGES.reasonRequired }),
    details: z
      .string()
      .trim()
      .max(REPORT_LIMITS.decisionDetailsMaxLength, { error: REPORT_QUEUE_MESSAGES.detailsTooLong })
      .default(''),
    version: z.number().int().min(0).max(2_147_483_647),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.details === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: REPORT_QUEUE_MESSAGES.detailsRequired,
      });
    }
  });
export type ReportDismissalInput = z.input<typeof ReportDismissalSchema>;

export const ReportDismissalReplySchema = z.object({
  /** The open reports this dismissal closed. */
  closed: z.number().int(),
  /** Reporters told of the outcome. */
  notified: z.number().int(),
});
export type ReportDismissalReply = z.infer<typeof ReportDismissalReplySchema>;

/** GET /api/admin/reports/listings and /messages: open reports, oldest first, in pages. */
export const ReportQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuerySchema>;

const CountsSchema = z.object({
  /** Reports, all time. */
  reports: z.number().int(),
  /** Of those, how many were dismissed, and how many led to action (a suspension). */
  dismissed: z.number().int(),
  actioned: z.number().int(),
});

/** An account's history across listings, messages and reviews. */
export const ReportHistorySchema = z.object({
  /** Reports this account made. */
  made: CountsSchema,
  /** Reports about this account's listings, messages or reviews. */
  received: CountsSchema,
});
export type ReportHistory = z.infer<typeof ReportHistorySchema>;

const AccountSchema = z.object({
  kind: z.enum(['user', 'vendor']),
  id: z.number().int(),
  name: z.string(),
  history: ReportHistorySchema,
});

const OpenReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  details: z.string(),
  createdAt: z.string(),
  reporter: AccountSchema,
});

export const ReportedListingSchema = z.object({
  listing: z.object({
    id: z.number().int(),
    firmName: z.string(),
    category: z.string(),
    city: z.string(),
    status: z.string(),
    description: z.string(),
    photos: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
    videos: z.array(z.object({ url: z.string(), thumbUrl: z.string().nullable() })),
  }),
  owner: AccountSchema,
  reports: z.array(OpenReportSchema),
  reportCount: z.number().int(),
  oldestReportAt: z.string(),
  /** What a dismissal names: every report the listing ever had. */
  version: z.number().int(),
});
export type ReportedListing = z.infer<typeof ReportedListingSchema>;

const ChatLineSchema = z.object({
  id: z.number().int(),
  sender: z.enum(['user', 'vendor']),
  body: z.string(),
  createdAt: z.string(),
});

export const ReportedMessageSchema = z.object({
  message: ChatLineSchema.extend({ enquiryId: z.number().int(), firmName: z.string() }),
  /** The few messages before and after it in its conversation, the reported one included. */
  context: z.array(ChatLineSchema),
  author: AccountSchema,
  reports: z.array(OpenReportSchema),
  reportCount: z.number().int(),
  oldestReportAt: z.string(),
  version: z.number().int(),
});
export type ReportedMessage = z.infer<typeof ReportedMessageSchema>;

function page<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export const ReportedListingsReplySchema = page(ReportedListingSchema);
export type ReportedListingsReply = z.infer<typeof ReportedListingsReplySchema>;
export const ReportedMessagesReplySchema = page(ReportedMessageSchema);
export type ReportedMessagesReply = z.infer<typeof ReportedMessagesReplySchema>;
