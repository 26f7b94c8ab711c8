/**
 * Dishes in the food search and in a logged meal (issue 28 §1): found by any of their names, with
 * or without accents, singular or plural; logged by their household portions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISHES } from '../../catalog/dishes.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import { createTestApp, type RequestHeaders, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
let h: RequestHeaders;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
  h = (await signIn(t.app)).headers;
});
afterAll(() => t.close());

type Found = { _id: string; name: string; calories: number; portions: { id: string; label: string; grams: number }[] };

async function search(q: string, limit = 5): Promise<Found[]> {
  const res = await t.call('GET', `/api/foods/search?q=${encodeURIComponent(q)}&limit=${limit}`, h);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().foods;
}

const dish = (id: string) => DISHES.find((d) => d.id === id)!;

describe('GET /api/foods/search finds dishes', () => {
  // [what people type, the dish that must come first]
  const cases: [string, string][] = [
    ['pupusa', 'pupusa-de-queso'],
    ['pupusas', 'pupusa-de-queso'],
    ['anticucho', 'anticuchos'],
    ['salteñas', 'saltena'],
    ['saltena', 'saltena'],
    ['mangu', 'mangu'],
    ['mangú', 'mangu'],
    ['pabellon criollo', 'plato-pabellon-criollo'],
    ['PABELLÓN', 'plato-pabellon-criollo'],
    ['cebiche', 'ceviche'],
    ['patacones', 'patacones'],
    ['tostones', 'tostones'],
    ['arequipe', 'dulce-de-leche'],
    ['agua de horchata', 'agua-de-horchata'],
    ['horchata', 'agua-de-horchata'],
    ['caldo de gallina', 'caldo-de-gallina'],
    ['chicha morada', 'chicha-morada'],
    ['lomo saltado', 'lomo-saltado'],
    ['lomo saltado plato del plan', 'plato-lomo-saltado'],
    ['aji de gallina', 'aji-de-gallina'],
    ['quesadillas', 'quesadilla-de-queso'],
    ['tres leches', 'tres-leches'],
    ['sopes', 'sopes'],
    ['encebollado', 'encebollado'],
    ['baleadas', 'baleada'],
    ['nacatamales', 'nacatamal'],
    ['ropa vieja', 'ropa-vieja'],
    ['chipa', 'chipa'],
    ['fabada', 'fabada'],
    ['gazpacho', 'gazpacho'],
    ['completo', 'completo'],
    ['asado de tira', 'asado-de-tira'],
    ['arepa', 'arepa'],
    ['cachapas', 'cachapa'],
    ['humitas', 'humitas'],
    ['locro', 'locro'],
    ['tacos', 'tacos-de-carne'],
    ['empanada', 'empanada-argentina'],
    ['papa a la huancaina', 'papa-a-la-huancaina'],
  ];

  it.each(cases)("'%s' finds %s first", async (q, id) => {
    const [first] = await search(q);
    expect(first?._id, JSON.stringify(first?.name)).toBe(id);
  });

  it('answers a dish with its numbers per 100 g and its household portions, the usual one first', async () => {
    const [pupusa] = await search('pupusa de queso', 1);
    expect(pupusa).toMatchObject({
      _id: 'pupusa-de-queso',
      name: 'Pupusa de queso',
      calories: 256,
      portions: [
        { id: 'unidad', label: 'unidad', grams: 117 },
        { id: 'porcion', label: 'porción', grams: 206 },
        { id: 'g', label: 'gramos', grams: 1 },
      ],
    });
    const [plate] = await search('lomo saltado plato del plan', 1);
    expect(plate?.portions[0]).toEqual({
      id: 'plato',
      label: 'plato',
      grams: dish('plato-lomo-saltado').portions[0]!.grams,
    });
  });

  it('still finds the plain food first for a food word (pan, arroz, pollo)', async () => {
    expect((await search('pan'))[0]?._id).toBe('pan-frances');
    expect((await search('arroz'))[0]?._id).toBe('arroz-blanco');
    expect((await search('palta'))[0]?._id).toBe('palta');
  });
});

describe("'Describe tu comida' reads the region's dishes", () => {
  it("'un vaso de agua de horchata' is a glass of horchata and 'dos pupusas de queso' two pupusas, never water or cheese", async () => {
    const parse = async (text: string) => (await t.call('POST', '/api/logs/parse', h, { text })).json();
    const horchata = await parse('un vaso de agua de horchata');
    expect(horchata.items.map((i: { food_id: string; grams: number }) => [i.food_id, i.grams])).toEqual([
      ['agua-de-horchata', 258],
    ]);
    const pupusas = await parse('dos pupusas de queso');
    expect(pupusas.items.map((i: { food_id: string; grams: number }) => [i.food_id, i.grams])).toEqual([
      ['pupusa-de-queso', 234],
    ]);
    expect(pupusas.unmatched).toEqual([]);
  });

  it("'lomo saltado con arroz' is the dish and its side; 'un plato de pabellón' the plan's plate, by its plate", async () => {
    const parse = async (text: string) => (await t.call('POST', '/api/logs/parse', h, { text })).json();
    const lomo = await parse('lomo saltado con arroz');
    expect(lomo.items.map((i: { food_id: string; portion: { id: string } }) => [i.food_id, i.portion.id])).toEqual([
      ['lomo-saltado', 'plato'],
      ['arroz-blanco', 'taza'],
    ]);
    const pabellon = await parse('un plato de pabellón criollo');
    expect(pabellon.items.map((i: { food_id: string; grams: number }) => [i.food_id, i.grams])).toEqual([
      ['plato-pabellon-criollo', dish('plato-pabellon-criollo').portions[0]!.grams],
    ]);
  });
});

describe('a dish logged by its portion', () => {
  it('2 pupusas and a plate of lomo saltado: grams from the portion, kcal from the dish per 100 g', async () => {
    const res = await t.call('POST', '/api/logs/nutrition', h, {
      nutrition_log: {
        date: testToday(),
        meal_type: 'lunch',
        items: [
          { food_id: 'pupusa-de-queso', portion_id: 'unidad', quantity: 2 },
          { food_id: 'plato-lomo-saltado', portion_id: 'plato', quantity: 1 },
          { food_id: 'agua-de-horchata', portion_id: 'vaso', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [pupusas, lomo, horchata] = res.json().items;
    expect(pupusas).toMatchObject({ food_id: 'pupusa-de-queso', name: 'Pupusa de queso', quantity: 2, grams: 234 });
    expect(pupusas.calories).toBe(Math.round((256 * 234) / 100));
    const plate = dish('plato-lomo-saltado');
    expect(lomo).toMatchObject({ grams: plate.portions[0]!.grams });
    expect(lomo.calories).toBe(Math.round((plate.calories * plate.portions[0]!.grams) / 100));
    expect(horchata).toMatchObject({ portion: { id: 'vaso' }, grams: 258 });
  });

  it('refuses a portion the dish does not have, in Spanish', async () => {
    const res = await t.call('POST', '/api/logs/nutrition', h, {
      nutrition_log: {
        date: testToday(),
        meal_type: 'lunch',
        items: [{ food_id: 'pupusa-de-queso', portion_id: 'copa', quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pupusa de queso no se mide en copa');
  });
});
