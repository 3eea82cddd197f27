import type { FastifyInstance } from 'fastify';

// Skeleton: filled in by issue 16's work.

export async function publicReviewRoutes(_app: FastifyInstance): Promise<void> {}

export async function userReviewRoutes(_app: FastifyInstance): Promise<void> {}

export async function vendorReviewRoutes(_app: FastifyInstance): Promise<void> {}

export async function reviewReportRoutes(_app: FastifyInstance): Promise<void> {}
