import { LIMITS } from '@mandap/shared/limits';
import {
  BookingAnswerBodySchema,
  BookingQuestionReplySchema,
  BookingTokenSchema,
  EmailedBookingAnswerSchema,
} from '@mandap/shared/schemas/commission';
import {
  ConversationListSchema,
  ConversationSchema,
  CreateEnquiryReplySchema,
  CreateEnquirySchema,
  EnquirySchema,
  ForwardEnquiryReplySchema,
  ForwardEnquirySchema,
  InboxCountsSchema,
  MessageSchema,
  ReadConversationSchema,
  SendMessageSchema,
  SetEnquiryStatusSchema,
  VendorEnquiriesQuerySchema,
  VendorEnquiryListSchema,
} from '@mandap/shared/schemas/enquiries';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf, userIdOf, vendorIdOf } from '../../platform/guards';
import type { Notifier } from '../notifications/index';
import { answerByToken, answerInApp, questionByToken } from './booking-question';
import * as service from './service';

// Enquiries and Chat (issue 15, decision 0030). The scopes app.ts registers these in check the
// session's role; each service call is given the session's own id and finds only what is its.

const ID_MESSAGE = 'An enquiry is named by its number, for example 12.';
const EnquiryParams = z.object({
  enquiryId: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE),
});
const AFTER_MESSAGE = 'after is the number of a message, for example 120.';
const BEFORE_MESSAGE = 'before is the number of a message, for example 120.';
const BOTH_MESSAGE =
  'Ask for the messages before one or after one, not both: drop before or after.';
const ConversationQuery = z
  .object({
    after: z.coerce
      .number({ error: AFTER_MESSAGE })
      .int(AFTER_MESSAGE)
      .min(0, AFTER_MESSAGE)
      .optional(),
    before: z.coerce
      .number({ error: BEFORE_MESSAGE })
      .int(BEFORE_MESSAGE)
      .positive(BEFORE_MESSAGE)
      .optional(),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: BOTH_MESSAGE,
    path: ['before'],
  });

/** The side of the conversation the signed-in person is. */
function partyOf(request: FastifyRequest): service.Party {
  const session = signedInOf(request);
  return session.role === 'user'
    ? { role: 'user', userId: session.userId }
    : { role: 'vendor', vendorId: session.vendorId };
}

function depsOf({
  database,
  notifier,
  bookingQuestions,
}: EnquiryRoutesOptions): service.EnquiryDeps {
  return { db: database.db, notifier, bookingQuestions };
}

/** What the enquiry and chat routes are given (app.ts wires them). */
export interface EnquiryRoutesOptions {
  database: Database;
  clock: () => Date;
  notifier: Notifier;
  /** The couple's "Did you book …?" e-mail, queued when a vendor marks Booked (decision 0075). */
  bookingQuestions?: service.BookingQuestionMail;
}

