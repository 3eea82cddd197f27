import { CatalogueReplySchema } from '@mandap/shared/catalogue/catalogue-reply';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { precompressBody, precompressedFor } from '../../platform/compression';
import { serializeCatalogue } from './service';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { body, etag } = serializeCatalogue();
  // Compressed once here, at the highest settings: the compression plugin's hooks stay off
  // this route, the API's busiest (decision 0023).
  const bodies = precompressBody(body);
  app.get(
    '/catalogue',
    {
      compress: false,
      schema: {
        summary: 'The 17 service categories, the plans and the hotel star prices',
        tags: ['catalogue'],
        response: { 200: CatalogueReplySchema, 304: z.null().describe('Not modified') },
      },
    },
    // The body is a Buffer serialized once at start-up (Fastify sends Buffers as they are; the
    // schema above documents it). Not async: skipping the promise is measurably faster (bench/).
    (request, reply) => {
      reply.header('etag', etag).header('cache-control', 'public, max-age=300');
      if (request.headers['if-none-match'] === etag) {
        reply.status(304).send();
        return;
      }
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(precompressedFor(bodies, request.headers['accept-encoding'], reply));
    },
  );
}
