import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MEALS } from '@nutricoach/core/constants/strict-plan';
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import { eq } from 'drizzle-orm';
import { getFood } from '../../catalog/foods.ts';
import { users } from '../../db/schema.ts';
import { strictShoppingList } from './service.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import { createTestApp, onboard, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
});
afterAll(() => t.close());

async function strictUser(allergies: string[] = []) {
  const { headers: h } = await signIn(t.app);
  await onboard(t, h, { recommendation: 'strict', finish: false });
  await t.call('PUT', '/api/user/allergies-dislikes', h, { allergies, dislikes: [], eating_style: 'none' });
  return h;
}

describe('the weekly strict plan', () => {
  it('is not generated at first: 404 and is_generated false', async () => {
    const h = await strictUser();
    expect((await t.call('GET', '/api/diet-plates/strict-generated', h)).json()).toEqual({
      data: { is_generated: false, recommendation_type: 'strict' },
    });
    const res = await t.call('GET', '/api/diet-plates/strict', h);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Todavía no generaste tu plan de esta semana');
    expect((await t.call('GET', '/api/diet-plates/strict/shopping-list', h)).statusCode).toBe(404);
  });

  it('generates 7 days x 5 meals near the targets, and then reads the same plan back', async () => {
    const h = await strictUser();
    const generated = await t.call('POST', '/api/diet-plates/strict', h);
    expect(generated.statusCode).toBe(200);
    const plan = generated.json().data;
    expect(plan.week_start).toBe(weekOf(testToday()).start);
    expect(plan.meals).toHaveLength(7);
    for (const day of plan.meals) {
      const meals = PLAN_MEALS.map((m) => day[m]);
      for (const meal of meals) {
        expect(meal.status).toBe('generated');
        expect(meal).toMatchObject({ name: expect.any(String), cooking_method: expect.any(String) });
        expect(meal.ingredients[0]).toEqual({
          name: expect.any(String),
          quantity: expect.any(Number),
          equivalence: expect.any(String),
        });
      }
      const kcal = meals.reduce((s, m) => s + m.calories, 0);
      expect(Math.abs(kcal - 1628) / 1628).toBeLessThanOrEqual(0.055);
    }
    expect((await t.call('GET', '/api/diet-plates/strict', h)).json().data).toEqual(plan);
    expect((await t.call('GET', '/api/diet-plates/strict-generated', h)).json().data.is_generated).toBe(true);
  });

  it('never serves a food of an allergy the user named', async () => {
    const h = await strictUser(['dairy', 'egg']);
    const plan = (await t.call('POST', '/api/diet-plates/strict', h)).json().data;
    const names = new Set<string>();
    for (const day of plan.meals) for (const m of PLAN_MEALS) for (const i of day[m].ingredients) names.add(i.name);
    expect(names.size).toBeGreaterThan(0);
    const list = (await t.call('GET', '/api/diet-plates/strict/shopping-list', h)).json().data;
    for (const group of list.categories) {
      for (const item of group.items) {
        const food = getFood(item.food_id);
        expect(food.allergens, food.name).not.toContain('dairy');
        expect(food.allergens, food.name).not.toContain('egg');
      }
    }
  });

  it('lists what to buy for the days still to come, as a shop sells it, by aisle (issue 29)', async () => {
    const h = await strictUser();
    const plan = (await t.call('POST', '/api/diet-plates/strict', h)).json().data;
    const list = (await t.call('GET', '/api/diet-plates/strict/shopping-list', h)).json().data;
    const items = list.categories.flatMap((c: { items: { food_id: string; household: string }[] }) => c.items);
    expect(items.length).toBeGreaterThan(5);
    // Whole units (tea in whole bags), 50 g / 250 ml steps, or kilos and litres: never '9 ¾ claras'.
    for (const item of items)
      expect(item.household).toMatch(/^(\d+ (unidad(es)?|bolsitas?)|\d+ (g|ml)|\d+(,\d)? (kg|l))$/);
    // Bought dry or raw: no cooked rice, quinoa, pasta or shredded cooked chicken.
    const cooked = ['arroz-blanco', 'arroz-integral', 'quinua', 'avena-cocida', 'pollo-deshilachado', 'clara', 'pasta'];
    expect(items.map((i: { food_id: string }) => i.food_id).filter((id: string) => cooked.includes(id))).toEqual([]);
    const aisles = list.categories.map((c: { category: string }) => c.category);
    const order = ['Frutas y verduras', 'Carnes y pescados', 'Lácteos y huevos', 'Abarrotes', 'Bebidas', 'Otros'];
    expect(aisles).toEqual([...aisles].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(plan.meals.length).toBe(7);
  });

  it('leaves out the days already gone: on the last day of the week, only that day is left to buy', async () => {
    const { headers: h, phone } = await signIn(t.app);
    await onboard(t, h, { recommendation: 'strict', finish: false });
    await t.call('POST', '/api/diet-plates/strict', h);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    const week = weekOf(testToday());
    const grams = async (day: string) =>
      (await strictShoppingList(t.db, user!.id, day)).categories
        .flatMap((c) => c.items)
        .reduce((s, i) => s + i.grams, 0);
    const [whole, last] = [await grams(week.start), await grams(week.end)];
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(whole / 3);
  });

  it('refuses to generate before the questionnaire and diet are done', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('POST', '/api/diet-plates/strict', headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Completa tu cuestionario y elige una dieta para generar tu plan');
  });

  it("never shows one user another's plan", async () => {
    const a = await strictUser();
    await t.call('POST', '/api/diet-plates/strict', a);
    const b = await strictUser();
    expect((await t.call('GET', '/api/diet-plates/strict', b)).statusCode).toBe(404);
  });
});

describe("'✓ Lo comí': POST /api/diet-plates/strict/log", () => {
  it('logs each of the day’s five meals with exactly the calories the plan shows', async () => {
    const h = await strictUser();
    const plan = (await t.call('POST', '/api/diet-plates/strict', h)).json().data;
    const today = testToday();
    const day = plan.meals.find((_: unknown, i: number) => addDays(plan.week_start, i) === today);
    for (const planMeal of ['breakfast', 'lunch', 'dinner', 'snack_1', 'snack_2'] as const) {
      const res = await t.call('POST', '/api/diet-plates/strict/log', h, { date: today, meal_type: planMeal });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().calories, planMeal).toBe(day[planMeal].calories);
    }
  });

  it("logs today's plan meal with its name, ingredients as items and macros, once", async () => {
    const h = await strictUser();
    const plan = (await t.call('POST', '/api/diet-plates/strict', h)).json().data;
    const today = testToday();
    const dayIndex = plan.meals.findIndex((_: unknown, i: number) => addDays(plan.week_start, i) === today);
    const meal = plan.meals[dayIndex].lunch;

    const res = await t.call('POST', '/api/diet-plates/strict/log', h, { date: today, meal_type: 'lunch' });
    expect(res.statusCode, res.body).toBe(201);
    const log = res.json();
    expect(log).toMatchObject({ date: today, meal_type: 'lunch', description: meal.name, plan_meal: 'lunch' });
    expect(log.items.map((i: { name: string; grams: number }) => [i.name, i.grams])).toEqual(
      meal.ingredients.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
    );
    // The items are the plate's ingredients: the plan shows what is logged, to the kcal (its figures
    // are its ingredients' whole grams priced, not the plate's exact portion: they differed by up to 8 kcal).
    expect(log.calories).toBe(meal.calories);
    expect(log.calories).toBe(log.items.reduce((s: number, i: { calories: number }) => s + i.calories, 0));

    const again = await t.call('POST', '/api/diet-plates/strict/log', h, { date: today, meal_type: 'lunch' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya registraste esta comida del plan');
    // A snack of the plan is a snack of the diary.
    const snack = await t.call('POST', '/api/diet-plates/strict/log', h, { date: today, meal_type: 'snack_2' });
    expect(snack.json()).toMatchObject({ meal_type: 'snack', plan_meal: 'snack_2' });
    const day = (await t.call('GET', `/api/summaries/daily?date=${today}`, h)).json();
    expect(day.logs).toHaveLength(2);
    // Deleted, it can be logged again.
    await t.call('DELETE', `/api/logs/nutrition/${log._id}`, h);
    expect(
      (await t.call('POST', '/api/diet-plates/strict/log', h, { date: today, meal_type: 'lunch' })).statusCode,
    ).toBe(201);
  });

  it('answers without a plan, for a future day or a bad meal, in Spanish', async () => {
    const h = await strictUser();
    const none = await t.call('POST', '/api/diet-plates/strict/log', h, { date: testToday(), meal_type: 'lunch' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No tienes un plan para la semana de ese día');
    await t.call('POST', '/api/diet-plates/strict', h);
    const future = await t.call('POST', '/api/diet-plates/strict/log', h, {
      date: addDays(testToday(), 1),
      meal_type: 'lunch',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('No puedes registrar en una fecha futura');
    const lastWeek = await t.call('POST', '/api/diet-plates/strict/log', h, {
      date: addDays(testToday(), -7),
      meal_type: 'lunch',
    });
    expect(lastWeek.statusCode).toBe(404);
    const bad = await t.call('POST', '/api/diet-plates/strict/log', h, { date: testToday(), meal_type: 'snack' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La comida del plan debe ser breakfast, lunch, dinner, snack_1 o snack_2');
    // Another user's plan is not theirs to log.
    const stranger = await strictUser();
    expect(
      (await t.call('POST', '/api/diet-plates/strict/log', stranger, { date: testToday(), meal_type: 'lunch' }))
        .statusCode,
    ).toBe(404);
  });
});
