/**
 * Own foods and recipes (issue 28 §2–4) through the real routes: the label check, privacy (another
 * user gets 404 and finds nothing), search, the parser, recents, favourites, the coach, the export,
 * and meals that never change when a food or recipe does.
 */
import { describe, expect, it } from 'vitest';
import { onboard, type RequestHeaders, signIn, testToday, useTestApp } from '../../test-support/app.ts';

const t = useTestApp({ catalog: true });

async function newUser() {
  const { headers, phone } = await signIn(t.app);
  await onboard(t, headers);
  return { headers, phone };
}

/** A granola bar's label, per serving (a 40 g bar), as printed on a Peruvian wrapper. */
const granola = {
  name: 'Barra de granola Nature',
  brand: 'Costa',
  basis: 'per_serving',
  serving_label: '1 barra',
  serving_grams: 40,
  calories: 180,
  protein: 3,
  carbs: 28,
  fat: 6,
  fiber: 2,
};

const post = (h: RequestHeaders, url: string, body: unknown) => t.call('POST', url, h, body);
const meal = (items: unknown[], description?: string) => ({
  nutrition_log: { date: testToday(), meal_type: 'lunch', items, ...(description ? { description } : {}) },
});

describe('own foods from a label', () => {
  it('creates a food per serving: per-100 g values, its serving as a portion, own: true, listed', async () => {
    const { headers: h } = await newUser();
    const res = await post(h, '/api/my-foods', granola);
    expect(res.statusCode).toBe(201);
    const { food } = res.json();
    expect(food).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        name: 'Barra de granola Nature',
        brand: 'Costa',
        own: true,
        unit: 'g',
        calories: 450,
        protein: 7.5,
        carbs: 70,
        fat: 15,
        fiber: 5,
        basis: 'per_serving',
        serving_label: 'barra',
        serving_grams: 40,
        label: { calories: 180, protein: 3, carbs: 28, fat: 6, fiber: 2, polyols: null },
        portions: [
          { id: 'porcion', label: 'barra', grams: 40 },
          { id: 'g', label: 'gramos', grams: 1 },
        ],
      }),
    );
    const list = (await t.call('GET', '/api/my-foods', h)).json();
    expect(list.foods.map((f: { _id: string }) => f._id)).toEqual([food._id]);
  });

  it('creates a food per 100 g without a serving: a 100 g portion', async () => {
    const { headers: h } = await newUser();
    const { food } = (
      await post(h, '/api/my-foods', {
        name: 'Queso fresco light',
        basis: 'per_100g',
        calories: 180,
        protein: 18,
        carbs: 3,
        fat: 10,
      })
    ).json();
    expect(food).toEqual(expect.objectContaining({ calories: 180, protein: 18, serving_grams: null }));
    expect(food).not.toHaveProperty('brand');
    expect(food.portions).toEqual([
      { id: 'porcion', label: 'porción de 100 g', grams: 100 },
      { id: 'g', label: 'gramos', grams: 1 },
    ]);
  });

  it('accepts real labels that fibre, polyols and alcohol make differ from 4/4/9', async () => {
    const { headers: h } = await newUser();
    const labels = [
      // USDA SR Legacy 20015, corn bran, crude: 79 g of its 85.6 g of carbohydrate are fibre.
      { name: 'Salvado de maíz', basis: 'per_100g', calories: 224, protein: 8.36, carbs: 85.64, fat: 0.92, fiber: 79 },
      // USDA SR Legacy 20077, wheat bran, crude.
      {
        name: 'Salvado de trigo',
        basis: 'per_100g',
        calories: 216,
        protein: 15.55,
        carbs: 64.51,
        fat: 4.25,
        fiber: 42.8,
      },
      // A sugar-free sweet (EU label): its carbohydrate is isomalt, 2.4 kcal/g (Reg. 1169/2011, annex XIV).
      { name: 'Caramelos sin azúcar', basis: 'per_100g', calories: 236, protein: 0, carbs: 98, fat: 0, polyols: 98 },
      // USDA SR Legacy 14037 (whiskey, 80 proof) and 14003 (beer): the energy is alcohol.
      { name: 'Whisky', basis: 'per_100g', calories: 231, protein: 0, carbs: 0, fat: 0 },
      { name: 'Cerveza rubia', basis: 'per_100g', calories: 43, protein: 0.46, carbs: 3.55, fat: 0 },
      // A 1 g sweetener sachet: '0 kcal' on the label, which rounds below 4 kcal per serving.
      {
        name: 'Edulcorante en sobre',
        basis: 'per_serving',
        serving_grams: 1,
        calories: 0,
        protein: 0,
        carbs: 0.9,
        fat: 0,
      },
      // Olive oil: 100 g of fat in 100 g.
      { name: 'Aceite de oliva', basis: 'per_100g', calories: 884, protein: 0, carbs: 0, fat: 100 },
    ];
    for (const label of labels) {
      const res = await post(h, '/api/my-foods', label);
      expect(res.statusCode, label.name).toBe(201);
    }
  });

  it('refuses a label whose macros give far more energy, or weigh more than the food, saying what to check', async () => {
    const { headers: h } = await newUser();
    const cases: [object, RegExp][] = [
      [
        { name: 'Galletas', basis: 'per_100g', calories: 50, protein: 20, carbs: 30, fat: 10 },
        /^Revisa la etiqueta: la proteína, los carbohidratos y la grasa dan unas 290 kcal en 100 g, mucho más que las 50 kcal que escribiste\. Comprueba las calorías \(kcal, no kJ\)/,
      ],
      [
        { name: 'Maní', basis: 'per_100g', calories: 600, protein: 30, carbs: 50, fat: 45 },
        /^Revisa la etiqueta: la proteína, los carbohidratos y la grasa suman 125 g en 100 g, y un alimento no puede tener más gramos de macros que su propio peso/,
      ],
      [{ ...granola, serving_grams: 20 }, /suman 37 g en una porción de 20 g.*Comprueba los gramos de la porción/],
      [
        { name: 'Chocolate', basis: 'per_100g', calories: 2200, protein: 7, carbs: 50, fat: 30 },
        /^Revisa las calorías: serían 2200 kcal por 100 g, y ningún alimento pasa de 900/,
      ],
      [{ ...granola, serving_grams: undefined }, /^Indica cuántos gramos tiene una porción/],
      [{ ...granola, name: '  ' }, /^Escribe el nombre del alimento$/],
      [{ ...granola, basis: 'por_taza' }, /^Indica si los valores de la etiqueta son por 100 g o por porción$/],
      [{ ...granola, protein: -1 }, /^La proteína no puede ser negativa$/],
      [{ ...granola, calories: 'mucho' }, /^Las calorías deben ser un número$/],
      [{ ...granola, serving_grams: 0 }, /^Los gramos de la porción deben ser mayores que 0$/],
    ];
    for (const [body, message] of cases) {
      const res = await post(h, '/api/my-foods', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.call('GET', '/api/my-foods', h)).json().foods).toEqual([]);
  });

  it('is found by its owner in search (by name or brand) and the parser, and by no one else', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { food } = (await post(owner.headers, '/api/my-foods', granola)).json();

    const search = (h: RequestHeaders, q: string) =>
      t.call('GET', `/api/foods/search?q=${encodeURIComponent(q)}`, h).then((r) => r.json().foods);
    expect((await search(owner.headers, 'granola nature'))[0]).toEqual(
      expect.objectContaining({ _id: food._id, own: true, brand: 'Costa' }),
    );
    expect((await search(owner.headers, 'barra costa'))[0]._id).toBe(food._id);
    expect((await search(other.headers, 'granola nature')).map((f: { _id: string }) => f._id)).not.toContain(food._id);

    const parsed = (await post(owner.headers, '/api/logs/parse', { text: '2 barras de granola nature' })).json();
    expect(parsed.items).toEqual([
      expect.objectContaining({ food_id: food._id, quantity: 2, grams: 80, calories: 360, protein: 6 }),
    ]);
    expect(parsed.foods[0]).toEqual(expect.objectContaining({ _id: food._id, own: true }));
    const theirs = (await post(other.headers, '/api/logs/parse', { text: '2 barras de granola nature' })).json();
    expect(theirs.items.map((i: { food_id: string }) => i.food_id)).not.toContain(food._id);
  });

  it('only its owner can read, edit, delete, log or star it: another user gets 404', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { food } = (await post(owner.headers, '/api/my-foods', granola)).json();
    expect((await t.call('GET', '/api/my-foods', other.headers)).json().foods).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/my-foods/${food._id}`, granola],
      ['DELETE', `/api/my-foods/${food._id}`, undefined],
      ['POST', '/api/logs/nutrition', meal([{ food_id: food._id, portion_id: 'porcion', quantity: 1 }])],
      ['POST', '/api/favorites', { food_id: food._id }],
      ['PUT', '/api/my-foods/not-a-uuid', granola],
      ['DELETE', '/api/my-foods/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const res = await t.call(method, url, other.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toMatch(/^(Alimento no encontrado|Ese alimento no existe o no es tuyo)$/);
    }
    // Still there, unchanged, for its owner.
    expect((await t.call('GET', '/api/my-foods', owner.headers)).json().foods).toEqual([food]);
  });

  it('logs, shows in recents and favourites; editing or deleting it never changes the meal', async () => {
    const { headers: h } = await newUser();
    const { food } = (await post(h, '/api/my-foods', granola)).json();
    const log = await post(h, '/api/logs/nutrition', meal([{ food_id: food._id, portion_id: 'porcion', quantity: 2 }]));
    expect(log.statusCode).toBe(201);
    expect(log.json()).toEqual(
      expect.objectContaining({
        description: 'Barra de granola Nature',
        calories: 360,
        protein: 6,
        carbs: 56,
        fat: 12,
      }),
    );
    expect((await t.call('GET', '/api/logs/recent', h)).json().foods[0]).toEqual(
      expect.objectContaining({ _id: food._id, own: true }),
    );
    expect((await post(h, '/api/favorites', { food_id: food._id })).statusCode).toBe(201);
    expect((await t.call('GET', '/api/favorites', h)).json().foods[0]._id).toBe(food._id);

    const edited = await t.call('PUT', `/api/my-foods/${food._id}`, h, {
      ...granola,
      name: 'Barra light',
      calories: 160,
      carbs: 24,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().food).toEqual(expect.objectContaining({ _id: food._id, name: 'Barra light', calories: 400 }));

    const day = async () => (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, h)).json();
    const logged = (await day()).logs[0];
    expect(logged).toEqual(expect.objectContaining({ description: 'Barra de granola Nature', calories: 360 }));
    expect(logged.items[0]).toEqual(expect.objectContaining({ name: 'Barra de granola Nature', calories: 360 }));

    expect((await t.call('DELETE', `/api/my-foods/${food._id}`, h)).json()).toEqual({ _id: food._id });
    expect((await day()).logs[0]).toEqual(logged);
    expect((await t.call('GET', '/api/favorites', h)).json().foods).toEqual([]);
    expect(
      (await t.call('GET', '/api/foods/search?q=barra%20light', h)).json().foods.map((f: { _id: string }) => f._id),
    ).not.toContain(food._id);
    // Gone: logging it now is a 404.
    const again = await post(h, '/api/logs/nutrition', meal([{ food_id: food._id, grams: 40 }]));
    expect(again.statusCode).toBe(404);
  });
});

describe('recipes', () => {
  async function withGranola() {
    const user = await newUser();
    const { food } = (await post(user.headers, '/api/my-foods', granola)).json();
    return { ...user, granola: food };
  }

  it('totals the ingredients, gives a serving and true per-100 g values with the cooked weight, and is a food', async () => {
    const { headers: h, granola: bar } = await withGranola();
    const res = await post(h, '/api/recipes', {
      name: 'Avena de la abuela',
      servings: 2,
      cooked_grams: 500,
      ingredients: [
        { food_id: bar._id, portion_id: 'porcion', quantity: 1 },
        { food_id: 'palta', grams: 100 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { recipe } = res.json();
    const palta = (await t.call('GET', '/api/foods/search?q=palta', h)).json().foods[0];
    const paltaKcal = Math.round(palta.calories);
    expect(recipe).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        name: 'Avena de la abuela',
        servings: 2,
        food_id: recipe._id,
        cooked_grams: 500,
        serving_grams: 250,
        total: expect.objectContaining({ calories: 180 + paltaKcal, grams: 140 }),
      }),
    );
    expect(recipe.per_100g.calories).toBeCloseTo(((180 + paltaKcal) / 500) * 100, 1);
    expect(recipe.per_serving.calories).toBe(Math.round((180 + paltaKcal) / 2));
    expect(recipe.ingredients).toHaveLength(2);
    expect(recipe.ingredients[0]).toEqual(expect.objectContaining({ food_id: bar._id, grams: 40, calories: 180 }));
    expect(recipe.food.portions[0]).toEqual({ id: 'porcion', label: 'porción', grams: 250 });

    // Found and parsed as a food; one serving logs what the recipe says.
    const found = (await t.call('GET', '/api/foods/search?q=avena%20abuela', h)).json().foods[0];
    expect(found).toEqual(expect.objectContaining({ _id: recipe.food_id, own: true, recipe: true }));
    const parsed = (await post(h, '/api/logs/parse', { text: 'una porción de avena de la abuela' })).json();
    expect(parsed.items[0]).toEqual(expect.objectContaining({ food_id: recipe.food_id, grams: 250 }));
    const log = await post(
      h,
      '/api/logs/nutrition',
      meal([{ food_id: recipe.food_id, portion_id: 'porcion', quantity: 1 }]),
    );
    expect(log.statusCode).toBe(201);
    expect(log.json().calories).toBe(recipe.per_serving.calories);

    expect((await t.call('GET', `/api/recipes/${recipe._id}`, h)).json()).toEqual({ recipe });
    expect((await t.call('GET', '/api/recipes', h)).json()).toEqual({ recipes: [recipe] });
  });

  it('without a cooked weight, is per 100 g of its ingredients as weighed', async () => {
    const { headers: h, granola: bar } = await withGranola();
    const { recipe } = (
      await post(h, '/api/recipes', {
        name: 'Dos barras',
        servings: 4,
        ingredients: [{ food_id: bar._id, portion_id: 'porcion', quantity: 2 }],
      })
    ).json();
    expect(recipe).toEqual(
      expect.objectContaining({
        cooked_grams: null,
        serving_grams: 20,
        per_100g: { calories: 450, protein: 7.5, carbs: 70, fat: 15 },
        per_serving: { calories: 90, protein: 1.5, carbs: 14, fat: 3 },
      }),
    );
  });

  it('takes other recipes as ingredients, refuses cycles, and follows an edited ingredient', async () => {
    const { headers: h, granola: bar } = await withGranola();
    const inner = (
      await post(h, '/api/recipes', {
        name: 'Mezcla base',
        servings: 1,
        ingredients: [{ food_id: bar._id, portion_id: 'porcion', quantity: 1 }],
      })
    ).json().recipe;
    const outer = (
      await post(h, '/api/recipes', {
        name: 'Bowl del domingo',
        servings: 1,
        ingredients: [
          { food_id: inner.food_id, portion_id: 'porcion', quantity: 1 },
          { food_id: 'palta', grams: 50 },
        ],
      })
    ).json().recipe;
    expect(outer.total.calories).toBe(180 + Math.round(outer.ingredients[1].calories));

    const cycle = await t.call('PUT', `/api/recipes/${inner._id}`, h, {
      name: 'Mezcla base',
      servings: 1,
      ingredients: [{ food_id: outer.food_id, grams: 100 }],
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(
      '«Bowl del domingo» ya lleva «Mezcla base»: una receta no puede ser ingrediente de otra que la contiene',
    );
    const self = await t.call('PUT', `/api/recipes/${inner._id}`, h, {
      name: 'Mezcla base',
      servings: 1,
      ingredients: [{ food_id: inner.food_id, grams: 100 }],
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Una receta no puede ser ingrediente de sí misma');

    // A meal logged with the outer recipe keeps its numbers.
    const logged = (
      await post(h, '/api/logs/nutrition', meal([{ food_id: outer.food_id, portion_id: 'porcion', quantity: 1 }]))
    ).json();
    // The bar's label is corrected: both recipes follow, the meal does not.
    const fixed = await t.call('PUT', `/api/my-foods/${bar._id}`, h, { ...granola, calories: 160, carbs: 24 });
    expect(fixed.statusCode).toBe(200);
    const after = (await t.call('GET', `/api/recipes/${outer._id}`, h)).json().recipe;
    expect(after.ingredients[0].calories).toBe(160);
    expect(after.total.calories).toBe(160 + outer.ingredients[1].calories);
    const day = (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, h)).json();
    expect(day.logs.find((l: { _id: string }) => l._id === logged._id)).toEqual(logged);

    // Deleting the inner recipe: the outer keeps the values it had; the meal is unchanged.
    expect((await t.call('DELETE', `/api/recipes/${inner._id}`, h)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/recipes/${outer._id}`, h)).json().recipe.total).toEqual(after.total);
    expect((await t.call('DELETE', `/api/recipes/${outer._id}`, h)).statusCode).toBe(200);
    const later = (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, h)).json();
    expect(later.logs.find((l: { _id: string }) => l._id === logged._id)).toEqual(logged);
  });

  it('saves a logged meal as a recipe; a meal of typed macros cannot be', async () => {
    const { headers: h } = await newUser();
    const log = (
      await post(
        h,
        '/api/logs/nutrition',
        meal([
          { food_id: 'huevo-duro', portion_id: 'unidad', quantity: 2 },
          { food_id: 'palta', grams: 80 },
        ]),
      )
    ).json();
    const res = await post(h, `/api/recipes/from-log/${log._id}`, { name: 'Desayuno de huevos', servings: 1 });
    expect(res.statusCode).toBe(201);
    const { recipe } = res.json();
    expect(recipe.name).toBe('Desayuno de huevos');
    expect(recipe.ingredients.map((i: { food_id: string; grams: number }) => [i.food_id, i.grams])).toEqual(
      log.items.map((i: { food_id: string; grams: number }) => [i.food_id, i.grams]),
    );
    expect(recipe.per_serving).toEqual({
      calories: log.calories,
      protein: log.protein,
      carbs: log.carbs,
      fat: log.fat,
    });

    const typed = (
      await post(h, '/api/logs/nutrition', {
        nutrition_log: {
          date: testToday(),
          meal_type: 'dinner',
          description: 'Sopa',
          calories: 300,
          protein: 10,
          fat: 5,
          carbs: 40,
        },
      })
    ).json();
    const refused = await post(h, `/api/recipes/from-log/${typed._id}`, { name: 'Sopa', servings: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Esta comida se registró con calorías y macros escritos/);
    // Another user's meal is not found.
    const other = await newUser();
    const stranger = await post(other.headers, `/api/recipes/from-log/${log._id}`, { name: 'Mío', servings: 1 });
    expect(stranger.statusCode).toBe(404);
  });

  it('another user gets 404 on every recipe route and cannot use it as an ingredient', async () => {
    const { headers: h, granola: bar } = await withGranola();
    const { recipe } = (
      await post(h, '/api/recipes', {
        name: 'Secreta',
        servings: 1,
        ingredients: [{ food_id: bar._id, grams: 40 }],
      })
    ).json();
    const other = await newUser();
    const body = { name: 'X', servings: 1, ingredients: [{ food_id: 'palta', grams: 10 }] };
    for (const [method, url, payload] of [
      ['GET', `/api/recipes/${recipe._id}`, undefined],
      ['PUT', `/api/recipes/${recipe._id}`, body],
      ['DELETE', `/api/recipes/${recipe._id}`, undefined],
      ['POST', '/api/recipes', { ...body, ingredients: [{ food_id: recipe.food_id, grams: 10 }] }],
      ['POST', '/api/recipes', { ...body, ingredients: [{ food_id: bar._id, grams: 10 }] }],
      ['GET', '/api/recipes/abc', undefined],
    ] as const) {
      const res = await t.call(method, url, other.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.call('GET', '/api/recipes', other.headers)).json()).toEqual({ recipes: [] });
    // An own food's id is not a recipe's.
    expect((await t.call('GET', `/api/recipes/${bar._id}`, h)).statusCode).toBe(404);
  });

  it('refuses a cooked weight lighter than its macros, and bad input, in Spanish', async () => {
    const { headers: h } = await newUser();
    const cases: [object, RegExp][] = [
      [
        { name: 'Pan', servings: 1, cooked_grams: 10, ingredients: [{ food_id: 'palta', grams: 200 }] },
        /^La receta cocida no puede pesar menos que su proteína, carbohidratos y grasa/,
      ],
      [
        { name: 'Pan', servings: 0, ingredients: [{ food_id: 'palta', grams: 200 }] },
        /^Las porciones deben ser mayores que 0$/,
      ],
      [{ name: 'Pan', servings: 1, ingredients: [] }, /^Añade al menos un ingrediente$/],
      [{ name: '', servings: 1, ingredients: [{ food_id: 'palta', grams: 1 }] }, /^Escribe el nombre de la receta$/],
      [
        { name: 'Pan', servings: 1, ingredients: [{ food_id: 'no-existe', grams: 1 }] },
        /^Ese alimento no está en el catálogo$/,
      ],
      [
        { name: 'Pan', servings: 1, ingredients: [{ food_id: 'palta', portion_id: 'lata', quantity: 1 }] },
        /no se mide en lata$/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(h, '/api/recipes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('the coach and the account', () => {
  it('the WhatsApp coach understands an own food and a recipe through the same parser', async () => {
    const { headers: h, phone } = await newUser();
    await post(h, '/api/my-foods', granola);
    await post(h, '/api/recipes', {
      name: 'Seco de la tía Rosa',
      servings: 4,
      cooked_grams: 1200,
      ingredients: [{ food_id: 'palta', grams: 400 }],
    });
    const chat = (text: string) => t.app.inject({ method: 'POST', url: '/api/dev/chat', payload: { phone, text } });
    const reply = (await chat('almuerzo: un seco de la tía rosa y una barra de granola nature')).json().reply as string;
    expect(reply).toMatch(/Seco de la tía Rosa/);
    expect(reply).toMatch(/Barra de granola Nature/);
    expect((await chat('sí')).statusCode).toBe(200);
    const day = (await t.call('GET', `/api/summaries/daily?date=${testToday()}`, h)).json();
    expect(day.logs[0].items.map((i: { name: string }) => i.name)).toEqual([
      'Seco de la tía Rosa',
      'Barra de granola Nature',
    ]);
  });

  it("answers the coach's 'sí' in words when a food of its draft was deleted in the app meanwhile", async () => {
    const { headers: h, phone } = await newUser();
    const { food } = (await post(h, '/api/my-foods', granola)).json();
    const chat = (text: string) => t.app.inject({ method: 'POST', url: '/api/dev/chat', payload: { phone, text } });
    expect((await chat('una barra de granola nature')).json().reply).toMatch(/Barra de granola Nature/);
    await t.call('DELETE', `/api/my-foods/${food._id}`, h);
    const answer = await chat('sí');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().reply).toBe(
      'Uno de los alimentos de ese borrador ya no existe: lo borraste en la app. Escríbeme la comida otra vez.',
    );
    expect((await t.call('GET', `/api/summaries/daily?date=${testToday()}`, h)).json().logs).toEqual([]);
  });

  it('are in the export, and go with the account', async () => {
    const { headers: h } = await newUser();
    const { food } = (await post(h, '/api/my-foods', granola)).json();
    const { recipe } = (
      await post(h, '/api/recipes', { name: 'Receta', servings: 1, ingredients: [{ food_id: food._id, grams: 40 }] })
    ).json();
    const exported = (await t.call('GET', '/api/user/export', h)).json();
    expect(exported.own_foods).toEqual([food]);
    expect(exported.recipes).toEqual([recipe]);

    const deleted = await t.call('DELETE', '/api/user', h, { confirmation: 'Eliminar mi cuenta' });
    expect(deleted.statusCode).toBe(200);
    const { ownFoods } = await import('../../db/schema.ts');
    const { inArray } = await import('drizzle-orm');
    expect(
      await t.db
        .select()
        .from(ownFoods)
        .where(inArray(ownFoods.id, [food._id, recipe._id])),
    ).toEqual([]);
  });
});
