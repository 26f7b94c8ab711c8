import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import { users } from '../../db/schema.ts';
import { createTestApp, onboard, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = testToday;

/** The worked example's day: 1628 kcal, 122 g protein, 54 g fat, 163 g carbs (meets every goal). */
const idealMeal = (date: string, meal_type = 'breakfast') => ({
  nutrition_log: { date, meal_type, description: 'Día ideal', calories: 1628, protein: 122, fat: 54, carbs: 163 },
});

async function userWithTargets() {
  const s = await signIn(t.app);
  await onboard(t, s.headers, { finish: false });
  const [user] = await t.db.select().from(users).where(eq(users.phone, s.phone));
  return { h: s.headers, userId: user!.id };
}

describe('GET /api/user/commitment', () => {
  it('gives a new user the level of their first login, one week of history and every achievement locked', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('GET', '/api/user/commitment', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The login of today is 1 point of 70: 1 %.
    expect(body.level).toBe(1);
    expect(body.history).toEqual([{ week_start: weekOf(today()).start, level: 1 }]);
    expect(body.achievements).toHaveLength(10);
    for (const a of body.achievements) expect(a).toMatchObject({ done: 0, unlocked_at: null });
  });

  it("computes the level from this week's points, the history by week, and the achievements from the logs", async () => {
    const { h, userId } = await userWithTargets();
    // The account is 30 days old.
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, userId));
    // Eight days in a row, ending today, with an ideal breakfast (breakfast + 4 goals).
    for (let i = 7; i >= 0; i--) await t.call('POST', '/api/logs/nutrition', h, idealMeal(addDays(today(), -i)));

    const body = (await t.call('GET', '/api/user/commitment', h)).json();
    const weekly = (await t.call('GET', '/api/user/points/summary', h)).json().weekly;
    expect(body.level).toBe(Math.round((weekly / 70) * 100));
    const history = (await t.call('GET', '/api/user/points/history', h)).json().weekly_points;
    // The same weeks as /seguimiento-semanal, each as its level.
    expect(body.history).toEqual(
      history.map((w: { start_date: string; points: number }) => ({
        week_start: w.start_date,
        level: Math.round((w.points / 70) * 100),
      })),
    );
    expect(body.history.length).toBeGreaterThanOrEqual(5);
    const a = Object.fromEntries(body.achievements.map((x: { id: string }) => [x.id, x]));
    expect(a['first-meal']).toMatchObject({ done: 1, unlocked_at: addDays(today(), -7) });
    expect(a['week-streak']).toMatchObject({ done: 7, unlocked_at: addDays(today(), -1) });
    expect(a['five-breakfasts']).toMatchObject({ done: 5, unlocked_at: addDays(today(), -3) });
    expect(a['protein-five']).toMatchObject({ done: 5, unlocked_at: addDays(today(), -3) });
    expect(a['month-streak']).toMatchObject({ done: 8, total: 30, unlocked_at: null });
    expect(a['weigh-ten']).toMatchObject({ done: 1, total: 10 }); // the onboarding's weight
  });

  it('counts a meal logged for a day before the account existed', async () => {
    const { headers } = await signIn(t.app);
    const day = addDays(today(), -20);
    await t.call('POST', '/api/logs/nutrition', headers, idealMeal(day, 'lunch'));
    const body = (await t.call('GET', '/api/user/commitment', headers)).json();
    expect(body.achievements.find((x: { id: string }) => x.id === 'first-meal').unlocked_at).toBe(day);
    expect(body.history[0].week_start).toBe(weekOf(day).start);
    const weeks = (Date.parse(weekOf(today()).start) - Date.parse(weekOf(day).start)) / (7 * 86_400_000) + 1;
    expect(body.history).toHaveLength(weeks);
  });

  it("never reads another user's logs", async () => {
    const { h } = await userWithTargets();
    for (let i = 0; i < 7; i++) await t.call('POST', '/api/logs/nutrition', h, idealMeal(addDays(today(), -i)));
    const stranger = (await signIn(t.app)).headers;
    const body = (await t.call('GET', '/api/user/commitment', stranger)).json();
    expect(body.level).toBe(1);
    expect(body.achievements.every((x: { done: number }) => x.done === 0)).toBe(true);
    expect((await t.call('GET', '/api/user/commitment', {})).statusCode).toBe(401);
  });
});
