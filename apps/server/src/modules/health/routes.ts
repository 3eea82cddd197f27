import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    kind: z.enum(['pglite', 'postgresql']),
    migrationVersion: z.number().int(),
  }),
});

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['platform'],
        response: { 200: HealthReplySchema },
      },
    },
    async () => {
      const { database, migrationVersion } = app.deps;
      await database.sql.query('SELECT 1');
      return { status: 'ok' as const, database: { kind: database.kind, migrationVersion } };
    },
  );
}
