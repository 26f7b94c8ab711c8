/** Meal, exercise and weight logs. Every query is scoped to the user: another user's log is a 404. */
import { and, desc, eq } from 'drizzle-orm';
import type {
  MealItem,
  MealItemAmountInput,
  NutritionLog,
  NutritionLogInput,
  TrainingLog,
  TrainingLogInput,
} from '@nutricoach/core/contract/logs';
import type { ExerciseUnit, MealType } from '@nutricoach/core/constants/logging';
import type { SavedMeal } from '@nutricoach/core/contract/meal-shortcuts';
import type { PlanMeal } from '@nutricoach/core/constants/strict-plan';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { describeItems } from '@nutricoach/core/rules/meal-items';
import { estimateWorkoutCalories } from '@nutricoach/core/rules/workout-estimate';
import type { CatalogFood } from '../../catalog/catalog-foods.ts';
import { productFoods } from '../../catalog/products.ts';
import { foodsFor } from '../../catalog/user-foods.ts';
import type { Db } from '../../db/client.ts';
import { nutritionLogs, trainingLogs, users, weightMeasurements } from '../../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { foodOf, mealTotals, priceItem, priceItems } from './items.ts';

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
    items: row.items,
    plan_meal: row.planMeal as PlanMeal | null,
    ...(row.source === 'chat' ? { source: 'chat' as const } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

/** What a logged meal gives to repeat or star it: its words, type, totals and foods. */
export function savedMealOf(row: NutritionRow): SavedMeal {
  return {
    description: row.description,
    meal_type: row.mealType as MealType,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    items: row.items,
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
    ...(row.source === 'chat' ? { source: 'chat' as const } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

/** Logs are for today or the past in the user's calendar. */
export function assertNotFuture(date: string, timeZone: string) {
  if (date > localDateOf(new Date(), timeZone))
    throw badRequest('No puedes registrar en una fecha futura', 'FUTURE_DATE');
}

export const LOG_NOT_FOUND = 'Registro no encontrado';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot be a log's is simply not found (and never reaches the uuid column). */
export function logId(id: string): string {
  if (!UUID.test(id)) throw notFound(LOG_NOT_FOUND);
  return id;
}

const DESCRIPTION_MAX = 300;

/** The columns of a meal: typed macros as given, or items priced from the catalog and summed. */
async function nutritionValues(db: Db, userId: string, input: NutritionLogInput) {
  const common = { date: input.date, mealType: input.meal_type, imageUrl: input.image_url ?? null };
  if (!input.items)
    return {
      ...common,
      description: input.description!,
      calories: input.calories!,
      protein: input.protein!,
      fat: input.fat!,
      carbs: input.carbs!,
      items: [],
    };
  const items = await priceItems(db, userId, input.items);
  return {
    ...common,
    description: input.description ?? describeItems(items, DESCRIPTION_MAX),
    ...mealTotals(items),
    items,
  };
}

/** Where a log was made: the app (or a sync), or the WhatsApp coach (issue 16). */
export type LogSource = 'app' | 'chat';

/** A meal the user logged; `planMeal` when it is the weekly plan's meal (one per plan meal and day). */
export async function createNutritionLog(
  db: Db,
  userId: string,
  timeZone: string,
  input: NutritionLogInput,
  planMeal: PlanMeal | null = null,
  source: LogSource = 'app',
) {
  assertNotFuture(input.date, timeZone);
  const values = await nutritionValues(db, userId, input);
  try {
    const [row] = await db
      .insert(nutritionLogs)
      .values({ userId, ...values, planMeal, source })
      .returning();
    return toNutritionLog(row!);
  } catch (err) {
    if (planMeal && isUniqueViolation(err))
      throw conflict('Ya registraste esta comida del plan', 'PLAN_MEAL_ALREADY_LOGGED');
    throw err;
  }
}

export async function updateNutritionLog(
  db: Db,
  userId: string,
  timeZone: string,
  id: string,
  input: NutritionLogInput,
) {
  assertNotFuture(input.date, timeZone);
  const values = await nutritionValues(db, userId, input);
  const [row] = await db
    .update(nutritionLogs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)))
    .returning();
  if (!row) throw notFound(LOG_NOT_FOUND);
  return toNutritionLog(row);
}

/**
 * Changes one food of a meal (a new amount) or removes it, and the meal's totals with it. The
 * row is locked while it is read and rewritten, so two edits of the same meal never lose one.
 */
async function changeItems(
  db: Db,
  userId: string,
  id: string,
  itemId: string,
  change: (items: MealItem[], index: number, foods: ReadonlyMap<string, CatalogFood>) => MealItem[],
) {
  const known = (await foodsFor(db, userId)).byId;
  return db.transaction(async (tx) => {
    const [log] = await tx
      .select()
      .from(nutritionLogs)
      .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)))
      .for('update');
    if (!log) throw notFound(LOG_NOT_FOUND);
    const index = log.items.findIndex((item) => item.id === itemId);
    if (index < 0) throw notFound('Ese alimento no está en la comida', 'ITEM_NOT_FOUND');
    // A packaged product is read by id, inside the transaction (PGlite runs nothing else meanwhile).
    const products = await productFoods(tx, [log.items[index]!.food_id]);
    const foods = products.size ? new Map([...known, ...products]) : known;
    const items = change(log.items, index, foods);
    // A description the server wrote follows the foods; one the user wrote stays.
    const description =
      log.description === describeItems(log.items, DESCRIPTION_MAX)
        ? describeItems(items, DESCRIPTION_MAX)
        : log.description;
    const [row] = await tx
      .update(nutritionLogs)
      .set({ items, description, ...mealTotals(items), updatedAt: new Date() })
      .where(eq(nutritionLogs.id, log.id))
      .returning();
    return toNutritionLog(row!);
  });
}

