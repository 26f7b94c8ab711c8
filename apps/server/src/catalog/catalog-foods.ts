/**
 * The catalog's foods and dishes as the database holds them, for the food search, the meal parser
 * and the pricing of a meal's items: read once per catalog version per database and kept in the process;
 * each call reads only catalog_meta's version.
 */
import { sql } from 'drizzle-orm';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { ParserFood } from '@nutricoach/core/rules/meal-parser';
import { type Portion, portionsFor } from '@nutricoach/core/rules/portions';
import { queryRows, type Db } from '../db/client.ts';

/** A food for core's rules, with its answer as the food search gives it. */
export type CatalogFood = ParserFood & { answer: SearchedFood };
export type CatalogFoods = {
  /**
   * One array per catalog version: core's search and parser index the foods they are given by
   * the array's identity (a WeakMap), so the same array makes every call after the first cheap.
   */
  list: readonly CatalogFood[];
  byId: ReadonlyMap<string, CatalogFood>;
};

type FoodRow = Omit<ParserFood, 'unit'> & { unit: 'g' | 'ml' };
type CatalogCache = { version: number; foods: Promise<CatalogFoods> };

const catalogCache = new WeakMap<Db, CatalogCache>();

type DishRow = FoodRow & { portions: Portion[]; countries: string[] };

async function loadFoods(db: Db): Promise<CatalogFoods> {
  const [rows, dishes] = await Promise.all([
    queryRows<FoodRow>(
      db,
      sql`
      select id, name, aliases, category, subcategory, unit, calories, protein, carbs, fat
      from foods where in_catalog order by position`,
    ),
    // The dishes (issue 28 §1): found, parsed and logged as foods, with their own portions.
    queryRows<DishRow>(
      db,
      sql`
      select id, name, aliases, category, subcategory, unit, calories, protein, carbs, fat, portions, countries
      from dishes order by position`,
    ),
  ]);
  const list = [...rows, ...dishes].map((row) => ({
    ...row,
    answer: {
      _id: row.id,
      name: row.name,
      calories: row.calories,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      unit: row.unit,
      portions: portionsFor(row).map(({ id, label, grams }) => ({ id, label, grams })),
    },
  }));
  return { list, byId: new Map(list.map((food) => [food.id, food])) };
}

/** The catalog's foods: one small query for the version, the foods themselves read once per version. */
export async function catalogFoods(db: Db): Promise<CatalogFoods> {
  const [meta] = await queryRows<{ version: number | null }>(
    db,
    sql`select (select version from catalog_meta) as version`,
  );
  return catalogFoodsAt(db, meta?.version ?? -1);
}

/** The catalog's foods of a version the caller has read (-1: no catalog seeded). */
export function catalogFoodsAt(db: Db, version: number): Promise<CatalogFoods> {
  const cached = catalogCache.get(db);
  if (cached?.version === version) return cached.foods;
  const foods = loadFoods(db);
  catalogCache.set(db, { version, foods });
  // A failed read is not kept: the next call tries again.
  foods.catch(() => {
    if (catalogCache.get(db)?.foods === foods) catalogCache.delete(db);
  });
  return foods;
}
