/**
 * Favourites (issue 15): a starred food (by id) or a starred meal (a snapshot of the log it was
 * starred from, so deleting the log keeps the favourite). Starring twice keeps one.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Favorites, SavedMeal } from '@nutricoach/core/contract/meal-shortcuts';
import { mealSignature } from '@nutricoach/core/rules/meal-items';
import { foodsWith } from '../../catalog/products.ts';
import type { Db } from '../../db/client.ts';
import { favorites, nutritionLogs } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { foodOf } from '../logs/items.ts';
import { LOG_NOT_FOUND, logId, savedMealOf } from '../logs/service.ts';

/** Enough for every meal a person repeats; a bound so a script cannot grow the list forever. */
export const FAVORITES_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listFavorites(db: Db, userId: string): Promise<Favorites> {
  const rows = await db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt));
  const foods = await foodsWith(
    db,
    userId,
    rows.flatMap((row) => (row.foodId ? [row.foodId] : [])),
  );
  const result: Favorites = { foods: [], meals: [] };
  for (const row of rows) {
    if (row.meal) result.meals.push({ _id: row.id, ...row.meal });
    else {
      const food = row.foodId ? foods.get(row.foodId) : undefined;
      // A food the catalog no longer has, or an own food since deleted, is not offered.
      if (food) result.foods.push({ ...food.answer, favorite_id: row.id });
    }
  }
  return result;
}

async function savedMealOfLog(db: Db, userId: string, id: string): Promise<SavedMeal> {
  const [log] = await db
    .select()
    .from(nutritionLogs)
    .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)));
  if (!log) throw notFound(LOG_NOT_FOUND);
  return savedMealOf(log);
}

/** Stars a food or the meal of a log; a favourite already there is answered as it is. */
export async function addFavorite(db: Db, userId: string, target: { food_id?: string; log_id?: string }) {
  let values: { foodId: string | null; meal: SavedMeal | null; key: string };
  if (target.food_id !== undefined) {
    // The catalog's foods and the user's own: another user's own food is not found.
    foodOf(await foodsWith(db, userId, [target.food_id]), target.food_id);
    values = { foodId: target.food_id, meal: null, key: `food:${target.food_id}` };
  } else {
    const meal = await savedMealOfLog(db, userId, target.log_id!);
    values = { foodId: null, meal, key: `meal:${mealSignature(meal)}` };
  }
  const kind = values.meal ? 'meal' : 'food';
  const [existing] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.key, values.key)));
  if (existing) return { created: false, favorite: { _id: existing.id, kind } as const };
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  if (total >= FAVORITES_LIMIT)
    throw badRequest(`Puedes guardar hasta ${FAVORITES_LIMIT} favoritos: quita alguno antes`, 'TOO_MANY_FAVORITES');
  const [row] = await db
    .insert(favorites)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: [favorites.userId, favorites.key], set: { key: values.key } })
    .returning({ id: favorites.id });
  return { created: true, favorite: { _id: row!.id, kind } as const };
}

export async function removeFavorite(db: Db, userId: string, id: string) {
  if (!UUID.test(id)) throw notFound('Favorito no encontrado');
  const [row] = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  if (!row) throw notFound('Favorito no encontrado');
  return { _id: row.id };
}