export function updateMealItem(db: Db, userId: string, id: string, itemId: string, amount: MealItemAmountInput) {
  return changeItems(db, userId, id, itemId, (items, index, foods) =>
    items.map((item, i) => (i === index ? { ...priceItem(foodOf(foods, item.food_id), amount), id: item.id } : item)),
  );
}

export function deleteMealItem(db: Db, userId: string, id: string, itemId: string) {
  return changeItems(db, userId, id, itemId, (items, index) => {
    if (items.length === 1)
      throw badRequest('Una comida necesita al menos un alimento: para quitarla, elimina la comida', 'LAST_ITEM');
    return items.filter((_, i) => i !== index);
  });
}

export async function deleteNutritionLog(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(nutritionLogs)
    .where(and(eq(nutritionLogs.id, logId(id)), eq(nutritionLogs.userId, userId)))
    .returning({ id: nutritionLogs.id });
  if (!row) throw notFound(LOG_NOT_FOUND);
  return { _id: row.id };
}

/** A workout's row; calories left out are worked out as the coach does, from the person's weight. */
async function trainingValues(db: Db, userId: string, input: TrainingLogInput) {
  let calories = input.calories;
  if (calories === undefined) {
    const [user] = await db.select({ weight: users.weightKg }).from(users).where(eq(users.id, userId));
    const estimate = estimateWorkoutCalories(input.description, input.duration, input.units, user?.weight ?? null);
    if (estimate === null)
      throw badRequest(
        'Escribe las calorías quemadas: no podemos calcularlas para este ejercicio',
        'CALORIES_REQUIRED',
      );
    calories = estimate;
  }
  return {
    date: input.date,
    description: input.description,
    duration: input.duration,
    units: input.units,
    calories,
  };
}

export async function createTrainingLog(
  db: Db,
  userId: string,
  timeZone: string,
  input: TrainingLogInput,
  source: LogSource = 'app',
) {
  assertNotFuture(input.date, timeZone);
  const [row] = await db
    .insert(trainingLogs)
    .values({ userId, ...(await trainingValues(db, userId, input)), source })
    .returning();
  return toTrainingLog(row!);
}

export async function updateTrainingLog(db: Db, userId: string, timeZone: string, id: string, input: TrainingLogInput) {
  assertNotFuture(input.date, timeZone);
  const [row] = await db
    .update(trainingLogs)
    .set({ ...(await trainingValues(db, userId, input)), updatedAt: new Date() })
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

/** The weight logged on a day, or null. */
export async function weightOn(db: Db, userId: string, date: string): Promise<number | null> {
  const [row] = await db
    .select({ weight: weightMeasurements.weight })
    .from(weightMeasurements)
    .where(and(eq(weightMeasurements.userId, userId), eq(weightMeasurements.date, date)));
  return row?.weight ?? null;
}

/**
 * Removes a day's weight (the WhatsApp coach's 'deshacer' of a weight that day had none before);
 * the current weight goes back to the newest one left.
 */
export async function deleteWeight(db: Db, userId: string, date: string) {
  await db
    .delete(weightMeasurements)
    .where(and(eq(weightMeasurements.userId, userId), eq(weightMeasurements.date, date)));
  const [latest] = await db
    .select({ weight: weightMeasurements.weight })
    .from(weightMeasurements)
    .where(eq(weightMeasurements.userId, userId))
    .orderBy(desc(weightMeasurements.date))
    .limit(1);
  if (latest) await db.update(users).set({ weightKg: latest.weight }).where(eq(users.id, userId));
}
