/**
 * Fuzzes every route the app registers with bad bodies, queries, params and tokens: a client's
 * mistake must be a 4xx with a Spanish `message`, never a 5xx. Routes come from the app itself
 * (printRoutes), their schemas from the validator compiler the app hands them to.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { seedCatalog } from './catalog/seed.ts';
import { DATA_EXCEPTION } from './lib/errors.ts';
import { type Document, mismatchOf, takeConformanceProblems } from './test-support/conformance.ts';
import { operationsOf } from './test-support/fuzz-document.ts';
import { testDbKind } from './test-support/database.ts';
import { createTestApp, mealBody, offlineStripe, onboard, signIn, type TestApp } from './test-support/app.ts';
import {
  badSegment,
  badTokens,
  badValue,
  encodeSegment,
  IMPOSSIBLE_DATES,
  inputFor,
  JSON_TYPE,
  junkQuery,
  rawBodies,
  timeZones,
  toQueryString,
  type JsonSchema,
} from './test-support/fuzz-inputs.ts';

/** Requests sent to the API, and signed Stripe events sent to the webhook, per run. */
const API_REQUESTS = 8000;
/** Requests per operation in the document's own pass (valid and forbidden ones). */
const DOCUMENT_REQUESTS_PER_OPERATION = Number(process.env.FUZZ_DOCUMENT_REQUESTS ?? 24);
const STRIPE_EVENTS = 500;
const SEED = Number(process.env.FUZZ_SEED ?? 20260212);

/**
 * Rules the server enforces that a JSON Schema cannot state (docs/api.md, What the document cannot
 * say): a request the document allows may be refused for these, by their message. Any other
 * allowed request refused as invalid means the document is looser than the server: the pass fails.
 */
const RULES_THE_DOCUMENT_CANNOT_STATE = [
  /contiene un carácter no permitido/, // a NUL or half a surrogate pair, in any text
  /Las calorías mínimas no pueden ser mayores que las máximas/,
  /Elige un día distinto para copiar/,
  /^Revisa (la etiqueta|las calorías)/, // an own food's label: its macros and calories against its weight
  /El código de barras no es válido/, // a barcode's check digit
];

type Part = 'body' | 'querystring' | 'params';
/** Filled while the app builds: every schema the app compiles, by route. */
const schemasByRoute = vi.hoisted(() => new Map<string, Partial<Record<string, unknown>>>());

vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...original,
    validatorCompiler: (route: Parameters<typeof original.validatorCompiler>[0]) => {
      const key = `${route.method} ${route.url}`;
      schemasByRoute.set(key, { ...schemasByRoute.get(key), [route.httpPart ?? 'body']: route.schema });
      return original.validatorCompiler(route);
    },
  };
});

type Route = { method: string; url: string; schemas: Partial<Record<Part, JsonSchema>> };

/** Method and path of every route, read from the app's printRoutes tree. */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const compiled = schemasByRoute.get(`${method} ${path}`) ?? {};
      const schemas: Route['schemas'] = {};
      for (const part of ['body', 'querystring', 'params'] as const) {
        if (compiled[part])
          schemas[part] = z.toJSONSchema(compiled[part] as z.ZodType, {
            io: 'input',
            unrepresentable: 'any',
          }) as JsonSchema;
      }
      routes.push({ method, url: path, schemas });
    }
  }
  return routes;
}

type Fuzzed = { method: string; url: string; headers: Record<string, string>; payload?: string };

