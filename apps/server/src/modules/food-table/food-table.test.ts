import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDietTable } from '../../catalog/diet-rules.ts';
import { FOODS } from '../../catalog/foods.ts';
import { seedCatalog } from '../../catalog/seed.ts';
import { createTestApp, signIn, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Entry = { _id: string; taste: string | null; food_type: Record<string, unknown> };
type Table = Record<'allowed' | 'occasional' | 'in_moderation' | 'not_allowed', Entry[]>;

const getTable = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Table;
};
const putTaste = (headers: Headers, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/food-table/${encodeURIComponent(id)}`,
    headers,
    payload: payload as object,
  });
const setDiet = async (headers: Headers, diet_type: string) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/user/diet-type', headers, payload: { diet_type } });
  expect(res.statusCode, res.body).toBe(200);
};
const find = (table: Table, id: string) =>
  Object.entries(table).flatMap(([group, entries]) =>
    entries.filter((e) => e._id === id).map((e) => ({ group, ...e })),
  )[0];

const DIETS = buildDietTable();

describe('GET /food-table/all', () => {
  it('puts every food of the catalog in its group of the general diet when no diet is chosen', async () => {
    const { headers } = await signIn(t.app);
    const table = await getTable(headers);
    expect(Object.keys(table)).toEqual(['allowed', 'occasional', 'in_moderation', 'not_allowed']);
    const all = Object.values(table).flat();
    expect(all).toHaveLength(FOODS.length);
    for (const [group, entries] of Object.entries(table)) {
      for (const e of entries) expect(DIETS.smart_balanced[e._id]).toBe(group);
    }
    expect(find(table, 'palta')).toEqual({
      group: 'allowed',
      _id: 'palta',
      taste: null,
      food_type: expect.objectContaining({
        _id: 'palta',
        food: 'Palta',
        category: 'Frutas',
        subcategory: 'Tropicales',
        type: 'Palta',
        unit: 'g',
        aliases: expect.arrayContaining(['aguacate']),
        calories: 160,
      }),
    });
    const keys = Object.keys(table.allowed[0]!.food_type).sort();
    expect(keys).toEqual([
      '_id',
      'aliases',
      'calories',
      'carbs',
      'category',
      'description',
      'fat',
      'food',
      'protein',
      'subcategory',
      'type',
      'unit',
    ]);
  });

  it("follows the user's diet: rice is allowed in the general diet and not allowed in keto", async () => {
    const { headers } = await signIn(t.app);
    expect(find(await getTable(headers), 'arroz-blanco')?.group).not.toBe('not_allowed');
    await setDiet(headers, 'classic_keto');
    const keto = await getTable(headers);
    expect(find(keto, 'arroz-blanco')?.group).toBe('not_allowed');
    for (const [group, entries] of Object.entries(keto)) {
      for (const e of entries) expect(DIETS.classic_keto[e._id]).toBe(group);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/food-table/all' })).statusCode).toBe(401);
  });

  it('is gzipped for a client that accepts it', async () => {
    const { headers } = await signIn(t.app);
    const plain = await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/food-table/all',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

describe('PUT /food-table/:foodTypeId', () => {
  it('sets, changes and clears a taste, and the table shows it', async () => {
    const { headers } = await signIn(t.app);
    const liked = await putTaste(headers, 'palta', { taste: 'like' });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toMatchObject({ _id: 'palta', taste: 'like', food_type: { food: 'Palta' } });
    expect(find(await getTable(headers), 'palta')?.taste).toBe('like');

    expect((await putTaste(headers, 'palta', { taste: 'allergic' })).json().taste).toBe('allergic');
    expect(find(await getTable(headers), 'palta')?.taste).toBe('allergic');

    const cleared = await putTaste(headers, 'palta', { taste: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().taste).toBeNull();
    expect(find(await getTable(headers), 'palta')?.taste).toBeNull();
  });

  it("keeps one user's tastes away from another", async () => {
    const ana = await signIn(t.app);
    const luis = await signIn(t.app);
    await putTaste(ana.headers, 'mango', { taste: 'dislike' });
    expect(find(await getTable(ana.headers), 'mango')?.taste).toBe('dislike');
    expect(find(await getTable(luis.headers), 'mango')?.taste).toBeNull();
  });

  it('refuses to rate a food that is not allowed in the diet, but lets an old taste be cleared', async () => {
    const { headers } = await signIn(t.app);
    expect((await putTaste(headers, 'arroz-blanco', { taste: 'like' })).statusCode).toBe(200);
    await setDiet(headers, 'classic_keto');
    const res = await putTaste(headers, 'arroz-blanco', { taste: 'dislike' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'No se pueden calificar alimentos no permitidos', code: 'FOOD_NOT_ALLOWED' });
    expect(find(await getTable(headers), 'arroz-blanco')).toMatchObject({ group: 'not_allowed', taste: 'like' });
    expect((await putTaste(headers, 'arroz-blanco', { taste: null })).statusCode).toBe(200);
    expect(find(await getTable(headers), 'arroz-blanco')?.taste).toBeNull();
  });

  it('answers 404 for an unknown food', async () => {
    const { headers } = await signIn(t.app);
    const res = await putTaste(headers, 'comida-que-no-existe', { taste: 'like' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Alimento no encontrado');
  });

  it('answers 400 in Spanish for a body without a valid taste', async () => {
    const { headers } = await signIn(t.app);
    for (const payload of [{ taste: 'love' }, {}, { taste: 1 }]) {
      const res = await putTaste(headers, 'palta', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/preferencia/);
    }
    const noBody = await t.app.inject({ method: 'PUT', url: '/api/food-table/palta', headers });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/food-table/palta', payload: { taste: 'like' } })).statusCode,
    ).toBe(401);
  });
});
