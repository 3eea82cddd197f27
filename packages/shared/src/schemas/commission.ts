import * as t from '@mandap/shared/messages/en/validation-billing';
import { z } from 'zod';
import {
  COMMISSION_LIMITS,
  COMMISSION_MESSAGES,
  COUPLE_ANSWERS,
  DISPUTE_DECISIONS,
  DISPUTE_REASONS,
  parseBookingValue,
} from '../commission';

// Booking values, the couple's answer, statements and disputes as the API carries them (issue
// 30, decision 0075). Money in integer paise; instants ISO 8601; days 'YYYY-MM-DD'.

/**
 * A booking's value in rupees as typed ("1,50,000", "150000", "₹ 1,50,000"), or a number of
 * rupees; parsed to paise.
 */
export const BookingValueSchema = z
  .union([z.string(), z.number()], { error: COMMISSION_MESSAGES.bookingValueRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: COMMISSION_MESSAGES.bookingValueRequired });
      return z.NEVER;
    }
    const paise = parseBookingValue(text);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: COMMISSION_MESSAGES.bookingValueInvalid });
      return z.NEVER;
    }
    return paise;
  });

/** Whether a booking marked now carries commission (the vendor's enquiry views). */
export const CommissionTermsSchema = z.object({
  applies: z.boolean(),
  /** The listing's rate after its free period, in basis points (700 = 7%). */
  rateBasisPoints: z.number().int(),
  /** The end of the free period; null when the listing has none recorded. */
  freeUntil: z.iso.datetime().nullable(),
});
export type CommissionTermsView = z.infer<typeof CommissionTermsSchema>;

/** A booked enquiry's booking, as the vendor marked it. */
export const EnquiryBookingSchema = z.object({
  valuePaise: z.number().int(),
  bookedAt: z.iso.datetime(),
  /** 0 within the free period. */
  basisPoints: z.number().int(),
  commissionPaise: z.number().int(),
});
export type EnquiryBooking = z.infer<typeof EnquiryBookingSchema>;

export const CoupleAnswerSchema = z.enum(COUPLE_ANSWERS, {
  error: t.answerYesOrNo,
});

/** `POST /api/user/enquiries/:enquiryId/booking-answer`: the couple's answer in the app. */
export const BookingAnswerBodySchema = z.object({ answer: CoupleAnswerSchema });

const TOKEN_MESSAGE = t.tokenMessage;
/** An e-mailed answer link's token. */
export const BookingTokenSchema = z.object({
  token: z.string({ error: TOKEN_MESSAGE }).min(1, TOKEN_MESSAGE).max(200, TOKEN_MESSAGE),
});

/** `POST /api/booking-answers`: the one button of an e-mailed link's page. */
export const EmailedBookingAnswerSchema = BookingTokenSchema.extend({
  answer: CoupleAnswerSchema,
});

/** What an e-mailed link's page shows: the question and any answer given already. */
export const BookingQuestionReplySchema = z.object({
  firmName: z.string(),
  eventDate: z.string(),
  /** The booking is still marked (the question stands). */
  booked: z.boolean(),
  answer: CoupleAnswerSchema.nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type BookingQuestionReply = z.infer<typeof BookingQuestionReplySchema>;

export const DisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS),
  note: z.string(),
  /** The value the vendor says is right (reason wrong_value). */
  claimedValuePaise: z.number().int().nullable(),
  disputedAt: z.iso.datetime(),
  decision: z.enum(['accepted', 'rejected']).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});

/** One booking on a statement, with what stands of it after its dispute. */
export const StatementLineSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  coupleFirstName: z.string(),
  eventDate: z.string(),
  bookedAt: z.iso.datetime(),
  /** As the vendor marked it. */
  valuePaise: z.number().int(),
  basisPoints: z.number().int(),
  commissionPaise: z.number().int(),
  /** The couple's answer, read from the enquiry: null while they have not answered. */
  coupleAnswer: CoupleAnswerSchema.nullable(),
  dispute: DisputeSchema.nullable(),
  state: z.enum(['stands', 'disputed', 'dropped', 'corrected', 'upheld']),
  /** What the line counts for now: 0 when dropped; the right value's when corrected. */
  standingValuePaise: z.number().int(),
  standingCommissionPaise: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

const STATUS = z.enum(['open', 'invoiced', 'nothing_due']);

