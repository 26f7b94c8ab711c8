/** The hard constraints: which plates a person may ever be served. */
import { COST_TIERS, type CostTier } from '../../constants/strict-plan.ts';
import type { EatingStyle } from '../../constants/onboarding.ts';
import type { PlanFood, PlanInput, PlanPlate } from './types.ts';

/** What each allergy the onboarding offers rules out, in the catalog's allergen tags. */
const ALLERGY_TAGS: Record<string, string[]> = {
  dairy: ['dairy'],
  gluten: ['gluten'],
  shellfish: ['shellfish'],
  nuts: ['nuts', 'peanut'], // 'Frutos secos': people who avoid them mostly avoid peanuts too
  egg: ['egg'],
};

export const normalizeText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Normalized name and aliases per food object, computed once (a cache: same answer, less work). */
const NORMALIZED_NAMES = new WeakMap<PlanFood, string[]>();
function normalizedNames(food: PlanFood): string[] {
  let names = NORMALIZED_NAMES.get(food);
  if (!names) NORMALIZED_NAMES.set(food, (names = [food.name, ...food.aliases].map(normalizeText)));
  return names;
}

/** A food the person must never get: an allergen they named, or a free-text allergy matching its names. */
export function foodIsExcluded(food: PlanFood, allergies: string[], allergicFoodIds: ReadonlySet<string>, eatingStyle: EatingStyle): boolean {
  if (allergicFoodIds.has(food.id)) return true;
  if (eatingStyle === 'vegan' && food.isAnimalProduct) return true;
  if (eatingStyle === 'vegetarian' && (food.isMeat || food.isFish)) return true;
  for (const allergy of allergies) {
    const tags = ALLERGY_TAGS[allergy];
    if (tags) {
      if (food.allergens.some((a) => tags.includes(a))) return true;
      continue;
    }
    const text = normalizeText(allergy);
    if (text.length >= 3 && normalizedNames(food).some((n) => n.includes(text))) return true;
  }
  return false;
}

export const costRank = (tier: CostTier) => COST_TIERS.indexOf(tier);

/** Plates of the person's diet with no excluded food (budget is checked apart: it may be relaxed). */
export function safePlates(input: PlanInput): PlanPlate[] {
  const allergic = new Set(input.allergicFoodIds);
  return input.plates.filter(
    (plate) => plate.diets.includes(input.diet) && !plate.ingredients.some((i) => foodIsExcluded(i.food, input.allergies, allergic, input.eatingStyle)),
  );
}

export function dislikeCount(plate: PlanPlate, disliked: ReadonlySet<string>): number {
  return plate.ingredients.filter((i) => disliked.has(i.food.id)).length;
}
