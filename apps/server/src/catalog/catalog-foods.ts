/**
 * The catalog's foods and dishes as the database holds them, for the food search, the meal parser
 * and the pricing of a meal's items: read once per catalog version per database and kept in the process;
 * each call reads only catalog_meta's version.
 */
import { sql } from 'drizzle-orm';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { ParserFood } from '@nutricoach/core/rules/meal-parser';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import { foodNameIn, plateNameIn } from '@nutricoach/core/rules/country-names';
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

/** A food as the food search answers it (own foods too): its figures per 100 g or ml, its portions. */
export function searchedFood(
  food: Pick<FoodRow, 'id' | 'name' | 'calories' | 'protein' | 'carbs' | 'fat' | 'unit'>,
  portions: readonly Portion[],
): SearchedFood {
  return {
    _id: food.id,
    name: food.name,
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    unit: food.unit,
    portions: portions.map(({ id, label, grams }) => ({ id, label, grams })),
  };
}
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
    answer: searchedFood(row, portionsFor(row)),
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

/** The name a catalog food or dish has in `country` (docs/countries.md): a plate's by its words. */
export function localName(food: { id: string; name: string }, country: UserCountry | null | undefined): string {
  return food.id.startsWith('plato-') ? plateNameIn(food.name, country) : foodNameIn(food.id, food.name, country);
}

const localCache = new WeakMap<CatalogFoods, Map<UserCountry, CatalogFoods>>();

/**
 * The catalog as `country` names it (issue 29): a food the country calls otherwise has that name,
 * and the catalog's keeps finding it as one of its aliases. One list per catalog version and
 * country, so core's indexes (kept per list) are built once for each.
 */
export function localizedFoods(foods: CatalogFoods, country: UserCountry | null | undefined): CatalogFoods {
  if (!country) return foods;
  let byCountry = localCache.get(foods);
  if (!byCountry) {
    byCountry = new Map();
    localCache.set(foods, byCountry);
  }
  const cached = byCountry.get(country);
  if (cached) return cached;
  let renamed = 0;
  const list = foods.list.map((food) => {
    const name = localName(food, country);
    if (name === food.name) return food;
    renamed += 1;
    // Portions are found by the catalog's name ('palta' has its own): kept as they are.
    const portions = portionsFor(food);
    return { ...food, name, aliases: [food.name, ...food.aliases], portions, answer: { ...food.answer, name } };
  });
  const local = renamed ? { list, byId: new Map(list.map((food) => [food.id, food])) } : foods;
  byCountry.set(country, local);
  return local;
}

/** The catalog's foods of a version the caller has read (-1: no catalog seeded), named as `country` names them. */
export function catalogFoodsAt(db: Db, version: number, country?: UserCountry | null): Promise<CatalogFoods> {
  if (country) return catalogFoodsAt(db, version).then((foods) => localizedFoods(foods, country));
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
