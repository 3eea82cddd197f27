import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import {
  AccountClosedSchema,
  DataExportStateSchema,
  DeleteAccountSchema,
} from '@mandap/shared/schemas/privacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import { clearSessionCookie } from '../../platform/session-cookie';
import { type AccountRef, closeAccount } from '../accounts/index';
import type { AuditTrail } from '../audit/index';
import type { MediaStorage } from '../media/index';
import { exportState, openDownload } from './service';
import type { Privacy } from './setup';

/** What the privacy routes are given (app.ts wires them inside the signed-in scope). */
export interface PrivacyRoutesOptions {
  database: Database;
  clock: () => Date;
  storage: MediaStorage;
  privacy: Privacy;
  audit: AuditTrail;
}

function ownerOf(session: ReturnType<typeof signedInOf>): AccountRef {
  return session.role === 'vendor'
    ? { role: 'vendor', vendorId: session.vendorId }
    : { role: 'user', userId: session.userId };
}

/** "Download my data" and "Delete my account", for the signed-in vendor or user (0072). */
export async function accountPrivacyRoutes(
  app: FastifyInstance,
  { database, clock, storage, privacy, audit }: PrivacyRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/export',
    {
      schema: {
        summary:
          "The state of the signed-in person's data download (none, preparing, ready until, expired)",
        tags: ['privacy'],
        response: { 200: DataExportStateSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => exportState(database.db, ownerOf(signedInOf(request)), clock()),
  );

  r.post(
    '/export',
    {
      schema: {
        summary:
          'Ask for a copy of my data: a ZIP built by a job, e-mailed when ready, kept 7 days',
        tags: ['privacy'],
        response: {
          202: DataExportStateSchema,
          401: ErrorReplySchema,
          409: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(signedInOf(request));
      await privacy.requestExport(owner, audit.trace(request));
      return reply.status(202).send(await exportState(database.db, owner, clock()));
    },
  );

  r.get(
    '/export/:id/download',
    {
      schema: {
        summary: "Download one's own ready data export (ZIP); 404 alike for anyone else's",
        tags: ['privacy'],
        params: z.object({ id: z.string().max(200) }),
        response: {
          200: z.unknown().describe('application/zip'),
          401: ErrorReplySchema,
          404: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { file, filename } = await openDownload(
        { db: database.db, storage },
        ownerOf(signedInOf(request)),
        request.params.id,
        clock(),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file.body);
    },
  );

  r.post(
    '/delete',
    {
      schema: {
        summary:
          'Delete my account: closed at once (signed out, listings hidden), erased after 7 days unless signed in again',
        tags: ['privacy'],
        body: DeleteAccountSchema,
        response: {
          200: AccountClosedSchema,
          400: ErrorReplySchema,
          401: ErrorReplySchema,
          429: ErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { eraseAfter } = await closeAccount(
        database.db,
        ownerOf(signedInOf(request)),
        request.body.password,
        request.ip,
        clock(),
        audit.trace(request),
      );
      clearSessionCookie(request, reply);
      return { eraseAfter: eraseAfter.toISOString() };
    },
  );
}
