/**
 * Foods, plates and meals named as the person's country names them, and the country's dishes
 * first in the plate list and the weekly plan (issue 29; docs/countries.md, docs/strict-plan.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import { PLAN_MEALS } from '@nutricoach/core/constants/strict-plan';
import { COUNTRY_FOOD_NAMES } from '@nutricoach/core/rules/country-names';
import { dishNearness } from '@nutricoach/core/rules/dish-country';
import { plateCountries } from '../../catalog/region-plates.ts';
import { FOODS } from '../../catalog/foods.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import {
  createTestApp,
  onboard,
  type RequestHeaders,
  signIn,
  type TestApp,
  testToday,
} from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
});
afterAll(() => t.close());

async function personIn(country: UserCountry): Promise<RequestHeaders> {
  const { headers } = await signIn(t.app);
  const res = await t.call('PUT', '/api/user/country', headers, { country });
  expect(res.statusCode, res.body).toBe(200);
  return headers;
}

const firstFound = async (headers: RequestHeaders, q: string) => {
  const res = await t.call('GET', `/api/foods/search?q=${encodeURIComponent(q)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().foods[0] as { _id: string; name: string };
};

describe("a food's name in the person's country", () => {
  it.each([
    ['mx', 'palta', 'palta', 'Aguacate'],
    ['mx', 'aguacate', 'palta', 'Aguacate'],
    ['mx', 'elote', 'choclo', 'Elote cocido'],
    ['mx', 'cilantro', 'culantro', 'Cilantro'],
    ['mx', 'calabacita', 'zapallito', 'Calabacita'],
    ['mx', 'café', 'cafe', 'Café americano'],
    ['pe', 'aguacate', 'palta', 'Palta'],
    ['pe', 'choclo', 'choclo', 'Choclo cocido'],
    ['pe', 'café pasado', 'cafe', 'Café pasado'],
    ['ar', 'palta', 'palta', 'Palta'],
    ['ar', 'zucchini', 'zapallito', 'Zucchini'],
    ['ar', 'frutilla', 'fresa', 'Frutillas'],
    ['es', 'palta', 'palta', 'Aguacate'],
    ['es', 'calabacín', 'zapallito', 'Calabacín'],
    ['es', 'papa sancochada', 'papa', 'Patata cocida'],
  ] as const)('in %s, a search for «%s» finds %s as «%s»', async (country, q, id, name) => {
    const found = await firstFound(await personIn(country), q);
    expect(found).toMatchObject({ _id: id, name });
  });

  it("names only the catalog's foods", () => {
    const ids = new Set(FOODS.map((f) => f.id));
    expect(Object.keys(COUNTRY_FOOD_NAMES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('is the name a meal logged in Mexico keeps, from the app and from «Describe tu comida»', async () => {
    const h = await personIn('mx');
    const parsed = await t.call('POST', '/api/logs/parse', h, { text: 'pan con palta y un café' });
    expect(parsed.statusCode, parsed.body).toBe(200);
    const names = parsed.json().foods.map((f: { name: string }) => f.name);
    expect(names).toContain('Aguacate');
    expect(names).toContain('Café americano');
    const logged = await t.call('POST', '/api/logs/nutrition', h, {
      nutrition_log: {
        date: testToday(),
        meal_type: 'breakfast',
        items: [{ food_id: 'palta', portion_id: 'unidad', quantity: 1 }],
      },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    // The palta's own portions, found by the catalog's name, not a generic fruit's.
    expect(JSON.stringify(logged.json())).toMatch(/"name":"Aguacate",[^}]*"grams":150\b/);
    expect(JSON.stringify(logged.json())).toContain('"description":"Aguacate"');
    expect(JSON.stringify(logged.json())).not.toContain('Palta');
  });

  it("reads «Describe tu comida»'s meal word as the country does: 'almuerzo:' is Mexico's late-morning meal", async () => {
    const mealOf = async (country: UserCountry, text: string) =>
      (await t.call('POST', '/api/logs/parse', await personIn(country), { text })).json().meal_type;
    expect(await mealOf('mx', 'almuerzo: chilaquiles verdes')).toBe('breakfast');
    expect(await mealOf('mx', 'comida: sopa de fideo')).toBe('lunch');
    expect(await mealOf('pe', 'almuerzo: lomo saltado')).toBe('lunch');
  });

  it('names the food table as the country does', async () => {
    const table = (await t.call('GET', '/api/food-table/all', await personIn('mx'))).json();
    const foods = Object.values(table as Record<string, { food_type: { _id: string; food: string } }[]>).flat();
    expect(foods.find((e) => e.food_type._id === 'palta')?.food_type.food).toBe('Aguacate');
    expect(foods.find((e) => e.food_type._id === 'zapallito')?.food_type.food).toBe('Calabacita');
  });
});

type PlatePage = { data: { _id: string; name: string; ingredients: { food_id: string; name: string }[] }[] };

describe("the plate list in the person's country", () => {
  it.each(['pe', 'mx'] as const)('opens in %s with no dish of another region, the country’s first', async (country) => {
    const h = await personIn(country);
    const page = (await t.call('GET', '/api/diet-plates/search', h)).json().data as PlatePage['data'];
    expect(page.length).toBe(20);
    const nearness = page.map((p) => dishNearness(plateCountries(p._id), country));
    expect(nearness, page.map((p) => p.name).join(', ')).not.toContain(3);
    expect(nearness[0]).toBe(0);
    // Country, region, everywhere: never a nearer dish after a farther one.
    expect([...nearness].sort((a, b) => a - b)).toEqual(nearness);
  });

  it("offers the region's recipe dishes where they are eaten: papa a la huancaína in Lima, fabada in Madrid", async () => {
    const first = async (country: UserCountry, query: string) =>
      ((await t.call('GET', `/api/diet-plates/search?${query}`, await personIn(country))).json() as PlatePage).data.map(
        (p) => p.name,
      );
    expect(await first('pe', 'meal_type=dinner&ingredients=aji%20amarillo')).toContain('Papa a la huancaína');
    expect(await first('es', 'meal_type=lunch&ingredients=chorizo')).toContain('Fabada asturiana');
  });

  it('offers FNDDS dishes with a plan recipe as plates, built from it: lomo saltado in Lima, cochinita pibil in Mexico', async () => {
    const search = async (country: UserCountry, query: string) =>
      ((await t.call('GET', `/api/diet-plates/search?${query}`, await personIn(country))).json() as PlatePage).data;
    const lomo = (await search('pe', 'meal_type=lunch&ingredients=sillao')).find((p) => p.name === 'Lomo saltado');
    expect(lomo?.ingredients.map((i) => i.food_id)).toContain('res-lomo');
    const cochinita = (await search('mx', 'meal_type=lunch&ingredients=cerdo')).map((p) => p.name);
    expect(cochinita).toContain('Cochinita pibil');
  });

  it("names a plate's foods as Mexico does, and keeps the names elsewhere", async () => {
    const query = '?ingredients=palta';
    const mx = (await t.call('GET', `/api/diet-plates/search${query}`, await personIn('mx'))).json() as PlatePage;
    const pe = (await t.call('GET', `/api/diet-plates/search${query}`, await personIn('pe'))).json() as PlatePage;
    const inMexico = mx.data.find((p) => pe.data.some((q) => q._id === p._id))!;
    const inPeru = pe.data.find((p) => p._id === inMexico._id)!;
    expect(inMexico.ingredients.find((i) => i.food_id === 'palta')?.name).toBe('Aguacate');
    expect(inPeru.ingredients.find((i) => i.food_id === 'palta')?.name).toBe('Palta');
    expect(inMexico.name).not.toMatch(/palta/i);
  });
});

describe("the weekly plan in the person's country", () => {
  it.each(['pe', 'mx'] as const)(
    'has no dish of another region in %s, names its foods as the country does, and its shopping list too',
    async (country) => {
      const h = await personIn(country);
      await onboard(t, h, { recommendation: 'strict', finish: false });
      const res = await t.call('POST', '/api/diet-plates/strict', h);
      expect(res.statusCode, res.body).toBe(200);
      const plan = res.json().data;
      const ids: string[] = [];
      const ingredientNames: string[] = [];
      for (const day of plan.meals)
        for (const m of PLAN_MEALS) {
          ids.push(day[m].plate_id);
          ingredientNames.push(...day[m].ingredients.map((i: { name: string }) => i.name));
        }
      const foreign = ids.filter((id) => dishNearness(plateCountries(id), country) === 3);
      expect(foreign).toEqual([]);
      expect(ids.some((id) => dishNearness(plateCountries(id), country) === 0)).toBe(true);
      const list = (await t.call('GET', '/api/diet-plates/strict/shopping-list', h)).json().data;
      const listed = list.categories.flatMap((c: { items: { name: string }[] }) => c.items.map((i) => i.name));
      if (country === 'mx') {
        expect([...ingredientNames, ...listed].filter((n) => /\b(palta|choclo|culantro|zapallito)\b/i.test(n))).toEqual(
          [],
        );
      }
    },
  );
});
