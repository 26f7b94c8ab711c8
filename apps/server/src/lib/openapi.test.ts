import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { documentValidator, mismatchOf } from '../test-support/conformance.ts';
import { openApiPath } from './openapi.ts';
import { ROUTE_SUMMARIES } from './route-summaries.ts';

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};
let doc: Document;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, method, path, op })),
  );
const op = (method: string, path: string) => doc.paths[path]![method]!;
const param = (o: Operation, name: string) => o.parameters?.find((p) => p.name === name);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** Every route the app serves under /api, as 'METHOD /path/{param}'. */
function servedRoutes(): string[] {
  const routes: string[] = [];
  const tree = t.app.printRoutes({ commonPrefix: false });
  // printRoutes draws a tree; rebuild full paths from its indentation.
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([^)]+)\)/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${openApiPath(url)}`);
  }
  return routes.filter((r) => r.includes(' /api/') && !r.includes('/api/docs') && !r.endsWith('/api/openapi.json'));
}

describe('GET /api/openapi.json', () => {
  it('describes every route with its schemas and a Spanish summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths as Record<string, Record<string, { summary?: string }>>).flatMap(
      ([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(60);
    expect(documented.map((d) => d.route).sort()).toEqual([...served].sort());
    for (const { route, op } of documented) {
      expect(op.summary, route).toBe(ROUTE_SUMMARIES[route]?.summary);
      expect(op.summary, route).toMatch(/[a-záéíóúñ]/);
    }
    // Schemas come from the zod contract.
    const sendCode = doc.paths['/api/auth/send-code'].post;
    expect(sendCode.requestBody.content['application/json'].schema.properties).toHaveProperty('phone');
    expect(sendCode.security).toEqual([]);
    const daily = doc.paths['/api/summaries/daily'].get;
    expect(daily.parameters.map((p: { name: string }) => p.name)).toContain('date');
    expect(daily.security).toEqual([{ sesion: [] }]);
    expect(Object.keys(daily.responses)).toContain('200');
  });

  it('names no route that is not served', () => {
    const served = new Set(servedRoutes());
    expect(Object.keys(ROUTE_SUMMARIES).filter((r) => !served.has(r) && r !== 'POST /api/payments/webhook')).toEqual(
      [],
    );
  });
});

describe('every operation (issue 32)', () => {
  it('has a unique camelCase operationId, a tag the document declares, and security said either way', () => {
    const ids = operations().map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const { route, op } of operations()) {
      expect(op.operationId, route).toBe(ROUTE_SUMMARIES[route]?.id);
      expect(op.tags.length, route).toBe(1);
      expect(tags.has(op.tags[0]!), route).toBe(true);
      expect(op.security, route).toBeDefined();
    }
    expect(op('post', '/api/auth/verify-code').security).toEqual([]);
    expect(op('get', '/api/logs/recent').security).toEqual([{ sesion: [] }]);
    expect(doc.servers.length).toBeGreaterThan(0);
  });

  it('lists its errors through the one Error schema, with a Spanish description for each answer', () => {
    for (const { route, op } of operations()) {
      expect(Object.keys(op.responses), route).toContain('400');
      expect(
        Object.keys(op.responses).some((s) => /^[23]/.test(s)),
        route,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(response.description, `${route} ${status}`).not.toBe('Default Response');
        // Errors are the Error schema; a route's own error body (BarcodeNotFound) holds its message too.
        const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
        if (Number(status) >= 400 && schema) {
          const name = schema.$ref?.replace('#/components/schemas/', '') ?? '';
          expect(doc.components.schemas[name]?.required, `${route} ${status}`).toContain('message');
          if (name !== 'Error')
            expect(ROUTE_SUMMARIES[route]?.answers?.[Number(status)], `${route} ${status}`).toBeDefined();
        }
      }
    }
    const errors = (method: string, path: string) => Object.keys(op(method, path).responses).filter((s) => s >= '400');
    // A signed-in write of the product: session, plan, write limit, idempotency, body.
    expect(errors('post', '/api/logs/nutrition')).toEqual([
      '400',
      '401',
      '402',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
    expect(errors('get', '/api/health')).toEqual(['400', '503']);
    // Open whatever the plan: no 402.
    expect(errors('get', '/api/payments/current-plan')).not.toContain('402');
    expect(errors('get', '/api/user/objective')).not.toContain('402');
    expect(errors('get', '/api/user/export')).toContain('429');
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'] });
  });

  it('gives answers that are not JSON their real media types, and the sandbox forms their 303', () => {
    const media = (method: string, path: string, status: string) =>
      Object.keys(op(method, path).responses[status]?.content ?? {});
    expect(media('get', '/api/user/export', '200')).toEqual(['application/json', 'text/csv']);
    expect(media('post', '/api/messaging/twilio/inbound', '200')).toEqual(['text/xml']);
    expect(media('get', '/api/payments/sandbox/checkout/{id}', '200')).toEqual(['text/html']);
    expect(media('get', '/api/payments/sandbox/checkout/{id}', '404')).toEqual(['text/html']);
    expect(media('get', '/api/strava/sandbox/authorize', '200')).toEqual(['text/html']);
    for (const path of [
      '/api/payments/sandbox/checkout/{id}/pay',
      '/api/payments/sandbox/checkout/{id}/cancel',
      '/api/payments/sandbox/portal/{token}/cancel',
      '/api/payments/sandbox/portal/{token}/switch/{plan_type}',
    ]) {
      expect(
        Object.keys(op('post', path).responses).filter((s) => s < '400'),
        path,
      ).toEqual(['303']);
    }
  });

  it('names the headers it reads: X-Time-Zone when signed in, Idempotency-Key on signed-in POSTs', () => {
    for (const { route, method, op } of operations()) {
      const signedIn = op.security.length > 0;
      expect(param(op, 'X-Time-Zone')?.in, route).toBe(signedIn ? 'header' : undefined);
      expect(param(op, 'Idempotency-Key')?.in, route).toBe(signedIn && method === 'post' ? 'header' : undefined);
    }
  });
});

describe('the schemas (issue 32)', () => {
  const schemas = () => doc.components.schemas;
  it("names the contract's schemas and refers to them from the operations", () => {
    for (const name of ['Error', 'Food', 'NutritionLog', 'DailySummary', 'MealEntry', 'TrainingLog', 'Plate'])
      expect(schemas()[name], name).toBeDefined();
    expect(op('get', '/api/summaries/daily').responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/DailySummary',
    });
    const text = JSON.stringify(doc);
    for (const name of Object.keys(schemas())) expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('states the choices the server makes: a meal of macros or of foods, a favourite food or meal', () => {
    expect(schemas().MealEntry!.oneOf).toEqual([
      { $ref: '#/components/schemas/MealWithMacros' },
      { $ref: '#/components/schemas/MealWithItems' },
    ]);
    expect(schemas().MealWithMacros).toMatchObject({
      required: expect.arrayContaining(['description', 'calories', 'protein', 'fat', 'carbs']),
      properties: { items: false },
    });
    expect(schemas().MealWithItems).toMatchObject({
      required: ['date', 'meal_type', 'items'],
      properties: { calories: false },
    });
    expect(schemas().FavoriteEntry!.oneOf).toHaveLength(2);
  });

  it('states the bounds the server enforces', () => {
    const date = (schemas().MealWithMacros!.properties as Record<string, Record<string, string>>).date!;
    expect(date.format).toBe('date');
    for (const ok of ['1900-01-01', '2100-12-31', '2024-02-29']) expect(ok).toMatch(new RegExp(date.pattern!));
    for (const bad of ['1899-12-31', '2101-01-01', '2025-13-01', '2025-01-32'])
      expect(bad).not.toMatch(new RegExp(date.pattern!));
    expect(param(op('get', '/api/foods/search'), 'limit')!.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 50,
    });
    expect(param(op('get', '/api/diet-plates/search'), 'page')!.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(param(op('get', '/api/diet-plates/search'), 'calories_max')!.schema).toMatchObject({
      type: 'number',
      minimum: 0,
    });
    const personal = schemas().PersonalInfoInput ?? schemas().PersonalInfo;
    expect((personal!.properties as Record<string, object>).height).toMatchObject({ multipleOf: 0.1, minimum: 120 });
    expect((schemas().Questionnaire!.properties as Record<string, object>).meal_habits).toMatchObject({
      uniqueItems: true,
    });
  });
});

describe('the examples (scripts/api-examples.ts)', () => {
  it('are real bodies of the main operations, each valid against its schema', () => {
    const { compile } = documentValidator(doc as never);
    let count = 0;
    for (const { route, op } of operations()) {
      const bodies = [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {})),
      ] as { schema: object; example?: unknown }[];
      for (const { schema, example } of bodies) {
        if (example === undefined) continue;
        count += 1;
        const validate = compile(schema);
        expect(
          validate(example),
          `${route}: ${JSON.stringify(validate.errors)} (run scripts/api-examples.ts again)`,
        ).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(op('post', '/api/logs/nutrition').requestBody!.content['application/json']).toHaveProperty('example');
    expect(op('get', '/api/summaries/daily').responses['200']!.content!['application/json']).toHaveProperty('example');
  });

  it('cover every operation: its request body and its success answer, whatever their media type', () => {
    const without: string[] = [];
    for (const { route, op } of operations()) {
      const hasExample = (content: Record<string, { example?: unknown }> | undefined) =>
        !content || Object.keys(content).length === 0 || Object.values(content).some((m) => m.example !== undefined);
      if (!hasExample(op.requestBody?.content as never)) without.push(`${route} (request)`);
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      if (success.length && !success.some(([, r]) => hasExample(r.content as never))) without.push(`${route} (answer)`);
    }
    expect(without, 'run scripts/api-examples.ts with a call of each').toEqual([]);
  });
});

describe('the conformance check (test-support/conformance.ts)', () => {
  const answer = (method: string, url: string, status: number, type: string) =>
    [
      { method, routeOptions: { url } },
      { statusCode: status, getHeader: () => type },
    ] as unknown as [Parameters<typeof mismatchOf>[1], Parameters<typeof mismatchOf>[2]];
  it('refuses a status, a media type or a body the document does not allow', () => {
    const json = 'application/json; charset=utf-8';
    expect(mismatchOf(t.app, ...answer('GET', '/api/health', 500, json), '{"message":"x"}')).toMatch(
      /status 500 is not documented/,
    );
    expect(mismatchOf(t.app, ...answer('GET', '/api/user/export', 200, 'text/plain'), 'a')).toMatch(
      /media type 'text\/plain'/,
    );
    expect(mismatchOf(t.app, ...answer('GET', '/api/summaries/daily', 200, json), '{"logs":[]}')).toMatch(
      /does not match/,
    );
    expect(mismatchOf(t.app, ...answer('GET', '/api/health', 400, json), '{"code":"X"}')).toMatch(/message/);
    expect(mismatchOf(t.app, ...answer('GET', '/api/health', 400, json), '{"message":"Mal"}')).toBeNull();
    expect(mismatchOf(t.app, ...answer('GET', '/not/documented', 500, json), '')).toBeNull();
  });
});

describe('GET /api/docs', () => {
  it('serves the docs page and its assets from the server itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
