/** POST /logs/copy: a day's meals (or one meal type's) logged again on another day ('Copiar de ayer'). */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { MealType } from '@nutricoach/core/constants/logging';
import type { Db } from '../../db/client.ts';
import { nutritionLogs } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { assertNotFuture, toNutritionLog } from './service.ts';

type CopyRequest = { from_date: string; to_date: string; meal_type?: MealType };

/** The copies are new meals: their own ids and item ids, and not the plan's meal even if the original was. */
export async function copyLogs(db: Db, userId: string, timeZone: string, request: CopyRequest) {
  assertNotFuture(request.to_date, timeZone);
  const where = [eq(nutritionLogs.userId, userId), eq(nutritionLogs.date, request.from_date)];
  if (request.meal_type) where.push(eq(nutritionLogs.mealType, request.meal_type));
  const originals = await db
    .select()
    .from(nutritionLogs)
    .where(and(...where))
    .orderBy(asc(nutritionLogs.createdAt));
  if (originals.length === 0)
    throw notFound(
      request.meal_type ? 'No hay registros de esa comida para copiar' : 'No hay comidas para copiar de ese día',
      'NOTHING_TO_COPY',
    );
  const rows = await db
    .insert(nutritionLogs)
    .values(
      originals.map((log) => ({
        userId,
        date: request.to_date,
        mealType: log.mealType,
        description: log.description,
        calories: log.calories,
        protein: log.protein,
        fat: log.fat,
        carbs: log.carbs,
        imageUrl: log.imageUrl,
        items: log.items.map((item) => ({ ...item, id: randomUUID() })),
      })),
    )
    .returning();
  return { nutrition_logs: rows.map(toNutritionLog) };
}
