import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description of every route registered after this, and its UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Mandap API',
        description: 'Wedding and event vendor marketplace. See docs/api.md.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI ships its own assets (nothing from a CDN) and sets its own CSP on its pages; we
  // take out the 'https:' sources it would allow, so the docs too load from this origin only.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replaceAll(' https:', '').replaceAll(' validator.swagger.io', ''),
  });
}