/** A statement in the vendor's list. */
export const StatementSummarySchema = z.object({
  id: z.number().int(),
  /** The month's first day, 'YYYY-MM-01'. */
  month: z.string(),
  issuedAt: z.iso.datetime(),
  disputeUntil: z.iso.datetime(),
  status: STATUS,
  lineCount: z.number().int(),
  /** The commission of the lines that stand (accepted disputes applied). */
  commissionPaise: z.number().int(),
  /** Disputes filed and not yet decided. */
  undecidedDisputes: z.number().int(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

export const StatementListSchema = z.object({ statements: z.array(StatementSummarySchema) });

/** `GET /api/vendor/billing/statements/:statementId`. */
export const StatementSchema = StatementSummarySchema.extend({
  lines: z.array(StatementLineSchema),
  /** The value of the lines that stand. */
  valuePaise: z.number().int(),
  /** The commission as first issued, before any dispute. */
  issuedCommissionPaise: z.number().int(),
  /** Whether lines may be disputed now. */
  disputesOpen: z.boolean(),
});
export type Statement = z.infer<typeof StatementSchema>;

/** `POST /api/vendor/billing/statements/:statementId/lines/:lineId/dispute`. */
export const DisputeBodySchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, { error: COMMISSION_MESSAGES.reasonRequired }),
    note: z
      .string({ error: COMMISSION_MESSAGES.noteRequired })
      .trim()
      .min(COMMISSION_LIMITS.noteMinLength, COMMISSION_MESSAGES.noteRequired)
      .max(COMMISSION_LIMITS.noteMaxLength, COMMISSION_MESSAGES.noteTooLong),
    /** The right value, in rupees as typed: required with wrong_value, refused otherwise. */
    rightValue: z.union([z.string(), z.number()]).nullish(),
  })
  .transform((body, ctx) => {
    const given = body.rightValue !== undefined && body.rightValue !== null;
    const text = given ? String(body.rightValue).trim() : '';
    if (body.reason !== 'wrong_value') {
      if (text !== '') {
        ctx.addIssue({
          code: 'custom',
          path: ['rightValue'],
          message: COMMISSION_MESSAGES.rightValueOnlyForWrongValue,
        });
        return z.NEVER;
      }
      return { reason: body.reason, note: body.note, claimedValuePaise: null };
    }
    const paise = text === '' ? null : parseBookingValue(text);
    if (paise === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['rightValue'],
        message: COMMISSION_MESSAGES.rightValueRequired,
      });
      return z.NEVER;
    }
    return { reason: body.reason, note: body.note, claimedValuePaise: paise };
  });
export type DisputeBody = z.input<typeof DisputeBodySchema>;

/** One undecided (or recently decided) dispute in the console's queue. */
export const QueuedDisputeSchema = z.object({
  lineId: z.number().int(),
  statementId: z.number().int(),
  month: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  enquiryId: z.number().int(),
  firmName: z.string(),
  coupleFirstName: z.string(),
  eventDate: z.string(),
  bookedAt: z.iso.datetime(),
  valuePaise: z.number().int(),
  basisPoints: z.number().int(),
  commissionPaise: z.number().int(),
  coupleAnswer: CoupleAnswerSchema.nullable(),
  dispute: DisputeSchema,
  /** The commission the line would carry if the dispute were accepted. */
  commissionIfAcceptedPaise: z.number().int(),
});
export type QueuedDispute = z.infer<typeof QueuedDisputeSchema>;

export const DisputeQueueQuerySchema = z.object({
  state: z
    .enum(['undecided', 'decided'], { error: 'state is undecided or decided.' })
    .default('undecided'),
});

export const DisputeQueueSchema = z.object({ disputes: z.array(QueuedDisputeSchema) });

/** `POST /api/admin/commission/lines/:lineId/decision`. */
export const DisputeDecisionBodySchema = z.object({
  decision: z.enum(DISPUTE_DECISIONS, { error: COMMISSION_MESSAGES.decisionRequired }),
  note: z
    .string({ error: COMMISSION_MESSAGES.decisionNoteRequired })
    .trim()
    .min(COMMISSION_LIMITS.noteMinLength, COMMISSION_MESSAGES.decisionNoteRequired)
    .max(COMMISSION_LIMITS.noteMaxLength, COMMISSION_MESSAGES.noteTooLong),
});
export type DisputeDecisionBody = z.infer<typeof DisputeDecisionBodySchema>;
