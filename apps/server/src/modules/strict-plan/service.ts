/** The weekly strict plan: generated from the user's targets and restrictions, one per week. */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PLAN_MEALS, type PlanMeal } from '@nutricoach/core/constants/strict-plan';
import type { DietType } from '@nutricoach/core/constants/diets';
import type { BudgetLevel, EatingStyle } from '@nutricoach/core/constants/onboarding';
import {
  PENDING_MEAL,
  type ShoppingList,
  type StrictMeal,
  type StrictPlan,
} from '@nutricoach/core/contract/strict-plan';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import { foodNameIn, plateNameIn } from '@nutricoach/core/rules/country-names';
import { strictPlanGenerator } from '@nutricoach/core/rules/strict-plan/generator';
import { shoppingList } from '@nutricoach/core/rules/strict-plan/shopping-list';
import type { PlannedMeal, WeeklyPlan } from '@nutricoach/core/rules/strict-plan/types';
import { datesBetween, weekOf } from '@nutricoach/core/rules/week';
import type { MealType } from '@nutricoach/core/constants/logging';
import { buyAs, shoppingFood } from '../../catalog/buy-as.ts';
import { getFood } from '../../catalog/foods.ts';
import type { Db } from '../../db/client.ts';
import { foodTastes } from '../../db/schema-catalog.ts';
import { strictPlans, users } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { assertNotFuture, createNutritionLog } from '../logs/service.ts';
import { budgetLevel, recommendationType } from '../preferences/service.ts';
import { requireUser } from '../users/profile.ts';
import { countryOf } from '../users/service.ts';
import { targetsOn } from '../users/targets.ts';
import { planPlates } from './plan-plates.ts';

const NO_PLAN = 'Todavía no generaste tu plan de esta semana';

function toStrictMeal(meal: PlannedMeal | null, country: UserCountry): StrictMeal {
  if (!meal) return PENDING_MEAL;
  return {
    plate_id: meal.plateId,
    name: plateNameIn(meal.name, country),
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fat: meal.fat,
    portion: meal.portion,
    cooking_method: meal.cookingMethod,
    ingredients: meal.ingredients.map((i) => ({
      name: foodNameIn(i.foodId, i.name, country),
      quantity: i.grams,
      equivalence: i.equivalence,
    })),
    steps: meal.steps,
    status: meal.status,
  };
}

/** The plan as the person's country names its plates and foods (docs/countries.md). */
function toResponse(weekStart: string, plan: WeeklyPlan, country: UserCountry): StrictPlan {
  return {
    week_start: weekStart,
    week_end: weekOf(weekStart).end,
    meals: plan.days.map((d) => ({
      day: d.day,
      ...(Object.fromEntries(PLAN_MEALS.map((m) => [m, toStrictMeal(d.meals[m], country)])) as Record<
        PlanMeal,
        StrictMeal
      >),
    })),
    relaxed: plan.relaxed,
  };
}

/** Generates this week's plan (replacing any earlier one of the same week). */
export async function generateStrictPlan(db: Db, userId: string, today: string): Promise<StrictPlan> {
  const [user, targets, budget, tastes] = await Promise.all([
    requireUser(db, userId),
    targetsOn(db, userId, today),
    budgetLevel(db, userId),
    db
      .select({ foodId: foodTastes.foodId, taste: foodTastes.taste })
      .from(foodTastes)
      .where(eq(foodTastes.userId, userId)),
  ]);
  if (!targets || !user.dietType)
    throw new AppError(409, 'Completa tu cuestionario y elige una dieta para generar tu plan', 'PLAN_NOT_READY');
  const seed = randomInt(2 ** 31 - 1);
  const plan = strictPlanGenerator({
    targets,
    diet: user.dietType as DietType,
    allergies: user.allergies,
    eatingStyle: user.eatingStyle as EatingStyle,
    dislikedFoodIds: tastes.filter((t) => t.taste === 'dislike').map((t) => t.foodId),
    allergicFoodIds: tastes.filter((t) => t.taste === 'allergic').map((t) => t.foodId),
    budgetLevel: budget as BudgetLevel,
    plates: planPlates(),
    seed,
    country: countryOf(user),
  });
  const weekStart = weekOf(today).start;
  await db
    .insert(strictPlans)
    .values({ userId, weekStart, seed, plan })
    .onConflictDoUpdate({
      target: [strictPlans.userId, strictPlans.weekStart],
      set: { seed, plan, createdAt: new Date() },
    });
  return toResponse(weekStart, plan, countryOf(user));
}

