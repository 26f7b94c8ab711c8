/**
 * Food search and the meal parser (issue 15) over the catalog: the rules are core's
 * (rules/food-search, portions, meal-parser; docs/portions-and-search.md), the foods are the
 * seeded catalog and the user's own foods and recipes (catalog/user-foods.ts), and the user's
 * recently eaten foods rank higher.
 */
import { eq } from 'drizzle-orm';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import type { FoodSearchResponse, MealParseResponse } from '@nutricoach/core/contract/foods';
import { searchFoods } from '@nutricoach/core/rules/food-search';
import { describeWords, parseMeal, splitMealType } from '@nutricoach/core/rules/meal-parser';
import { searchProducts } from '../../catalog/products.ts';
import { foodsFor } from '../../catalog/user-foods.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { recentFoodIds } from '../logs/recent.ts';
import { countryOf } from '../users/service.ts';

/** The person's country, which steers what their words mean ('tortilla' in Spain; docs/countries.md). */
async function userCountry(db: Db, userId: string): Promise<UserCountry | null> {
  const [user] = await db
    .select({ country: users.country, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user ? countryOf(user) : null;
}

/** GET /foods/search: the catalog foods the query finds, best first, with their portions. */
export async function searchCatalogFoods(
  db: Db,
  userId: string,
  query: string,
  limit: number,
): Promise<FoodSearchResponse> {
  const [foods, recent, country] = await Promise.all([
    foodsFor(db, userId),
    recentFoodIds(db, userId),
    userCountry(db, userId),
  ]);
  const found = searchFoods(query, foods.list, { recentFoodIds: recent, limit, country }).map((f) => f.answer);
  // Packaged products only after the catalog's and the user's own foods: 'arroz' stays cooked rice.
  if (found.length < limit) found.push(...(await searchProducts(db, query, limit - found.length)));
  return { foods: found };
}

/** POST /logs/parse: a draft of the meal the text describes. Nothing is written. */
export async function parseMealText(db: Db, userId: string, text: string): Promise<MealParseResponse> {
  const [foods, recent, country] = await Promise.all([
    foodsFor(db, userId),
    recentFoodIds(db, userId),
    userCountry(db, userId),
  ]);
  const { meal_type, text: rest } = splitMealType(text, country);
  const { items, unmatched } = parseMeal(rest, foods.list, { recentFoodIds: recent, country });
  const named = [...new Set(items.map((i) => i.food_id))];
  return {
    items,
    foods: named.map((id) => foods.byId.get(id)!.answer),
    unmatched,
    meal_type,
    description: describeWords(rest),
  };
}
