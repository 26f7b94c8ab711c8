import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import { userTargets, users } from '../../db/schema.ts';
import { createTestApp, onboard, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = testToday;

/** A user with the worked example's targets: 1628 kcal, 122 g protein, 163 g carbs, 54 g fat. */
async function userWithTargets() {
  const s = await signIn(t.app);
  const h = s.headers;
  await onboard(t, h, { finish: false });
  const [user] = await t.db.select().from(users).where(eq(users.phone, s.phone));
  return { h, userId: user!.id };
}

const meal = (over: object) => ({
  nutrition_log: {
    date: today(),
    meal_type: 'breakfast',
    description: 'Comida',
    calories: 0,
    protein: 0,
    fat: 0,
    carbs: 0,
    ...over,
  },
});

describe('GET /api/summaries/daily', () => {
  it("sums the day's meals against the ideal, with the weight, meals and workouts", async () => {
    const { h } = await userWithTargets();
    const breakfast = (
      await t.call(
        'POST',
        '/api/logs/nutrition',
        h,
        meal({ calories: 400.5, protein: 20, fat: 10, carbs: 50, image_url: 'https://example.com/a.jpg' }),
      )
    ).json();
    const lunch = (
      await t.call(
        'POST',
        '/api/logs/nutrition',
        h,
        meal({ meal_type: 'lunch', calories: 600, protein: 40.25, fat: 20, carbs: 70 }),
      )
    ).json();
    await t.call('POST', '/api/logs/nutrition', h, meal({ date: addDays(today(), -1), calories: 999 }));
    const walk = (
      await t.call('POST', '/api/logs/training', h, {
        training_log: { date: today(), description: 'Caminar', duration: 8500, units: 'steps', calories: 300 },
      })
    ).json();
    const res = await t.call('GET', `/api/summaries/daily?date=${today()}`, h);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({
      consumed: { calories: 1000.5, protein: 60.3, fat: 30, carbs: 120 },
      ideal: { calories: 1628, protein: 122, fat: 54, carbs: 163 },
    });
    expect(body.weight).toBe(78); // the weight given in the onboarding is today's
    // The logs read back exactly as they were created, in the order they were logged.
    expect(body.logs).toEqual([breakfast, lunch].map((created) => created.nutrition_log ?? created));
    expect(body.training).toEqual([walk.training_log ?? walk]);
    expect(body.logs[0]).toMatchObject({
      meal_type: 'breakfast',
      calories: 400.5,
      image_url: 'https://example.com/a.jpg',
      date: today(),
    });
    expect(body.logs[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(body.training[0]).toMatchObject({
      description: 'Caminar',
      duration: 8500,
      units: 'steps',
      calories: 300,
      strava_activity_id: null,
    });
  });

  it("defaults to the user's today, and refuses a malformed date", async () => {
    const { h } = await userWithTargets();
    expect((await t.call('GET', '/api/summaries/daily', h)).statusCode).toBe(200);
    const bad = await t.call('GET', '/api/summaries/daily?date=22-11-2026', h);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La fecha debe tener el formato AAAA-MM-DD');
  });

  it("keeps a past day's ideal when the deficit changes today", async () => {
    const { h, userId } = await userWithTargets();
    const lastWeek = addDays(today(), -7);
    // The targets were set a week ago.
    await t.db.update(userTargets).set({ effectiveDate: lastWeek }).where(eq(userTargets.userId, userId));
    await t.call('PUT', '/api/user/deficit', h, { deficit: 30 });
    expect(
      (await t.call('GET', `/api/summaries/daily?date=${addDays(today(), -1)}`, h)).json().summary.ideal.calories,
    ).toBe(1628);
    expect((await t.call('GET', `/api/summaries/daily?date=${today()}`, h)).json().summary.ideal.calories).toBe(1425);
    // A day before the user had any targets uses the first ones.
    expect(
      (await t.call('GET', `/api/summaries/daily?date=${addDays(today(), -30)}`, h)).json().summary.ideal.calories,
    ).toBe(1628);
  });

  it('answers zeros for a user without targets yet', async () => {
    const { headers } = await signIn(t.app);
    const body = (await t.call('GET', '/api/summaries/daily', headers)).json();
    expect(body.summary.ideal).toEqual({ calories: 0, protein: 0, fat: 0, carbs: 0 });
    expect(body.weight).toBeNull();
  });
});

describe('GET /api/summaries/weekly', () => {
  it('gives Monday to Sunday with consumed and ideal per day', async () => {
    const { h } = await userWithTargets();
    await t.call('POST', '/api/logs/nutrition', h, meal({ calories: 500 }));
    const body = (await t.call('GET', `/api/summaries/weekly?date=${today()}`, h)).json();
    const week = weekOf(today());
    expect(body.week_start).toBe(week.start);
    expect(body.week_end).toBe(week.end);
    expect(body.daily_summaries).toHaveLength(7);
    expect(body.daily_summaries.find((d: { date: string }) => d.date === today()).consumed.calories).toBe(500);
    expect(body.daily_summaries[0].ideal.calories).toBe(1628);
    // The day the user signed up, in their time zone: the screen leaves the days before it out (issue 29).
    expect(body.first_day).toBe(today());
  });
});

describe('points', () => {
  it('counts login, meals, weight, training and the goals met, and follow edits and deletes', async () => {
    const { h } = await userWithTargets();
    const date = today();
    // login (this very call's day) + weight (onboarding) = 2
    expect((await t.call('GET', `/api/user/points/summary?date=${date}`, h)).json().daily).toBe(2);

    // Breakfast that meets every goal alone: 1628 kcal, 122 g protein, 54 g fat, 163 g carbs.
    const full = (
      await t.call('POST', '/api/logs/nutrition', h, meal({ calories: 1628, protein: 122, fat: 54, carbs: 163 }))
    ).json();
    expect((await t.call('GET', `/api/user/points/summary?date=${date}`, h)).json().daily).toBe(2 + 1 + 4);

    const week = (await t.call('GET', `/api/user/points/week?date=${date}`, h)).json();
    const day = week.daily.find((d: { date: string }) => d.date === date);
    expect(day).toEqual({
      date,
      actions: { login: true, breakfast: true, lunch: false, dinner: false, weight: true, training: false },
      goals: { calories: true, fat: true, carbs: true, protein: true },
      points: 7,
    });
    expect(week.daily).toHaveLength(7);

    // Editing the meal down below 90 % of calories loses that goal (and the macro goals too).
    await t.call(
      'PUT',
      `/api/logs/nutrition/${full._id}`,
      h,
      meal({ calories: 800, protein: 122, fat: 54, carbs: 163 }),
    );
    expect((await t.call('GET', `/api/user/points/summary?date=${date}`, h)).json().daily).toBe(6);
    await t.call('DELETE', `/api/logs/nutrition/${full._id}`, h);
    expect((await t.call('GET', `/api/user/points/summary?date=${date}`, h)).json().daily).toBe(2);

    const history = (await t.call('GET', '/api/user/points/history', h)).json();
    expect(history.weekly_points.at(-1)).toEqual({
      start_date: weekOf(date).start,
      end_date: weekOf(date).end,
      points: expect.any(Number),
    });
    expect(history.weekly_points.at(-1).points).toBe(
      (await t.call('GET', `/api/user/points/summary?date=${date}`, h)).json().weekly,
    );
  });

  it('refuses a malformed date', async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/user/points/week?date=mañana', headers)).statusCode).toBe(400);
  });
});
