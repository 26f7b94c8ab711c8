/**
 * The API described from the zod contract: GET /api/openapi.json (OpenAPI 3.1) and a docs page at
 * /api/docs (swagger-ui, its files served from its package: no CDN). Each route's operationId,
 * Spanish summary and answers of its own come from route-summaries.ts; the answers every route of
 * a kind gives (a session's 401, a plan's 402, the write limit's 429...) from where app.ts
 * registers it (`markAccess`), in `commonStatuses` below. Named schemas (components) and the
 * bounds zod's JSON Schema cannot say come from openapi-schemas.ts. docs/api.md tells clients how
 * to use the document; the server tests check every answer against it (test-support/conformance.ts).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import EXAMPLES from './openapi-examples.json' with { type: 'json' };
import { API_SCHEMAS, DOCUMENT_OVERRIDES } from './openapi-schemas.ts';
import { isWriteLimited } from './rate-limit.ts';
import { ROUTE_SUMMARIES, TAGS, type RouteDoc } from './route-summaries.ts';
import { opensWithoutPlan } from './session.ts';

/** Where a route sits in app.ts: open to anyone, behind a session, or behind a session and an active plan. */
export type Access = 'public' | 'session' | 'plan';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `markAccess` on the scopes of app.ts; absent on public routes. */
    access?: Access;
  }
}

/** An onRoute hook for a scope of app.ts: its routes (and those of its children, until one says otherwise) need `access`. */
export const markAccess = (access: Access) => (route: RouteOptions) => {
  route.config = { ...(route.config as object), access };
};

/** '/api/logs/nutrition/:id' -> '/api/logs/nutrition/{id}', as OpenAPI writes paths. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** What each error status means, whatever the route (a route may say more in route-summaries.ts). */
export const ERROR_MEANINGS: Record<number, string> = {
  400: 'Solicitud no válida: un dato falta, sobra o no cumple su regla (`code` VALIDATION_ERROR), o la dirección o el JSON están mal formados.',
  401: 'Sin sesión, o la sesión venció o se cerró (`code` UNAUTHORIZED): inicia sesión de nuevo.',
  402: 'El plan del usuario (prueba o pagado) no está activo (`code` PLAN_INACTIVE): contrata un plan.',
  403: 'La firma o el token de verificación no son válidos.',
  404: 'No existe, o no es del usuario (`code` NOT_FOUND).',
  409: 'Conflicto con el estado actual; con Idempotency-Key, una solicitud con la misma clave sigue en curso (`code` IDEMPOTENCY_IN_PROGRESS).',
  413: 'La solicitud es demasiado grande.',
  414: 'Un dato de la ruta es demasiado largo (más de 1000 caracteres).',
  415: 'Tipo de contenido no admitido: envía `application/json`.',
  422: 'Esta clave Idempotency-Key ya se usó con otra solicitud (`code` IDEMPOTENCY_KEY_REUSED).',
  429: 'Demasiadas solicitudes: espera los segundos que dice la cabecera Retry-After.',
  503: 'El servidor se está reiniciando o su base de datos no responde (`code` SERVER_RESTARTING): reintenta en unos segundos.',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The statuses a route answers because of where it is and what it takes, whatever its handler does. */
export function commonStatuses(method: string, path: string, access: Access): number[] {
  const statuses = [400, 503];
  if (BODY_METHODS.has(method)) statuses.push(413, 415);
  if (access !== 'public') statuses.push(401);
  if (access === 'plan' && !opensWithoutPlan(method, path)) statuses.push(402);
  if (access !== 'public' && isWriteLimited(method, path)) statuses.push(429);
  if (access !== 'public' && method === 'POST') statuses.push(409, 422);
  if (path.includes('{')) statuses.push(404, 414);
  return statuses;
}

const TIME_ZONE_PARAMETER = {
  name: 'X-Time-Zone',
  in: 'header',
  required: false,
  description:
    'Zona horaria IANA del usuario (p. ej. America/Lima): define qué día es «hoy» para sus registros y resúmenes. Una zona no válida o ausente se toma como America/Lima.',
  schema: { type: 'string', maxLength: 64, examples: ['America/Lima'] },
};
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Clave única de esta solicitud (p. ej. un UUID): si se repite con la misma solicitud en 24 h, se responde la primera respuesta (cabecera Idempotent-Replayed: true) sin repetir el registro.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, unknown>; headers?: object }>;
  'x-route'?: { access: Access };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
};

