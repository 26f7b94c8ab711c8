/** Every plate, and plates with their computed nutrition. */
import { BREAKFASTS } from './plates/breakfast.ts';
import { DINNERS } from './plates/dinner.ts';
import { KETO_BREAKFASTS, KETO_DINNERS, KETO_LUNCHES, KETO_SNACKS } from './plates/keto.ts';
import { LUNCHES } from './plates/lunch.ts';
import { PLANT_BREAKFASTS, PLANT_DINNERS, PLANT_LUNCHES, PLANT_SNACKS } from './plates/plant-protein.ts';
import { RENAL_BREAKFASTS, RENAL_DINNERS, RENAL_LUNCHES, RENAL_SNACKS } from './plates/renal.ts';
import { SNACKS } from './plates/snack.ts';
import { plateNutrition } from './plate-rules.ts';
import type { Nutrition, Plate } from './types.ts';

export const PLATES: readonly Plate[] = [
  ...BREAKFASTS,
  ...KETO_BREAKFASTS,
  ...RENAL_BREAKFASTS,
  ...PLANT_BREAKFASTS,
  ...LUNCHES,
  ...KETO_LUNCHES,
  ...RENAL_LUNCHES,
  ...PLANT_LUNCHES,
  ...DINNERS,
  ...KETO_DINNERS,
  ...RENAL_DINNERS,
  ...PLANT_DINNERS,
  ...SNACKS,
  ...KETO_SNACKS,
  ...RENAL_SNACKS,
  ...PLANT_SNACKS,
];

export { plateNutrition };

export type PlateWithNutrition = Plate & Nutrition;

/** Every plate with calories, protein, carbs, fat and fiber computed from its ingredients. */
export function platesWithNutrition(plates: readonly Plate[] = PLATES): PlateWithNutrition[] {
  return plates.map((p) => ({ ...p, ...plateNutrition(p) }));
}
