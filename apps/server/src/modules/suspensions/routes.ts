import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  AccountAppealSchema,
  ActionReplySchema,
  AdminAccountSchema,
  AdminListingSchema,
  AdminRefundSchema,
  AdminSearchQuerySchema,
  AdminSearchReplySchema,
  AppealCreatedSchema,
  AppealDecisionSchema,
  AppealQueueSchema,
  ListingAppealSchema,
  MediaRemovalSchema,
  SuspensionActionSchema,
  VendorSuspensionsSchema,
} from '@mandap/shared/schemas/suspensions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { BusinessConfig } from '../../platform/config';
import { vendorIdOf } from '../../platform/guards';
import { operatorOf, requireOperator } from '../../platform/operator-session';
import type { AuditTrail } from '../audit/index';
import type { MediaStorage } from '../media/index';
import type { Notifier } from '../notifications/index';
import type { PaymentProvider } from '../payments/index';
import * as service from './service';

/** What the suspension routes are given (app.ts wires them). */
export interface SuspensionRoutesOptions {
  database: Database;
  clock: () => Date;
  notifier: Notifier;
  audit: AuditTrail;
  storage: MediaStorage;
  provider: PaymentProvider;
  /** Mandap's tax details: the credit note of an admin's refund. */
  business: BusinessConfig;
}

const TAGS = ['admin'];
const REFUSALS = { 401: ErrorReplySchema, 403: ErrorReplySchema };
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);
const ListingParams = z.object({ listingId: id });
const MediaParams = z.object({ listingId: id, mediaId: id });
const VendorParams = z.object({ vendorId: id });
const UserParams = z.object({ userId: id });
const AppealParams = z.object({ appealId: id });
const ACTION_REPLIES = {
  200: ActionReplySchema,
  400: ErrorReplySchema,
  ...REFUSALS,
  404: ErrorReplySchema,
  409: ErrorReplySchema,
};

function operatorOfRequest(request: FastifyRequest): service.Operator {
  const session = operatorOf(request);
  return { operatorId: session.operatorId, role: session.role };
}

/**
 * The console's actions on listings and accounts, and the appeals' queue (decision 0066), under
 * /api/admin: moderators and admins, except the refund (admins).
 */
export async function suspensionRoutes(
  app: FastifyInstance,
  options: SuspensionRoutesOptions,
): Promise<void> {
  const { database, clock, notifier, audit, storage, provider, business } = options;
  const deps = { db: database.db, notifier };

  await app.register(async (scope) => {
    requireOperator(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/lookup',
      {
        schema: {
          summary: 'Find listings and accounts by a listing id, a vendor id or an e-mail',
          description:
            'A number matches listing, vendor and user ids; VND-… a vendor; other text the ' +
            'e-mails that contain it. Up to 20 of each kind.',
          tags: TAGS,
          querystring: AdminSearchQuerySchema,
          response: { 200: AdminSearchReplySchema, 400: ErrorReplySchema, ...REFUSALS },
        },
      },
      async (request) => service.search(database.db, request.query.q),
    );

    r.get(
      '/listings/:listingId',
      {
        schema: {
          summary: 'A listing as the console shows it: content, owner, payments, earlier actions',
          description:
            'Any listing, whatever its status. version is its moderation version, which every ' +
            'action names; refundQuotePaise what the terms would refund now (null: nothing paid).',
          tags: TAGS,
          params: ListingParams,
          response: { 200: AdminListingSchema, ...REFUSALS, 404: ErrorReplySchema },
        },
      },
      async (request) => service.adminListing(database.db, request.params.listingId, clock()),
    );

    for (const kind of ['vendor', 'user'] as const) {
      const Params = kind === 'vendor' ? VendorParams : UserParams;
      const idOf = (p: { vendorId?: number; userId?: number }) =>
        Number(kind === 'vendor' ? p.vendorId : p.userId);
      r.get(
        `/${kind}s/:${kind}Id`,
        {
          schema: {
            summary: `A ${kind} account as the console shows it: listings, suspensions, actions`,
            description: "version is the account's moderation version, which every action names.",
            tags: TAGS,
            params: Params,
            response: { 200: AdminAccountSchema, ...REFUSALS, 404: ErrorReplySchema },
          },
        },
        async (request) => service.adminAccount(database.db, kind, idOf(request.params)),
      );
      r.post(
        `/${kind}s/:${kind}Id/suspension`,
        {
          schema: {
            summary: `Suspend or restore a ${kind} account, with a reason`,
            description:
              "suspend: the account's sessions end at once and its sign-in is refused (403, " +
              `kind 'suspended')${kind === 'vendor' ? '; its active listings leave search' : ''}. ` +
              `restore: undoes it${kind === 'vendor' ? ', and the listings that were active come back' : ''}. ` +
              '409 on a stale version. The account is notified; audited.',
            tags: TAGS,
            params: Params,
            body: SuspensionActionSchema,
            response: ACTION_REPLIES,
          },
        },
        async (request) => {
          const input = request.body;
          const args = [
            deps,
            operatorOfRequest(request),
            kind,
            idOf(request.params),
            input,
            audit.trace(request),
            clock(),
          ] as const;
          return input.action === 'suspend'
            ? service.suspendAccount(...args)
            : service.restoreAccount(...args);
        },
      );
    }

    r.post(
      '/listings/:listingId/suspension',
      {
        schema: {
          summary: 'Suspend or restore a listing, with a reason',
          description:
            'suspend: the listing leaves search, the sitemap and similar vendors at once; its ' +
            'storefront answers 410. restore: the listing gets back the status it had (never ' +
            'active when refunded since). 409 on a stale version or when there is nothing to ' +
            'do. The vendor is notified; audited.',
          tags: TAGS,
          params: ListingParams,
          body: SuspensionActionSchema,
          response: ACTION_REPLIES,
        },
      },
      async (request) => {
        const args = [
          deps,
          operatorOfRequest(request),
          request.params.listingId,
          request.body,
          audit.trace(request),
          clock(),
        ] as const;
        return request.body.action === 'suspend'
          ? service.suspendListing(...args)
          : service.restoreListing(...args);
      },
    );

    r.post(
      '/listings/:listingId/media/:mediaId/removal',
      {
        schema: {
          summary: 'Remove a photo or video from a listing, with a reason',
          description:
            "The file and its variants leave storage (the vendor's own removal). 409 on a " +
            'stale version of the listing. The vendor is notified; audited.',
          tags: TAGS,
          params: MediaParams,
          body: MediaRemovalSchema,
          response: ACTION_REPLIES,
        },
      },
      async (request) =>
        service.removeMedia(
          { ...deps, storage },
          operatorOfRequest(request),
          request.params.listingId,
          request.params.mediaId,
          request.body,
          audit.trace(request),
          clock(),
        ),
    );

    r.get(
      '/appeals',
      {
        schema: {
          summary: 'The open appeals, oldest first, with the suspension each is about',
          description:
            'suspendedByYou: the operator asking suspended it, so another operator must decide.',
          tags: TAGS,
          response: { 200: AppealQueueSchema, ...REFUSALS },
        },
      },
      async (request) => service.appealQueue(database.db, operatorOfRequest(request).operatorId),
    );

    r.post(
      '/appeals/:appealId/decision',
      {
        schema: {
          summary: 'Decide an appeal: keep the suspension (uphold) or restore',
          description:
            'An operator other than the one who suspended decides (403 for the suspender). 409 ' +
            'when decided already or on a stale version. The vendor is told; audited.',
          tags: TAGS,
          params: AppealParams,
          body: AppealDecisionSchema,
          response: ACTION_REPLIES,
        },
      },
      async (request) =>
        service.decideAppeal(
          deps,
          operatorOfRequest(request),
          request.params.appealId,
          request.body,
          audit.trace(request),
          clock(),
        ),
    );
  });

  await app.register(async (scope) => {
    requireOperator(scope, { roles: ['admin'] });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/listings/:listingId/refund',
      {
        schema: {
          summary: "Refund a listing's plan payment (admins), which suspends the listing",
          description:
            "The vendor's refund's machinery; amountPaise defaults to the terms' quote (the " +
            'whole payment when the window is over) and may be anything up to what was paid. ' +
            '409 when not paid, refunded already, or on a stale version. Audited.',
          tags: TAGS,
          params: ListingParams,
          body: AdminRefundSchema,
          response: {
            ...ACTION_REPLIES,
            200: ActionReplySchema.extend({ refundedPaise: z.number().int() }),
            502: ErrorReplySchema,
          },
        },
      },
      async (request) =>
        service.refund(
          { ...deps, provider, business },
          operatorOfRequest(request),
          request.params.listingId,
          request.body,
          audit.trace(request),
          clock(),
        ),
    );
  });
}

