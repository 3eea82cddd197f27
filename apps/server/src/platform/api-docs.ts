import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_SCHEMES } from './guards';
import { OPERATOR_COOKIE } from './operator-session';
import { SESSION_COOKIE } from './session-cookie';

/** The session cookie, as OpenAPI names what a guarded route needs (platform/guards.ts). */
function sessionScheme(who: string, name = SESSION_COOKIE) {
  return {
    type: 'apiKey' as const,
    in: 'cookie' as const,
    name,
    description: `The session cookie of ${who}, set by signing in; without it the route answers 401.`,
  };
}

/** The OpenAPI description of every route registered after this, and its UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Mandap API',
        description: 'Wedding and event vendor marketplace. See docs/api.md.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEMES.vendor]: sessionScheme('a vendor'),
          [SESSION_SCHEMES.user]: sessionScheme('a user (a couple or an event planner)'),
          [SESSION_SCHEMES.signedIn]: sessionScheme('a vendor or a user'),
          [SESSION_SCHEMES.operator]: sessionScheme('an operator', OPERATOR_COOKIE),
        },
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
