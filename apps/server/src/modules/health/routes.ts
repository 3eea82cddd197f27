import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type HealthChecks, runHealthChecks } from '../../platform/health-checks';
import { type Lifecycle, PHASES, RETRY_AFTER_SECONDS, readiness } from '../../platform/lifecycle';

// Health for people and monitors, readiness for the load balancer, liveness for a process
// supervisor (issue 18, decision 0048). While a server starts, and once it shuts down, the same
// three paths are answered in front of the app (platform/lifecycle.ts, platform/serving.ts).

const CheckReportSchema = z
  .object({
    status: z.enum(['ok', 'failing']),
    /** Why a failing check failed, in words without internals. */
    error: z.string().optional(),
  })
  .catchall(z.unknown());

const HealthyReplySchema = z
  .object({
    status: z.literal('ok'),
    database: CheckReportSchema.extend({
      kind: z.enum(['pglite', 'postgresql']),
      migrationVersion: z.number().int(),
    }),
  })
  .catchall(CheckReportSchema)
  .describe('Every check passed: each part under its name (database, storage, queue)');

const UnhealthyReplySchema = z
  .object({
    // 'failing' from this route; the others from the server while it starts or stops.
    status: z.enum(['failing', 'starting', 'migrating', 'draining']),
    message: z.string(),
  })
  .catchall(CheckReportSchema)
  .describe('A check failed or took too long (its part names which), or the server is starting');

const ReadinessSchema = z.object({
  ready: z.boolean(),
  phase: z.enum(PHASES),
  message: z.string().optional(),
});

// zod infers a catchall as an index signature that the named fields (`status`, `message`) must
// fit too, which they cannot: the replies are typed by cast. The schemas still check every field
// when a reply is sent.
type HealthyReply = z.infer<typeof HealthyReplySchema>;
type UnhealthyReply = z.infer<typeof UnhealthyReplySchema>;

function failingMessage(failing: string[]): string {
  return `Not healthy: ${failing.join(' and ')} ${failing.length === 1 ? 'is' : 'are'} failing.`;
}

/** What the health routes are given: the checks to run and where this server is in its life. */
export interface HealthRoutesOptions {
  health: HealthChecks;
  lifecycle: Lifecycle;
}

export async function healthRoutes(
  app: FastifyInstance,
  { health, lifecycle }: HealthRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health',
    {
      schema: {
        summary: "Health of this server's parts: database, storage, queue",
        description:
          'Runs every check at once, each within 3 s. 200 when all pass, each part under its ' +
          'name with what it reports (the database: its kind and migration version). 503 when ' +
          "any fails or does not answer in time, with that part's error in words; also while the " +
          'server starts (status starting or migrating). For monitoring; a load balancer asks ' +
          '/api/health/ready.',
        tags: ['platform'],
        response: { 200: HealthyReplySchema, 503: UnhealthyReplySchema },
      },
    },
    async (request, reply) => {
      const { healthy, checks } = await runHealthChecks(health, request.log);
      reply.header('cache-control', 'no-store');
      if (healthy) return reply.status(200).send({ status: 'ok', ...checks } as HealthyReply);
      const failing = Object.keys(checks).filter((name) => checks[name]?.status === 'failing');
      const body = { status: 'failing', message: failingMessage(failing), ...checks };
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(body as UnhealthyReply);
    },
  );

  r.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness for a load balancer: may requests be sent here now?',
        description:
          '200 { ready: true } once migrations are applied and the app is built; 503 with ' +
          'Retry-After while the server starts (phase starting or migrating) and from the moment ' +
          'it is told to shut down (phase draining). It does not check the database: a shared ' +
          'part that is down would take every server out of the pool at once.',
        tags: ['platform'],
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const answer = readiness(lifecycle.phase);
      reply.header('cache-control', 'no-store');
      if (answer.ready) return reply.status(200).send(answer);
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(answer);
    },
  );

  r.get(
    '/health/live',
    {
      schema: {
        summary: 'Liveness: the process is running and answering',
        description:
          'Always 200 while the process answers, also during start-up and shutdown: for a ' +
          'process supervisor, which should not restart a server in the middle of its migrations.',
        tags: ['platform'],
        response: { 200: z.object({ alive: z.literal(true), phase: z.enum(PHASES) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { alive: true as const, phase: lifecycle.phase };
    },
  );
}
