/**
 * The user's recent meals and foods (issue 15): what 'Recientes' offers to log again, and the
 * foods the search and the parser rank higher. Both read only the user's latest logs (the
 * (user_id, date) index), never their whole history.
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { MealType } from '@nutricoach/core/constants/logging';
import type { RecentLogs } from '@nutricoach/core/contract/meal-shortcuts';
import { mealSignature } from '@nutricoach/core/rules/meal-items';
import { foodsWith } from '../../catalog/products.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { favorites, nutritionLogs } from '../../db/schema.ts';
import { savedMealOf } from './service.ts';

/** How far back 'recent' looks, in logs, and how many meals and foods it offers. */
const RECENT_LOGS_READ = 200;
const RECENT_MEALS = 10;
const RECENT_FOODS = 12;
/** The foods that rank higher in the search: those of the user's last logs with foods. */
const RANKED_FOODS_LOGS = 60;

/** Food ids of the user's latest meals, the most recently eaten first, each once. */
export async function recentFoodIds(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ food_id: string }>(
    db,
    sql`select item->>'food_id' as food_id
    from (
      select items, date, created_at from ${nutritionLogs}
      where user_id = ${userId} and items <> '[]'::jsonb
      order by date desc, created_at desc limit ${RANKED_FOODS_LOGS}
    ) recent, jsonb_array_elements(recent.items) with ordinality as e(item, n)
    order by date desc, created_at desc, n`,
  );
  return [...new Set(rows.map((r) => r.food_id))];
}

/**
 * GET /logs/recent: the meals logged lately, each once (the same description and foods are the
 * same meal), those of `mealType` first, then by recency; and the foods of those meals.
 */
export async function recentLogs(db: Db, userId: string, mealType: MealType | undefined): Promise<RecentLogs> {
  const [logs, starred] = await Promise.all([
    db
      .select()
      .from(nutritionLogs)
      .where(eq(nutritionLogs.userId, userId))
      .orderBy(desc(nutritionLogs.date), desc(nutritionLogs.createdAt))
      .limit(RECENT_LOGS_READ),
    db
      .select({ id: favorites.id, key: favorites.key })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), like(favorites.key, 'meal:%'))),
  ]);
  const favoriteByKey = new Map(starred.map((f) => [f.key, f.id]));
  const seen = new Set<string>();
  const meals: RecentLogs['meals'] = [];
  const foodIds = new Set<string>();
  for (const log of logs) {
    for (const item of log.items) foodIds.add(item.food_id);
    const signature = mealSignature({ description: log.description, items: log.items });
    if (seen.has(signature)) continue;
    seen.add(signature);
    meals.push({
      log_id: log.id,
      date: log.date,
      ...savedMealOf(log),
      favorite_id: favoriteByKey.get(`meal:${signature}`) ?? null,
    });
  }
  // A stable sort: the asked meal type first, each group still newest first.
  if (mealType) meals.sort((a, b) => Number(b.meal_type === mealType) - Number(a.meal_type === mealType));
  const foods = await foodsWith(db, userId, foodIds);
  return {
    meals: meals.slice(0, RECENT_MEALS),
    foods: [...foodIds]
      .map((id) => foods.get(id)?.answer)
      .filter((food) => food !== undefined)
      .slice(0, RECENT_FOODS),
  };
}
