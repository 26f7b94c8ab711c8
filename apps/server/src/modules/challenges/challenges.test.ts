import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHALLENGES } from '@nutricoach/core/rules/challenges';
import { addDays } from '@nutricoach/core/rules/week';
import { challengeRewards, userChallenges, users } from '../../db/schema.ts';
import { createTestApp, onboard, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = testToday;

async function user(options: { targets?: boolean } = {}) {
  const s = await signIn(t.app);
  if (options.targets) await onboard(t, s.headers, { finish: false });
  const [row] = await t.db.select().from(users).where(eq(users.phone, s.phone));
  return { h: s.headers, userId: row!.id };
}

const list = async (h: Record<string, string>) => {
  const res = await t.call('GET', '/api/challenges', h);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const join = (h: Record<string, string>, id: string) => t.call('POST', `/api/challenges/${id}/join`, h);

/** Moves a user's attempt of a challenge so that its window starts `daysAgo` days before today. */
async function startedAgo(userId: string, challengeId: string, daysAgo: number) {
  const days = CHALLENGES.find((c) => c.id === challengeId)!.days;
  const start = addDays(today(), -daysAgo);
  await t.db
    .update(userChallenges)
    .set({ startDate: start, endDate: addDays(start, days - 1) })
    .where(and(eq(userChallenges.userId, userId), eq(userChallenges.challengeId, challengeId)));
}

const weight = (h: Record<string, string>, date: string, kg = 78) =>
  t.call('POST', '/api/logs/weight', h, { date, weight: kg });
const meal = (h: Record<string, string>, date: string, description = 'Pollo con arroz') =>
  t.call('POST', '/api/logs/nutrition', h, {
    nutrition_log: { date, meal_type: 'lunch', description, calories: 500, protein: 30, fat: 15, carbs: 50 },
  });

describe('GET /api/challenges', () => {
  it('offers a new user the whole catalog, with nothing active or completed', async () => {
    const { h } = await user();
    const body = await list(h);
    expect(body.available).toHaveLength(CHALLENGES.length);
    expect(body.available.length).toBeGreaterThanOrEqual(8);
    expect(body.available[0]).toEqual({
      id: 'tres-comidas',
      title: 'Registra tus 3 comidas 5 días',
      description: expect.any(String),
      days: 7,
      target: 5,
      unit: 'days',
      points: 30,
    });
    expect(body).toMatchObject({ active: [], completed: [], total_points: 0 });
  });
});

describe('POST /api/challenges/:id/join', () => {
  it("joins from today for the challenge's days, counts today's logs, and moves it from available to active", async () => {
    const { h } = await user();
    await weight(h, today());
    const res = await join(h, 'pesate-3');
    expect(res.statusCode).toBe(201);
    expect(res.json().challenge).toMatchObject({
      id: 'pesate-3',
      start_date: today(),
      end_date: addDays(today(), 6),
      progress: 1,
      days_left: 7,
    });
    const body = await list(h);
    expect(body.active).toEqual([res.json().challenge]);
    expect(body.available.map((c: { id: string }) => c.id)).not.toContain('pesate-3');
    expect(body.available).toHaveLength(CHALLENGES.length - 1);
  });

  it('refuses joining twice, an unknown challenge and a malformed id, in Spanish', async () => {
    const { h } = await user();
    expect((await join(h, 'pesate-3')).statusCode).toBe(201);
    const again = await join(h, 'pesate-3');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Ya te uniste a este reto: podrás repetirlo cuando termine.',
      code: 'CHALLENGE_ALREADY_JOINED',
    });
    const unknown = await join(h, 'no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ese reto no existe');
    for (const id of ['Pesate', 'pésate', '%27%3B%20drop', 'a'.repeat(65)]) {
      const bad = await join(h, id);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().message, id).toBe('El reto no es válido');
    }
    expect(await t.db.select().from(userChallenges).where(eq(userChallenges.challengeId, 'no-existe'))).toEqual([]);
  });

  it('makes one attempt when the same join arrives 8 times at once', async () => {
    const { h, userId } = await user();
    const answers = await Promise.all(Array.from({ length: 8 }, () => join(h, 'desayuno-diario')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.db.select().from(userChallenges).where(eq(userChallenges.userId, userId))).toHaveLength(1);
  });
});

