/** Builds the real app on a test database; helpers to sign in through the real code flow. */
import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { DEFAULT_TIME_ZONE, type UserCountry } from '@nutricoach/core/constants/countries';
import { dishNearness } from '@nutricoach/core/rules/dish-country';
import { type ApiCall, type OnboardingOptions, onboardAsAna } from '@nutricoach/core/contract/onboarding.test-support';
import { addDays } from '@nutricoach/core/rules/week';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { plateCountries } from '../catalog/region-plates.ts';
import { seedCatalog } from '../catalog/seed.ts';
import { todayOf } from '../lib/today.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { nutritionLogs, weightMeasurements } from '../db/schema.ts';
import { checkAnswer } from './conformance.ts';
import { openTestDatabase } from './database.ts';

export type RequestHeaders = Record<string, string>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** One request with a JSON body when one is given; `x-time-zone` as the web client sends it, unless `headers` say otherwise. */
export type Call = (
  method: Method,
  url: string,
  headers?: RequestHeaders,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

export type TestApp = { app: FastifyInstance; db: Db; config: Config; call: Call; close: () => Promise<void> };

/** The zone the tests' requests are in: the server's default, so a request without the header means the same. */
export const TEST_TIME_ZONE = DEFAULT_TIME_ZONE;
/** Today in TEST_TIME_ZONE: what the server takes as today for the tests' requests. */
export const testToday = () => todayOf(TEST_TIME_ZONE);

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/nutricoach-test-unused',
  });
  // The per-user limits are high here (a test may write more than 60 times a minute as one user);
  // rate-limit.test.ts and the e2e suite run with the real defaults.
  const limits = { writesPerMinute: 100_000, exportsPerHour: 100_000, ...overrides.limits };
  return { ...base, ...overrides, codes: { ...base.codes, ...overrides.codes }, limits };
}

/** Sees an answer before it leaves (as an onSend hook), without changing it. */
export type AnswerHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;

/**
 * `beforeReady` may add a test's own hooks to the real app before it starts. Every answer is
 * checked against the app's /api/openapi.json (test-support/conformance.ts); `onAnswer` sees
 * each one too (scripts/api-examples.ts records them).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  onAnswer?: AnswerHook,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    database,
    logger: false,
    onAnswer: async (request, reply, payload) => {
      checkAnswer(request, reply, payload);
      onAnswer?.(request, reply, payload);
      return payload;
    },
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    call: (method, url, headers = {}, payload) =>
      app.inject({
        method,
        url,
        headers: { 'x-time-zone': TEST_TIME_ZONE, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The file's test app: made before its tests (with the food catalog seeded when asked) and closed
 * after them. The object is filled in by `beforeAll`, so read it inside a test or a hook.
 */
export function useTestApp({ catalog = false }: { catalog?: boolean } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    if (catalog) await seedCatalog(t.db);
  });
  afterAll(() => t.close?.());
  return t;
}

/** The Stripe provider with an offline key: webhooks signed with `webhookSecret` are the only way in. */
export const offlineStripe = (webhookSecret: string): Config['payments'] => ({
  provider: 'stripe',
  secretKey: 'sk_test_offline',
  webhookSecret,
  prices: { monthly: 'price_m', three_months: 'price_q' },
});

let phoneCounter = 0;
/** A distinct valid Peruvian mobile number per call (E.164). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+51 9${String(process.pid % 100).padStart(2, '0')}${String(phoneCounter).padStart(6, '0')}`.replaceAll(
    ' ',
    '',
  );
}

export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
  const code = res.json().messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Signs a new (or existing) user in through send-code and verify-code; returns the bearer header. */
export async function signIn(app: FastifyInstance, phone = uniquePhone()) {
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`send-code ${sent.statusCode}: ${sent.body}`);
  const code = await latestCode(app, phone);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { phone, code } });
  if (verified.statusCode !== 200) throw new Error(`verify-code ${verified.statusCode}: ${verified.body}`);
  const token: string = verified.json().token;
  return { phone, token, headers: { authorization: `Bearer ${token}` } };
}

/** Takes a signed-in user through the worked example's onboarding (core's onboardAsAna); any failed call throws. */
export async function onboard(t: TestApp, headers: RequestHeaders, options?: OnboardingOptions) {
  const call: ApiCall = async (method, path, body) => {
    const res = await t.call(method, `/api${path}`, headers, body);
    if (res.statusCode >= 300) throw new Error(`${method} ${path} ${res.statusCode}: ${res.body}`);
    return res.body ? res.json() : undefined;
  };
  await onboardAsAna(call, options);
}

/** A new user, signed in and taken through the onboarding: what most tests start from. */
export async function onboardedUser(t: TestApp, options?: OnboardingOptions) {
  const user = await signIn(t.app);
  await onboard(t, user.headers, options);
  return user;
}

/** A valid POST /api/logs/nutrition body (a lunch on 2025-01-10); `patch` overrides its fields. */
export const mealBody = (patch: object = {}) => ({
  nutrition_log: {
    date: '2025-01-10',
    meal_type: 'lunch',
    description: 'Lomo saltado',
    calories: 600,
    protein: 30,
    fat: 20,
    carbs: 60,
    ...patch,
  },
});

/** Ana's last 28 days: 2,000 kcal a day in two meals, losing 0.5 kg a week from 80 kg (enough to measure her expenditure). */
export async function fourWeeksLosingHalfAKilo(db: Db, userId: string) {
  const today = testToday();
  const days = Array.from({ length: 28 }, (_, i) => addDays(today, i - 28));
  await db.insert(nutritionLogs).values(
    days.flatMap((date) => [
      { userId, date, mealType: 'lunch', description: 'Almuerzo', calories: 1200, protein: 60, fat: 40, carbs: 140 },
      { userId, date, mealType: 'dinner', description: 'Cena', calories: 800, protein: 40, fat: 25, carbs: 90 },
    ]),
  );
  await db
    .insert(weightMeasurements)
    .values(days.map((date, i) => ({ userId, date, weight: Math.round((80 - (0.5 / 7) * i) * 10) / 10 })));
  return days;
}

/**
 * Plates in the plate list's order for a person of `country`: the country's dishes, then its
 * region's, then everywhere's, then the others, each in catalog order (docs/strict-plan.md).
 */
export function inPlateListOrder<P extends { id: string }>(plates: readonly P[], country: UserCountry): P[] {
  return plates
    .map((p, i) => ({ p, i, near: dishNearness(plateCountries(p.id), country) }))
    .sort((a, b) => a.near - b.near || a.i - b.i)
    .map(({ p }) => p);
}
