/** Which meal of today's weekly plan the daily summary's banner offers to log ('✓ Lo comí', issue 15). */
import { PLAN_DAYS, PLAN_MEAL_PLATE_TYPE, type PlanMeal } from '@nutricoach/core/constants/strict-plan';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import type { StrictMeal, StrictPlan } from '@nutricoach/core/contract/strict-plan';
import { mealTypeAt } from './dates';

/** The plan's meals in the order they are eaten. */
const DAY_ORDER: readonly PlanMeal[] = ['breakfast', 'snack_1', 'lunch', 'snack_2', 'dinner'];

/** Where the hour falls in DAY_ORDER (the afternoon's snack is the plan's snack 2). */
const SLOT: Record<ReturnType<typeof mealTypeAt>, number> = { breakfast: 0, lunch: 2, snack: 3, dinner: 4 };

export type NextPlanMeal =
  | { state: 'next'; mealKey: PlanMeal; meal: StrictMeal }
  /**
   * Every meal of today's plan that has a plate is in the diary; `own` when some of them are the
   * person's own meals rather than the plan's.
   */
  | { state: 'done'; own: boolean }
  /** The plan has no day for today, or no plate today. */
  | null;

/**
 * The plan's meals today's logs already cover: each log of a plan meal ('✓ Lo comí'), and each
 * meal the person logged on their own: a breakfast, lunch or dinner of theirs covers the plan's
 * (issue 29: the banner offered the plan's dinner after the person had logged the dinner they
 * ate), and their snacks cover the plan's snacks in the order they are eaten.
 */
export function coveredPlanMeals(logs: ReadonlyArray<Pick<NutritionLog, 'meal_type' | 'plan_meal'>>): Set<PlanMeal> {
  const covered = new Set<PlanMeal>(logs.flatMap((l) => (l.plan_meal ? [l.plan_meal] : [])));
  const own = logs.filter((l) => !l.plan_meal);
  let snacks = own.filter((l) => l.meal_type === 'snack').length;
  for (const key of DAY_ORDER) {
    if (covered.has(key)) continue;
    const type = PLAN_MEAL_PLATE_TYPE[key];
    if (type !== 'snack' && own.some((l) => l.meal_type === type)) covered.add(key);
    else if (type === 'snack' && snacks > 0) {
      covered.add(key);
      snacks -= 1;
    }
  }
  return covered;
}

/**
 * The first meal not yet logged from the one of the hour on (at 13:00 lunch, even if the morning
 * snack was skipped: a missed meal is not pushed); when those are all logged, the latest one before
 * it still open. Pending meals (no plate) are never offered.
 */
export function nextPlanMeal(
  plan: Pick<StrictPlan, 'week_start' | 'week_end' | 'meals'>,
  today: string,
  logged: ReadonlySet<string>,
  now: Date,
  /** The meals logged from the plan itself ('✓ Lo comí'); all of `logged` when not given. */
  fromPlan: ReadonlySet<string> = logged,
): NextPlanMeal {
  if (today < plan.week_start || today > plan.week_end) return null;
  const weekday = PLAN_DAYS[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7];
  const day = plan.meals.find((d) => d.day === weekday);
  if (!day) return null;
  const withPlate = DAY_ORDER.filter((key) => day[key].status === 'generated');
  if (withPlate.length === 0) return null;
  const open = withPlate.filter((key) => !logged.has(key));
  if (open.length === 0) return { state: 'done', own: withPlate.some((key) => !fromPlan.has(key)) };
  const slot = SLOT[mealTypeAt(now)];
  const mealKey = open.find((key) => DAY_ORDER.indexOf(key) >= slot) ?? open[open.length - 1]!;
  return { state: 'next', mealKey, meal: day[mealKey] };
}
