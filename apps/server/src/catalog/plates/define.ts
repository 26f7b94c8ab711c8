/** Helpers that keep the authored plate lists short: ingredients as [food id, grams, equivalence]. */
import { DIET_IDS, type CostTier, type DietId, type EatingStyle, type MealType, type Plate } from '../types.ts';

export type Ing = [food: string, grams: number, equivalence: string];

export interface PlateInput {
  id: string;
  name: string;
  method: string;
  cost: CostTier;
  diets: DietId[];
  styles?: EatingStyle[];
  items: Ing[];
  steps: string[];
}

export function plates(meal: MealType, list: PlateInput[]): Plate[] {
  return list.map((p) => ({
    id: p.id,
    name: p.name,
    meal_type: meal,
    diets: p.diets,
    cooking_method: p.method,
    cost: p.cost,
    ingredients: p.items.map(([food, grams, equivalence]) => ({ food, grams, equivalence })),
    steps: p.steps,
    styles: p.styles ?? [],
  }));
}

/**
 * Candidate list while authoring: scripts/fit-plate-diets.ts --fix narrows it to the diets
 * the plate really fits and writes that list back as literal ids for review.
 */
export const ALL_DIETS: DietId[] = [...DIET_IDS];
