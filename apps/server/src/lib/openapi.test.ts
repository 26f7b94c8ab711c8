import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { openApiPath } from './openapi.ts';
import { ROUTE_SUMMARIES } from './route-summaries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    expect(sendCode.security).toBeUndefined();
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
