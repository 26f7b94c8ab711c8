/**
 * The meal being put together in 'Añadir comida' (issue 15): foods with a portion and a quantity,
 * priced on the phone with core's rules, the same the server prices the saved meal with
 * (rules/meal-items), so the running total is the total that gets logged.
 */
import type { MealParseResponse, SearchedFood } from '@nutricoach/core/contract/foods';
import type { MealItem, MealItemInput } from '@nutricoach/core/contract/logs';
import { type Nutrients, nutrientsOf, sumNutrients } from '@nutricoach/core/rules/meal-items';
import { gramsFor, type PortionId } from '@nutricoach/core/rules/portions';
import { foodOfItem } from '@/lib/food-of-item';
import { isMetric } from './saved-meal';
import { formatDecimal } from '@/lib/format';

export type DraftItem = {
  /** The row's key in the list. */
  key: string;
  food: SearchedFood;
  portionId: PortionId;
  /** How many portions, or grams (ml) when the portion is 'g' or 'ml'. */
  quantity: number;
};

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export { isMetric, savedMealInput } from './saved-meal';

export function draftItem(food: SearchedFood, portionId: PortionId = food.portions[0]!.id, quantity = 1): DraftItem {
  return { key: newKey(), food, portionId, quantity };
}

function portionOf(item: DraftItem) {
  return item.food.portions.find((p) => p.id === item.portionId) ?? item.food.portions.at(-1)!;
}

/** The item's grams (ml) and nutrients, rounded as the server rounds them. */
export function pricedItem(item: DraftItem): Nutrients & { grams: number } {
  const grams = gramsFor(portionOf(item), item.quantity);
  return { grams, ...nutrientsOf(item.food, grams) };
}

/** The item as the saved meal will hold it: what a meal waiting to be sent offline shows. */
export function shownItem(item: DraftItem): MealItem {
  const { id, label, grams } = portionOf(item);
  return {
    id: item.key,
    food_id: item.food._id,
    name: item.food.name,
    quantity: item.quantity,
    portion: { id, label, grams },
    ...pricedItem(item),
  };
}

export function draftTotals(items: readonly DraftItem[]): Nutrients {
  return sumNutrients(items.map(pricedItem));
}

/**
 * A new portion keeps the count the person chose: picking 'rebanada' after '1 unidad' of palta says
 * what they ate was one slice, not six slices' worth of a whole one (docs/portions-and-search.md). Grams
 * (or ml) take the amount there was; from grams, the same amount in the new portion, to halves.
 */
export function withPortion(item: DraftItem, portionId: PortionId): DraftItem {
  const grams = pricedItem(item).grams;
  const next = item.food.portions.find((p) => p.id === portionId);
  if (!next) return item;
  const quantity = isMetric(portionId)
    ? Math.round(grams)
    : isMetric(item.portionId)
      ? Math.max(0.5, Math.round((grams / next.grams) * 2) / 2)
      : item.quantity;
  return { ...item, portionId, quantity };
}

/** What the API takes for the item. */
export function itemInput(item: DraftItem): MealItemInput {
  return isMetric(item.portionId)
    ? { food_id: item.food._id, grams: item.quantity }
    : { food_id: item.food._id, portion_id: item.portionId, quantity: item.quantity };
}

/**
 * The parser's draft as list items. A portion the food does not list as it is (the parser sized
 * it, 'una taza grande', or measured it by a general rule) is kept as its grams, so nothing changes
 * between the draft and the saved meal.
 */
export function itemsFromParse(draft: MealParseResponse): DraftItem[] {
  const foods = new Map(draft.foods.map((f) => [f._id, f]));
  return draft.items.flatMap((parsed) => {
    const food = foods.get(parsed.food_id);
    if (!food) return [];
    const listed = food.portions.find((p) => p.id === parsed.portion.id);
    if (listed && listed.grams === parsed.portion.grams) return [draftItem(food, listed.id, parsed.quantity)];
    const metric = food.portions.find((p) => isMetric(p.id))!;
    return [draftItem(food, metric.id, parsed.grams)];
  });
}

/**
 * A saved item back in the list: its food as far as the item tells (its nutrients per 100 from
 * its own grams, its portion and grams). The server prices it again from the catalog on save.
 */
export function itemFromSaved(item: MealItem, unit: 'g' | 'ml' = 'g'): DraftItem {
  const food = foodOfItem(item, item.portion.id === 'ml' ? 'ml' : unit);
  return draftItem(food, item.portion.id, item.quantity);
}

/** A number of portions as typed: '2', '1,5', '1.5', '1½', '½'; undefined when it is not one. */
export function parseQuantity(text: string): number | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)?\s*(½)?\s*$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  return (match[1] ? Number(match[1].replace(',', '.')) : 0) + (match[2] ? 0.5 : 0);
}

/** '½', '1', '1½', '2'… for a number of portions. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (Math.abs(rest - 0.5) < 1e-9) return whole === 0 ? '½' : `${whole}½`;
  return Number.isInteger(quantity) ? String(quantity) : formatDecimal(quantity, 2);
}