function requestFor(
  route: Route,
  auth: fc.Arbitrary<string | undefined>,
  knownSegments: string[],
): fc.Arbitrary<Fuzzed> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const segment = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownSegments) },
    { weight: 3, arbitrary: badSegment },
  );
  const params = fc.tuple(...names.map(() => segment));
  const query = route.schemas.querystring
    ? fc.oneof(
        { weight: 6, arbitrary: inputFor(route.schemas.querystring).map(toQueryString) },
        { weight: 1, arbitrary: junkQuery },
      )
    : fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: junkQuery });
  const json = (schema: JsonSchema | undefined) =>
    (schema ? inputFor(schema) : badValue).map((v) => ({
      payload: JSON.stringify(v) as string | undefined,
      type: JSON_TYPE,
    }));
  const none = fc.constant({ payload: undefined as string | undefined, type: JSON_TYPE });
  const body =
    route.method === 'GET'
      ? none
      : route.schemas.body
        ? fc.oneof(
            { weight: 10, arbitrary: json(route.schemas.body) },
            { weight: 1, arbitrary: rawBodies },
            { weight: 1, arbitrary: none },
          )
        : fc.oneof(
            { weight: 4, arbitrary: none },
            { weight: 1, arbitrary: json(undefined) },
            { weight: 1, arbitrary: rawBodies },
          );
  return fc
    .record({ params, query, body, auth, timeZone: timeZones })
    .map(({ params, query, body, auth, timeZone }) => {
      let path = route.url;
      for (const [i, name] of names.entries()) path = path.replace(`:${name}`, encodeSegment(params[i]!));
      const headers: Record<string, string> = { 'x-time-zone': timeZone };
      if (auth !== undefined) headers.authorization = auth;
      if (body.payload !== undefined) headers['content-type'] = body.type;
      return { method: route.method, url: query ? `${path}?${query}` : path, headers, payload: body.payload };
    });
}

/**
 * A path segment over maxParamLength, or an undecodable URL, is answered by Fastify's router before
 * any hook or error handler: app.ts passes `frameworkErrors` (lib/errors.ts) so it is in Spanish too.
 */
const ANSWERED_BY_ROUTER = new Set(['FST_ERR_MAX_PARAM_LENGTH', 'FST_ERR_BAD_URL']);

/** English words a Spanish message would not hold (zod's type names such as 'string' are fine). */
const ENGLISH =
  /\b(the|must|should|expected|received|invalid|required|unexpected|property|found|allowed|cannot|failed|request|body|error occurred)\b/i;

/** What a bearer token says, for the failure report. */
function claimsOf(authorization: string | undefined): string {
  if (authorization === undefined) return 'none';
  try {
    return (
      Buffer.from(authorization.replace(/^Bearer /, '').split('.')[1] ?? '', 'base64url')
        .toString()
        .slice(0, 120) || authorization.slice(0, 30)
    );
  } catch {
    return authorization.slice(0, 30);
  }
}

type Outcome = {
  sent: number;
  serverErrors: number;
  withoutSpanishMessage: number;
  refusedByDatabase: number;
  answeredByRouter: number;
  byRoute: Map<string, number>;
  problems: string[];
};

/** Sends the requests one after another; counts 5xx per route and keeps a few examples of each problem. */
async function fire(app: FastifyInstance, requests: Fuzzed[], routeOf: (r: Fuzzed) => string): Promise<Outcome> {
  const outcome: Outcome = {
    sent: 0,
    serverErrors: 0,
    withoutSpanishMessage: 0,
    refusedByDatabase: 0,
    answeredByRouter: 0,
    byRoute: new Map(),
    problems: [],
  };
  const describeRequest = (r: Fuzzed) =>
    `${r.method} ${r.url.slice(0, 160)} ${JSON.stringify(r.payload?.slice(0, 300) ?? null)} auth=${claimsOf(r.headers.authorization)}`;
  const note = (route: string, text: string) => {
    const seen = outcome.problems.filter((p) => p.startsWith(route)).length;
    if (seen < 3) outcome.problems.push(`${route}: ${text}`);
  };
  for (const request of requests) {
    const res = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    outcome.sent += 1;
    const route = routeOf(request);
    if (res.statusCode >= 500) {
      outcome.serverErrors += 1;
      outcome.byRoute.set(route, (outcome.byRoute.get(route) ?? 0) + 1);
      note(route, `${res.statusCode} for ${describeRequest(request)}`);
      continue;
    }
    if (res.statusCode < 400 || String(res.headers['content-type']).startsWith('text/html')) continue; // sandbox pages answer HTML
    let body: { message?: unknown; code?: unknown } = {};
    try {
      body = res.json();
    } catch {
      // not JSON: caught below as a missing message
    }
    if (body.code === DATA_EXCEPTION) {
      outcome.refusedByDatabase += 1;
      note(
        route,
        `${res.statusCode} ${DATA_EXCEPTION}: validation let it reach the database: ${describeRequest(request)}`,
      );
      continue;
    }
    // Answered by the router before any hook (app.ts passes frameworkErrors): still needs Spanish.
    if (typeof body.code === 'string' && ANSWERED_BY_ROUTER.has(body.code)) outcome.answeredByRouter += 1;
    const message = body.message;
    if (typeof message !== 'string' || message.trim() === '' || ENGLISH.test(message.replace(/«[^»]*»/g, ''))) {
      outcome.withoutSpanishMessage += 1;
      note(
        route,
        `${res.statusCode} without a Spanish message for ${describeRequest(request)} -> ${res.body.slice(0, 200)}`,
      );
    }
  }
  return outcome;
}

