/**
 * Per-user limits (issue 31), with the real defaults: 60 writes a minute, 6 exports an hour,
 * counted in the database so that two API processes on it do not double them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateCounters } from '../db/schema.ts';
import { createTestApp, mealBody, type RequestHeaders, signIn, type TestApp } from '../test-support/app.ts';
import { checkAnswerHook } from '../test-support/conformance.ts';

let t: TestApp;
/** A second API process on the same database (its own memory, its own hooks). */
let other: Awaited<ReturnType<typeof buildApp>>;
const defaults = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'x'.repeat(40),
  DATA_DIR: '/tmp/nutricoach-test-unused',
}).limits;

beforeAll(async () => {
  t = await createTestApp({ limits: defaults });
  other = await buildApp({
    onAnswer: checkAnswerHook,
    config: t.config,
    database: { db: t.db, kind: 'pglite', close: async () => {} },
    logger: false,
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const logMeal = (headers: RequestHeaders, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/logs/nutrition', headers, payload: mealBody() });
/** Moves the user's counting windows into the past, as if the time had gone by. */
const windowsPass = (seconds: number) =>
  t.db.update(rateCounters).set({ windowStart: sql`${rateCounters.windowStart} - make_interval(secs => ${seconds})` });

describe('the per-user write limit', () => {
  it('defaults to 60 writes a minute and 6 exports an hour', () => {
    expect(defaults).toEqual({ writesPerMinute: 60, exportsPerHour: 6 });
  });

  it('answers the 61st write of a minute with a 429 in Spanish and Retry-After, and holds across two processes', async () => {
    const { headers } = await signIn(t.app);
    const stranger = await signIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => logMeal(headers, i % 2 ? other : t.app).then((r) => r.statusCode)),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(60);
    for (const app of [t.app, other]) {
      const over = await logMeal(headers, app);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        message: expect.stringMatching(
          /^Estás guardando demasiados cambios seguidos\. Espera \d+ segundos? e intenta de nuevo\.$/,
        ),
        code: 'TOO_MANY_WRITES',
      });
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Reads still work, another user still writes, and signing out is never refused.
    expect((await t.call('GET', '/api/logs/recent', headers)).statusCode).toBe(200);
    expect((await logMeal(stranger.headers)).statusCode).toBe(201);
    // The next minute, the user writes again.
    await windowsPass(60);
    expect((await logMeal(headers)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
  });

  it('refuses the 7th export of an hour, JSON or CSV, with Retry-After in minutes', async () => {
    const { headers } = await signIn(t.app);
    for (let i = 0; i < 6; i++) {
      const url = i % 2 ? '/api/user/export?format=csv' : '/api/user/export';
      expect((await (i % 3 ? other : t.app).inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    }
    const over = await t.app.inject({ method: 'GET', url: '/api/user/export', headers });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^Ya descargaste tus datos varias veces en la última hora\. Intenta de nuevo en \d+ minutos?\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});
