import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config/env.ts';

/**
 * The published API: an OpenAPI 3.1 document built from the route schemas at
 * `GET /api/openapi.json`, and a reference page at `/api/docs` served from the npm package
 * (nothing from a CDN). Registered before the routes, so it sees every one.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.appName} API`,
        version: '1.0.0',
        description:
          'Facilitated conversation dinners. Every state-changing call needs the `X-CSRF-Token` ' +
          'header from `GET /api/csrf-token`; a signed-in call carries the `sid` session cookie. ' +
          'Errors answer `{ message, error, code }`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow those on its own pages only, and no CDN
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replaceAll(' https:', ''),
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
