/**
 * A person's own recipe (issue 28 §3): its ingredients' total, what one serving weighs and holds,
 * and its values per 100 g, of the cooked dish when its cooked weight is known. The server stores
 * these and the web shows them as the recipe is typed, with the same arithmetic.
 * docs/own-foods-and-recipes.md says why.
 */
import { type Nutrients, nutrientsOf, sumNutrients } from './meal-items.ts';
import type { Portion } from './portions.ts';

export type RecipeNutrition = {
  /** The ingredients' sum, and their weight as weighed. */
  total: Nutrients & { grams: number };
  /** What the dish weighs: its cooked weight when given, else the ingredients' weight. */
  weight: number;
  /** Grams in one serving: the weight over the servings, to 0.1. */
  serving_grams: number;
  /** Per 100 g of the dish (to 0.01), from which every amount of it is priced. */
  per100: Nutrients;
  /** One serving, priced as logging '1 porción' prices it. */
  per_serving: Nutrients;
};

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

export function recipeNutrition(
  items: readonly (Nutrients & { grams: number })[],
  servings: number,
  cookedGrams?: number | null,
): RecipeNutrition {
  const sum = sumNutrients(items);
  const grams = round(
    items.reduce((g, i) => g + i.grams, 0),
    1,
  );
  const weight = cookedGrams && cookedGrams > 0 ? cookedGrams : grams;
  const per = (x: number) => (weight > 0 ? round((x / weight) * 100, 2) : 0);
  const per100 = { calories: per(sum.calories), protein: per(sum.protein), carbs: per(sum.carbs), fat: per(sum.fat) };
  const servingGrams = servings > 0 ? round(weight / servings, 1) : 0;
  return {
    total: { ...sum, grams },
    weight,
    serving_grams: servingGrams,
    per100,
    per_serving: nutrientsOf(per100, servingGrams),
  };
}

/** A recipe's portions: one serving ('porción'), then grams of the dish. */
export function recipePortions(servingGrams: number): Portion[] {
  return [
    { id: 'porcion', label: 'porción', grams: servingGrams, source: 'Receta: su peso entre sus porciones' },
    { id: 'g', label: 'gramos', grams: 1, source: 'Regla: el peso exacto' },
  ];
}

/**
 * The recipe that a recipe would reach again through its ingredients, or null. `ingredientsOf`
 * gives the food ids a recipe's food is made of (empty for a food that is no recipe).
 */
export function recipeCycle(
  recipeFoodId: string,
  ingredientIds: readonly string[],
  ingredientsOf: (foodId: string) => readonly string[],
): string[] | null {
  const seen = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    if (id === recipeFoodId) return path;
    if (seen.has(id)) return null;
    seen.add(id);
    for (const next of ingredientsOf(id)) {
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (const id of ingredientIds) {
    const found = walk(id, [id]);
    if (found) return found;
  }
  return null;
}
