/** Favourites (issue 15): a starred food or meal, once, the user's own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../catalog/seed.ts';
import { createTestApp, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
});
afterAll(() => t.close());

const eggs = (description?: string) => ({
  nutrition_log: {
    date: testToday(),
    meal_type: 'breakfast',
    items: [{ food_id: 'huevo-duro', portion_id: 'unidad', quantity: 2 }],
    ...(description ? { description } : {}),
  },
});

describe('favourites', () => {
  it('stars a food and a meal once each, lists them, and unstars them', async () => {
    const { headers: h } = await signIn(t.app);
    expect((await t.call('GET', '/api/favorites', h)).json()).toEqual({ foods: [], meals: [] });

    const food = await t.call('POST', '/api/favorites', h, { food_id: 'palta' });
    expect(food.statusCode).toBe(201);
    expect(food.json()).toEqual({ _id: expect.any(String), kind: 'food' });
    const again = await t.call('POST', '/api/favorites', h, { food_id: 'palta' });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(food.json()._id);

    const log = (await t.call('POST', '/api/logs/nutrition', h, eggs())).json();
    const meal = await t.call('POST', '/api/favorites', h, { log_id: log._id });
    expect(meal.statusCode).toBe(201);
    // The same meal logged another day is the same favourite.
    const sameMeal = (await t.call('POST', '/api/logs/nutrition', h, eggs())).json();
    expect((await t.call('POST', '/api/favorites', h, { log_id: sameMeal._id })).json()._id).toBe(meal.json()._id);

    const list = (await t.call('GET', '/api/favorites', h)).json();
    expect(list.foods).toEqual([
      expect.objectContaining({ _id: 'palta', name: 'Palta', favorite_id: food.json()._id }),
    ]);
    expect(list.foods[0].portions.length).toBeGreaterThan(1);
    expect(list.meals).toEqual([
      {
        _id: meal.json()._id,
        description: 'Huevo duro',
        meal_type: 'breakfast',
        calories: log.calories,
        protein: log.protein,
        carbs: log.carbs,
        fat: log.fat,
        items: log.items,
      },
    ]);
    // Recent meals know which one is starred.
    const recent = (await t.call('GET', '/api/logs/recent', h)).json();
    expect(recent.meals[0].favorite_id).toBe(meal.json()._id);

    // Deleting the log keeps the favourite (a snapshot).
    await t.call('DELETE', `/api/logs/nutrition/${log._id}`, h);
    await t.call('DELETE', `/api/logs/nutrition/${sameMeal._id}`, h);
    expect((await t.call('GET', '/api/favorites', h)).json().meals).toHaveLength(1);

    expect((await t.call('DELETE', `/api/favorites/${food.json()._id}`, h)).json()).toEqual({ _id: food.json()._id });
    expect((await t.call('DELETE', `/api/favorites/${food.json()._id}`, h)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/favorites', h)).json().foods).toEqual([]);
  });

  it("refuses bad input in Spanish, and never touches another user's favourites or logs", async () => {
    const owner = (await signIn(t.app)).headers;
    const stranger = (await signIn(t.app)).headers;
    const cases: [object, string][] = [
      [{}, 'Indica el alimento o la comida'],
      [{ food_id: 'palta', log_id: 'x' }, 'Indica un alimento o una comida, no ambos'],
      [{ food_id: 'no-existe' }, 'Ese alimento no está en el catálogo'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/api/favorites', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const log = (await t.call('POST', '/api/logs/nutrition', owner, eggs('Mis huevos'))).json();
    const stolen = await t.call('POST', '/api/favorites', stranger, { log_id: log._id });
    expect(stolen.statusCode).toBe(404);
    expect((await t.call('POST', '/api/favorites', stranger, { log_id: 'not-a-uuid' })).statusCode).toBe(404);
    const mine = (await t.call('POST', '/api/favorites', owner, { log_id: log._id })).json();
    expect((await t.call('DELETE', `/api/favorites/${mine._id}`, stranger)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/favorites/nope', stranger)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/favorites', stranger)).json()).toEqual({ foods: [], meals: [] });
    expect((await t.call('GET', '/api/favorites', owner)).json().meals[0].description).toBe('Mis huevos');
  });
});
