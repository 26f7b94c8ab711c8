/** Every plate, and plates with their computed nutrition. */
import { BREAKFASTS } from './plates/breakfast.ts';
import { DINNERS } from './plates/dinner.ts';
import { LUNCHES } from './plates/lunch.ts';
import { SNACKS } from './plates/snack.ts';
import { plateNutrition } from './plate-rules.ts';
import type { Nutrition, Plate } from './types.ts';

export const PLATES: readonly Plate[] = [...BREAKFASTS, ...LUNCHES, ...DINNERS, ...SNACKS];

export { plateNutrition };

export type PlateWithNutrition = Plate & Nutrition;

/** Every plate with calories, protein, carbs, fat and fiber computed from its ingredients. */
export function platesWithNutrition(plates: readonly Plate[] = PLATES): PlateWithNutrition[] {
  return plates.map((p) => ({ ...p, ...plateNutrition(p) }));
}