/** A couple's enquiries; inside the user scope (/api/user). */
export async function userEnquiryRoutes(
  app: FastifyInstance,
  options: EnquiryRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = options;
  const deps = depsOf(options);

  r.post(
    '/enquiries',
    {
      schema: {
        summary: "Send an enquiry to an active listing's vendor; offers similar vendors",
        description:
          `At most ${LIMITS.enquiriesPerUserPerDay} enquiries per user in any 24 hours, similar ` +
          'vendors included (429 with Retry-After beyond). The enquiry opens a conversation.',
        tags: ['enquiries'],
        body: CreateEnquirySchema,
        response: {
          201: CreateEnquiryReplySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.createEnquiry(
        deps,
        userIdOf(request),
        request.body,
        request.ip,
        clock(),
      );
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/enquiries/:enquiryId/forward',
    {
      schema: {
        summary: 'Send the same enquiry to some of its similar vendors, all or none',
        tags: ['enquiries'],
        params: EnquiryParams,
        body: ForwardEnquirySchema,
        response: {
          201: ForwardEnquiryReplySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const forwarded = await service.forwardEnquiry(
        deps,
        userIdOf(request),
        request.params.enquiryId,
        request.body.listingIds,
        request.ip,
        clock(),
      );
      return reply.status(201).send(forwarded);
    },
  );

  r.post(
    '/enquiries/:enquiryId/booking-answer',
    {
      schema: {
        summary: 'The couple answers "Did you book <vendor> for <date>?" in the app',
        description:
          'Only while the vendor has the enquiry marked Booked (409 otherwise); a later answer ' +
          "replaces an earlier one. The answer is shown to the vendor and on the vendor's " +
          'commission statement (decision 0075).',
        tags: ['enquiries'],
        params: EnquiryParams,
        body: BookingAnswerBodySchema,
        response: {
          200: EnquirySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      answerInApp(
        options.database.db,
        userIdOf(request),
        request.params.enquiryId,
        request.body.answer,
        clock(),
      ),
  );
}

/**
 * The page an e-mailed booking question's link opens (decision 0075): public, the token is the
 * proof. Reading the question changes nothing; only the page's button (a POST) records.
 */
export async function publicBookingAnswerRoutes(
  app: FastifyInstance,
  { database, clock }: Pick<EnquiryRoutesOptions, 'database' | 'clock'>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/booking-answers/question',
    {
      schema: {
        summary: "An e-mailed answer link's question, and any answer given already",
        description:
          'A POST so that the token stays out of URLs the server logs; it records nothing. 404 ' +
          'for a token that is unknown or has run out (60 days after the e-mail).',
        tags: ['enquiries'],
        body: BookingTokenSchema,
        response: { 200: BookingQuestionReplySchema, 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) => questionByToken(database.db, request.body.token, clock()),
  );

  r.post(
    '/booking-answers',
    {
      schema: {
        summary: "Records the couple's answer from an e-mailed link's page (its one button)",
        description:
          '404 for a token that is unknown or has run out; 409 when the vendor no longer has ' +
          'the enquiry marked Booked. A later answer replaces an earlier one.',
        tags: ['enquiries'],
        body: EmailedBookingAnswerSchema,
        response: {
          200: BookingQuestionReplySchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) => answerByToken(database.db, request.body.token, request.body.answer, clock()),
  );
}

/** The vendor's Enquiries page; inside the vendor scope (/api/vendor). */
export async function vendorEnquiryRoutes(
  app: FastifyInstance,
  options: EnquiryRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = options;
  const deps = depsOf(options);

  r.get(
    '/enquiries',
    {
      schema: {
        summary: "Enquiries over all the vendor's listings, newest first",
        tags: ['enquiries'],
        querystring: VendorEnquiriesQuerySchema,
        response: { 200: VendorEnquiryListSchema, 400: ErrorReplySchema },
      },
    },
    async (request) =>
      service.listVendorEnquiries(database.db, vendorIdOf(request), request.query, clock()),
  );

  r.put(
    '/enquiries/:enquiryId/status',
    {
      schema: {
        summary: 'Mark an enquiry Booked (books the date) or Declined; notifies the couple',
        description:
          'Booked needs bookingValue, the booking\'s value in rupees as typed ("1,50,000", ' +
          '"150000", "₹ 1,50,000"), stored in paise with the commission it carries: none when ' +
          "marked within the listing's free period, the listing's rate (7%) after it. The " +
          'couple is asked by e-mail whether they booked (decision 0075).',
        tags: ['enquiries'],
        params: EnquiryParams,
        body: SetEnquiryStatusSchema,
        response: { 200: EnquirySchema, 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.setEnquiryStatus(
        deps,
        vendorIdOf(request),
        request.params.enquiryId,
        { status: request.body.status, bookingValuePaise: request.body.bookingValue },
        clock(),
      ),
  );
}

/** Chat and the inbox badges, for either side; inside the signed-in scope (/api). */
export async function conversationRoutes(
  app: FastifyInstance,
  options: EnquiryRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = options;
  const deps = depsOf(options);

  r.get(
    '/conversations',
    {
      schema: {
        summary: "The signed-in person's conversations, latest activity first",
        tags: ['chat'],
        response: { 200: ConversationListSchema },
      },
    },
    async (request) => service.listConversations(database.db, partyOf(request)),
  );

  r.get(
    '/conversations/:enquiryId',
    {
      schema: {
        summary:
          'A conversation: the enquiry and its newest messages (older with ?before=, newer with ?after=)',
        tags: ['chat'],
        params: EnquiryParams,
        querystring: ConversationQuery,
        response: { 200: ConversationSchema, 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.getConversation(
        database.db,
        partyOf(request),
        request.params.enquiryId,
        { after: request.query.after, before: request.query.before },
        clock(),
      ),
  );

  r.post(
    '/conversations/:enquiryId/messages',
    {
      schema: {
        summary: 'Send a message in a conversation',
        tags: ['chat'],
        params: EnquiryParams,
        body: SendMessageSchema,
        response: {
          201: MessageSchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(
        deps,
        partyOf(request),
        request.params.enquiryId,
        request.body.body,
        clock(),
      );
      return reply.status(201).send(message);
    },
  );

  r.post(
    '/conversations/:enquiryId/read',
    {
      schema: {
        summary: "Mark the other side's messages read, up to upTo (all when absent)",
        tags: ['chat'],
        params: EnquiryParams,
        // No body (or null) reads as {}: everything read.
        body: ReadConversationSchema.nullish(),
        response: { 204: z.null(), 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      await service.readConversation(
        database.db,
        partyOf(request),
        request.params.enquiryId,
        request.body?.upTo,
        clock(),
      );
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/inbox/counts',
    {
      schema: {
        summary: 'Unread messages, unread notifications and (vendors) New enquiries',
        tags: ['chat'],
        response: { 200: InboxCountsSchema },
      },
    },
    async (request) => service.inboxCounts(database.db, partyOf(request)),
  );
}
