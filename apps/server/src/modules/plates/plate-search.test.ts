import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@nutricoach/core/rules/search-text';
import { FOODS } from '../../catalog/foods.ts';
import { buildCatalogData, seedCatalog, type PlateRow } from '../../catalog/seed.ts';
import { createTestApp, inPlateListOrder, signIn, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let catalog: PlateRow[];
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
  catalog = buildCatalogData().plates;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Plate = {
  _id: string;
  name: string;
  meal_type: string;
  diet: string;
  calories: number;
  ingredients: { food_id: string; name: string; quantity: number; equivalence: string }[];
};
type Page = { data: Plate[]; pagination: { hasNextPage: boolean; total: number; page: number } };

const search = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/diet-plates/search${query}`, headers });
const ok = async (headers: Headers, query = '') => {
  const res = await search(headers, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
/** Every plate of every page. */
const all = async (headers: Headers, query: string) => {
  const plates: Plate[] = [];
  for (let page = 1; ; page++) {
    const body = await ok(headers, `${query}${query ? '&' : '?'}page=${page}`);
    plates.push(...body.data);
    if (!body.pagination.hasNextPage) return plates;
  }
};
/** A diet's plates in the list's order for a person in Peru (the test phones' country). */
const inDiet = (diet: string) =>
  inPlateListOrder(
    catalog.filter((p) => p.diets.includes(diet as never)),
    'pe',
  );
const foodsOf = (ids: string[]) => FOODS.filter((f) => ids.includes(f.id));

describe('GET /diet-plates/search', () => {
  it("answers the user's diet (the general one by default), 20 a page, in a stable order", async () => {
    const { headers } = await signIn(t.app);
    const first = await ok(headers);
    const expected = inDiet('smart_balanced');
    expect(first.pagination).toEqual({ hasNextPage: true, total: expected.length, page: 1 });
    expect(first.data).toHaveLength(20);
    expect(first.data.map((p) => p._id)).toEqual(expected.slice(0, 20).map((p) => p.id));
    const lomo = (await ok(headers, '?ingredients=lomo de res')).data.find((p) => p._id === 'lomo-saltado')!;
    const row = catalog.find((p) => p.id === 'lomo-saltado')!;
    expect(lomo).toEqual({
      _id: 'lomo-saltado',
      name: 'Lomo saltado',
      meal_type: 'lunch',
      diet: 'smart_balanced',
      calories: row.calories,
      macro_type: { protein: row.protein, carbs: row.carbs, fat: row.fat },
      cooking_method: 'Salteado',
      cost: 'medium',
      steps: row.steps,
      ingredients: row.ingredients.map((i) => ({
        food_id: i.food_id,
        name: i.name,
        quantity: i.grams,
        equivalence: i.equivalence,
      })),
    });
  });

  it('pages through every plate exactly once, and answers an empty page past the end', async () => {
    const { headers } = await signIn(t.app);
    const plates = await all(headers, '?diet=classic_keto');
    expect(plates.map((p) => p._id)).toEqual(inDiet('classic_keto').map((p) => p.id));
    expect(new Set(plates.map((p) => p._id)).size).toBe(plates.length);
    expect(plates.every((p) => p.diet === 'classic_keto')).toBe(true);
    const past = await ok(headers, '?diet=classic_keto&page=99');
    expect(past).toEqual({ data: [], pagination: { hasNextPage: false, total: plates.length, page: 99 } });
  });

  it("uses the user's stored diet when the query names none", async () => {
    const { headers } = await signIn(t.app);
    // A medical diet a user may choose (kidney_failure needs a clinician: PUT /user/diet-type refuses it).
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/user/diet-type',
      headers,
      payload: { diet_type: 'lipidemia' },
    });
    expect(stored.statusCode).toBe(200);
    const body = await ok(headers);
    expect(body.pagination.total).toBe(inDiet('lipidemia').length);
    expect(body.data.every((p) => p.diet === 'lipidemia')).toBe(true);
  });

  it('filters by meal type and calories', async () => {
    const { headers } = await signIn(t.app);
    const plates = await all(headers, '?diet=smart_balanced&meal_type=dinner&calories_min=400&calories_max=500');
    const expected = inDiet('smart_balanced').filter(
      (p) => p.meal_type === 'dinner' && p.calories >= 400 && p.calories <= 500,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(plates.map((p) => p._id)).toEqual(expected.map((p) => p.id));
  });

  it('matches ingredients without regard to accents or case, every comma-separated term', async () => {
    const { headers } = await signIn(t.app);
    const aji = await all(headers, `?ingredients=${encodeURIComponent('  AJÍ amarillo ')}`);
    const plain = await all(headers, '?ingredients=aji%20amarillo');
    expect(aji.length).toBeGreaterThan(3);
    expect(aji.map((p) => p._id)).toEqual(plain.map((p) => p._id));
    for (const p of aji)
      expect(p.ingredients.some((i) => normalizeSearchText(i.name).includes('aji amarillo'))).toBe(true);

    const both = await all(headers, `?ingredients=${encodeURIComponent('pollo, ají amarillo')}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(aji.length);
    for (const p of both) {
      const names = p.ingredients.map((i) => normalizeSearchText(i.name)).join('|');
      expect(names).toContain('pollo');
      expect(names).toContain('aji amarillo');
    }
    // An alias finds the food under its Peruvian name: aguacate -> palta.
    const aguacate = await all(headers, '?ingredients=aguacate');
    expect(aguacate.length).toBeGreaterThan(0);
    expect(
      aguacate.every((p) => p.ingredients.some((i) => i.food_id === 'palta' || /aguacate|palta/i.test(i.name))),
    ).toBe(true);
    expect((await ok(headers, '?ingredients=zzzz')).pagination.total).toBe(0);
    // LIKE wildcards are plain text: p_llo does not find pollo.
    expect((await ok(headers, '?ingredients=pollo')).pagination.total).toBeGreaterThan(0);
    expect((await ok(headers, '?ingredients=p_llo')).pagination.total).toBe(0);
  });

  it('never shows a plate with a food the user marked allergic', async () => {
    const { headers } = await signIn(t.app);
    const before = await all(headers, '?diet=smart_balanced');
    expect(before.some((p) => p.ingredients.some((i) => i.food_id === 'palta'))).toBe(true);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/food-table/palta', headers, payload: { taste: 'allergic' } }))
        .statusCode,
    ).toBe(200);
    const after = await all(headers, '?diet=smart_balanced');
    expect(after.some((p) => p.ingredients.some((i) => i.food_id === 'palta'))).toBe(false);
    expect(after.length).toBe(before.filter((p) => !p.ingredients.some((i) => i.food_id === 'palta')).length);
    // A dislike hides nothing; and another user still sees palta.
    await t.app.inject({ method: 'PUT', url: '/api/food-table/palta', headers, payload: { taste: 'dislike' } });
    expect((await all(headers, '?diet=smart_balanced')).length).toBe(before.length);
    await t.app.inject({ method: 'PUT', url: '/api/food-table/palta', headers, payload: { taste: 'allergic' } });
    const other = await signIn(t.app);
    expect((await all(other.headers, '?diet=smart_balanced')).length).toBe(before.length);
  });

  it('leaves out plates that the allergies of /restriction rule out (checkboxes and free text)', async () => {
    const { headers } = await signIn(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/allergies-dislikes',
      headers,
      payload: { allergies: ['dairy', 'nuts', 'Fresa', 'pescado'], dislikes: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const plates = await all(headers, '?diet=smart_balanced');
    expect(plates.length).toBeGreaterThan(20);
    for (const p of plates) {
      for (const f of foodsOf(p.ingredients.map((i) => i.food_id))) {
        expect(f.allergens, `${p._id}: ${f.id}`).not.toContain('dairy');
        expect(f.allergens).not.toContain('nuts');
        expect(f.allergens).not.toContain('peanut');
        expect(f.allergens).not.toContain('fish');
        expect(normalizeSearchText(f.name)).not.toMatch(/\bfresas?\b/);
      }
    }
    const expected = inDiet('smart_balanced').filter(
      (p) =>
        !foodsOf(p.food_ids).some(
          (f) =>
            f.allergens.some((a) => ['dairy', 'nuts', 'peanut', 'fish'].includes(a)) ||
            /\bfresas?\b/.test(normalizeSearchText([f.name, ...f.aliases].join('|'))),
        ),
    );
    expect(plates.map((p) => p._id)).toEqual(expected.map((p) => p.id));
  });

  it('keeps to vegetarian or vegan plates for those eating styles', async () => {
    const { headers } = await signIn(t.app);
    const put = (eating_style: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/allergies-dislikes',
        headers,
        payload: { allergies: [], dislikes: [], eating_style },
      });
    expect((await put('vegetarian')).statusCode).toBe(200);
    const vegetarian = await all(headers, '?diet=smart_balanced');
    expect(vegetarian.length).toBeGreaterThan(0);
    for (const p of vegetarian)
      expect(
        foodsOf(p.ingredients.map((i) => i.food_id)).some((f) => f.is_meat || f.is_fish),
        p._id,
      ).toBe(false);
    expect((await put('vegan')).statusCode).toBe(200);
    const vegan = await all(headers, '?diet=smart_balanced');
    expect(vegan.length).toBeGreaterThan(0);
    expect(vegan.length).toBeLessThan(vegetarian.length);
    for (const p of vegan)
      expect(
        foodsOf(p.ingredients.map((i) => i.food_id)).some((f) => f.is_animal_product),
        p._id,
      ).toBe(false);
  });

  it('answers 400 in Spanish for bad parameters', async () => {
    const { headers } = await signIn(t.app);
    const cases: [string, RegExp][] = [
      ['?page=0', /página/],
      ['?page=-1', /página/],
      ['?page=1.5', /página/],
      ['?page=abc', /página/],
      ['?diet=paleo', /dieta no es válida/],
      ['?meal_type=brunch', /tipo de comida/],
      ['?calories_min=-5', /calorías mínimas/],
      ['?calories_max=6000', /calorías máximas/],
      ['?calories_min=abc', /calorías mínimas/],
      ['?calories_min=800&calories_max=300', /mínimas no pueden ser mayores que las máximas/],
      [`?ingredients=${'a'.repeat(201)}`, /ingredientes/],
    ];
    for (const [query, message] of cases) {
      const res = await search(headers, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    // Empty values count as absent.
    expect((await search(headers, '?diet=&meal_type=&calories_min=&ingredients=')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/diet-plates/search' })).statusCode).toBe(401);
  });
});
