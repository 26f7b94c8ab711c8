/**
 * A day's points (docs/product.md §Logging, points and summaries): 1 per action done and 1 per goal
 * met, at most 10. Goals count only on a day with at least one meal logged.
 */
export const DAILY_POINTS_MAX = 10;
export const WEEKLY_POINTS_MAX = 70;

export interface Nutrients {
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
}

export interface DayActions {
  login: boolean;
  breakfast: boolean;
  lunch: boolean;
  dinner: boolean;
  weight: boolean;
  training: boolean;
}

export interface DayGoals {
  calories: boolean;
  fat: boolean;
  carbs: boolean;
  protein: boolean;
}

/** Consumed ÷ ideal must fall in [min, max] (both included) for the goal to be met. */
export const GOAL_BANDS: Record<keyof DayGoals, { min: number; max: number }> = {
  calories: { min: 0.9, max: 1.1 },
  protein: { min: 0.9, max: 1.3 },
  fat: { min: 0.7, max: 1.1 },
  carbs: { min: 0.7, max: 1.1 },
};

const NO_GOALS: DayGoals = { calories: false, fat: false, carbs: false, protein: false };

function within(consumed: number, ideal: number, band: { min: number; max: number }): boolean {
  if (!(ideal > 0)) return false;
  // The epsilon keeps an exact edge (66 g of 60 g = 110 %) inside despite floating point.
  const ratio = consumed / ideal;
  return ratio >= band.min - 1e-9 && ratio <= band.max + 1e-9;
}

export function dayGoals(consumed: Nutrients, ideal: Nutrients | null, mealsLogged: number): DayGoals {
  if (mealsLogged === 0 || !ideal) return NO_GOALS;
  return {
    calories: within(consumed.calories, ideal.calories, GOAL_BANDS.calories),
    fat: within(consumed.fat, ideal.fat, GOAL_BANDS.fat),
    carbs: within(consumed.carbs, ideal.carbs, GOAL_BANDS.carbs),
    protein: within(consumed.protein, ideal.protein, GOAL_BANDS.protein),
  };
}

export function dailyPoints(actions: DayActions, goals: DayGoals): number {
  const count = (o: object) => Object.values(o).filter(Boolean).length;
  return Math.min(DAILY_POINTS_MAX, count(actions) + count(goals));
}