describe('completing a challenge', () => {
  it('completes when the logs of its window meet the target, and gives its points once', async () => {
    const { h, userId } = await user();
    await join(h, 'pesate-3');
    await startedAgo(userId, 'pesate-3', 4);
    // A weight before the window does not count.
    await weight(h, addDays(today(), -5));
    await weight(h, addDays(today(), -3));
    expect((await list(h)).active[0]).toMatchObject({ id: 'pesate-3', progress: 1, days_left: 3 });
    await weight(h, addDays(today(), -1));
    await weight(h, today());

    // Eight reads at once: one award.
    const reads = await Promise.all(Array.from({ length: 8 }, () => list(h)));
    for (const body of reads) {
      expect(body.active).toEqual([]);
      expect(body.completed).toHaveLength(1);
      expect(body.total_points).toBe(15);
    }
    expect(await t.db.select().from(challengeRewards).where(eq(challengeRewards.userId, userId))).toHaveLength(1);
    const body = await list(h);
    expect(body.completed[0]).toMatchObject({
      id: 'pesate-3',
      points: 15,
      progress: 3,
      start_date: addDays(today(), -4),
      end_date: addDays(today(), 2),
    });
    expect(body.completed[0].completed_at).toMatch(/Z$/);
    // Still inside its window: not offered again yet.
    expect(body.available.map((c: { id: string }) => c.id)).not.toContain('pesate-3');
    expect((await join(h, 'pesate-3')).statusCode).toBe(409);
  });

  it('can be joined again once its window has passed, and its points add up', async () => {
    const { h, userId } = await user();
    await join(h, 'pesate-3');
    await startedAgo(userId, 'pesate-3', 9);
    for (const d of [-9, -8, -7]) await weight(h, addDays(today(), d));
    const first = await list(h);
    expect(first.completed).toHaveLength(1);
    expect(first.available.map((c: { id: string }) => c.id)).toContain('pesate-3');
    const again = await join(h, 'pesate-3');
    expect(again.statusCode).toBe(201);
    expect(again.json().challenge).toMatchObject({ start_date: today(), progress: 0 });
    const body = await list(h);
    expect(body.active).toHaveLength(1);
    expect(body.completed).toHaveLength(1);
    expect(body.total_points).toBe(15);
  });

  it('counts logs added up to 7 days after the end, and drops an attempt that was not completed', async () => {
    const { h, userId } = await user();
    await join(h, 'pesate-3');
    await startedAgo(userId, 'pesate-3', 10); // ended 4 days ago
    for (const d of [-10, -9]) await weight(h, addDays(today(), d));
    const missed = await list(h);
    expect(missed.active).toEqual([]);
    expect(missed.completed).toEqual([]);
    expect(missed.available.map((c: { id: string }) => c.id)).toContain('pesate-3');
    // The third weight, logged late for a day of the window.
    await weight(h, addDays(today(), -5));
    expect((await list(h)).total_points).toBe(15);

    const { h: h2, userId: u2 } = await user();
    await join(h2, 'pesate-3');
    await startedAgo(u2, 'pesate-3', 20); // ended 14 days ago: over for good
    for (const d of [-20, -19, -18]) await weight(h2, addDays(today(), d));
    expect((await list(h2)).total_points).toBe(0);
  });

  it("'Sin gaseosas 7 días' reads the meals: a soft drink on one day keeps it open", async () => {
    const { h, userId } = await user();
    await join(h, 'sin-gaseosas');
    await startedAgo(userId, 'sin-gaseosas', 6);
    for (let d = -6; d <= 0; d++) await meal(h, addDays(today(), d));
    const soda = (await meal(h, addDays(today(), -2), 'Hamburguesa con Inca Kola')).json();
    expect((await list(h)).active[0]).toMatchObject({ id: 'sin-gaseosas', progress: 6 });
    await t.call('DELETE', `/api/logs/nutrition/${soda._id}`, h);
    const body = await list(h);
    expect(body.completed[0]).toMatchObject({ id: 'sin-gaseosas', progress: 7, points: 40 });
  });

  it("'30 min de ejercicio 5 días' adds up the day's workouts in minutes, km and steps", async () => {
    const { h, userId } = await user();
    await join(h, 'ejercicio-30');
    await startedAgo(userId, 'ejercicio-30', 6);
    const workout = async (date: string, duration: number, units: string) => {
      const res = await t.call('POST', '/api/logs/training', h, {
        training_log: { date, description: 'Ejercicio', duration, units, calories: 100 },
      });
      expect(res.statusCode).toBe(201);
    };
    await workout(addDays(today(), -6), 30, 'minutes');
    await workout(addDays(today(), -5), 15, 'minutes');
    await workout(addDays(today(), -5), 15, 'minutes');
    await workout(addDays(today(), -4), 5, 'kilometers');
    await workout(addDays(today(), -3), 3000, 'steps');
    await workout(addDays(today(), -2), 29, 'minutes');
    expect((await list(h)).active[0]).toMatchObject({ id: 'ejercicio-30', progress: 4 });
  });
});

