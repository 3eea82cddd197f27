import * as t from '@mandap/shared/messages/en/validation-enquiries';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalogue/categories';
import { COMMISSION_MESSAGES } from '../commission';
import { ENQUIRY_STATUSES, EVENT_TYPES } from '../enquiries';
import { LIMITS } from '../limits';
import * as limitText from '../messages/en/validation-limits';
import { parseRupeesToPaise } from '../money';
import {
  BookingValueSchema,
  CommissionTermsSchema,
  CoupleAnswerSchema,
  EnquiryBookingSchema,
} from './commission';
import { CalendarDateSchema, EmailSchema, PhoneSchema, requiredText } from './fields';
import { SearchResultSchema } from './marketplace';

// Enquiries, chat, notifications, shortlist and availability (issue 15): what the browser and the
// server agree on. Dates are calendar days in India, 'YYYY-MM-DD'. The event types, statuses and
// the date rule are in ../enquiries, without zod (the storefront's first view shows them).

export {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type EventType,
  eventDateError,
  MAX_DAYS_AHEAD,
} from '../enquiries';

const guests = z.coerce
  .number({ error: t.enterTheNumberOfGuests })
  .int(t.enterTheNumberOfGuests2)
  .min(1, t.enterTheNumberOfGuests)
  .max(LIMITS.maxEnquiryGuests, limitText.guestsTooMany);

const BUDGET_EXAMPLE = t.budgetExample;

/** The budget in whole rupees, typed as people do ('1,50,000', '150,000', '₹ 1,50,000'). */
const budget = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const paise = parseRupeesToPaise(value);
    return paise === null ? value : paise / 100;
  },
  z.coerce
    .number({ error: `${BUDGET_EXAMPLE}.` })
    .int(`${BUDGET_EXAMPLE}.`)
    .min(1, `${BUDGET_EXAMPLE}, or leave it empty.`)
    .max(LIMITS.maxPricePaise / 100, limitText.budgetTooHigh),
);

/** The fields a couple types into an enquiry: shared by the storefront form and the server. */
export const EnquiryFieldsSchema = z.object({
  eventDate: requiredText(t.chooseTheDateOfYour).pipe(CalendarDateSchema),
  eventType: z.enum(EVENT_TYPES, { error: t.chooseTheTypeOfEvent }),
  city: requiredText(t.enterTheCityOfYour).max(80, t.theCityCanBeAt),
  guests,
  /** Optional; null or absent when not given. */
  budgetRupees: budget.nullable().optional(),
  message: requiredText(t.writeAMessageToThe).max(
    LIMITS.messageMaxLength,
    limitText.messageTooLong,
  ),
  phone: PhoneSchema,
  email: EmailSchema,
});
export type EnquiryFields = z.output<typeof EnquiryFieldsSchema>;
export type EnquiryFieldsInput = z.input<typeof EnquiryFieldsSchema>;

/** `POST /api/user/enquiries`. */
export const CreateEnquirySchema = EnquiryFieldsSchema.extend({
  listingId: z.number().int().positive(),
});
export type CreateEnquiry = z.output<typeof CreateEnquirySchema>;

/** `POST /api/user/enquiries/:enquiryId/forward`: send the same enquiry to these listings. */
export const ForwardEnquirySchema = z.object({
  listingIds: z
    .array(z.number().int().positive())
    .min(1, t.tickAtLeastOneVendor)
    .max(LIMITS.similarVendors, limitText.tickAtMostVendors),
});

