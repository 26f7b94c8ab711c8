/** Meal, exercise and weight logs. Every query is scoped to the user: another user's log is a 404. */
import { and, eq } from 'drizzle-orm';
import type { NutritionLog, NutritionLogInput, TrainingLog, TrainingLogInput } from '@nutricoach/core/contract/logs';
import type { ExerciseUnit, MealType } from '@nutricoach/core/constants/logging';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import type { Db } from '../../db/client.ts';
import { nutritionLogs, trainingLogs, users, weightMeasurements } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

type NutritionRow = typeof nutritionLogs.$inferSelect;
type TrainingRow = typeof trainingLogs.$inferSelect;

export function toNutritionLog(row: NutritionRow): NutritionLog {
  return {
    _id: row.id,
    date: row.date,
    meal_type: row.mealType as MealType,
    description: row.description,
    calories: row.calories,
    protein: row.protein,
    fat: row.fat,
    carbs: row.carbs,
    image_url: row.imageUrl,
    created_at: row.createdAt.toISOString(),
  };
}

export function toTrainingLog(row: TrainingRow): TrainingLog {
  return {
    _id: row.id,
    date: row.date,
    description: row.description,
    duration: row.duration,
    units: row.units as ExerciseUnit,
    calories: row.calories,
    strava_activity_id: row.stravaActivityId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Logs are for today or the past in the user's calendar. */
export function assertNotFuture(date: string, timeZone: string) {
  if (date > localDateOf(new Date(), timeZone))
    throw badRequest('No puedes registrar en una fecha futura', 'FUTURE_DATE');
}

const LOG_NOT_FOUND = 'Registro no encontrado';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a log's is simply not found (and never reaches the uuid column). */
function logId(id: string): string {
  if (!UUID.test(id)) throw notFound(LOG_NOT_FOUND);
  return id;
}

function nutritionValues(input: NutritionLogInput) {
  return {
    date: input.date,
    mealType: input.meal_type,
    description: input.description,
    calories: input.calories,
    protein: input.protein,
    fat: input.fat,
    carbs: input.carbs,
    imageUrl: input.image_url ?? null,
  };
}

export async function createNutritionLog(db: Db, userId: string, timeZone: string, input: NutritionLogInput) {
  assertNotFuture(input.date, timeZone);
  const [row] = await db
    .insert(nutritionLogs)
    .values({ userId, ...nutritionValues(input) })
    .returning();
  return toNutritionLog(row!);
}

export async function updateNutritionLog(
  db: Db,
  userId: string,
  timeZone: string,
  id: string,
  input: NutritionLogInput,
) {
  assertNotFuture(input.date, timeZone);
  const [row] = await db
    .update(nutritionLogs)
    .set({ ...nutritionValues(input), updatedAt: new Date() })
    .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)))
    .returning();
  if (!row) throw notFound(LOG_NOT_FOUND);
  return toNutritionLog(row);
}

export async function deleteNutritionLog(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(nutritionLogs)
    .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)))
    .returning({ id: nutritionLogs.id });
  if (!row) throw notFound(LOG_NOT_FOUND);
  return { _id: row.id };
}

function trainingValues(input: TrainingLogInput) {
  return {
    date: input.date,
    description: input.description,
    duration: input.duration,
    units: input.units,
    calories: input.calories,
  };
}

export async function createTrainingLog(db: Db, userId: string, timeZone: string, input: TrainingLogInput) {
  assertNotFuture(input.date, timeZone);
  const [row] = await db
    .insert(trainingLogs)
    .values({ userId, ...trainingValues(input) })
    .returning();
  return toTrainingLog(row!);
}

export async function updateTrainingLog(db: Db, userId: string, timeZone: string, id: string, input: TrainingLogInput) {
  assertNotFuture(input.date, timeZone);
  const [row] = await db
    .update(trainingLogs)
    .set({ ...trainingValues(input), updatedAt: new Date() })
    .where(and(eq(trainingLogs.id, logId(id)), eq(trainingLogs.userId, userId)))
    .returning();
  if (!row) throw notFound(LOG_NOT_FOUND);
  return toTrainingLog(row);
}

export async function deleteTrainingLog(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(trainingLogs)
    .where(and(eq(trainingLogs.id, logId(id)), eq(trainingLogs.userId, userId)))
    .returning({ id: trainingLogs.id });
  if (!row) throw notFound(LOG_NOT_FOUND);
  return { _id: row.id };
}

/** One weight a day: a new entry that day replaces it. Today's entry is also the current weight. */
export async function logWeight(db: Db, userId: string, timeZone: string, date: string, weight: number) {
  assertNotFuture(date, timeZone);
  const value = Math.round(weight * 10) / 10;
  await db
    .insert(weightMeasurements)
    .values({ userId, date, weight: value })
    .onConflictDoUpdate({
      target: [weightMeasurements.userId, weightMeasurements.date],
      set: { weight: value, updatedAt: new Date() },
    });
  if (date === localDateOf(new Date(), timeZone))
    await db.update(users).set({ weightKg: value }).where(eq(users.id, userId));
  return { date, weight: value };
}
