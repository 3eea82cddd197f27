import { EDIT_MEDIA, REGISTRATION_MEDIA } from '@mandap/shared/media';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  CreatedListingSchema,
  LISTING_TEXT_FIELDS,
  ListingDetailSchema,
  ListingSummarySchema,
} from '@mandap/shared/schemas/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { vendorIdOf } from '../../platform/guards';
import { multipartRefusal, registerMultipart, uploadParts } from '../../platform/multipart';
import { getVendorProfile } from '../accounts/index';
import type { AuditTrail } from '../audit/index';
import { type MediaGuard, type MediaStorage, uploadSlots } from '../media/index';
import * as service from './service';

/**
 * The Edit Services form: an object of its fields. Only the shape is checked here: the values'
 * rules and messages depend on the listing's category (its firm-name message, its features), so
 * the service checks them once it has found the listing.
 */
const EditListingBodySchema = z.object({
  ...Object.fromEntries(LISTING_TEXT_FIELDS.map((field) => [field, z.unknown().optional()])),
  features: z.unknown().optional(),
  highlights: z.unknown().optional(),
});

/** What the listing routes are given (app.ts wires them). */
export interface ListingRoutesOptions {
  database: Database;
  clock: () => Date;
  storage: MediaStorage;
  mediaGuard: MediaGuard;
  /** The audit trail: submissions, edits and media removals are recorded in it. */
  audit: AuditTrail;
}

/** The signed-in vendor's listings; registered inside the vendor scope. */
export async function vendorListingRoutes(
  app: FastifyInstance,
  { database, storage, mediaGuard, clock, audit }: ListingRoutesOptions,
): Promise<void> {
  await registerMultipart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Uploads one vendor may have under way at once, counted across servers (decisions 0029, 0048).
  const slots = uploadSlots({ db: database.db, clock, role: 'vendor', log: app.log });
  app.addHook('onClose', async () => slots.close());

  r.post(
    '/listings/:category',
    {
      schema: {
        summary: 'Submit a registration form: multipart fields, features, images[] and videos[]',
        description:
          'Text fields: firmName, email, phone, houseNo, city, nearBy, district, state, pincode, ' +
          'description, plan (basic|normal|premium), starRating (hotel: 2-5), features (repeated). ' +
          'Files: images (JPG, PNG, GIF, WebP, each < 5MB), videos (MP4, MOV, AVI, each < 50MB). ' +
          'The vendor comes from the session, the category from the path, the amount from the plan. ' +
          'A vendor may have 2 uploads under way at once (429 for a third).',
        tags: ['listings'],
        params: z.object({ category: z.string() }),
        response: {
          201: CreatedListingSchema,
          400: ErrorReplySchema,
          413: ErrorReplySchema,
          415: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const category = service.categoryOrNotFound(request.params.category);
      const vendorId = vendorIdOf(request);
      const created = await slots.hold(vendorId, async () => {
        const profile = await getVendorProfile(database.db, vendorId);
        const listing = await service
          .createListing(
            { db: database.db, storage, guard: mediaGuard, log: request.log },
            vendorId,
            category,
            uploadParts(request),
            clock(),
            audit.trace(request),
          )
          .catch(multipartRefusal(REGISTRATION_MEDIA));
        return { ...listing, vendorUniqueId: profile.vendorUniqueId };
      });
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/listings',
    {
      schema: {
        summary: "The signed-in vendor's listings, newest first",
        tags: ['listings'],
        response: { 200: z.object({ listings: z.array(ListingSummarySchema) }) },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const profile = await getVendorProfile(database.db, vendorId);
      return {
        listings: await service.listVendorListings(database.db, vendorId, profile.vendorUniqueId),
      };
    },
  );

  r.get(
    '/listings/:listingId',
    {
      schema: {
        summary: "One of the signed-in vendor's listings, with features and media",
        tags: ['listings'],
        params: z.object({ listingId: z.coerce.number().int().positive() }),
        response: { 200: ListingDetailSchema, 404: ErrorReplySchema },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const profile = await getVendorProfile(database.db, vendorId);
      return service.getVendorListing(
        database.db,
        vendorId,
        profile.vendorUniqueId,
        request.params.listingId,
      );
    },
  );

  r.put(
    '/listings/:listingId',
    {
      schema: {
        summary: 'Edit a listing: details, features and highlights (category and vendor stay)',
        tags: ['listings'],
        params: z.object({ listingId: z.coerce.number().int().positive() }),
        body: EditListingBodySchema,
        response: { 200: ListingDetailSchema, 400: ErrorReplySchema, 404: ErrorReplySchema },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      await service.updateVendorListing(
        database.db,
        vendorId,
        request.params.listingId,
        request.body,
        clock(),
        audit.trace(request),
      );
      const profile = await getVendorProfile(database.db, vendorId);
      return service.getVendorListing(
        database.db,
        vendorId,
        profile.vendorUniqueId,
        request.params.listingId,
      );
    },
  );

  r.post(
    '/listings/:listingId/media',
    {
      schema: {
        summary:
          'Add media: Edit Media (one image, required, JPG/PNG < 2MB; one MP4 < 10MB) or, with ?rules=registration, Edit Services',
        description:
          'A listing has at most 10 images and 3 videos in all: an upload that would pass that is refused (400) ' +
          'with how many more fit. A vendor may have 2 uploads under way at once (429 for a third).',
        tags: ['listings'],
        params: z.object({ listingId: z.coerce.number().int().positive() }),
        querystring: z.object({
          rules: z.enum(['edit-media', 'registration']).default('edit-media'),
        }),
        response: {
          201: z.object({ added: z.number().int() }),
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          413: ErrorReplySchema,
          415: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { rules } = request.query;
      const vendorId = vendorIdOf(request);
      const added = await slots.hold(vendorId, () =>
        service
          .addListingMedia(
            { db: database.db, storage, guard: mediaGuard, log: request.log },
            vendorId,
            request.params.listingId,
            uploadParts(request),
            rules,
          )
          .catch(multipartRefusal(rules === 'edit-media' ? EDIT_MEDIA : REGISTRATION_MEDIA)),
      );
      return reply.status(201).send(added);
    },
  );

  r.delete(
    '/listings/:listingId/media/:mediaId',
    {
      schema: {
        summary: 'Delete one image or video of a listing, and its stored files',
        tags: ['listings'],
        params: z.object({
          listingId: z.coerce.number().int().positive(),
          mediaId: z.coerce.number().int().positive(),
        }),
        response: { 204: z.null(), 404: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      await service.deleteListingMedia(
        { db: database.db, storage },
        vendorIdOf(request),
        request.params.listingId,
        request.params.mediaId,
        clock(),
        audit.trace(request),
      );
      return reply.status(204).send(null);
    },
  );
}
