/**
 * A meal made of catalog foods (issue 15): the nutrients of a food's grams, an item from a food
 * and its grams or household portion, and a meal's totals. The server prices every item it stores
 * with these; the parser's drafts and the web's running total use the same functions, so a draft,
 * the screen and the saved log never disagree (docs/portions-and-search.md, Meals of several foods).
 */
import { gramsFor, type PortionFood, type PortionId, portionsFor } from './portions.ts';

export type Nutrients = { calories: number; protein: number; carbs: number; fat: number };

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The nutrients of `grams` of a food given per 100 g (or ml): calories whole, macros to 0.1 g. */
export function nutrientsOf(per100: Nutrients, grams: number): Nutrients {
  const factor = grams / 100;
  return {
    calories: Math.round(per100.calories * factor),
    protein: round1(per100.protein * factor),
    carbs: round1(per100.carbs * factor),
    fat: round1(per100.fat * factor),
  };
}

/**
 * A meal's totals: the exact sum of its items' rounded values (macros rounded to 0.1 again only to
 * drop floating-point noise), so the meal always adds up to what its rows show.
 */
export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const item of items) {
    total.calories += item.calories;
    total.protein += item.protein;
    total.carbs += item.carbs;
    total.fat += item.fat;
  }
  return {
    calories: total.calories,
    protein: round1(total.protein),
    carbs: round1(total.carbs),
    fat: round1(total.fat),
  };
}

export type ItemFood = PortionFood & Nutrients & { id: string };

/** How much of a food: its grams (ml), or a number of one of its household portions. */
export type ItemAmount = { grams: number } | { portion_id: PortionId; quantity: number };

export type MealItemDraft = Nutrients & {
  food_id: string;
  name: string;
  quantity: number;
  portion: { id: PortionId; label: string; grams: number };
  grams: number;
};

/**
 * The item for an amount of a food, or null when the food has no such portion. Grams become
 * that many of the food's 'g' (or 'ml') portion, so every item has a portion and a quantity.
 */
export function itemOf(food: ItemFood, amount: ItemAmount): MealItemDraft | null {
  const portions = portionsFor(food);
  const wanted = 'grams' in amount ? (food.unit === 'ml' ? 'ml' : 'g') : amount.portion_id;
  const portion = portions.find((p) => p.id === wanted);
  if (!portion) return null;
  const quantity = 'grams' in amount ? amount.grams : amount.quantity;
  const grams = gramsFor(portion, quantity);
  return {
    food_id: food.id,
    name: food.name,
    quantity,
    portion: { id: portion.id, label: portion.label, grams: portion.grams },
    grams,
    ...nutrientsOf(food, grams),
  };
}

/** What a meal of items is called when the user gives it no description: its foods' names. */
export function describeItems(items: readonly { name: string }[], maxLength: number): string {
  const text = items.map((i) => i.name).join(', ');
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/**
 * What makes two meals the same meal again (recent meals are listed once; a meal is starred once):
 * the description (case and spaces aside) and each food with its grams, in order.
 */
export function mealSignature(meal: { description: string; items: readonly { food_id: string; grams: number }[] }) {
  const words = meal.description.trim().toLowerCase().replace(/\s+/g, ' ');
  return [words, ...meal.items.map((i) => `${i.food_id}:${i.grams}`)].join('|');
}
