import * as t from '@mandap/shared/messages/en/validation-enquiries';
import { z } from 'zod';
import {
  GRIEVANCE_CONSOLE_MESSAGES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_LINK_PATH,
  GRIEVANCE_OUTCOME_VALUES,
  GRIEVANCE_STATUSES,
  GRIEVANCE_SUBJECT_VALUES,
} from '../grievances';
import * as limitText from '../messages/en/validation-limits';
import { EmailSchema, requiredText } from './fields';

// Grievances (issue 28, decision 0062): the public form and its reply, and the grievance officer
// the public page names. What the browser and the server agree on.

export {
  GRIEVANCE_DEADLINES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_SUBJECTS,
  type GrievanceStatus,
  type GrievanceSubject,
  grievanceDeadlines,
  grievanceSubjectLabel,
} from '../grievances';

export const GRIEVANCE_LINK_MESSAGE = t.grievanceLinkMessage;

/**
 * The path and host of a grievance's link, or null when it is not a storefront (or one of its
 * reviews) on a web address: `/Vendors/12/dj-sonu#review-40`, or the same after http(s)://host.
 * Whether the host is this site's is the server's to check.
 */
export function grievanceLinkParts(link: string): { host: string | null; path: string } | null {
  if (link.startsWith('/')) {
    return GRIEVANCE_LINK_PATH.test(link) && !link.startsWith('//')
      ? { host: null, path: link }
      : null;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    return null;
  }
  if (url.search) return null;
  const path = `${url.pathname}${url.hash}`;
  return GRIEVANCE_LINK_PATH.test(path) ? { host: url.host.toLowerCase(), path } : null;
}

/** The public grievance form (POST /api/grievances): anyone may send it, signed in or not. */
export const NewGrievanceSchema = z.object({
  name: requiredText('Please tell us your name.').max(
    GRIEVANCE_LIMITS.nameMaxLength,
    limitText.grievanceNameTooLong,
  ),
  email: EmailSchema,
  subject: z.enum(GRIEVANCE_SUBJECT_VALUES, { error: t.chooseWhatYourGrievanceIs }),
  details: requiredText(t.pleaseDescribeYourGrievance)
    .min(
      GRIEVANCE_LIMITS.detailsMinLength,
      `Please describe your grievance in at least ${GRIEVANCE_LIMITS.detailsMinLength} characters.`,
    )
    .max(
      GRIEVANCE_LIMITS.detailsMaxLength,
      `Please keep the details to ${GRIEVANCE_LIMITS.detailsMaxLength} characters.`,
    ),
  link: z
    .string({ error: GRIEVANCE_LINK_MESSAGE })
    .trim()
    .max(GRIEVANCE_LIMITS.linkMaxLength, GRIEVANCE_LINK_MESSAGE)
    .refine((link) => link === '' || grievanceLinkParts(link) !== null, GRIEVANCE_LINK_MESSAGE)
    .optional()
    .transform((link) => (link ? link : undefined)),
});
export type NewGrievanceInput = z.input<typeof NewGrievanceSchema>;
export type NewGrievance = z.output<typeof NewGrievanceSchema>;