const SUCCESS_MEANINGS: Record<string, string> = {
  '200': 'Correcto',
  '201': 'Creado',
  '204': 'Hecho, sin contenido',
  '303': 'Redirige a la página que dice la cabecera Location',
};

function tagOf(path: string, entry: RouteDoc | undefined): string {
  return entry?.tag ?? path.split('/')[2] ?? 'api';
}

/** One operation made precise: its id, its statuses, its media types, the headers it reads. */
function refineOperation(method: string, path: string, op: Operation): Operation {
  const entry = ROUTE_SUMMARIES[`${method} ${path}`];
  const access = op['x-route']?.access ?? 'public';
  delete op['x-route'];
  const responses: Operation['responses'] = {};
  for (const [status, response] of Object.entries(op.responses)) {
    responses[status] = {
      ...response,
      description:
        response.description === 'Default Response'
          ? (entry?.answers?.[Number(status)]?.description ?? SUCCESS_MEANINGS[status] ?? 'Correcto')
          : response.description,
    };
  }
  // A signed-in POST's 2xx may be the first answer again, replayed for its Idempotency-Key.
  if (access !== 'public' && method === 'POST')
    for (const [status, response] of Object.entries(responses))
      if (status.startsWith('2'))
        responses[status] = {
          ...response,
          headers: {
            'Idempotent-Replayed': {
              description: 'true: la primera respuesta a esta Idempotency-Key, repetida (no se registró nada de nuevo)',
              schema: { type: 'string', const: 'true' },
            },
          },
        };
  for (const [status, answer] of Object.entries(entry?.answers ?? {})) {
    if (!answer) continue;
    const existing = responses[status];
    if (answer.media === 'none') {
      responses[status] = { description: answer.description };
      continue;
    }
    if (answer.media === 'redirect') {
      responses[status] = {
        description: answer.description,
        headers: { Location: { description: 'Adónde ir', schema: { type: 'string' } } },
      };
      continue;
    }
    const content = answer.replaces ? {} : { ...existing?.content };
    content[answer.media] = { schema: answer.schema ?? { type: 'string' } };
    responses[status] = { ...existing, description: answer.description, content };
  }
  // A route that declares no 2xx of its own in zod has swagger's default 200: drop it when the route says otherwise.
  if (entry?.noDefault200 && !entry.answers?.[200]) delete responses['200'];
  const statuses = new Set([...commonStatuses(method, path, access), ...Object.keys(entry?.errors ?? {}).map(Number)]);
  for (const status of [...statuses].sort()) {
    if (responses[status]) continue;
    const response: Operation['responses'][string] = {
      description: entry?.errors?.[status] ?? ERROR_MEANINGS[status] ?? 'Error',
      content: { 'application/json': { schema: ERROR_REF } },
    };
    if (status === 429)
      response.headers = {
        'Retry-After': { description: 'Segundos que hay que esperar', schema: { type: 'integer', minimum: 0 } },
      };
    responses[status] = response;
  }
  // Real request and answer bodies (scripts/api-examples.ts), for the main operations.
  const example = entry
    ? (EXAMPLES as Record<string, { request?: unknown; status: number; media?: string; response?: unknown }>)[entry.id]
    : undefined;
  const requestMedia = Object.values(op.requestBody?.content ?? {})[0] as { example?: unknown } | undefined;
  if (example?.request !== undefined && requestMedia) requestMedia.example = example.request;
  const answerMedia =
    example?.response !== undefined
      ? (responses[example.status]?.content?.[example.media ?? 'application/json'] as { example?: unknown } | undefined)
      : undefined;
  if (answerMedia) answerMedia.example = example!.response;
  const parameters = [...(op.parameters ?? [])];
  if (access !== 'public') parameters.push(TIME_ZONE_PARAMETER);
  if (access !== 'public' && method === 'POST') parameters.push(IDEMPOTENCY_PARAMETER);
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return {
    ...(entry ? { operationId: entry.id } : {}),
    ...op,
    ...(entry ? { summary: entry.summary, tags: [tagOf(path, entry)] } : {}),
    ...(entry?.description ? { description: entry.description } : {}),
    security: access === 'public' ? [] : [{ sesion: [] }],
    ...(parameters.length ? { parameters } : {}),
    responses: sorted,
  };
}