function report(what: string, outcome: Outcome) {
  const routes = [...outcome.byRoute].sort((a, b) => b[1] - a[1]).map(([route, n]) => `  ${n} × ${route}`);
  console.log(
    [
      `fuzz (${testDbKind}): ${outcome.sent} ${what}, ${outcome.serverErrors} answered 5xx, ${outcome.withoutSpanishMessage} 4xx without a Spanish message, ${outcome.refusedByDatabase} refused by the database, ${outcome.answeredByRouter} answered by the router (${[...ANSWERED_BY_ROUTER].join(', ')}), seed ${SEED}`,
      ...routes,
    ].join('\n'),
  );
}

let t: TestApp;
let stripeApp: TestApp;
/** The document's pass: its sign-in calls (and the re-sign-ins after a logout it sends) are not limited per address. */
let documentApp: TestApp;
const WEBHOOK_SECRET = 'whsec_fuzz';

beforeAll(async () => {
  t = await createTestApp();
  stripeApp = await createTestApp({ payments: offlineStripe(WEBHOOK_SECRET) });
  documentApp = await createTestApp({
    codes: { maxPerIpPerHour: 1_000_000, maxPerHourGlobal: 1_000_000 } as TestApp['config']['codes'],
  });
  // The catalog's foods and plates, so searches, items and plans reach their real code.
  await seedCatalog(documentApp.db);
});
afterAll(async () => {
  await t?.close();
  await stripeApp?.close();
  await documentApp?.close();
});