/** What a grievance's sender is told at once: its reference and the deadlines. */
export const GrievanceReceiptSchema = z.object({
  /** 'GRV-20270303-7KQ2MX'. */
  reference: z.string(),
  receivedAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type GrievanceReceipt = z.infer<typeof GrievanceReceiptSchema>;

/** The grievance officer the public page names (from the server's settings). */
export const GrievanceOfficerSchema = z.object({
  name: z.string(),
  email: z.string(),
  address: z.string(),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;

export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES);

// ---- The console's side (issue 28, decision 0064): /api/admin/grievances ----

export {
  GRIEVANCE_CONSOLE_MESSAGES,
  GRIEVANCE_CONSOLE_PAGE_SIZE,
  GRIEVANCE_OUTCOMES,
  type GrievanceOutcome,
  grievanceOutcomeText,
  grievanceOutcomeWords,
} from '../grievances';

/** A reference as a path parameter: 'GRV-20270303-7KQ2MX' (any case; the server upper-cases it). */
export const GrievanceReferenceParamsSchema = z.object({
  reference: z
    .string()
    .regex(/^GRV-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/i, GRIEVANCE_CONSOLE_MESSAGES.noSuchGrievance)
    .transform((reference) => reference.toUpperCase()),
});

/** GET /api/admin/grievances: the open ones (overdue first, then oldest first) or the closed ones. */
export const GrievanceListQuerySchema = z.object({
  state: z.enum(['open', 'closed']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GrievanceListQuery = z.infer<typeof GrievanceListQuerySchema>;

/** A grievance with its age against its deadlines, as the console lists it. */
export const GrievanceListItemSchema = z.object({
  reference: z.string(),
  name: z.string(),
  subject: z.enum(GRIEVANCE_SUBJECT_VALUES),
  status: GrievanceStatusSchema,
  version: z.number().int(),
  receivedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Milliseconds since it was received (the server's clock). */
  ageMs: z.number().int(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  /** Still open past acknowledgeBy; not closed past resolveBy; by how much (ms, 0 if not). */
  acknowledgementOverdue: z.boolean(),
  resolutionOverdue: z.boolean(),
  overdueByMs: z.number().int(),
  /** The next deadline it must meet; null once closed. */
  nextDeadline: z.string().nullable(),
});
export type GrievanceListItem = z.infer<typeof GrievanceListItemSchema>;

export const GrievanceListReplySchema = z.object({
  items: z.array(GrievanceListItemSchema),
  total: z.number().int(),
  /** Of the open ones, how many are overdue (0 for the closed list). */
  overdue: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GrievanceListReply = z.infer<typeof GrievanceListReplySchema>;

/** GET /api/admin/grievances/:reference: the grievance, its thread and what it links to. */
export const GrievanceDetailSchema = GrievanceListItemSchema.extend({
  email: z.string(),
  details: z.string(),
  link: z.string().nullable(),
  outcome: z.string().nullable(),
  outcomeCode: z.string().nullable(),
  /** The account it was sent from, when its sender was signed in. */
  account: z.object({ kind: z.enum(['user', 'vendor']), id: z.number().int() }).nullable(),
  /** The officer's replies, oldest first (the last is the outcome once closed). */
  replies: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      author: z.string(),
      createdAt: z.string(),
      emailedAt: z.string().nullable(),
    }),
  ),
  /** The listing and review its link names, as they are now (null when none, or gone). */
  linked: z.object({
    listing: z
      .object({
        id: z.number().int(),
        firmName: z.string(),
        category: z.string(),
        city: z.string(),
        status: z.string(),
        vendorId: z.number().int(),
      })
      .nullable(),
    review: z
      .object({
        id: z.number().int(),
        listingId: z.number().int(),
        rating: z.number().int(),
        title: z.string(),
        body: z.string(),
        status: z.string(),
      })
      .nullable(),
  }),
});
export type GrievanceDetail = z.infer<typeof GrievanceDetailSchema>;

const VersionSchema = z.number().int().min(0).max(2_147_483_647);

/** POST /api/admin/grievances/:reference/acknowledge. */
export const GrievanceAcknowledgeSchema = z.object({ version: VersionSchema });
export type GrievanceAcknowledgeInput = z.input<typeof GrievanceAcknowledgeSchema>;

/** POST /api/admin/grievances/:reference/replies: e-mailed to the sender, shown in the thread. */
export const GrievanceReplySchema = z.object({
  body: z
    .string({ error: GRIEVANCE_CONSOLE_MESSAGES.replyRequired })
    .trim()
    .min(1, GRIEVANCE_CONSOLE_MESSAGES.replyRequired)
    .max(GRIEVANCE_LIMITS.replyMaxLength, GRIEVANCE_CONSOLE_MESSAGES.replyTooLong),
  version: VersionSchema,
});
export type GrievanceReplyInput = z.input<typeof GrievanceReplySchema>;

/** POST /api/admin/grievances/:reference/close: an outcome from the list, details, the version. */
export const GrievanceCloseSchema = z
  .object({
    outcome: z.enum(GRIEVANCE_OUTCOME_VALUES, {
      error: GRIEVANCE_CONSOLE_MESSAGES.outcomeRequired,
    }),
    details: z
      .string()
      .trim()
      .max(GRIEVANCE_LIMITS.outcomeDetailsMaxLength, GRIEVANCE_CONSOLE_MESSAGES.detailsTooLong)
      .default(''),
    version: VersionSchema,
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'other' && value.details === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: GRIEVANCE_CONSOLE_MESSAGES.detailsRequired,
      });
    }
  });
export type GrievanceCloseInput = z.input<typeof GrievanceCloseSchema>;