/** The $refs a value holds, as component names. */
function refsOf(value: unknown, into: Set<string>) {
  JSON.stringify(value, (key, v) => {
    if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/'))
      into.add(v.slice('#/components/schemas/'.length));
    return v;
  });
}

/** The whole document made precise: operations, servers, tags, and only the components it uses. */
export function refineDocument(document: Document, servers: { url: string; description: string }[]): Document {
  const paths: Document['paths'] = {};
  for (const [path, ops] of Object.entries(document.paths)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(ops))
      paths[path][method] = refineOperation(method.toUpperCase(), path, op);
  }
  const all = { ...document.components.schemas } as Parameters<(typeof DOCUMENT_OVERRIDES)[number]>[0];
  for (const override of DOCUMENT_OVERRIDES) Object.assign(all, override(all));
  const used = new Set<string>();
  refsOf(paths, used);
  for (let grew = true; grew; ) {
    const before = used.size;
    for (const name of [...used]) refsOf(all[name], used);
    grew = used.size > before;
  }
  // A request schema is 'XInput' beside the answer schema 'X'; alone, it is just 'X'.
  const names = new Map([...used].map((name) => [name, name]));
  for (const name of used) {
    const base = name.replace(/Input$/, '');
    if (base !== name && !used.has(base)) names.set(name, base);
  }
  const rename = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(/"#\/components\/schemas\/(\w+)"/g, (_, name: string) =>
        JSON.stringify(`#/components/schemas/${names.get(name) ?? name}`),
      ),
    );
  const schemas = Object.fromEntries(
    [...used].map((name) => [names.get(name)!, rename(all[name])] as const).sort(([a], [b]) => a.localeCompare(b)),
  );
  const tagNames = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
  return {
    ...document,
    servers,
    tags: TAGS.filter((tag) => tagNames.has(tag.name)),
    paths: rename(paths),
    components: { ...document.components, schemas },
  };
}

export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl?: string | null } = {}) {
  const transform = createJsonSchemaTransform({ schemaRegistry: API_SCHEMAS });
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry: API_SCHEMAS });
  const servers = publicUrl
    ? [{ url: publicUrl, description: 'NutriCoach' }]
    : [{ url: '/', description: 'Este servidor (las rutas empiezan por /api)' }];
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de NutriCoach',
        description:
          'Coaching de nutrición en español. Cada error responde `{ message, code? }` (el esquema Error) con `message` en español, listo para mostrar. Guía: docs/api.md.',
        version: '1.0.0',
        license: { name: 'Privada', identifier: 'LicenseRef-NutriCoach' },
      },
      components: {
        securitySchemes: {
          sesion: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'El token que devuelven POST /api/auth/verify-code y verify-temporary-token.',
          },
        },
      },
    },
    transform: (args) => {
      const transformed = transform(args);
      const access = (args.route.config as { access?: Access } | undefined)?.access ?? 'public';
      return { ...transformed, schema: { ...transformed.schema, 'x-route': { access } } };
    },
    transformObject: (args) => {
      const document = withComponents(args) as unknown as Document;
      return refineDocument(document, servers) as never;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
