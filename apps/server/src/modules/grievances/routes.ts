import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  GrievanceOfficerSchema,
  GrievanceReceiptSchema,
  NewGrievanceSchema,
} from '@mandap/shared/schemas/grievances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../platform/guards';
import type { OfficerSignature } from './emails';
import {
  GRIEVANCE_RATE,
  type GrievanceAccount,
  type GrievanceMail,
  submitGrievance,
} from './service';

/** What the grievance routes are given (app.ts wires them). */
export interface GrievanceRoutesOptions {
  database: Database;
  clock: () => Date;
  mail: GrievanceMail;
  /** The grievance officer of the settings (GRIEVANCE_OFFICER_*). */
  officer: OfficerSignature;
  /** The site's origin (PUBLIC_URL, or where a development server listens): a link's host. */
  publicUrl: string;
  /** Grievances one address may send in an hour; GRIEVANCE_RATE.perAddress by default. */
  perAddressPerHour?: number;
}

/** The public grievance route and the officer's details: open to anyone (issue 28). */
export async function publicGrievanceRoutes(
  app: FastifyInstance,
  options: GrievanceRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, mail, officer, publicUrl } = options;
  // Never the request's Host, which a client chooses (issue 27, decision 0057).
  const publicHost = new URL(publicUrl).host.toLowerCase();

  r.get(
    '/grievance-officer',
    {
      schema: {
        summary: 'The grievance officer: name, e-mail and address',
        description: 'Public. From the GRIEVANCE_OFFICER_* settings (decision 0062).',
        tags: ['grievances'],
        response: { 200: GrievanceOfficerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { name: officer.name, email: officer.email, address: officer.address };
    },
  );

  r.post(
    '/grievances',
    {
      schema: {
        summary: 'Send a grievance to the grievance officer',
        description:
          'Public: anyone, signed in or not (a signed-in sender is recorded). Answers 201 with ' +
          'the reference and the deadlines; the acknowledgement e-mail is queued at once. ' +
          `An address may send ${options.perAddressPerHour ?? GRIEVANCE_RATE.perAddress} in an hour; ` +
          'past it, 429 with ' +
          'Retry-After and the wait in words.',
        tags: ['grievances'],
        body: NewGrievanceSchema,
        response: { 201: GrievanceReceiptSchema, 400: ErrorReplySchema, 429: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      const session = await sessionOf(request);
      const account: GrievanceAccount = !session
        ? null
        : session.role === 'user'
          ? { userId: session.userId }
          : { vendorId: session.vendorId };
      const { id, receipt } = await submitGrievance(database.db, request.body, {
        address: request.ip,
        account,
        siteHosts: [publicHost],
        officerEmail: officer.email,
        language: request.language,
        now: clock(),
        ...(options.perAddressPerHour !== undefined ? { limit: options.perAddressPerHour } : {}),
      });
      await mail.queue({ kind: 'receipt', grievanceId: id });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(receipt);
    },
  );
}
