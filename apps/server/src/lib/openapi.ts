/**
 * The API described from the zod contract: GET /api/openapi.json (OpenAPI 3.1) and a docs page at
 * /api/docs (swagger-ui, its files served from its package: no CDN). Each route's Spanish summary
 * and whether it needs a session come from route-summaries.ts.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ROUTE_SUMMARIES } from './route-summaries.ts';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/** '/api/logs/nutrition/:id' -> '/api/logs/nutrition/{id}', as OpenAPI writes paths. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function describeRoute(args: TransformArgs) {
  const transformed = jsonSchemaTransform(args);
  const methods = [args.route.method].flat().filter((m) => m !== 'HEAD');
  const entry = ROUTE_SUMMARIES[`${methods[0]} ${openApiPath(args.url)}`];
  const schema = transformed.schema as Record<string, unknown>;
  return {
    ...transformed,
    schema: {
      ...schema,
      summary: entry?.summary,
      tags: [args.url.split('/')[2] ?? 'api'],
      ...(entry?.public ? {} : { security: [{ sesion: [] }] }),
    },
  };
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de NutriCoach',
        description:
          'Coaching de nutrición en español. Cada error responde `{ message, code? }` con `message` en español.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { sesion: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeRoute,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