async function storedPlan(db: Db, userId: string, date: string) {
  const weekStart = weekOf(date).start;
  const [row] = await db
    .select({ plan: strictPlans.plan, country: users.country, phone: users.phone })
    .from(strictPlans)
    .innerJoin(users, eq(users.id, strictPlans.userId))
    .where(and(eq(strictPlans.userId, userId), eq(strictPlans.weekStart, weekStart)));
  return row ? { weekStart, plan: row.plan, country: countryOf(row) } : null;
}

export async function getStrictPlan(db: Db, userId: string, today: string): Promise<StrictPlan> {
  const stored = await storedPlan(db, userId, today);
  if (!stored) throw notFound(NO_PLAN);
  return toResponse(stored.weekStart, stored.plan, stored.country);
}

export async function strictGenerated(db: Db, userId: string, today: string) {
  const [stored, type] = await Promise.all([storedPlan(db, userId, today), recommendationType(db, userId)]);
  return { is_generated: stored !== null, recommendation_type: type };
}

export async function strictShoppingList(db: Db, userId: string, today: string): Promise<ShoppingList> {
  const stored = await storedPlan(db, userId, today);
  if (!stored) throw notFound(NO_PLAN);
  // What is still to cook: today to the end of the plan's week (the days gone are eaten).
  const dates = datesBetween(stored.weekStart, weekOf(stored.weekStart).end);
  const ingredients = stored.plan.days
    .filter((_, i) => (dates[i] ?? '') >= today)
    .flatMap((d) => PLAN_MEALS.flatMap((m) => d.meals[m]?.ingredients ?? []));
  const categories = shoppingList(
    ingredients,
    (foodId) => shoppingFood(getFood(foodId), stored.country),
    (food) => buyAs(food, stored.country),
  );
  return {
    week_start: stored.weekStart,
    week_end: weekOf(stored.weekStart).end,
    categories: categories.map((c) => ({
      category: c.category,
      items: c.items.map((i) => ({
        food_id: i.foodId,
        name: i.name,
        grams: i.grams,
        household: i.household,
      })),
    })),
  };
}

/** The log meal type a plan meal is logged as: both snacks are snacks. */
const LOG_MEAL_TYPE: Record<PlanMeal, MealType> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack_1: 'snack',
  snack_2: 'snack',
};

/**
 * POST /diet-plates/strict/log ('✓ Lo comí'): that meal of the week's plan, eaten on `date`, as a
 * meal log with the plate's name and its ingredients as items (priced from the catalog like any
 * meal's foods). Once per plan meal and day.
 */
export async function logPlanMeal(db: Db, userId: string, timeZone: string, date: string, planMeal: PlanMeal) {
  assertNotFuture(date, timeZone);
  const stored = await storedPlan(db, userId, date);
  if (!stored) throw notFound('No tienes un plan para la semana de ese día', 'NO_PLAN');
  const dayIndex = datesBetween(stored.weekStart, date).length - 1;
  const meal = stored.plan.days[dayIndex]?.meals[planMeal];
  if (!meal) throw conflict('Esa comida del plan está pendiente: no hay un plato que registrar', 'PLAN_MEAL_PENDING');
  return createNutritionLog(
    db,
    userId,
    timeZone,
    {
      date,
      meal_type: LOG_MEAL_TYPE[planMeal],
      description: plateNameIn(meal.name, stored.country),
      items: meal.ingredients.map((i) => ({ food_id: i.foodId, grams: i.grams })),
    },
    planMeal,
  );
}