/** The vendor's side (vendor scope): their suspended listings, and the appeal of one. */
export async function vendorSuspensionRoutes(
  app: FastifyInstance,
  {
    database,
    clock,
    notifier,
    audit,
  }: Omit<SuspensionRoutesOptions, 'storage' | 'provider' | 'business'>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/suspensions',
    {
      schema: {
        summary: "The vendor's listings suspended by Mandap, with the reason and the appeal",
        tags: ['listings'],
        response: { 200: VendorSuspensionsSchema },
      },
    },
    async (request) => service.vendorSuspensions(database.db, vendorIdOf(request)),
  );
  r.post(
    '/listings/:listingId/appeal',
    {
      schema: {
        summary: "Appeal Mandap's suspension of one of the vendor's listings, once",
        description:
          '409 when the listing is not suspended by Mandap or the suspension was appealed ' +
          'already; 404 for a listing not theirs. Audited.',
        tags: ['listings'],
        params: ListingParams,
        body: ListingAppealSchema,
        response: {
          201: AppealCreatedSchema,
          400: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.appealListing(
        { db: database.db, notifier },
        vendorIdOf(request),
        request.params.listingId,
        request.body.message,
        audit.trace(request),
        clock(),
      );
      return reply.status(201).send(created);
    },
  );
}

/** A suspended vendor's appeal of their account (public: their sign-in is refused). */
export async function publicAppealRoutes(
  app: FastifyInstance,
  {
    database,
    clock,
    notifier,
    audit,
  }: Omit<SuspensionRoutesOptions, 'storage' | 'provider' | 'business'>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/appeals/account',
    {
      schema: {
        summary: "A suspended vendor appeals the account's suspension, once",
        description:
          "Public: the e-mail and password prove who appeals, under the sign-in's limits " +
          '(401, 429 as POST /api/vendor/login). 409 when the account is not suspended or ' +
          'the suspension was appealed already. Audited.',
        tags: ['accounts'],
        body: AccountAppealSchema,
        response: {
          201: AppealCreatedSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          409: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await service.appealAccount(
        { db: database.db, notifier },
        request.body,
        request.ip,
        audit.trace(request),
        clock(),
      );
      return reply.status(201).send(created);
    },
  );
}
