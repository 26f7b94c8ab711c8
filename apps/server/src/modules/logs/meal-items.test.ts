/**
 * Meals of several foods (issue 15): items priced from the catalog, edited one by one, copied to
 * another day, offered again as recent meals and foods. Every call is the user's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@nutricoach/core/rules/week';
import { seedCatalog } from '../../catalog/seed.ts';
import { createTestApp, type RequestHeaders, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
});
afterAll(() => t.close());

type Item = {
  id: string;
  food_id: string;
  name: string;
  quantity: number;
  portion: { id: string; label: string; grams: number };
  grams: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};
type Food = { _id: string; calories: number; protein: number; carbs: number; fat: number; portions: Item['portion'][] };

const today = testToday;
const yesterday = () => addDays(today(), -1);

async function food(h: RequestHeaders, q: string): Promise<Food> {
  const res = await t.call('GET', `/api/foods/search?q=${encodeURIComponent(q)}&limit=1`, h);
  return res.json().foods[0];
}

const itemsMeal = (items: object[], over: object = {}) => ({
  nutrition_log: { date: today(), meal_type: 'breakfast', items, ...over },
});

async function logItems(h: RequestHeaders, items: object[], over: object = {}) {
  const res = await t.call('POST', '/api/logs/nutrition', h, itemsMeal(items, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A lunch logged with typed calories and macros, no foods. */
const typedLunch = (date: string) => ({
  nutrition_log: { date, meal_type: 'lunch', description: 'Menú', calories: 700, protein: 30, fat: 20, carbs: 90 },
});

const round1 = (x: number) => Math.round(x * 10) / 10;

