/**
 * GET /summaries/daily checks the session in its own statement once the day's first call has
 * recorded the login (lib/session.ts, `checksSessionInStatement`): the same answers as the
 * session hook gives every other route, in one round trip. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { subscriptions, users } from '../../db/schema.ts';
import { createTestApp, mealBody, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_EXPIRED = { message: 'Tu sesión ha expirado. Inicia sesión de nuevo.', code: 'UNAUTHORIZED' };
const PLAN_INACTIVE = {
  message: 'Tu plan no está activo. Contrata un plan para seguir usando NutriCoach.',
  code: 'PLAN_INACTIVE',
};

/** A signed-in user whose first call of the day (login and time zone recorded) is done. */
async function user() {
  const s = await signIn(t.app);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, s.phone));
  expect((await t.call('GET', '/api/logs/recent', s.headers)).statusCode).toBe(200);
  return { headers: s.headers, id: row!.id };
}
const daily = (headers: Record<string, string>, query = `?date=${testToday()}`) =>
  t.call('GET', `/api/summaries/daily${query}`, headers);
const endTrial = (id: string) =>
  t.db
    .update(users)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, id));

/** How many statements the database was sent during `fn`. */
async function statements(fn: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: unknown }).$client;
  let n = 0;
  if (client instanceof PGlite) {
    const { execProtocol, execProtocolStream } = client;
    // A prepared statement's call is one execProtocol; PGlite's query() six execProtocolStream.
    client.execProtocol = (...args) => {
      n += 1;
      return execProtocol.apply(client, args);
    };
    client.execProtocolStream = (...args) => {
      n += 1 / 6;
      return execProtocolStream.apply(client, args);
    };
    try {
      await fn();
    } finally {
      client.execProtocol = execProtocol;
      client.execProtocolStream = execProtocolStream;
    }
    return Math.round(n);
  }
  const pool = client as pg.Pool;
  const query = pool.query;
  pool.query = ((...args: Parameters<pg.Pool['query']>) => {
    n += 1;
    return query.apply(pool, args);
  }) as pg.Pool['query'];
  try {
    await fn();
  } finally {
    pool.query = query;
  }
  return n;
}

describe('GET /api/summaries/daily, the session checked in its statement', () => {
  it('is one statement after the day’s first call, with the same answer as that first call', async () => {
    const s = await signIn(t.app);
    expect((await t.call('POST', '/api/logs/nutrition', s.headers, mealBody({ date: testToday() }))).statusCode).toBe(
      201,
    );
    // The day's first call checks the session in the hook (and records the login) ...
    const first = await daily(s.headers);
    expect(first.statusCode).toBe(200);
    // ... later ones ask the database once.
    let second: Awaited<ReturnType<typeof daily>> | undefined;
    expect(
      await statements(async () => {
        second = await daily(s.headers);
      }),
    ).toBe(1);
    expect(second!.statusCode).toBe(200);
    expect(second!.json()).toEqual(first.json());
    expect(first.json().logs).toHaveLength(1);
  });

  it('answers 401 to a user deleted since their last call, before looking at the query', async () => {
    const u = await user();
    await t.db.delete(users).where(eq(users.id, u.id));
    for (const query of [`?date=${testToday()}`, '', '?date=2026-02-30', '?date=mañana']) {
      const res = await daily(u.headers, query);
      expect(res.statusCode, query).toBe(401);
      expect(res.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it('answers 402 once the plan has ended, 200 again as soon as it is paid, and 400 only to an active plan', async () => {
    const u = await user();
    expect((await daily(u.headers)).statusCode).toBe(200);
    await endTrial(u.id);
    for (const query of [`?date=${testToday()}`, '', '?date=2026-02-30']) {
      const res = await daily(u.headers, query);
      expect(res.statusCode, query).toBe(402);
      expect(res.json()).toEqual(PLAN_INACTIVE);
    }
    await t.db.insert(subscriptions).values({
      userId: u.id,
      planType: 'monthly',
      provider: 'sandbox',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    expect((await daily(u.headers)).statusCode).toBe(200);
    const bad = await daily(u.headers, '?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it("never answers with another user's day", async () => {
    const a = await user();
    const b = await user();
    expect((await t.call('POST', '/api/logs/nutrition', a.headers, mealBody({ date: testToday() }))).statusCode).toBe(
      201,
    );
    const [ra, rb] = await Promise.all([daily(a.headers), daily(b.headers)]);
    expect(ra.json().logs).toHaveLength(1);
    expect(rb.json().logs).toEqual([]);
    expect(rb.json().summary.consumed.calories).toBe(0);
  });
});
