import { z } from 'zod';
import {
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASONS,
  type SuspensionAction,
} from '../suspensions';
import { LISTING_STATUSES } from './listings';

export {
  ACCOUNT_KINDS,
  type AccountKind,
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASONS,
  type SuspensionAction,
  suspensionReasonText,
} from '../suspensions';

// The console's actions on listings and accounts, and the vendor's appeal (decision 0066).

const version = z.number().int().min(0).max(2_147_483_647);
const details = z
  .string()
  .trim()
  .max(SUSPENSION_LIMITS.detailsMaxLength, { error: SUSPENSION_MESSAGES.detailsTooLong })
  .default('');

/** A reason of `action`'s fixed list, details (required for 'other'), the version seen. */
function withReason<S extends z.ZodRawShape>(
  action: SuspensionAction | ((value: Record<string, unknown>) => SuspensionAction),
  shape: S,
) {
  return z
    .object({
      ...shape,
      reason: z.string({ error: SUSPENSION_MESSAGES.reasonRequired }).max(40),
      details,
      version,
    })
    .superRefine((checked, ctx) => {
      // The generic shape hides the three fields every action has.
      const value = checked as unknown as { reason: string; details: string } & Record<
        string,
        unknown
      >;
      const which = typeof action === 'function' ? action(value) : action;
      const reasons: Record<string, string> = SUSPENSION_REASONS[which];
      if (!Object.hasOwn(reasons, value.reason)) {
        ctx.addIssue({
          code: 'custom',
          path: ['reason'],
          message: SUSPENSION_MESSAGES.reasonRequired,
        });
      } else if (value.reason === 'other' && value.details === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['details'],
          message: SUSPENSION_MESSAGES.detailsRequired,
        });
      }
    });
}

/** POST /api/admin/{listings,vendors,users}/:id/suspension: suspend or restore. */
export const SuspensionActionSchema = withReason(
  (v) => (v.action === 'restore' ? 'restore' : 'suspend'),
  { action: z.enum(['suspend', 'restore'], { error: SUSPENSION_MESSAGES.reasonRequired }) },
);
export type SuspensionActionInput = z.input<typeof SuspensionActionSchema>;

/** POST /api/admin/listings/:listingId/media/:mediaId/removal. */
export const MediaRemovalSchema = withReason('remove_media', {});
export type MediaRemovalInput = z.input<typeof MediaRemovalSchema>;

/** POST /api/admin/listings/:listingId/refund (admins): the amount defaults to the terms' quote. */
export const AdminRefundSchema = withReason('refund', {
  amountPaise: z.number().int().positive().max(100_000_000).optional(),
});
export type AdminRefundInput = z.input<typeof AdminRefundSchema>;

/** POST /api/admin/appeals/:appealId/decision: keep the suspension, or restore. */
export const AppealDecisionSchema = withReason(
  (v) => (v.decision === 'restore' ? 'restore' : 'uphold_appeal'),
  { decision: z.enum(['uphold', 'restore'], { error: SUSPENSION_MESSAGES.reasonRequired }) },
);
export type AppealDecisionInput = z.input<typeof AppealDecisionSchema>;

/** The reply of an action: the object's moderation version now (and its status). */
export const ActionReplySchema = z.object({
  version: z.number().int(),
  status: z.string(),
});
export type ActionReply = z.infer<typeof ActionReplySchema>;

export const AppealMessage = z
  .string()
  .trim()
  .min(SUSPENSION_LIMITS.appealMinLength, { error: SUSPENSION_MESSAGES.appealTooShort })
  .max(SUSPENSION_LIMITS.appealMaxLength, { error: SUSPENSION_MESSAGES.appealTooLong });

/** POST /api/vendor/listings/:listingId/appeal. */
export const ListingAppealSchema = z.object({ message: AppealMessage });
export type ListingAppealInput = z.input<typeof ListingAppealSchema>;

/** POST /api/appeals/account: a suspended vendor proves who they are with their password. */
export const AccountAppealSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().min(1).max(200),
  message: AppealMessage,
});
export type AccountAppealInput = z.input<typeof AccountAppealSchema>;