describe('a meal of several foods', () => {
  it('prices each food from the catalog, by portion or by grams, and sums exactly to its items', async () => {
    const { headers: h } = await signIn(t.app);
    const egg = await food(h, 'huevo');
    const rice = await food(h, 'arroz');
    const cup = rice.portions.find((p) => p.id === 'taza')!;
    const log = await logItems(h, [
      { food_id: egg._id, portion_id: 'unidad', quantity: 2 },
      { food_id: rice._id, portion_id: 'taza', quantity: 1.5 },
      { food_id: rice._id, grams: 30 },
    ]);
    expect(log.items).toHaveLength(3);
    const [eggs, cups, grams] = log.items as Item[];
    expect(eggs).toMatchObject({ food_id: egg._id, name: 'Huevo duro', quantity: 2, portion: { id: 'unidad' } });
    expect(eggs!.grams).toBe(round1(egg.portions.find((p) => p.id === 'unidad')!.grams * 2));
    expect(cups).toMatchObject({
      quantity: 1.5,
      portion: { id: 'taza', grams: cup.grams },
      grams: round1(cup.grams * 1.5),
    });
    expect(cups!.calories).toBe(Math.round((rice.calories * cups!.grams) / 100));
    expect(grams).toMatchObject({ quantity: 30, portion: { id: 'g', grams: 1 }, grams: 30 });
    expect(new Set(log.items.map((i: Item) => i.id)).size).toBe(3);

    const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
      round1((log.items as Item[]).reduce((s, i) => s + i[key], 0));
    expect(log).toMatchObject({
      calories: sum('calories'),
      protein: sum('protein'),
      carbs: sum('carbs'),
      fat: sum('fat'),
      description: 'Huevo duro, Arroz blanco cocido, Arroz blanco cocido',
      plan_meal: null,
    });

    // The day counts the meal exactly as its items add up.
    const day = (await t.call('GET', `/api/summaries/daily?date=${today()}`, h)).json();
    expect(day.summary.consumed.calories).toBe(sum('calories'));
    expect(day.logs[0].items).toEqual(log.items);
  });

  it('keeps a description the user wrote, and answers typed-macro meals with no items', async () => {
    const { headers: h } = await signIn(t.app);
    const bread = await food(h, 'pan');
    const log = await logItems(h, [{ food_id: bread._id, portion_id: 'unidad', quantity: 1 }], {
      description: 'Pan del desayuno',
    });
    expect(log.description).toBe('Pan del desayuno');
    const typed = await t.call('POST', '/api/logs/nutrition', h, typedLunch(today()));
    expect(typed.json()).toMatchObject({ calories: 700, items: [], plan_meal: null });
  });

  it('edits one item: its amount changes, the others stay, the meal and the day follow', async () => {
    const { headers: h } = await signIn(t.app);
    const egg = await food(h, 'huevo');
    const palta = await food(h, 'palta');
    const log = await logItems(h, [
      { food_id: egg._id, portion_id: 'unidad', quantity: 1 },
      { food_id: palta._id, grams: 50 },
    ]);
    const [first, second] = log.items as Item[];
    const res = await t.call('PATCH', `/api/logs/nutrition/${log._id}/items/${first!.id}`, h, {
      portion_id: 'unidad',
      quantity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json();
    expect(edited.items[0]).toMatchObject({ id: first!.id, quantity: 3, grams: round1(first!.grams * 3) });
    expect(edited.items[1]).toEqual(second);
    expect(edited.calories).toBe(edited.items[0].calories + second!.calories);
    const day = (await t.call('GET', `/api/summaries/daily?date=${today()}`, h)).json();
    expect(day.summary.consumed.calories).toBe(edited.calories);

    // Removing one; the last one cannot be removed (the meal is deleted instead).
    const removed = await t.call('DELETE', `/api/logs/nutrition/${log._id}/items/${second!.id}`, h);
    expect(removed.json().items).toHaveLength(1);
    expect(removed.json()).toMatchObject({ calories: edited.items[0].calories, description: 'Huevo duro' });
    const last = await t.call('DELETE', `/api/logs/nutrition/${log._id}/items/${first!.id}`, h);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('Una comida necesita al menos un alimento: para quitarla, elimina la comida');
  });

  it('replaces the items on PUT, and turns a meal of items into typed macros', async () => {
    const { headers: h } = await signIn(t.app);
    const egg = await food(h, 'huevo');
    const log = await logItems(h, [{ food_id: egg._id, grams: 100 }]);
    const put = await t.call('PUT', `/api/logs/nutrition/${log._id}`, h, itemsMeal([{ food_id: egg._id, grams: 50 }]));
    expect(put.json().items[0].grams).toBe(50);
    expect(put.json().calories).toBe(Math.round(egg.calories / 2));
    const typed = await t.call('PUT', `/api/logs/nutrition/${log._id}`, h, {
      nutrition_log: {
        date: today(),
        meal_type: 'breakfast',
        description: 'Huevo',
        calories: 80,
        protein: 6,
        fat: 5,
        carbs: 1,
      },
    });
    expect(typed.json()).toMatchObject({ items: [], calories: 80 });
  });

  it('answers a client mistake with 400 and a Spanish message, and writes nothing', async () => {
    const { headers: h } = await signIn(t.app);
    const egg = await food(h, 'huevo');
    const cases: [object, string][] = [
      [itemsMeal([]), 'Añade al menos un alimento'],
      [itemsMeal([{ food_id: 'no-existe', grams: 10 }]), 'Ese alimento no está en el catálogo'],
      [itemsMeal([{ food_id: egg._id }]), 'Indica los gramos o una porción con su cantidad'],
      [itemsMeal([{ food_id: egg._id, grams: 10, quantity: 1 }]), 'Indica los gramos o una porción, no ambos'],
      [itemsMeal([{ food_id: egg._id, portion_id: 'unidad' }]), 'Indica la cantidad'],
      [itemsMeal([{ food_id: egg._id, grams: 0 }]), 'Los gramos deben ser mayores que 0'],
      [itemsMeal([{ food_id: egg._id, grams: 5001 }]), 'Los gramos no pueden superar 5000'],
      [itemsMeal([{ food_id: egg._id, portion_id: 'litro', quantity: 1 }]), 'La porción no es válida'],
      [itemsMeal([{ food_id: egg._id, portion_id: 'lata', quantity: 1 }]), 'Huevo duro no se mide en lata'],
      [
        itemsMeal([{ food_id: 'arroz-blanco', portion_id: 'taza', quantity: 40 }]),
        'Arroz blanco cocido: la cantidad no puede superar 5000 g',
      ],
      [
        itemsMeal([{ food_id: egg._id, grams: 10 }], { calories: 10 }),
        'Con alimentos, las calorías y los macros se calculan solos: no los envíes',
      ],
      [
        itemsMeal(Array.from({ length: 31 }, () => ({ food_id: egg._id, grams: 1 }))),
        'Una comida puede tener como máximo 30 alimentos',
      ],
      [
        { nutrition_log: { date: today(), meal_type: 'lunch', description: 'Menú' } },
        'Las calorías deben ser un número',
      ],
      [
        { nutrition_log: { date: today(), meal_type: 'lunch', calories: 1, protein: 1, fat: 1, carbs: 1 } },
        'La descripción es obligatoria',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/api/logs/nutrition', h, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message.replace(/\u00a0|\./g, '')).toBe(message.replace(/\./g, ''));
    }
    const oil = await food(h, 'aceite');
    const huge = await t.call(
      'POST',
      '/api/logs/nutrition',
      h,
      itemsMeal(Array.from({ length: 3 }, () => ({ food_id: oil._id, grams: 5000 }))),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe('MEAL_TOO_LARGE');
    const day = (await t.call('GET', `/api/summaries/daily?date=${today()}`, h)).json();
    expect(day.logs).toEqual([]);
  });

  it("never reaches another user's meal or item", async () => {
    const owner = (await signIn(t.app)).headers;
    const stranger = (await signIn(t.app)).headers;
    const egg = await food(owner, 'huevo');
    const log = await logItems(owner, [
      { food_id: egg._id, grams: 50 },
      { food_id: egg._id, grams: 60 },
    ]);
    const item = log.items[0].id;
    const url = `/api/logs/nutrition/${log._id}/items/${item}`;
    expect((await t.call('PATCH', url, stranger, { grams: 500 })).statusCode).toBe(404);
    expect((await t.call('DELETE', url, stranger)).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `/api/logs/nutrition/${log._id}/items/nope`, owner, { grams: 5 })).json(),
    ).toMatchObject({
      message: 'Ese alimento no está en la comida',
    });
    expect(
      (await t.call('PATCH', `/api/logs/nutrition/not-a-uuid/items/${item}`, owner, { grams: 5 })).statusCode,
    ).toBe(404);
    const copy = await t.call('POST', '/api/logs/copy', stranger, { from_date: today(), to_date: yesterday() });
    expect(copy.statusCode).toBe(404);
    const mine = (await t.call('GET', `/api/summaries/daily?date=${today()}`, owner)).json();
    expect(mine.logs[0].items.map((i: Item) => i.grams)).toEqual([50, 60]);
  });
});

describe('POST /api/logs/copy', () => {
  it("copies yesterday's meals (or one meal type) to today as new logs with new ids", async () => {
    const { headers: h } = await signIn(t.app);
    const egg = await food(h, 'huevo');
    const breakfast = await logItems(h, [{ food_id: egg._id, portion_id: 'unidad', quantity: 2 }], {
      date: yesterday(),
    });
    await t.call('POST', '/api/logs/nutrition', h, typedLunch(yesterday()));

    const one = await t.call('POST', '/api/logs/copy', h, {
      from_date: yesterday(),
      to_date: today(),
      meal_type: 'breakfast',
    });
    expect(one.statusCode, one.body).toBe(201);
    const [copied] = one.json().nutrition_logs;
    expect(one.json().nutrition_logs).toHaveLength(1);
    expect(copied).toMatchObject({
      date: today(),
      meal_type: 'breakfast',
      calories: breakfast.calories,
      description: breakfast.description,
    });
    expect(copied._id).not.toBe(breakfast._id);
    expect(copied.items[0].id).not.toBe(breakfast.items[0].id);
    expect(copied.items[0]).toMatchObject({ food_id: egg._id, quantity: 2 });

    const all = await t.call('POST', '/api/logs/copy', h, { from_date: yesterday(), to_date: today() });
    expect(
      all
        .json()
        .nutrition_logs.map((l: { meal_type: string }) => l.meal_type)
        .sort(),
    ).toEqual(['breakfast', 'lunch']);
    const day = (await t.call('GET', `/api/summaries/daily?date=${today()}`, h)).json();
    expect(day.logs).toHaveLength(3);
    expect(day.summary.consumed.calories).toBe(breakfast.calories * 2 + 700);
  });

  it('says so when there is nothing to copy, and refuses the same day and a future day', async () => {
    const { headers: h } = await signIn(t.app);
    const none = await t.call('POST', '/api/logs/copy', h, { from_date: yesterday(), to_date: today() });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No hay comidas para copiar de ese día');
    const noneOfType = await t.call('POST', '/api/logs/copy', h, {
      from_date: yesterday(),
      to_date: today(),
      meal_type: 'dinner',
    });
    expect(noneOfType.json().message).toBe('No hay registros de esa comida para copiar');
    const same = await t.call('POST', '/api/logs/copy', h, { from_date: today(), to_date: today() });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Elige un día distinto para copiar');
    const future = await t.call('POST', '/api/logs/copy', h, { from_date: today(), to_date: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('No puedes registrar en una fecha futura');
    const bad = await t.call('POST', '/api/logs/copy', h, { from_date: 'ayer', to_date: today(), meal_type: 'brunch' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/logs/recent', () => {
  it('lists each recent meal once, the asked meal type first, with the foods eaten lately', async () => {
    const { headers: h } = await signIn(t.app);
    const egg = await food(h, 'huevo');
    const rice = await food(h, 'arroz');
    const empty = (await t.call('GET', '/api/logs/recent', h)).json();
    expect(empty).toEqual({ meals: [], foods: [] });

    const eggs = [{ food_id: egg._id, portion_id: 'unidad', quantity: 2 }];
    await logItems(h, eggs, { date: addDays(today(), -2) });
    await logItems(h, eggs, { date: yesterday() });
    await logItems(h, [{ food_id: rice._id, portion_id: 'taza', quantity: 1 }], { meal_type: 'lunch' });

    const forBreakfast = (await t.call('GET', '/api/logs/recent?meal_type=breakfast', h)).json();
    expect(forBreakfast.meals.map((m: { meal_type: string }) => m.meal_type)).toEqual(['breakfast', 'lunch']);
    expect(forBreakfast.meals[0]).toMatchObject({ date: yesterday(), description: 'Huevo duro', favorite_id: null });
    const forLunch = (await t.call('GET', '/api/logs/recent?meal_type=lunch', h)).json();
    expect(forLunch.meals[0]).toMatchObject({ meal_type: 'lunch', description: 'Arroz blanco cocido' });
    expect(forLunch.foods.map((f: Food) => f._id)).toEqual([rice._id, egg._id]);
    expect(forLunch.foods[0].portions.length).toBeGreaterThan(1);

    const bad = await t.call('GET', '/api/logs/recent?meal_type=brunch', h);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El tipo de comida debe ser breakfast, lunch, dinner o snack');
    // Another user sees none of it.
    expect((await t.call('GET', '/api/logs/recent', (await signIn(t.app)).headers)).json()).toEqual({
      meals: [],
      foods: [],
    });
  });

  it('ranks the foods a user eats first in the search', async () => {
    const { headers: h } = await signIn(t.app);
    const before = (await t.call('GET', '/api/foods/search?q=arroz', h)).json().foods;
    expect(before[0]._id).toBe('arroz-blanco');
    const brown = before.find((f: Food & { name: string }) => /integral/i.test(f.name));
    expect(brown).toBeDefined();
    await logItems(h, [{ food_id: brown._id, grams: 150 }]);
    const after = (await t.call('GET', '/api/foods/search?q=arroz', h)).json().foods;
    expect(after[0]._id).toBe(brown._id);
    // Only for that user.
    const other = (await t.call('GET', '/api/foods/search?q=arroz', (await signIn(t.app)).headers)).json().foods;
    expect(other[0]._id).toBe('arroz-blanco');
  });
});