describe("another user's challenges", () => {
  it('are never seen, counted or blocked by someone else', async () => {
    const owner = await user();
    const stranger = await user();
    await join(owner.h, 'pesate-3');
    await startedAgo(owner.userId, 'pesate-3', 4);
    // The stranger's weights do not count for the owner.
    for (const d of [-3, -2, -1]) await weight(stranger.h, addDays(today(), d));
    expect((await list(owner.h)).active[0]).toMatchObject({ progress: 0 });
    const theirs = await list(stranger.h);
    expect(theirs).toMatchObject({ active: [], completed: [], total_points: 0 });
    expect(theirs.available).toHaveLength(CHALLENGES.length);
    // The same challenge is theirs to join.
    expect((await join(stranger.h, 'pesate-3')).statusCode).toBe(201);
    expect((await t.call('GET', '/api/challenges', {})).statusCode).toBe(401);
  });
});

describe('the number of queries', () => {
  /** Statements sent to the database while `run` runs (PGlite and node-postgres both go through `client.query`). */
  async function countQueries(run: () => Promise<unknown>): Promise<number> {
    const client = (t.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session
      .client;
    const original = client.query;
    let count = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return count;
  }

  it('does not grow with the challenges joined or the days logged (no query per challenge or day)', async () => {
    const small = await user();
    await join(small.h, 'pesate-3');
    await list(small.h); // the day's login is recorded on the first call
    const smallCount = await countQueries(() => list(small.h));

    const big = await user({ targets: true });
    for (const c of CHALLENGES) await join(big.h, c.id);
    for (let d = -13; d <= 0; d++) {
      await meal(big.h, addDays(today(), d));
      await weight(big.h, addDays(today(), d));
    }
    for (const c of CHALLENGES) await startedAgo(big.userId, c.id, c.days - 1);
    await list(big.h); // completes some of them: their rewards are written once
    const bigCount = await countQueries(() => list(big.h));
    expect(bigCount).toBe(smallCount);
    expect(bigCount).toBeLessThanOrEqual(8);
    expect(smallCount).toBeGreaterThanOrEqual(3); // the counter sees them (5 on PostgreSQL, 3 on PGlite)

    const commitmentSmall = await countQueries(() => t.call('GET', '/api/user/commitment', small.h));
    const commitmentBig = await countQueries(() => t.call('GET', '/api/user/commitment', big.h));
    expect(commitmentBig).toBe(commitmentSmall);
  });
});
