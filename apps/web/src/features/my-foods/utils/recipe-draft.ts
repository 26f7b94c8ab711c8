/**
 * 'Crear receta' as it is typed: the ingredients with their amounts, priced on the phone with
 * core's rules (meal-items, recipes), the ones the server stores the recipe with, so the total and
 * per-serving figures shown are the recipe's.
 */
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { MealItem, MealItemInput } from '@nutricoach/core/contract/logs';
import { type Nutrients, nutrientsOf } from '@nutricoach/core/rules/meal-items';
import { gramsFor, type PortionId } from '@nutricoach/core/rules/portions';
import { type RecipeNutrition, recipeNutrition } from '@nutricoach/core/rules/recipes';
import { foodOfItem } from '@/lib/food-of-item';
import { decimalText, parseDecimal } from '@/lib/number-input';

export type Ingredient = {
  key: string;
  food: SearchedFood;
  portionId: PortionId;
  /** As typed: '1', '1,5', '200'. */
  quantity: string;
};

let nextKey = 0;
export const isGrams = (portionId: PortionId) => portionId === 'g' || portionId === 'ml';

export function ingredientOf(food: SearchedFood, portionId: PortionId = food.portions[0]!.id, quantity?: string) {
  return {
    key: `ingredient-${++nextKey}`,
    food,
    portionId,
    quantity: quantity ?? (isGrams(portionId) ? '100' : '1'),
  } satisfies Ingredient;
}

const portionOf = (ingredient: Ingredient) =>
  ingredient.food.portions.find((p) => p.id === ingredient.portionId) ?? ingredient.food.portions.at(-1)!;

/** The ingredient's grams and nutrients, or null while its amount is not a positive number. */
export function pricedIngredient(ingredient: Ingredient): (Nutrients & { grams: number }) | null {
  const quantity = parseDecimal(ingredient.quantity);
  if (quantity === undefined || !(quantity > 0)) return null;
  const grams = gramsFor(portionOf(ingredient), quantity);
  return { grams, ...nutrientsOf(ingredient.food, grams) };
}

export function recipeFigures(
  ingredients: readonly Ingredient[],
  servings: number | undefined,
  cookedGrams: number | undefined,
): RecipeNutrition {
  const priced = ingredients.map(pricedIngredient).filter((p) => p !== null);
  return recipeNutrition(priced, servings && servings > 0 ? servings : 1, cookedGrams);
}

/** What the API takes for the ingredient; null while its amount is not a number. */
export function ingredientInput(ingredient: Ingredient): MealItemInput | null {
  const quantity = parseDecimal(ingredient.quantity);
  if (quantity === undefined || !(quantity > 0)) return null;
  return isGrams(ingredient.portionId)
    ? { food_id: ingredient.food._id, grams: quantity }
    : { food_id: ingredient.food._id, portion_id: ingredient.portionId, quantity };
}

/**
 * A stored ingredient back in the editor: its food as the item tells it (values per 100 g from its
 * own grams, its portion, grams). The server prices it again from the food on save.
 */
export function ingredientFromItem(item: MealItem): Ingredient {
  const food = foodOfItem(item, 'g');
  return ingredientOf(food, isGrams(item.portion.id) ? 'g' : item.portion.id, decimalText(item.quantity));
}
