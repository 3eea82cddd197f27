import {
  CreatedListingSchema,
  ListingDetailSchema,
  ListingSummarySchema,
} from '@mandap/shared/schemas/listings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vendorIdOf } from '../../platform/sessions';
import { getVendorProfile } from '../accounts/service';
import * as service from './service';

const ErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** The signed-in vendor's listings; registered inside the vendor scope. */
export async function vendorListingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, storage, mediaGuard } = app.deps;

  r.post(
    '/listings/:category',
    {
      schema: {
        summary: 'Submit a registration form: multipart fields, features, images[] and videos[]',
        description:
          'Text fields: firmName, email, phone, houseNo, city, nearBy, district, state, pincode, ' +
          'description, plan (basic|normal|premium), starRating (hotel: 2-5), features (repeated). ' +
          'Files: images (JPG, PNG, GIF, WebP, each < 5MB), videos (MP4, MOV, AVI, each < 50MB). ' +
          'The vendor comes from the session, the category from the path, the amount from the plan.',
        tags: ['listings'],
        params: z.object({ category: z.string() }),
        response: {
          201: CreatedListingSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const category = service.categoryOrNotFound(request.params.category);
      const vendorId = vendorIdOf(request);
      const profile = await getVendorProfile(database.db, vendorId);
      const created = await service.createListingFromUpload(
        { db: database.db, storage, guard: mediaGuard },
        vendorId,
        category,
        request,
      );
      return reply.status(201).send({ ...created, vendorUniqueId: profile.vendorUniqueId });
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
    '/listings/:serviceId',
    {
      schema: {
        summary: "One of the signed-in vendor's listings, with features and media",
        tags: ['listings'],
        params: z.object({ serviceId: z.coerce.number().int().positive() }),
        response: { 200: ListingDetailSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const profile = await getVendorProfile(database.db, vendorId);
      return service.getVendorListing(
        database.db,
        vendorId,
        profile.vendorUniqueId,
        request.params.serviceId,
      );
    },
  );
}