export const AppealCreatedSchema = z.object({ appealId: z.number().int() });

/** One suspension as the console and the portal show it. */
export const SuspensionSchema = z.object({
  id: z.number().int(),
  objectType: z.enum(['listing', 'vendor', 'user']),
  reason: z.string(),
  reasonText: z.string(),
  details: z.string(),
  suspendedAt: z.string(),
  suspendedBy: z.number().int().nullable(),
  restoredAt: z.string().nullable(),
  restoreReason: z.string().nullable(),
  appeal: z
    .object({
      id: z.number().int(),
      message: z.string(),
      createdAt: z.string(),
      outcome: z.enum(['upheld', 'restored']).nullable(),
    })
    .nullable(),
});
export type Suspension = z.infer<typeof SuspensionSchema>;

/** An earlier action from the audit log. */
export const ActionEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.string(),
  reason: z.string().nullable(),
});
export type ActionEntry = z.infer<typeof ActionEntrySchema>;

export const AdminListingSchema = z.object({
  id: z.number().int(),
  firmName: z.string(),
  category: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  status: z.enum(LISTING_STATUSES),
  suspendedByMandap: z.boolean(),
  version: z.number().int(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  plan: z.string(),
  createdAt: z.string(),
  features: z.array(z.string()),
  highlights: z.array(z.string()),
  media: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['image', 'video']),
      url: z.string(),
      thumbUrl: z.string().nullable(),
    }),
  ),
  prices: z.array(z.object({ label: z.string(), paise: z.number().int().nullable() })),
  owner: z.object({
    id: z.number().int(),
    uniqueId: z.string(),
    name: z.string(),
    email: z.string(),
  }),
  payments: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      amountPaise: z.number().int(),
      refundedPaise: z.number().int().nullable(),
      paidAt: z.string().nullable(),
    }),
  ),
  /** What the terms would refund of the paid payment now; null with no paid payment. */
  refundQuotePaise: z.number().int().nullable(),
  suspensions: z.array(SuspensionSchema),
  actions: z.array(ActionEntrySchema),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;

export const AdminAccountSchema = z.object({
  kind: z.enum(['vendor', 'user']),
  id: z.number().int(),
  uniqueId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  suspended: z.boolean(),
  version: z.number().int(),
  listings: z.array(
    z.object({
      id: z.number().int(),
      firmName: z.string(),
      category: z.string(),
      status: z.string(),
    }),
  ),
  suspensions: z.array(SuspensionSchema),
  actions: z.array(ActionEntrySchema),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const AdminSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SUSPENSION_LIMITS.searchMaxLength),
});
export const AdminSearchReplySchema = z.object({
  results: z.array(
    z.object({
      kind: z.enum(['listing', 'vendor', 'user']),
      id: z.number().int(),
      label: z.string(),
      detail: z.string(),
    }),
  ),
});
export type AdminSearchReply = z.infer<typeof AdminSearchReplySchema>;

export const AppealQueueItemSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  vendor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  subject: z.object({
    kind: z.enum(['listing', 'vendor']),
    id: z.number().int(),
    label: z.string(),
  }),
  suspension: SuspensionSchema,
  /** The operator asking suspended it, so another must decide (the buttons are not offered). */
  suspendedByYou: z.boolean(),
});
export type AppealQueueItem = z.infer<typeof AppealQueueItemSchema>;
export const AppealQueueSchema = z.object({ items: z.array(AppealQueueItemSchema) });
export type AppealQueue = z.infer<typeof AppealQueueSchema>;

/** GET /api/vendor/suspensions: the vendor's listings suspended by Mandap, for their cards. */
export const VendorSuspensionsSchema = z.object({
  listings: z.array(
    z.object({
      listingId: z.number().int(),
      reasonText: z.string(),
      details: z.string(),
      appeal: z.enum(['none', 'pending', 'upheld']),
      /** When the appeal was sent; null with no appeal. */
      appealedAt: z.string().nullable(),
    }),
  ),
});
export type VendorSuspensions = z.infer<typeof VendorSuspensionsSchema>;
