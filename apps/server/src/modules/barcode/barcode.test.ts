/**
 * GET /api/foods/barcode/:code (issue 30) against a local fake of Open Food Facts: the mapping of
 * its fields, the check digit refused before any outside call, each code asked once (found: kept;
 * unknown: remembered a day), the budget shared by every process on the database, failures as a
 * Spanish 503, an own food linked to a code, and products logged, starred, repeated and exported.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '@nutricoach/core/rules/barcode';
import { buildApp } from '../../app.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import type { Config } from '../../config.ts';
import {
  createTestApp,
  onboardedUser,
  type RequestHeaders,
  signIn,
  type TestApp,
  testToday,
} from '../../test-support/app.ts';
import { testDbKind } from '../../test-support/database.ts';
import { type FakeOpenFoodFacts, startFakeOpenFoodFacts } from '../../test-support/fake-open-food-facts.ts';
import { checkAnswerHook } from '../../test-support/conformance.ts';

let off: FakeOpenFoodFacts;
let t: TestApp;
let h: RequestHeaders;

const foodFacts = (overrides: Partial<Config['foodFacts']> = {}): Config['foodFacts'] => ({
  apiBase: off.base,
  userAgent: 'NutriCoach/0.1.0 (test@nutricoach.test)',
  timeoutMs: 3000,
  callsPerMinute: 1000,
  ...overrides,
});

beforeAll(async () => {
  off = await startFakeOpenFoodFacts();
  t = await createTestApp({ foodFacts: foodFacts() });
  await seedCatalog(t.db);
  ({ headers: h } = await onboardedUser(t));
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});
beforeEach(() => {
  off.setMode('normal');
  off.requests.length = 0;
});

const scan = (code: string, headers = h) => t.call('GET', `/api/foods/barcode/${encodeURIComponent(code)}`, headers);

describe('GET /api/foods/barcode/:code', () => {
  it('answers a product in the search shape: per 100 g, its serving and package, brand, barcode, source', async () => {
    const res = await scan('3017620422003');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().food).toEqual({
      _id: 'off-3017620422003',
      name: 'Nutella',
      brand: 'Nutella',
      calories: 539,
      protein: 6.3,
      carbs: 57.5,
      fat: 30.9,
      unit: 'g',
      portions: [
        { id: 'porcion', label: 'porción', grams: 15 },
        { id: 'paquete', label: 'envase entero', grams: 400 },
        { id: 'g', label: 'gramos', grams: 1 },
      ],
      barcode: '3017620422003',
      source: 'open_food_facts',
    });
    expect(off.requests).toHaveLength(1);
    const [request] = off.requests;
    expect(request!.path).toBe('/api/v2/product/3017620422003');
    expect(request!.userAgent).toBe('NutriCoach/0.1.0 (test@nutricoach.test)');
    expect(request!.fields?.split(',')).toEqual(expect.arrayContaining(['product_name_es', 'nutriments']));
  });

  it('prefers the Spanish name, converts kJ to kcal, and measures a drink in ml', async () => {
    const crackers = (await scan('7751271021555')).json().food;
    expect(crackers).toMatchObject({ name: 'Galletas de soda', brand: 'Field', calories: 450 });
    expect(crackers.portions.map((p: { id: string }) => p.id)).toEqual(['porcion', 'paquete', 'g']);
    const cola = (await scan('5449000000996')).json().food;
    expect(cola).toMatchObject({ name: 'Coca-Cola', unit: 'ml', calories: 42 });
    expect(cola.portions).toEqual([
      { id: 'porcion', label: 'porción', grams: 330 },
      { id: 'ml', label: 'ml', grams: 1 },
    ]);
  });

  it('refuses a wrong check digit or a non-code with a Spanish 400, without asking outside', async () => {
    const wrong = await scan('3017620422004');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'El código 3017620422004 no es válido: revisa los números, el último no cuadra con los demás',
      code: 'INVALID_BARCODE',
    });
    for (const text of ['abc', '123', '12345678901234', '96385075', '036000291453'])
      expect((await scan(text)).statusCode, text).toBe(400);
    expect(off.requests).toEqual([]);
  });

  it('reads UPC-A, UPC-E and EAN-8 and asks for the canonical 13 digits', async () => {
    await scan('036000291452');
    await scan('04252614');
    await scan('96385074');
    expect(off.requests.map((r) => r.code)).toEqual(['0036000291452', '0042100005264', '96385074']);
  });

  it('answers an unknown code with 404, the way forward and the code to prefill, and remembers it a day', async () => {
    const code = '7750000000014';
    const res = await scan(code);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: `No encontramos el código ${code}: créalo con su etiqueta`,
      code: 'BARCODE_NOT_FOUND',
      prefill: { barcode: code },
    });
    expect((await scan(code)).statusCode).toBe(404);
    expect(off.requests).toHaveLength(1);
    // A day later it is asked again (it may have been added meanwhile).
    await t.db.execute(sql`update product_misses set checked_at = now() - interval '25 hours' where code = ${code}`);
    expect((await scan(code)).statusCode).toBe(404);
    expect(off.requests).toHaveLength(2);
  });

  it('answers a product without energy as not loggable, with what is known to prefill', async () => {
    const res = await scan('8480000123459');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: '«Yogur natural» no tiene sus calorías en Open Food Facts: créalo con su etiqueta',
      code: 'PRODUCT_INCOMPLETE',
      prefill: {
        barcode: '8480000123459',
        name: 'Yogur natural',
        brand: 'Hacendado',
        protein: 3.5,
        fat: 3,
        serving_grams: 125,
      },
    });
    expect((await scan('8480000123459')).statusCode).toBe(404);
    expect(off.requests).toHaveLength(1);
  });

  it('asks Open Food Facts once per code: 100 scans of 20 codes make 20 calls', async () => {
    const codes = Array.from({ length: 20 }, (_, i) => {
      const body = `779${String(100000000 + i).slice(0, 9)}`;
      return body + gs1CheckDigit(body);
    });
    for (const code of codes)
      off.products[code] = {
        product_name: `Producto ${code}`,
        nutriments: { 'energy-kcal_100g': 100, proteins_100g: 1, carbohydrates_100g: 20, fat_100g: 1 },
      };
    const users = [h, (await signIn(t.app)).headers];
    for (let round = 0; round < 5; round += 1)
      for (const [i, code] of codes.entries()) {
        const res = await scan(code, users[(round + i) % 2]);
        expect(res.statusCode, res.body).toBe(200);
      }
    expect(off.requests).toHaveLength(20);
  });

  it('asks once for a code scanned many times at once', async () => {
    off.products['7790000012341'] = { product_name: 'Yerba', nutriments: { 'energy-kcal_100g': 300 } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => scan('7790000012341')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(off.requests).toHaveLength(1);
  });

  it('answers 503 in Spanish when Open Food Facts fails or does not answer in time', async () => {
    off.setMode('error');
    const failed = await scan('7800000001235');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      message:
        'No pudimos consultar Open Food Facts. Intenta de nuevo en unos minutos o busca el alimento por su nombre',
      code: 'FOOD_FACTS_UNAVAILABLE',
    });
    // Nothing is remembered from a failure: the next scan asks again.
    off.setMode('normal');
    expect((await scan('7800000001235')).statusCode).toBe(404);
    expect(off.requests).toHaveLength(2);
  });

  it('gives up on a silent Open Food Facts after the timeout', async () => {
    const quick = await createTestApp({ foodFacts: foodFacts({ timeoutMs: 200 }) });
    try {
      const { headers } = await onboardedUser(quick);
      off.setMode('hang');
      const started = Date.now();
      const res = await quick.call('GET', '/api/foods/barcode/7400000000018', headers);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('FOOD_FACTS_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await quick.close();
    }
  });

  it('keeps to one budget of outside calls a minute across processes on the same database', async () => {
    const limited = await createTestApp({ foodFacts: foodFacts({ callsPerMinute: 3 }) });
    // A second server process on the same database.
    const second = await buildApp({
      onAnswer: checkAnswerHook,
      config: limited.config,
      database: { db: limited.db, kind: testDbKind, close: async () => {} },
      logger: false,
    });
    try {
      // The budget is a fixed minute: start early in one.
      const seconds = new Date().getUTCSeconds();
      if (seconds > 50) await new Promise((r) => setTimeout(r, (61 - seconds) * 1000));
      const { headers } = await onboardedUser(limited);
      const codes = ['7750000000021', '7750000000038', '7750000000045', '7750000000052'];
      const one = (code: string) => limited.call('GET', `/api/foods/barcode/${code}`, headers);
      const two = (code: string) =>
        second.inject({
          method: 'GET',
          url: `/api/foods/barcode/${code}`,
          headers: { ...headers, 'x-time-zone': 'America/Lima' },
        });
      expect((await one(codes[0]!)).statusCode).toBe(404);
      expect((await two(codes[1]!)).statusCode).toBe(404);
      expect((await one(codes[2]!)).statusCode).toBe(404);
      const refused = await two(codes[3]!);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('FOOD_FACTS_BUSY');
      expect(refused.json().message).toMatch(
        /^Open Food Facts está recibiendo muchas consultas nuestras: intenta de nuevo en \d+ segundos?/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(off.requests).toHaveLength(3);
      // What is already known is still answered from the table.
      expect((await two(codes[0]!)).statusCode).toBe(404);
    } finally {
      await second.close();
      await limited.close();
    }
  }, 45_000);

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/foods/barcode/3017620422003')).statusCode).toBe(401);
  });
});

describe('an own food linked to a code', () => {
  const label = {
    name: 'Chifles',
    brand: 'Inka',
    basis: 'per_100g',
    calories: 520,
    protein: 2,
    carbs: 60,
    fat: 30,
  };

  it("is what the user's next scan finds, and only theirs: another user's scan does not see it", async () => {
    const { headers: mine } = await onboardedUser(t);
    // Typed as its 12-digit UPC-A; stored as the 13-digit code every scan asks for.
    const created = await t.call('POST', '/api/my-foods', mine, { ...label, barcode: '036000291452' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().food.barcode).toBe('0036000291452');
    off.requests.length = 0;
    const found = await scan('0036000291452', mine);
    expect(found.statusCode).toBe(200);
    expect(found.json().food).toMatchObject({
      _id: created.json().food._id,
      name: 'Chifles',
      own: true,
      barcode: '0036000291452',
      source: 'own',
    });
    expect(off.requests).toEqual([]);

    // The attacker scans the same code: Open Food Facts is asked, my food is never answered.
    const { headers: other } = await onboardedUser(t);
    const theirs = await scan('036000291452', other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('BARCODE_NOT_FOUND');
    expect(theirs.body).not.toContain('Chifles');
  });

  it('refuses a second own food with the same code, naming the first, and a code with a wrong digit', async () => {
    const { headers: mine } = await onboardedUser(t);
    expect((await t.call('POST', '/api/my-foods', mine, { ...label, barcode: '96385074' })).statusCode).toBe(201);
    const again = await t.call('POST', '/api/my-foods', mine, { ...label, name: 'Otro', barcode: '96385074' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Ya tienes «Chifles» con el código 96385074: edítalo o usa otro código',
      code: 'BARCODE_TAKEN',
    });
    const wrong = await t.call('POST', '/api/my-foods', mine, { ...label, barcode: '96385075' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El código de barras no es válido: revisa los números');
  });
});

describe('a product as a food', () => {
  it('is logged, changed, repeated, starred, used in a recipe, exported and deleted like any food', async () => {
    const { headers: me } = await onboardedUser(t);
    const { food } = (await scan('3017620422003', me)).json();
    const logged = await t.call('POST', '/api/logs/nutrition', me, {
      nutrition_log: {
        date: testToday(),
        meal_type: 'breakfast',
        items: [{ food_id: food._id, portion_id: 'porcion', quantity: 2 }],
      },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const log = logged.json();
    expect(log.items[0]).toMatchObject({ food_id: 'off-3017620422003', name: 'Nutella', grams: 30 });
    expect(log.calories).toBe(162);

    const changed = await t.call('PATCH', `/api/logs/nutrition/${log._id}/items/${log.items[0].id}`, me, {
      portion_id: 'paquete',
      quantity: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().items[0].grams).toBe(400);

    const recent = (await t.call('GET', '/api/logs/recent', me)).json();
    expect(recent.foods.map((f: { _id: string }) => f._id)).toContain('off-3017620422003');

    const starred = await t.call('POST', '/api/favorites', me, { food_id: food._id });
    expect(starred.statusCode, starred.body).toBeLessThan(300);
    const favorites = (await t.call('GET', '/api/favorites', me)).json();
    expect(favorites.foods).toEqual([expect.objectContaining({ _id: food._id, source: 'open_food_facts' })]);

    const recipe = await t.call('POST', '/api/recipes', me, {
      name: 'Tostadas con crema',
      servings: 2,
      ingredients: [
        { food_id: food._id, portion_id: 'porcion', quantity: 2 },
        { food_id: 'pan-frances', portion_id: 'unidad', quantity: 2 },
      ],
    });
    expect(recipe.statusCode, recipe.body).toBe(201);

    const exported = (await t.call('GET', '/api/user/export', me)).json();
    expect(JSON.stringify(exported)).toContain('off-3017620422003');

    const removed = await t.call('DELETE', `/api/favorites/${favorites.foods[0].favorite_id}`, me);
    expect(removed.statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/logs/nutrition/${log._id}`, me)).statusCode).toBe(200);
  });

  it('cannot be logged before anyone scanned it, nor when Open Food Facts has no energy for it', async () => {
    for (const food_id of ['off-9999999999994', 'off-8480000123459']) {
      const res = await t.call('POST', '/api/logs/nutrition', h, {
        nutrition_log: { date: testToday(), meal_type: 'lunch', items: [{ food_id, grams: 100 }] },
      });
      expect(res.statusCode, food_id).toBe(400);
      expect(res.json().code).toBe('UNKNOWN_FOOD');
    }
  });
});

describe('packaged products in the food search', () => {
  it('come after the catalog and the own foods: generic words stay generic, a brand finds its product', async () => {
    const { products } = await import('../../db/schema-products.ts');
    const product = (code: string, name: string, brand: string) => ({
      code,
      name,
      brand,
      calories: 350,
      protein: 7,
      carbs: 78,
      fat: 1,
      origin: 'dump',
      searchText: `${name} ${brand}`.toLowerCase(),
    });
    await t.db
      .insert(products)
      .values([
        product('7750000000069', 'Arroz extra', 'Costeño'.normalize('NFD').replace(/\p{M}/gu, '')),
        product('7750000000076', 'Galletas de vainilla', 'Tentacion'),
      ])
      .onConflictDoNothing();
    const search = async (q: string, limit = 20) =>
      (await t.call('GET', `/api/foods/search?q=${encodeURIComponent(q)}&limit=${limit}`, h)).json().foods as {
        _id: string;
        source?: string;
      }[];
    // Generic words stay generic: every product comes after every food of the catalog.
    const rice = await search('arroz', 50);
    expect(rice[0]!._id).toBe('arroz-blanco');
    const firstProduct = rice.findIndex((f) => f.source === 'open_food_facts');
    const lastCatalog = rice.map((f) => f.source === undefined).lastIndexOf(true);
    expect(firstProduct === -1 || firstProduct > lastCatalog).toBe(true);
    expect((await search('arroz extra costeño')).map((f) => f._id)).toContain('off-7750000000069');
    // Accents and case aside, by its brand.
    expect((await search('COSTEÑO')).find((f) => f._id === 'off-7750000000069')).toMatchObject({
      source: 'open_food_facts',
    });
    expect((await search('galletas tentacion')).map((f) => f._id)).toContain('off-7750000000076');
    // A word begun is enough.
    expect((await search('tentac')).map((f) => f._id)).toContain('off-7750000000076');
    expect(await search('xyzzyqw')).toEqual([]);
    // LIKE's wildcards are letters like any other.
    expect((await search('%%%')).filter((f) => f.source)).toEqual([]);
    expect((await search('arroz_extra')).filter((f) => f.source)).toEqual([]);
  });
});
