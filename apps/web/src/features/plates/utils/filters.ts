/**
 * The /flex-menu filters: read from and written to the URL (so they survive a reload), and turned
 * into the query of GET /diet-plates/search by docs/product.md §5's rules.
 */
import { DIET_TYPES, type DietType } from '@nutricoach/core/constants/diets';
import { MEAL_TYPES, type MealType } from '@nutricoach/core/constants/logging';
import { PLATE_CALORIE_SLIDER } from '@nutricoach/core/constants/plates';
import type { PlateSearchParams } from '@nutricoach/core/contract/plates';

export const CALORIE_SLIDER = PLATE_CALORIE_SLIDER;

export type PlateFilterState = {
  /** null: the user's own diet (the server's default). */
  diet: DietType | null;
  mealType: MealType | null;
  calories: [min: number, max: number];
  ingredients: string;
};

export const DEFAULT_FILTERS: PlateFilterState = {
  diet: null,
  mealType: null,
  calories: [CALORIE_SLIDER.min, CALORIE_SLIDER.max],
  ingredients: '',
};

function calorieParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(CALORIE_SLIDER.max, Math.max(CALORIE_SLIDER.min, Number(value)));
}

/** What the URL says, with anything unknown or out of range ignored. */
export function filtersFromSearchParams(params: URLSearchParams): PlateFilterState {
  const diet = params.get('diet');
  const mealType = params.get('meal_type');
  let min = calorieParam(params.get('calories_min'), CALORIE_SLIDER.min);
  let max = calorieParam(params.get('calories_max'), CALORIE_SLIDER.max);
  if (min > max) [min, max] = [CALORIE_SLIDER.min, CALORIE_SLIDER.max];
  return {
    diet: (DIET_TYPES as readonly string[]).includes(diet ?? '') ? (diet as DietType) : null,
    mealType: (MEAL_TYPES as readonly string[]).includes(mealType ?? '') ? (mealType as MealType) : null,
    calories: [min, max],
    ingredients: params.get('ingredients') ?? '',
  };
}

/**
 * The search query (docs/product.md §5): calories only when the slider is narrowed (min above 0 or max
 * below 2500), ingredients trimmed and only when something is left.
 */
export function toSearchParams(filters: PlateFilterState): PlateSearchParams {
  const params: PlateSearchParams = {};
  if (filters.diet) params.diet = filters.diet;
  if (filters.mealType) params.meal_type = filters.mealType;
  const [min, max] = filters.calories;
  if (min > CALORIE_SLIDER.min || max < CALORIE_SLIDER.max) {
    params.calories_min = min;
    params.calories_max = max;
  }
  const ingredients = filters.ingredients.trim();
  if (ingredients) params.ingredients = ingredients;
  return params;
}

/** The URL's query for these filters: the same keys as the API, defaults left out. */
export function toUrlSearchParams(filters: PlateFilterState): URLSearchParams {
  const url = new URLSearchParams();
  for (const [key, value] of Object.entries(toSearchParams(filters))) url.set(key, String(value));
  return url;
}

/** How many filters differ from the defaults (shown on the collapsed panel). */
export function activeFilterCount(filters: PlateFilterState): number {
  const p = toSearchParams(filters);
  return [p.diet, p.meal_type, p.calories_min ?? p.calories_max, p.ingredients].filter((v) => v !== undefined).length;
}
