/** The week's shopping list: every ingredient of the plan summed, grouped by food category. */
import { formatMeasure, parseMeasure } from './equivalence.ts';

export interface ShoppingIngredient {
  foodId: string;
  name: string;
  grams: number;
  equivalence: string;
}

export interface ShoppingItem {
  foodId: string;
  name: string;
  grams: number;
  /** Household measures added up per unit: '3 ½ tazas + 2 unidades'. */
  household: string;
}

/** The singular head word of a unit, so '1 taza' and '2 tazas' add up. */
const unitKey = (unit: string) => {
  const [head, ...rest] = unit.split(/\s+/);
  const one = /[dlnrj]es$/i.test(head!) ? head!.slice(0, -2) : head!.replace(/s$/i, '');
  return [one.toLowerCase(), ...rest].join(' ');
};

export function shoppingList(
  ingredients: ShoppingIngredient[],
  categoryOf: (foodId: string) => string,
): { category: string; items: ShoppingItem[] }[] {
  const byFood = new Map<string, { name: string; grams: number; units: Map<string, number>; loose: number }>();
  for (const i of ingredients) {
    const entry = byFood.get(i.foodId) ?? { name: i.name, grams: 0, units: new Map(), loose: 0 };
    entry.grams += i.grams;
    const parsed = parseMeasure(i.equivalence);
    if (parsed) {
      const key = unitKey(parsed.unit);
      entry.units.set(key, (entry.units.get(key) ?? 0) + parsed.amount);
    } else entry.loose += 1;
    byFood.set(i.foodId, entry);
  }
  const groups = new Map<string, ShoppingItem[]>();
  for (const [foodId, e] of byFood) {
    const parts = [...e.units].map(([unit, amount]) => formatMeasure(amount, unit));
    const item = { foodId, name: e.name, grams: Math.round(e.grams), household: parts.join(' + ') || 'al gusto' };
    const category = categoryOf(foodId);
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([category, items]) => ({ category, items: items.sort((a, b) => a.name.localeCompare(b.name, 'es')) }));
}
