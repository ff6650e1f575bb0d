import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the same zod schemas the routes validate with, so the document cannot
 * drift from the code. Must be registered before the routes it describes.
 */
async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'The rules behind these calls: docs/rules.md#calls',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
        },
      },
    },
    transform(input) {
      const result = jsonSchemaTransform(input);
      // The calls that read the bearer token (`config: { auth }`, plugins/auth.ts) say so, for
      // API clients and for the fuzz test, which checks that a bad token never succeeds there.
      const auth = input.route.config?.auth;
      if (!auth) return result;
      const bearer: Record<string, string[]> = { bearer: [] };
      const security = auth === 'optional' ? [{}, bearer] : [bearer];
      return { ...result, schema: { ...result.schema, security } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(apiDocs, { name: 'api-docs' });
