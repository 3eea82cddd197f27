import { NotificationListSchema, ReadNotificationsSchema } from '@mandap/shared/schemas/enquiries';
import { ErrorReplySchema } from '@mandap/shared/schemas/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signedInOf } from '../../platform/guards';
import {
  listNotifications,
  NOTIFICATIONS_SHOWN,
  type Recipient,
  readNotifications,
} from './service';

/** The signed-in person as a notification recipient. */
function recipientOf(request: FastifyRequest): Recipient {
  const session = signedInOf(request);
  return session.role === 'user'
    ? { role: 'user', userId: session.userId }
    : { role: 'vendor', vendorId: session.vendorId };
}

/** What the notification routes are given (app.ts wires them). */
export interface NotificationRoutesOptions {
  database: Database;
  clock: () => Date;
}

/** The notification centre of whoever is signed in, user or vendor; inside the signed-in scope. */
export async function notificationRoutes(
  app: FastifyInstance,
  { database, clock }: NotificationRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notifications',
    {
      schema: {
        summary: "The signed-in person's newest notifications",
        description: `User or vendor session. The newest ${NOTIFICATIONS_SHOWN}, newest first; only the caller's own.`,
        tags: ['notifications'],
        response: { 200: NotificationListSchema, 401: ErrorReplySchema },
      },
    },
    async (request) => {
      return { notifications: await listNotifications(database.db, recipientOf(request)) };
    },
  );

  r.post(
    '/notifications/read',
    {
      schema: {
        summary: 'Mark notifications read',
        description:
          "User or vendor session. `ids`: these of the caller's notifications (others' ids are " +
          'ignored); without `ids`, all of them, or with `link` only those leading to that app ' +
          'path (the Reviews screen marks its notices read so).',
        tags: ['notifications'],
        body: ReadNotificationsSchema,
        response: { 204: z.null(), 400: ErrorReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request, reply) => {
      await readNotifications(
        database.db,
        recipientOf(request),
        request.body.ids,
        clock(),
        request.body.link,
      );
      return reply.status(204).send(null);
    },
  );
}
