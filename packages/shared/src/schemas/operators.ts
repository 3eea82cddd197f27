import { z } from 'zod';
import { OPERATOR_MESSAGES, OPERATOR_ROLES, OPERATOR_STAGES } from '../operators';
import { NewPasswordSchema } from './fields';

export {
  OPERATOR_LIMITS,
  OPERATOR_MESSAGES,
  OPERATOR_ROLES,
  OPERATOR_STAGES,
  type OperatorRole,
  type OperatorStage,
} from '../operators';

/** POST /api/admin/setup: the set-up link's token and a new password by spec 5's rules. */
export const OperatorSetupSchema = z.object({
  token: z
    .string({ error: OPERATOR_MESSAGES.tokenRequired })
    .trim()
    .min(1, { error: OPERATOR_MESSAGES.tokenRequired, abort: true })
    .max(200, { error: OPERATOR_MESSAGES.setupLinkInvalid }),
  password: NewPasswordSchema,
});
export type OperatorSetup = z.infer<typeof OperatorSetupSchema>;

/** An authenticator code (6 digits) or a recovery code (XXXX-XXXX-XXXX-XXXX); spaces ignored. */
export const OperatorCodeSchema = z.object({
  code: z
    .string({ error: OPERATOR_MESSAGES.codeRequired })
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: OPERATOR_MESSAGES.codeRequired, abort: true })
        .max(32, { error: OPERATOR_MESSAGES.invalidCode }),
    ),
});
export type OperatorCode = z.infer<typeof OperatorCodeSchema>;

/** Who an operator is, as the console may know it (never a credential). */
export const OperatorProfileSchema = z.object({
  email: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorProfile = z.infer<typeof OperatorProfileSchema>;

/** GET /api/admin/session, and the reply of each sign-in step: who, and how far they got. */
export const OperatorSessionReplySchema = z.object({
  stage: z.enum(OPERATOR_STAGES).nullable(),
  operator: OperatorProfileSchema.nullable(),
});
export type OperatorSessionReply = z.infer<typeof OperatorSessionReplySchema>;

/** GET /api/admin/enrolment: the authenticator's QR code (SVG), and its key for typing in. */
export const EnrolmentReplySchema = z.object({
  qrSvg: z.string(),
  key: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type EnrolmentReply = z.infer<typeof EnrolmentReplySchema>;

/** POST /api/admin/enrolment: the recovery codes, shown this once, and the signed-in session. */
export const EnrolmentDoneReplySchema = OperatorSessionReplySchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type EnrolmentDoneReply = z.infer<typeof EnrolmentDoneReplySchema>;

const TodayAndWeekSchema = z.object({ today: z.number().int(), week: z.number().int() });

/** GET /api/admin/dashboard: what the console's first screen counts. */
export const DashboardReplySchema = z.object({
  /** India's calendar day counted as today, and the Monday the week started on. */
  today: z.string(),
  weekStart: z.string(),
  listings: z.object({
    pendingPayment: z.number().int(),
    active: z.number().int(),
    suspended: z.number().int(),
  }),
  enquiries: TodayAndWeekSchema,
  reviews: TodayAndWeekSchema,
  /** Open reports (decision 0063): reported reviews waiting, and when the oldest was reported. */
  reports: z.object({
    reviews: z.number().int(),
    oldestReviewReportAt: z.string().nullable(),
    /** Reported listings and chat messages waiting (decision 0065). */
    listings: z.number().int(),
    messages: z.number().int(),
    /** Reviews, listings and messages waiting, and the oldest open report of any of them. */
    total: z.number().int(),
    oldestReportAt: z.string().nullable(),
  }),
  /** Grievances not closed (decision 0064): how many, how many overdue, the oldest's receipt. */
  grievances: z.object({
    open: z.number().int(),
    overdue: z.number().int(),
    oldestReceivedAt: z.string().nullable(),
  }),
});
export type DashboardReply = z.infer<typeof DashboardReplySchema>;

const CountAndPaiseSchema = z.object({
  count: z.number().int(),
  amountPaise: z.number().int(),
});

/** GET /api/admin/dashboard/payments (admins only): this week's payments and refunds. */
export const DashboardPaymentsReplySchema = z.object({
  weekStart: z.string(),
  payments: CountAndPaiseSchema,
  refunds: CountAndPaiseSchema,
});
export type DashboardPaymentsReply = z.infer<typeof DashboardPaymentsReplySchema>;
