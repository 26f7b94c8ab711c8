import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { createTestApp, signIn, type TestApp } from '../test-support/app.ts';
import { FOODS } from './foods.ts';
import { PLAN_PLATES } from './region-plates.ts';
import { buildCatalogData, seedCatalog } from './seed.ts';
import { CATALOG_VERSION } from './version.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'foods' | 'plates' | 'food_tastes', where = sql`true`) =>
  Number(
    (await queryRows<{ n: string | number }>(t.db, sql`select count(*) as n from ${sql.raw(table)} where ${where}`))[0]!
      .n,
  );
const version = async () =>
  (await queryRows<{ version: number }>(t.db, sql`select version from catalog_meta`))[0]?.version;

describe('the catalog seed', () => {
  it('writes every food and plate once, then does nothing while the version is the same', async () => {
    const first = await seedCatalog(t.db);
    expect(first).toMatchObject({
      status: 'seeded',
      version: CATALOG_VERSION,
      foods: FOODS.length,
      plates: PLAN_PLATES.length,
    });
    expect(await count('foods')).toBe(FOODS.length);
    expect(await count('plates')).toBe(PLAN_PLATES.length);
    expect(await version()).toBe(CATALOG_VERSION);

    let built = false;
    const again = await seedCatalog(t.db, {
      data: () => {
        built = true;
        return buildCatalogData();
      },
    });
    expect(again.status).toBe('current');
    expect(built).toBe(false);
    expect(await count('foods')).toBe(FOODS.length);
  });

  it('stores computed plate nutrition, classes for the 16 diets and normalized ingredient text', async () => {
    const [plate] = await queryRows<{ calories: number; ingredient_text: string; food_ids: string[] }>(
      t.db,
      sql`select calories, ingredient_text, food_ids from plates where id = 'lomo-saltado'`,
    );
    const expected = buildCatalogData().plates.find((p) => p.id === 'lomo-saltado')!;
    expect(plate!.calories).toBe(expected.calories);
    expect(plate!.ingredient_text).toContain('|aji amarillo|');
    expect(plate!.food_ids).toContain('res-lomo');
    const [food] = await queryRows<{ diets: Record<string, string> }>(
      t.db,
      sql`select diets from foods where id = 'arroz-blanco'`,
    );
    expect(Object.keys(food!.diets)).toHaveLength(16);
    expect(food!.diets.classic_keto).toBe('not_allowed');
  });

  it('updates foods and plates for a new version without touching tastes; a dropped food with a taste is kept out of sight', async () => {
    const { headers } = await signIn(t.app);
    for (const [food, taste] of [
      ['palta', 'like'],
      ['mango', 'allergic'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/food-table/${food}`, headers, payload: { taste } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const tastesBefore = await queryRows(
      t.db,
      sql`select user_id, food_id, taste, updated_at from food_tastes order by food_id`,
    );
    // The food table is read (and kept in memory by the server) before the upgrade.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers }))
        .json()
        .allowed.find((e: { _id: string }) => e._id === 'palta').food_type.food,
    ).toBe('Palta');

    // Version + 1: palta renamed, mango (tasted) and kiwi (not tasted) dropped, one plate dropped, one renamed.
    const next = buildCatalogData();
    const foods = next.foods
      .filter((f) => f.id !== 'mango' && f.id !== 'kiwi')
      .map((f) => (f.id === 'palta' ? { ...f, name: 'Palta fuerte' } : f));
    const plates = next.plates
      .filter((p) => p.id !== 'causa-limena')
      .map((p) => (p.id === 'lomo-saltado' ? { ...p, name: 'Lomo saltado clásico' } : p));
    const upgraded = await seedCatalog(t.db, { version: CATALOG_VERSION + 1, data: () => ({ foods, plates }) });
    expect(upgraded.status).toBe('seeded');
    expect(await version()).toBe(CATALOG_VERSION + 1);

    expect(
      await queryRows(t.db, sql`select user_id, food_id, taste, updated_at from food_tastes order by food_id`),
    ).toEqual(tastesBefore);
    expect(await count('foods', sql`id = 'kiwi'`)).toBe(0);
    expect(await count('foods', sql`id = 'mango' and not in_catalog`)).toBe(1);
    expect(await count('foods', sql`in_catalog`)).toBe(FOODS.length - 2);
    expect(await count('plates')).toBe(PLAN_PLATES.length - 1);
    expect(
      (await queryRows<{ name: string }>(t.db, sql`select name from plates where id = 'lomo-saltado'`))[0]!.name,
    ).toBe('Lomo saltado clásico');

    const table = (await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers })).json();
    const all = Object.values(table).flat() as { _id: string; taste: string | null; food_type: { food: string } }[];
    expect(all.find((e) => e._id === 'palta')).toMatchObject({ taste: 'like', food_type: { food: 'Palta fuerte' } });
    expect(all.find((e) => e._id === 'mango')).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/food-table/mango', headers, payload: { taste: 'like' } }))
        .statusCode,
    ).toBe(404);

    // Back to the real catalog: mango returns with its taste intact.
    await seedCatalog(t.db, { version: CATALOG_VERSION + 2 });
    expect(await count('foods', sql`in_catalog`)).toBe(FOODS.length);
    const back = (await t.app.inject({ method: 'GET', url: '/api/food-table/all', headers })).json();
    expect(
      (Object.values(back).flat() as { _id: string; taste: string | null }[]).find((e) => e._id === 'mango')?.taste,
    ).toBe('allergic');
  });
});
