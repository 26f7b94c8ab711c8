/**
 * What the shopping list buys for a food the plan's recipes give cooked or in part
 * (docs/strict-plan.md, 'Shopping list'): both foods are SR foods of the catalog, so the grams
 * bought follow from their own SR values (core's buyFactor), or from SR's household weights.
 */
import type { BuyAs, ShoppingFood } from '@nutricoach/core/rules/strict-plan/shopping-list';
import { portionsFor } from '@nutricoach/core/rules/portions';
import { getFood } from './foods.ts';
import type { Food } from './types.ts';

/** Categories whose foods a shop sells by the piece, when the food has a 'unidad' portion. */
const SOLD_BY_UNIT = new Set(['Frutas', 'Verduras', 'Huevos']);

const BUY_AS: Readonly<Record<string, { id: string; keeps?: 'energy' | 'protein'; factor?: number }>> = {
  // Grains and flakes: boiled, they take up water (SR 20045/20044, 20037/20036, 20137/20035, 20002/20001, 08121/08120).
  'arroz-blanco': { id: 'arroz-blanco-crudo', keeps: 'energy' },
  'arroz-integral': { id: 'arroz-integral-crudo', keeps: 'energy' },
  quinua: { id: 'quinua-cruda', keeps: 'energy' },
  kiwicha: { id: 'kiwicha-pop', keeps: 'energy' },
  'avena-cocida': { id: 'avena', keeps: 'energy' },
  // Roasted chicken meat (SR 05013) is bought raw (SR 05011): roasting loses water, not protein.
  'pollo-deshilachado': { id: 'pollo-carne', keeps: 'protein' },
  // An egg white is bought as eggs: SR's large egg weighs 50 g (01123), its white 33 g (01124).
  clara: { id: 'huevo', factor: 50 / 33 },
  // A hard-boiled egg weighs what the raw egg did (SR: large, 50 g, both 01129 and 01123).
  'huevo-duro': { id: 'huevo', factor: 1 },
  // Boiled broccoli (SR 11091) is bought raw (11090): about the same weight, as their energy says.
  'brocoli-cocido': { id: 'brocoli', keeps: 'energy' },
  // Lime juice is bought as limes: SR's lime weighs 67 g (09159) and yields 44 g of juice (09160).
  'limon-jugo': { id: 'limon', factor: 67 / 44 },
};

export function shoppingFood(food: Food): ShoppingFood {
  const unit = SOLD_BY_UNIT.has(food.category) ? portionsFor(food).find((p) => p.id === 'unidad') : undefined;
  return {
    id: food.id,
    name: food.name,
    unit: food.unit,
    calories: food.calories,
    protein: food.protein,
    category: food.category,
    unitGrams: unit?.grams ?? null,
  };
}

export function buyAs(food: ShoppingFood): BuyAs | null {
  const rule = BUY_AS[food.id];
  if (!rule) return null;
  return { food: shoppingFood(getFood(rule.id)), keeps: rule.keeps, factor: rule.factor };
}