/** An enquiry as either side sees it (the details beside a thread). */
export const EnquirySchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  firmName: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  /** The storefront path of the listing. */
  listingUrl: z.string(),
  userName: z.string(),
  /**
   * The couple's account e-mail is verified and is the address on the enquiry (decision 0069):
   * the vendor's inbox shows 'E-mail verified'.
   */
  userEmailVerified: z.boolean(),
  eventDate: z.string(),
  eventType: z.enum(EVENT_TYPES),
  city: z.string(),
  guests: z.number().int(),
  budgetRupees: z.number().int().nullable(),
  message: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
  /**
   * The vendor's view (null for the couple): whether commission applies, to a booking marked now
   * or, once booked, to the booking as it was marked (decision 0075).
   */
  commissionTerms: CommissionTermsSchema.nullable(),
  /** The vendor's view of a Booked enquiry (null for the couple, and before it is booked). */
  booking: EnquiryBookingSchema.nullable(),
  /** The couple's answer to "Did you book …?" (both sides see it); null while unanswered. */
  coupleAnswer: CoupleAnswerSchema.nullable(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

/** A similar listing offered after an enquiry: a search card. */
export const SimilarListingsSchema = z.object({ listings: z.array(SearchResultSchema) });

/** `POST /api/user/enquiries` 201. */
export const CreateEnquiryReplySchema = z.object({
  enquiry: EnquirySchema,
  /** Up to LIMITS.similarVendors similar active listings, not booked that day, not yet asked. */
  similar: z.array(SearchResultSchema),
});

/** `POST /api/user/enquiries/:enquiryId/forward` 201. */
export const ForwardEnquiryReplySchema = z.object({ enquiries: z.array(EnquirySchema) });

export const MESSAGE_SENDERS = ['user', 'vendor'] as const;

export const MessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(MESSAGE_SENDERS),
  /** True when the signed-in person sent it. */
  mine: z.boolean(),
  body: z.string(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** `POST /api/conversations/:enquiryId/messages`. */
export const SendMessageSchema = z.object({
  body: requiredText(t.writeAMessage).max(LIMITS.messageMaxLength, limitText.messageTooLong),
});

/** `POST /api/conversations/:enquiryId/read`: the other side's messages up to `upTo` (all when absent). */
export const ReadConversationSchema = z.object({
  upTo: z.number().int().positive().optional(),
});

/** One line of the Chat list; a conversation is an enquiry and its messages. */
export const ConversationSummarySchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  firmName: z.string(),
  /** The other side: the firm name for a user, the couple's name for a vendor. */
  otherName: z.string(),
  eventDate: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  lastMessage: z.object({ body: z.string(), mine: z.boolean(), sentAt: z.string() }),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

/** `GET /api/conversations`: the signed-in person's conversations, latest activity first. */
export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
});

/** `GET /api/conversations/:enquiryId[?after=messageId]`. */
export const ConversationSchema = z.object({
  enquiry: EnquirySchema,
  otherName: z.string(),
  /**
   * At most `LIMITS.messagesPerPage` messages, oldest first: the newest ones, or those just before
   * `before`, or the first ones after `after` (ask again after the last for more).
   */
  messages: z.array(MessageSchema),
  /**
   * The `before=` that asks for the messages older than these (the oldest one's id); null when
   * the conversation's first message is among them, and with `after=`.
   */
  olderBefore: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `GET /api/vendor/enquiries?listingId=&status=`: newest first. */
export const VendorEnquiriesQuerySchema = z.object({
  listingId: z.coerce.number().int().positive().optional(),
  status: z
    .enum(ENQUIRY_STATUSES, { error: `Status is one of ${ENQUIRY_STATUSES.join(', ')}.` })
    .optional(),
});
export const VendorEnquiryListSchema = z.object({
  enquiries: z.array(EnquirySchema.extend({ unread: z.number().int() })),
});

/**
 * `PUT /api/vendor/enquiries/:enquiryId/status`: only the vendor sets Booked or Declined. Booked
 * needs the booking's value in rupees as typed ("1,50,000"); it arrives as paise.
 */
export const SetEnquiryStatusSchema = z
  .object({
    status: z.enum(['booked', 'declined'], { error: t.statusIsBookedOrDeclined }),
    bookingValue: BookingValueSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'booked' && body.bookingValue === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['bookingValue'],
        message: COMMISSION_MESSAGES.bookingValueRequired,
      });
    }
  });
export type SetEnquiryStatus = z.input<typeof SetEnquiryStatusSchema>;

/** `GET /api/inbox/counts`: light enough to poll. */
export const InboxCountsSchema = z.object({
  /** Messages from the other side not yet read, over all conversations. */
  unreadMessages: z.number().int(),
  unreadNotifications: z.number().int(),
  /** Vendors: enquiries still New. Users: 0. */
  newEnquiries: z.number().int(),
});
export type InboxCounts = z.infer<typeof InboxCountsSchema>;

export const NOTIFICATION_KINDS = ['enquiry', 'message', 'status'] as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path to open, for example /chat/12. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema) });

/** `POST /api/notifications/read`: these, or all when `ids` is absent. */
export const ReadNotificationsSchema = z.object({
  ids: z.array(z.number().int().positive()).max(200).optional(),
  /** Without `ids`: only the notifications leading to this app path (issue 31). */
  link: z.string().startsWith('/').max(300).optional(),
});

/** `GET /api/user/shortlist`: newest first. */
export const ShortlistSchema = z.object({
  items: z.array(SearchResultSchema.extend({ addedAt: z.string() })),
});
export type Shortlist = z.infer<typeof ShortlistSchema>;

/** `GET /api/vendor/listings/:listingId/booked-dates?from=&to=`. */
export const BookedDatesQuerySchema = z.object({
  from: CalendarDateSchema,
  to: CalendarDateSchema,
});
export const BookedDatesSchema = z.object({
  dates: z.array(
    z.object({
      date: z.string(),
      /** The enquiry it was booked from, when marked Booked from one. */
      enquiryId: z.number().int().nullable(),
    }),
  ),
});