describe(`fuzzing every route (${testDbKind})`, () => {
  it('answers bad bodies, queries, params and tokens with a 4xx and a Spanish message, never a 5xx', {
    timeout: 180_000,
  }, async () => {
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.find((r) => r.method === 'POST' && r.url === '/api/logs/nutrition')?.schemas.body).toBeDefined();

    // A real, onboarded user (targets, diet) with a meal and a workout, so right-looking calls reach the database.
    const session = await signIn(t.app);
    const h = { ...session.headers, 'x-time-zone': 'America/Lima' };
    await onboard(t, h, { finish: false });
    const today = new Date().toISOString().slice(0, 10);
    const meal = await t.app.inject({
      method: 'POST',
      url: '/api/logs/nutrition',
      headers: h,
      payload: mealBody(),
    });
    const workout = await t.app.inject({
      method: 'POST',
      url: '/api/logs/training',
      headers: h,
      payload: {
        training_log: { date: '2025-01-10', description: 'Correr', duration: 30, units: 'minutes', calories: 300 },
      },
    });
    expect([meal.statusCode, workout.statusCode]).toEqual([201, 201]);
    const foods = (await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers: h })).json();
    const foodId: string = foods.allowed?.[0]?._id ?? 'x';
    const sub = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()).sub as string;

    const bad = await badTokens(t.config.jwtSecret, sub);
    const auth = fc.oneof(
      { weight: 14, arbitrary: fc.constant(session.headers.authorization) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constantFrom(...bad.map((b) => `Bearer ${b}`)) },
    );
    const knownSegments = [
      meal.json()._id,
      workout.json()._id,
      foodId,
      today,
      ...IMPOSSIBLE_DATES.slice(0, 4),
      ...bad.slice(0, 14),
    ];
    const arbitrary = fc
      .integer({ min: 0, max: routes.length - 1 })
      .chain((i) => requestFor(routes[i]!, auth, knownSegments));
    const requests = fc.sample(arbitrary, { seed: SEED, numRuns: API_REQUESTS });
    const routeOf = (r: Fuzzed) => {
      const path = r.url.split('?')[0]!;
      const route = routes.find(
        (x) => x.method === r.method && new RegExp(`^${x.url.replace(/:\w+/g, '[^/]*')}$`).test(path),
      );
      return `${r.method} ${route?.url ?? path}`;
    };

    const started = Date.now();
    const outcome = await fire(t.app, requests, routeOf);
    report(`requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`, outcome);
    expect(outcome.problems.length, outcome.problems.join('\n')).toBe(0);
  });

  it("sends every operation requests built from the document's own schemas: no 5xx, no answer the document does not allow, no forbidden request accepted", {
    timeout: 180_000,
  }, async () => {
    const own = (await documentApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    // FUZZ_DOCUMENT=file.json: the same pass judged against another document (an older one, for its figures).
    const document: Document = process.env.FUZZ_DOCUMENT
      ? JSON.parse(readFileSync(process.env.FUZZ_DOCUMENT, 'utf8'))
      : own;
    // A real, onboarded user with a meal; signed in again whenever a request of the pass ends the
    // session (logout, logoutAll) or the account (deleteAccount), so the live token stays live.
    const newUser = async () => {
      const session = await signIn(documentApp.app);
      const h = { ...session.headers, 'x-time-zone': 'America/Lima' };
      await onboard(documentApp, h, { finish: false });
      const meal = await documentApp.app.inject({
        method: 'POST',
        url: '/api/logs/nutrition',
        headers: h,
        payload: mealBody(),
      });
      expect(meal.statusCode).toBe(201);
      return { session, meal: meal.json() };
    };
    let live = await newUser();
    const sub = JSON.parse(Buffer.from(live.session.token.split('.')[1]!, 'base64url').toString()).sub as string;
    const bad = await badTokens(documentApp.config.jwtSecret, sub);
    const LIVE = 'Bearer (the live session)';
    const auth = fc.oneof(
      { weight: 12, arbitrary: fc.constant({ header: LIVE, live: true }) },
      { weight: 1, arbitrary: fc.constant({ live: false }) },
      { weight: 1, arbitrary: fc.constantFrom(...bad.map((b) => ({ header: `Bearer ${b}`, live: false }))) },
    );
    const operations = operationsOf(document, {
      auth,
      timeZone: timeZones,
      segments: [live.meal._id, live.meal.items?.[0]?.id ?? 'x', new Date().toISOString().slice(0, 10)],
    });
    const ENDS_SESSION = /^(POST \/api\/auth\/logout(-all)?|DELETE \/api\/user)$/;
    expect(operations.length).toBeGreaterThan(90);

    const figures = { sent: 0, allowed: 0, serverErrors: 0, undocumented: 0, forbiddenAccepted: 0, allowedRefused: 0 };
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const refusedAllowed: string[] = [];
    const note = (list: string[], text: string) => {
      if (list.filter((p) => p.startsWith(text.split(' -> ')[0]!)).length < 2) list.push(text);
    };
    const started = Date.now();
    for (const [i, operation] of operations.entries()) {
      const requests = fc.sample(operation.requests, { seed: SEED + i, numRuns: DOCUMENT_REQUESTS_PER_OPERATION });
      for (const request of requests) {
        const headers = { ...request.headers };
        if (headers.authorization === LIVE) headers.authorization = live.session.headers.authorization;
        const res = await documentApp.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers,
          payload: request.payload,
        });
        takeConformanceProblems(); // judged here, against `document`
        if (ENDS_SESSION.test(operation.name) && res.statusCode < 300) live = await newUser();
        figures.sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (!request.forbidden) figures.allowed += 1;
        const shown = `${operation.name} -> ${res.statusCode} for ${request.method} ${request.url.slice(0, 150)} ${JSON.stringify(request.payload?.slice(0, 200) ?? null)}`;
        if (res.statusCode >= 500) {
          figures.serverErrors += 1;
          note(problems, `${shown}: a 5xx (${res.body.slice(0, 120)})`);
        }
        const mismatch = mismatchOf(
          document,
          { method: request.method, routeOptions: { url: operation.name.split(' ')[1]! } } as never,
          { statusCode: res.statusCode, getHeader: (name: string) => res.headers[name] } as never,
          res.body,
        );
        if (mismatch) {
          figures.undocumented += 1;
          note(problems, `${shown}: ${mismatch.slice(0, 300)}`);
        }
        if (request.forbidden && res.statusCode < 300) {
          figures.forbiddenAccepted += 1;
          note(problems, `${shown}: accepted, though the document forbids its ${request.forbidden}`);
        }
        if (!request.forbidden && res.statusCode === 400 && res.json().code === 'VALIDATION_ERROR') {
          figures.allowedRefused += 1;
          const message = res.json().message as string;
          note(refusedAllowed, `${shown}: ${message}`);
          if (!RULES_THE_DOCUMENT_CANNOT_STATE.some((rule) => rule.test(message)))
            note(problems, `${shown}: refused (${message}), though the document allows it`);
        }
      }
    }
    console.log(
      [
        `fuzz from the document (${testDbKind}${process.env.FUZZ_DOCUMENT ? `, judged against ${process.env.FUZZ_DOCUMENT}` : ''}): ${figures.sent} requests over ${operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s, ${figures.allowed} allowed by the document; ${figures.serverErrors} answered 5xx, ${figures.undocumented} answers the document does not allow, ${figures.forbiddenAccepted} forbidden requests accepted, ${figures.allowedRefused} allowed requests refused as invalid (rules the document cannot state: docs/api.md), seed ${SEED}`,
        `  statuses: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ')}`,
        ...refusedAllowed.map((r) => `  refused though allowed: ${r}`),
      ].join('\n'),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('acknowledges every signed Stripe event, whatever its user and plan fields hold, never with a 5xx', {
    timeout: 120_000,
  }, async () => {
    const session = await signIn(stripeApp.app);
    const userId = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()).sub as string;
    const stripe = new Stripe('sk_test_offline');
    const text = fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map((s) => `sub_${s}`) },
      { weight: 1, arbitrary: badValue },
    );
    const user = fc.oneof(
      { weight: 2, arbitrary: fc.constant(userId) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 3, arbitrary: badValue },
    );
    const now = Math.floor(Date.now() / 1000);
    const event = fc
      .record({
        n: fc.nat(),
        type: fc.constantFrom(
          'checkout.session.completed',
          'invoice.paid',
          'invoice.payment_failed',
          'customer.subscription.updated',
          'customer.subscription.deleted',
          'customer.created',
        ),
        user,
        metadataUser: user,
        planType: fc.oneof(fc.constantFrom('monthly', 'three_months'), badValue),
        subscription: text,
        customer: text,
        amount: fc.oneof(fc.integer({ min: 0, max: 99_999_999 }), fc.constant(null)),
        end: fc.integer({ min: now - 400 * 86_400, max: now + 400 * 86_400 }),
        flag: fc.boolean(),
      })
      .map((e) => {
        const object = {
          object: 'x',
          id: e.subscription,
          client_reference_id: e.user,
          metadata: { user_id: e.metadataUser, plan_type: e.planType },
          subscription: e.subscription,
          customer: e.customer,
          amount_total: e.amount,
          amount_paid: e.amount,
          parent: { subscription_details: { subscription: e.subscription } },
          lines: { data: [{ period: { end: e.end } }] },
          status: e.flag ? 'active' : 'canceled',
          cancel_at_period_end: e.flag,
          items: { data: [{ current_period_end: e.end }] },
          ended_at: e.end,
        };
        return { id: `evt_fuzz_${e.n}`, object: 'event', type: e.type, created: now, data: { object } };
      });
    const events = fc.sample(event, { seed: SEED, numRuns: STRIPE_EVENTS });
    const requests: Fuzzed[] = events.map((e) => {
      const payload = JSON.stringify(e);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return {
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': JSON_TYPE, 'stripe-signature': signature },
        payload,
      };
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await fire(stripeApp.app, requests, (r) => `${r.method} ${r.url} ${JSON.parse(r.payload!).type}`);
    warn.mockRestore();
    report('signed Stripe events', outcome);
    expect(outcome.problems.length, outcome.problems.join('\n')).toBe(0);
  });
});
