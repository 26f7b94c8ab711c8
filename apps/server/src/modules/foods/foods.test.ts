/** The foods module over the seeded catalog (issue 15): food search, and meal parse (a draft, never a log). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../catalog/seed.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, signIn, testToday, type RequestHeaders, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let headers: RequestHeaders;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
  ({ headers } = await signIn(t.app));
});
afterAll(() => t.close());

type Food = { _id: string; name: string; unit: string; portions: { id: string; label: string; grams: number }[] };
const search = async (query: string) => {
  const res = await t.call('GET', `/api/foods/search?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().foods as Food[];
};

describe('GET /api/foods/search', () => {
  it("finds cooked white rice first for 'arroz', per 100 g, with its household portions", async () => {
    const [top] = await search('q=arroz');
    expect(top).toMatchObject({ _id: 'arroz-blanco', name: 'Arroz blanco cocido', unit: 'g' });
    expect(top).toEqual({
      _id: 'arroz-blanco',
      name: 'Arroz blanco cocido',
      unit: 'g',
      calories: expect.any(Number),
      protein: expect.any(Number),
      carbs: expect.any(Number),
      fat: expect.any(Number),
      portions: expect.any(Array),
    });
    const cup = top!.portions.find((p) => p.id === 'taza');
    expect(cup).toEqual({ id: 'taza', label: 'taza', grams: expect.any(Number) });
    expect(cup!.grams).toBeGreaterThanOrEqual(140);
    expect(cup!.grams).toBeLessThanOrEqual(200);
    expect(top!.portions.at(-1)).toEqual({ id: 'g', label: 'gramos', grams: 1 });
  });

  it('ignores accents and case', async () => {
    expect((await search(`q=${encodeURIComponent('ÁRROZ')}`))[0]?.name).toBe('Arroz blanco cocido');
    expect((await search(`q=${encodeURIComponent('Pan Francés')}`))[0]?._id).toBe('pan-frances');
  });

  it('knows regional synonyms', async () => {
    expect((await search('q=aguacate'))[0]).toMatchObject({ _id: 'palta', name: 'Palta' });
    expect((await search('q=porotos'))[0]?._id).toBe('frijol-negro');
  });

  it('answers at most limit foods, 20 by default', async () => {
    expect(await search('q=a&limit=3')).toHaveLength(3);
    expect(await search('q=a')).toHaveLength(20);
    expect(await search('q=a&limit=50')).toHaveLength(50);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('q=xyzzyqw')).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.call('GET', '/api/foods/search?q=arroz');
    expect(res.statusCode).toBe(401);
  });

  it('needs an active plan, as every product call does', async () => {
    const other = await signIn(t.app);
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.phone, other.phone));
    const res = await t.call('GET', '/api/foods/search?q=arroz', other.headers);
    expect(res.statusCode).toBe(402);
    expect((await t.call('POST', '/api/logs/parse', other.headers, { text: 'arroz' })).statusCode).toBe(402);
  });

  it.each([
    ['q=', 'Escribe el alimento que buscas'],
    ['q=%20%20', 'Escribe el alimento que buscas'],
    ['limit=5', 'Escribe el alimento que buscas'],
    [`q=${'a'.repeat(101)}`, 'La búsqueda puede tener como máximo 100 caracteres'],
    ['q=arroz&limit=0', 'El límite debe ser un número entero entre 1 y 50'],
    ['q=arroz&limit=51', 'El límite debe ser un número entero entre 1 y 50'],
    ['q=arroz&limit=dos', 'El límite debe ser un número entero entre 1 y 50'],
  ])('refuses %s with a Spanish message', async (query, message) => {
    const res = await t.call('GET', `/api/foods/search?${query}`, headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

type Item = {
  food_id: string;
  name: string;
  quantity: number;
  portion: { id: string };
  grams: number;
  calories: number;
};
const parse = async (text: string) => {
  const res = await t.call('POST', '/api/logs/parse', headers, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Item[];
    foods: (Food & { portions: { id: string }[] })[];
    unmatched: string[];
    meal_type: string | null;
    description: string;
  };
};
const day = async () => {
  const res = await t.call('GET', `/api/summaries/daily?date=${testToday()}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/logs/parse', () => {
  it("turns '2 huevos y una taza de arroz' into two items, and logs nothing", async () => {
    const before = await day();
    const draft = await parse('2 huevos y una taza de arroz');
    expect(draft.unmatched).toEqual([]);
    expect(draft.meal_type).toBeNull();
    expect(draft.items).toHaveLength(2);
    const [eggs, rice] = draft.items;
    expect(eggs).toMatchObject({ quantity: 2, portion: { id: 'unidad' } });
    // Each food the draft names comes once, with its portions, for the client to change them.
    expect(draft.foods.map((f) => f._id)).toEqual(draft.items.map((i) => i.food_id));
    expect(draft.foods[1]!.portions.map((p) => p.id)).toContain('taza');
    expect(eggs!.name).toMatch(/huevo/i);
    expect(eggs!.grams).toBeGreaterThanOrEqual(80);
    expect(eggs!.grams).toBeLessThanOrEqual(130);
    expect(rice).toMatchObject({ food_id: 'arroz-blanco', name: 'Arroz blanco cocido', quantity: 1 });
    expect(rice!.portion.id).toBe('taza');
    expect(rice!.grams).toBeGreaterThanOrEqual(140);
    expect(rice!.grams).toBeLessThanOrEqual(200);
    for (const item of draft.items) expect(item.calories).toBeGreaterThan(0);

    expect(await day()).toEqual(before);
    expect(await queryRows(t.db, sql`select count(*)::int as n from nutrition_logs`)).toEqual([{ n: 0 }]);
  });

  it('returns the words it could not place', async () => {
    const draft = await parse('una salsa de la abuela con palta');
    expect(draft.items.map((i) => i.food_id)).toEqual(['palta']);
    expect(draft.unmatched).toEqual(['salsa de la abuela']);
  });

  it('understands a dish of the catalog (issue 28): an arepa is one arepa, not a word it could not place', async () => {
    const draft = await parse('una arepa con palta');
    expect(draft.items.map((i) => [i.food_id, i.portion.id, i.quantity])).toEqual([
      ['arepa', 'unidad', 1],
      // Palta with no amount is a palta as eaten on bread, FNDDS's 30 g (docs/portion-check.md).
      ['palta', 'porcion', 1],
    ]);
    expect(draft.unmatched).toEqual([]);
  });

  it("reads a 'desayuno:' prefix as the meal type", async () => {
    const draft = await parse('Desayuno: pan con palta');
    expect(draft.meal_type).toBe('breakfast');
    expect(draft.items.map((i) => i.food_id)).toEqual(['pan-frances', 'palta']);
    expect(draft.unmatched).toEqual([]);
  });

  it("keeps the person's words as the meal's description, without its 'desayuno:' start", async () => {
    expect((await parse('Desayuno:  2 quesadillas y un café.')).description).toBe('2 quesadillas y un café');
    const long = `${'pan con palta, '.repeat(30)}café`;
    const { description } = await parse(long);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/^pan con palta, pan con palta.*…$/);
  });

  it('never substitutes silently: a dish it cannot place comes back as written, with none of its ingredients', async () => {
    for (const [text, words, wrong] of [
      ['un vaso de agua de horchata', 'agua de horchata', 'agua'],
      ['un plato de caldo de gallina', 'caldo de gallina', 'caldo-verduras'],
      ['lomo saltado', 'lomo saltado', 'res-lomo'],
      ['tres tacos de pollo', 'tacos de pollo', 'tostada-maiz'],
      ['dos pupusas de queso', 'pupusas de queso', 'queso-fresco'],
    ] as const) {
      const draft = await parse(text);
      expect(
        draft.items.map((i) => i.food_id),
        text,
      ).not.toContain(wrong);
      // Until the catalog holds the dish, the person sees its words as not understood.
      if (draft.items.length === 0) expect(draft.unmatched, text).toEqual([words]);
    }
  });

  it("reads words as the person's country does: 'tortilla' is a corn tortilla in Mexico, never one in Spain", async () => {
    const mexican = await signIn(t.app);
    const spaniard = await signIn(t.app);
    const country = async (h: RequestHeaders, code: string) =>
      expect((await t.call('PUT', '/api/user/country', h, { country: code })).statusCode).toBe(200);
    await country(mexican.headers, 'mx');
    await country(spaniard.headers, 'es');
    const parseAs = async (h: RequestHeaders, text: string) =>
      (await t.call('POST', '/api/logs/parse', h, { text })).json() as { items: Item[]; unmatched: string[] };
    const searchAs = async (h: RequestHeaders, q: string) =>
      ((await t.call('GET', `/api/foods/search?q=${q}`, h)).json() as { foods: Food[] }).foods;

    expect((await parseAs(mexican.headers, 'dos tortillas')).items.map((i) => i.food_id)).toEqual(['tortilla-maiz']);
    expect((await searchAs(mexican.headers, 'tortilla'))[0]?._id).toBe('tortilla-maiz');
    const spain = await parseAs(spaniard.headers, 'una tortilla');
    expect(spain.items.map((i) => i.food_id)).not.toContain('tortilla-maiz');
    if (spain.items.length === 0) expect(spain.unmatched).toEqual(['tortilla']);
    // The search lists every tortilla; a potato omelette, once the catalog has one, comes first in Spain.
    const found = await searchAs(spaniard.headers, 'tortilla');
    const omelette = found.findIndex((f) => /^tortilla (española|de patatas?)/i.test(f.name));
    if (omelette >= 0) expect(omelette).toBe(0);
    // Said whole, it is the same food everywhere.
    expect((await parseAs(spaniard.headers, 'una tortilla de maíz')).items.map((i) => i.food_id)).toEqual([
      'tortilla-maiz',
    ]);

    // Dishes of one name: the one common in the person's country (the catalog's countries).
    const cuban = await signIn(t.app);
    const ecuadorian = await signIn(t.app);
    await country(cuban.headers, 'cu');
    await country(ecuadorian.headers, 'ec');
    expect((await parseAs(cuban.headers, 'una colada')).items.map((i) => i.name)).toEqual(['Café cubano']);
    expect((await parseAs(ecuadorian.headers, 'una colada')).items.map((i) => i.name)).toEqual(['Colada morada']);
    expect((await searchAs(ecuadorian.headers, 'colada'))[0]?.name).toBe('Colada morada');

    // 'tostada': a fried corn tortilla in Mexico, toasted bread in Spain.
    expect((await parseAs(mexican.headers, 'dos tostadas')).items.map((i) => i.food_id)).toEqual(['tostada-maiz']);
    expect((await parseAs(spaniard.headers, 'dos tostadas')).items.map((i) => i.food_id)).toEqual(['tostadas-pan']);
  });

  it('needs a session', async () => {
    expect((await t.call('POST', '/api/logs/parse', {}, { text: 'arroz' })).statusCode).toBe(401);
  });

  it.each([
    [{ text: '' }, 'Describe tu comida'],
    [{ text: '   ' }, 'Describe tu comida'],
    [{}, 'Describe tu comida'],
    [{ text: 'a'.repeat(501) }, 'La descripción puede tener como máximo 500 caracteres'],
  ])('refuses %j with a Spanish message', async (body, message) => {
    const res = await t.call('POST', '/api/logs/parse', headers, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
