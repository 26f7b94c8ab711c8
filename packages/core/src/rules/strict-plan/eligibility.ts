/** The hard constraints: which plates a person may ever be served. */
import { COST_TIERS, type CostTier } from '../../constants/strict-plan.ts';
import type { EatingStyle } from '../../constants/onboarding.ts';
import { allergyExclusions, excludedByAllergies, type AllergyExclusions } from '../allergies.ts';
import type { PlanFood, PlanInput, PlanPlate } from './types.ts';

/** Allergy entries -> what they exclude, once per list (the same list is asked about every food). */
const EXCLUSIONS = new Map<string, AllergyExclusions>();
function exclusionsOf(allergies: readonly string[]): AllergyExclusions {
  const key = JSON.stringify(allergies);
  const cached = EXCLUSIONS.get(key);
  if (cached) return cached;
  if (EXCLUSIONS.size >= 64) EXCLUSIONS.clear();
  const exclusions = allergyExclusions(allergies);
  EXCLUSIONS.set(key, exclusions);
  return exclusions;
}

/** A food the person must never get: one they marked allergic, one their eating style or their allergies (rules/allergies.ts) rule out. */
export function foodIsExcluded(
  food: PlanFood,
  allergies: readonly string[],
  allergicFoodIds: ReadonlySet<string>,
  eatingStyle: EatingStyle,
): boolean {
  if (allergicFoodIds.has(food.id)) return true;
  if (eatingStyle === 'vegan' && food.isAnimalProduct) return true;
  if (eatingStyle === 'vegetarian' && (food.isMeat || food.isFish)) return true;
  return excludedByAllergies(food, exclusionsOf(allergies));
}

export const costRank = (tier: CostTier) => COST_TIERS.indexOf(tier);

/** Plates of the person's diet with no excluded food (budget is checked apart: it may be relaxed). */
export function safePlates(input: PlanInput): PlanPlate[] {
  const allergic = new Set(input.allergicFoodIds);
  return input.plates.filter(
    (plate) =>
      plate.diets.includes(input.diet) &&
      !plate.ingredients.some((i) => foodIsExcluded(i.food, input.allergies, allergic, input.eatingStyle)),
  );
}

export function dislikeCount(plate: PlanPlate, disliked: ReadonlySet<string>): number {
  return plate.ingredients.filter((i) => disliked.has(i.food.id)).length;
}
