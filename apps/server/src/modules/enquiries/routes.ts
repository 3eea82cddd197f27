import type { FastifyInstance } from 'fastify';

// Skeleton: filled in by issue 15's work.

export async function userEnquiryRoutes(_app: FastifyInstance): Promise<void> {}

export async function vendorEnquiryRoutes(_app: FastifyInstance): Promise<void> {}

export async function conversationRoutes(_app: FastifyInstance): Promise<void> {}
