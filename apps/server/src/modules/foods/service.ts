/**
 * Food search and the meal parser (issue 15) over the catalog: the rules are core's
 * (rules/food-search, portions, meal-parser; docs/portions-and-search.md), the foods are the
 * seeded catalog, kept in memory per database and reread when catalog_meta's version moves.
 */
import { sql } from 'drizzle-orm';
import type { FoodSearchResponse, MealParseResponse, SearchedFood } from '@nutricoach/core/contract/foods';
import { searchFoods } from '@nutricoach/core/rules/food-search';
import { type ParserFood, parseMeal, splitMealType } from '@nutricoach/core/rules/meal-parser';
import { portionsFor } from '@nutricoach/core/rules/portions';
import { queryRows, type Db } from '../../db/client.ts';

type CatalogFood = ParserFood & { answer: SearchedFood };
type FoodRow = Omit<ParserFood, 'unit'> & { unit: 'g' | 'ml' };
type CatalogCache = { version: number; foods: Promise<readonly CatalogFood[]> };

/**
 * One array per catalog version: core's search and parser index the foods they are given by the
 * array's identity (a WeakMap), so the same array makes every call after the first cheap.
 */
const catalogCache = new WeakMap<Db, CatalogCache>();

async function loadFoods(db: Db): Promise<readonly CatalogFood[]> {
  const rows = await queryRows<FoodRow>(
    db,
    sql`
    select id, name, aliases, category, subcategory, unit, calories, protein, carbs, fat
    from foods where in_catalog order by position`,
  );
  return rows.map((row) => ({
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
}

/** The catalog's foods: one small query for the version, the foods themselves read once per version. */
async function catalogFoods(db: Db): Promise<readonly CatalogFood[]> {
  const [meta] = await queryRows<{ version: number | null }>(
    db,
    sql`select (select version from catalog_meta) as version`,
  );
  const version = meta?.version ?? -1;
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

/**
 * The user's recent foods rank higher (core's recentFoodIds), but nutrition logs hold no food ids
 * yet (a meal is a description and typed macros): there are none to pass until logs keep their items.
 */
const RECENT_FOOD_IDS: readonly string[] = [];

/** GET /foods/search: the catalog foods the query finds, best first, with their portions. */
export async function searchCatalogFoods(db: Db, query: string, limit: number): Promise<FoodSearchResponse> {
  const foods = await catalogFoods(db);
  return { foods: searchFoods(query, foods, { recentFoodIds: RECENT_FOOD_IDS, limit }).map((f) => f.answer) };
}

/** POST /logs/parse: a draft of the meal the text describes. Nothing is written. */
export async function parseMealText(db: Db, text: string): Promise<MealParseResponse> {
  const foods = await catalogFoods(db);
  const { meal_type, text: rest } = splitMealType(text);
  const { items, unmatched } = parseMeal(rest, foods, { recentFoodIds: RECENT_FOOD_IDS });
  return { items, unmatched, meal_type };
}
