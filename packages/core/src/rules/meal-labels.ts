/**
 * Meals as the person's country names them (docs/countries.md). Apart from the foods' names
 * (country-names.ts) so that the web app, which needs only these, does not carry the foods' table.
 */
import type { UserCountry } from '../constants/countries.ts';
import { MEAL_TYPE_LABELS, type MealType } from '../constants/logging.ts';
import { PLAN_MEAL_LABELS, type PlanMeal } from '../constants/strict-plan.ts';

/**
 * In Mexico the midday meal is *la comida* and *el almuerzo* a meal of the late morning (Diccionario
 * de americanismos, ASALE 2010, 'almuerzo'; RAE, DLE 'comida', 3rd sense). The app's lunch is the
 * midday meal, so it is 'Comida' there. Everywhere else the spec's labels stay.
 */
const MEAL_LABELS_BY_COUNTRY: Partial<Record<UserCountry, Partial<Record<MealType, string>>>> = {
  mx: { lunch: 'Comida' },
};

/** The label of a log's meal type in `country`. */
export function mealTypeLabel(mealType: MealType, country: UserCountry | null | undefined): string {
  return (country && MEAL_LABELS_BY_COUNTRY[country]?.[mealType]) || MEAL_TYPE_LABELS[mealType];
}

/** Every meal type's label in `country`. */
export function mealTypeLabels(country: UserCountry | null | undefined): Record<MealType, string> {
  return {
    breakfast: mealTypeLabel('breakfast', country),
    lunch: mealTypeLabel('lunch', country),
    dinner: mealTypeLabel('dinner', country),
    snack: mealTypeLabel('snack', country),
  };
}

/**
 * A label of a list the screens keep (a reminder's, a checklist's) that is a meal type's label in
 * the spec ('Almuerzo'), as `country` says that meal; any other label as it is.
 */
export function localMealLabel(label: string, country: UserCountry | null | undefined): string {
  const mealType = (Object.keys(MEAL_TYPE_LABELS) as MealType[]).find((m) => MEAL_TYPE_LABELS[m] === label);
  return mealType ? mealTypeLabel(mealType, country) : label;
}

/** The label of a weekly plan's meal in `country` ('Snack 1' stays as the spec has it). */
export function planMealLabel(meal: PlanMeal, country: UserCountry | null | undefined): string {
  if (meal === 'snack_1' || meal === 'snack_2') return PLAN_MEAL_LABELS[meal];
  return mealTypeLabel(meal, country);
}
