/**
 * A meal's foods priced from the catalog (issue 15): the client names a food and an amount, the
 * server computes grams and nutrients with core's meal-items rules. Stored items are snapshots:
 * a later catalog change does not rewrite a meal already eaten.
 */
import { randomUUID } from 'node:crypto';
import type { MealItem, MealItemAmountInput, MealItemInput } from '@nutricoach/core/contract/logs';
import { type ItemAmount, itemOf, type Nutrients, sumNutrients } from '@nutricoach/core/rules/meal-items';
import { PORTION_LABELS } from '@nutricoach/core/rules/portions';
import { isUuid } from '@nutricoach/core/contract/common';
import type { CatalogFood } from '../../catalog/catalog-foods.ts';
import { foodsWith } from '../../catalog/products.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/** The most one food of a meal may weigh, and the most a meal may add up to (as typed macros). */
export const ITEM_GRAMS_LIMIT = 5_000;
export const MEAL_CALORIES_LIMIT = 10_000;

function amountOf(input: MealItemAmountInput): ItemAmount {
  if (input.grams !== undefined) return { grams: input.grams };
  return { portion_id: input.portion_id!, quantity: input.quantity! };
}

/** One item of `food`; `position` (from 1) names the food in a message when there are several. */
export function priceItem(food: CatalogFood, input: MealItemAmountInput): MealItem {
  const item = itemOf(food, amountOf(input));
  if (!item) throw badRequest(`${food.name} no se mide en ${PORTION_LABELS[input.portion_id!]}`, 'UNKNOWN_PORTION');
  if (item.grams > ITEM_GRAMS_LIMIT)
    throw badRequest(
      `${food.name}: la cantidad no puede superar ${ITEM_GRAMS_LIMIT.toLocaleString('es')} ${food.unit}`,
      'ITEM_TOO_LARGE',
    );
  return { id: randomUUID(), ...item };
}

/**
 * The food of an id among those the user may log. An own food's id (a uuid) that is not theirs,
 * or no longer exists, is a 404, as reading it would be; an unknown catalog id is a bad request.
 */
export function foodOf(foods: ReadonlyMap<string, CatalogFood>, foodId: string): CatalogFood {
  const food = foods.get(foodId);
  if (food) return food;
  if (isUuid(foodId)) throw notFound('Ese alimento no existe o no es tuyo', 'FOOD_NOT_FOUND');
  throw badRequest('Ese alimento no está en el catálogo', 'UNKNOWN_FOOD');
}

/** Prices a meal's items from the foods the user may log: the catalog's, their own and packaged products. */
export async function priceItems(db: Db, userId: string, inputs: readonly MealItemInput[]): Promise<MealItem[]> {
  const byId = await foodsWith(
    db,
    userId,
    inputs.map((input) => input.food_id),
  );
  return inputs.map((input) => priceItem(foodOf(byId, input.food_id), input));
}

/** A meal's totals, refused past what a typed meal may hold. */
export function mealTotals(items: readonly MealItem[]): Nutrients {
  const totals = sumNutrients(items);
  if (totals.calories > MEAL_CALORIES_LIMIT)
    throw badRequest(`Una comida no puede superar ${MEAL_CALORIES_LIMIT.toLocaleString('es')} kcal`, 'MEAL_TOO_LARGE');
  return totals;
}
