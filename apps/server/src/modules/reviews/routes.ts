import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  REVIEW_LIMITS,
  ReviewEligibilitySchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewReplySchema,
  ReviewReportSchema,
  ReviewSchema,
  VendorReviewListSchema,
} from '@mandap/shared/schemas/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf, userIdOf, vendorIdOf } from '../../platform/guards';
import { multipartRefusal, registerMultipart, uploadParts } from '../../platform/multipart';
import { type MediaGuard, type MediaStorage, uploadSlots } from '../media/index';
import type { Notifier } from '../notifications/index';
import * as service from './service';

// Verified reviews (issue 16, decision 0034).

const ListingParams = z.object({ listingId: z.coerce.number().int().positive() });
const ReviewParams = z.object({ reviewId: z.coerce.number().int().positive() });

/** What the review routes are given (app.ts wires them). */
export interface ReviewRoutesOptions {
  database: Database;
  clock: () => Date;
  storage: MediaStorage;
  mediaGuard: MediaGuard;
}

/** Public: a listing's reviews and rating summary. Registered under /api. */
export async function publicReviewRoutes(
  app: FastifyInstance,
  { database, clock }: ReviewRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/listings/:listingId/reviews',
    {
      schema: {
        summary: "An active listing's reviews (newest or highest first) and its rating summary",
        description:
          `Public. Pages of ${REVIEW_LIMITS.pageSize}. Removed reviews never appear; reported ones ` +
          "do (status 'reported') until moderated. 404 for a listing that is not active.",
        tags: ['reviews'],
        params: ListingParams,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.listListingReviews(database.db, request.params.listingId, request.query, clock()),
  );
}

/** The signed-in user's reviews: may I review, write, edit. Registered under /api/user. */
export async function userReviewRoutes(
  app: FastifyInstance,
  {
    database,
    storage,
    mediaGuard,
    clock,
    notifier,
  }: ReviewRoutesOptions & {
    /** Tells the vendor of a new review, in the app and by e-mail (issue 31). */
    notifier: Notifier;
  },
): Promise<void> {
  await registerMultipart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Uploads one user may have under way at once, counted across servers (as vendors', decision
  // 0048).
  const slots = uploadSlots({ db: database.db, clock, role: 'user', log: app.log });
  app.addHook('onClose', async () => slots.close());

  r.get(
    '/listings/:listingId/review',
    {
      schema: {
        summary: 'Whether the signed-in user may review a listing, and their review of it',
        tags: ['reviews'],
        params: ListingParams,
        response: { 200: ReviewEligibilitySchema, 404: ErrorReplySchema },
      },
    },
    async (request) =>
      service.reviewEligibility(database.db, userIdOf(request), request.params.listingId, clock()),
  );

  r.post(
    '/listings/:listingId/review',
    {
      schema: {
        summary: 'Review a listing: multipart rating, title, body and photos (0-5 images)',
        description:
          'Allowed after an enquiry to the listing whose event date has passed (India) or that ' +
          'the vendor marked Booked: 403 with the reason otherwise, 409 when already reviewed. ' +
          'The vendor is told in the app and by e-mail, with a link to their Reviews screen. ' +
          'Photos: JPG, PNG, GIF or WebP, each < 5MB, checked for government IDs. ' +
          'A user may have 2 uploads under way at once (429 for a third).',
        tags: ['reviews'],
        params: ListingParams,
        response: {
          201: ReviewSchema,
          400: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
          413: ErrorReplySchema,
          415: ErrorReplySchema,
          422: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const review = await slots.hold(userId, () =>
        service
          .createReview(
            { db: database.db, storage, guard: mediaGuard, log: request.log, notifier },
            userId,
            request.params.listingId,
            uploadParts(request),
            clock(),
          )
          .catch(multipartRefusal(service.REVIEW_MEDIA))
          .catch(service.asPhotoError),
      );
      return reply.status(201).send(review);
    },
  );

  r.put(
    '/reviews/:reviewId',
    {
      schema: {
        summary: 'Edit your review: multipart rating, title, body, photos (new), removePhotoIds',
        description:
          `For ${REVIEW_LIMITS.editableForMs / 86_400_000} days after it was written (403 after). ` +
          `At most ${REVIEW_LIMITS.maxPhotos} photos in all, counting those kept. 404 unless your own.`,
        tags: ['reviews'],
        params: ReviewParams,
        response: {
          200: ReviewSchema,
          400: ErrorReplySchema,
          403: ErrorReplySchema,
          404: ErrorReplySchema,
          413: ErrorReplySchema,
          415: ErrorReplySchema,
          422: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      return slots.hold(userId, () =>
        service
          .updateReview(
            { db: database.db, storage, guard: mediaGuard, log: request.log },
            userId,
            request.params.reviewId,
            uploadParts(request),
            clock(),
          )
          .catch(multipartRefusal(service.REVIEW_MEDIA))
          .catch(service.asPhotoError),
      );
    },
  );
}

/** The vendor's public reply to a review of their listing. Registered under /api/vendor. */
export async function vendorReviewRoutes(
  app: FastifyInstance,
  { database, clock }: ReviewRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reviews',
    {
      schema: {
        summary: "Every review of the signed-in vendor's listings, with its listing's name",
        description:
          'The Reviews screen (issue 31): removed reviews left out; those without a reply ' +
          "first, then newest first. Only the session vendor's own listings.",
        tags: ['reviews'],
        response: { 200: VendorReviewListSchema },
      },
    },
    async (request) => service.listVendorReviews(database.db, vendorIdOf(request), clock()),
  );

  r.post(
    '/reviews/:reviewId/reply',
    {
      schema: {
        summary: 'Reply publicly to a review of your listing, once',
        description: "404 unless the review is of the vendor's own listing; 409 after a reply.",
        tags: ['reviews'],
        params: ReviewParams,
        body: ReviewReplySchema,
        response: {
          200: ReviewSchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request) =>
      service.replyToReview(
        database.db,
        vendorIdOf(request),
        request.params.reviewId,
        request.body.body,
        clock(),
      ),
  );
}

/** Reporting a review: anyone signed in, user or vendor. Registered under /api. */
export async function reviewReportRoutes(
  app: FastifyInstance,
  {
    database,
    clock,
    admitReport,
  }: ReviewRoutesOptions & {
    /** The reports' hourly limit across listings, messages and reviews (decision 0065). */
    admitReport?: Parameters<typeof service.reportReview>[5];
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/reviews/:reviewId/report',
    {
      schema: {
        summary: 'Report a review; it stays shown, marked reported, until moderated',
        description:
          'Once per person: a second report is accepted (204) and changes nothing. 429 past ' +
          "the reports' hourly limit per account (listings, messages and reviews together).",
        tags: ['reviews'],
        params: ReviewParams,
        body: ReviewReportSchema,
        response: {
          204: z.null(),
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const session = signedInOf(request);
      const reporter =
        session.role === 'user' ? { userId: session.userId } : { vendorId: session.vendorId };
      await service.reportReview(
        database.db,
        reporter,
        request.params.reviewId,
        request.body.reason,
        clock(),
        admitReport,
      );
      return reply.status(204).send(null);
    },
  );
}
