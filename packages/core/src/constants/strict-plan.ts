/** The weekly strict plan: its days, meals and how the day's calories are split (docs/product.md §Strict weekly plan). */
import { WEEKDAYS } from '../rules/default-reminders.ts';

export const PLAN_DAYS = WEEKDAYS;
export type PlanDay = (typeof PLAN_DAYS)[number];

export const PLAN_MEALS = ['breakfast', 'lunch', 'dinner', 'snack_1', 'snack_2'] as const;
export type PlanMeal = (typeof PLAN_MEALS)[number];

export const PLAN_MEAL_LABELS: Record<PlanMeal, string> = {
  breakfast: 'Desayuno',
  lunch: 'Almuerzo',
  dinner: 'Cena',
  snack_1: 'Snack 1',
  snack_2: 'Snack 2',
};

/** Share of the day's calories each meal aims at. */
export const PLAN_MEAL_SHARES: Record<PlanMeal, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.25,
  snack_1: 0.075,
  snack_2: 0.075,
};

/** The catalog meal type a plan meal draws its plates from. */
export const PLAN_MEAL_PLATE_TYPE = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snack_1: 'snack',
  snack_2: 'snack',
} as const;

export const COST_TIERS = ['low', 'medium', 'high'] as const;
export type CostTier = (typeof COST_TIERS)[number];

/** Portions scale between these factors of the plate's base recipe. */
export const PORTION_MIN = 0.5;
export const PORTION_MAX = 2;
/** A day is on target when its calories are within 5 % and each macro within 10 % of the targets. */
export const CALORIE_BAND = 0.05;
export const MACRO_BAND = 0.1;
/** A plate appears at most this many times a week. */
export const MAX_PLATE_REPEATS = 2;
