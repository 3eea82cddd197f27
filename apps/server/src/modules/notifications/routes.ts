import type { FastifyInstance } from 'fastify';

// Skeleton: filled in by issue 15's work.

export async function notificationRoutes(_app: FastifyInstance): Promise<void> {}
