/** The food catalog: authored Spanish data joined with USDA SR numbers by source_id. */
import { FOOD_SPECS } from './foods/all-specs.ts';
import type { FoodSpec } from './foods/define.ts';
import { USDA_SNAPSHOT } from './foods/usda-snapshot.ts';
import type { Food } from './types.ts';

function toFood(spec: FoodSpec): Food {
  const { other, ...rest } = spec;
  if (spec.source_id) {
    const row = USDA_SNAPSHOT[spec.source_id];
    if (!row) throw new Error(`Food ${spec.id}: USDA row ${spec.source_id} is missing from the snapshot`);
    return {
      ...rest,
      calories: row.kcal,
      protein: row.protein_g,
      carbs: row.carbs_g,
      fat: row.fat_g,
      fiber: row.fiber_g,
      source: 'usda',
      citation: null,
    };
  }
  if (!other) throw new Error(`Food ${spec.id} has neither a USDA source_id nor a composition`);
  const { citation, ...numbers } = other;
  return { ...rest, ...numbers, source: 'other', source_id: null, citation };
}

export const FOODS: readonly Food[] = FOOD_SPECS.map(toFood);

const byId = new Map(FOODS.map((f) => [f.id, f]));

export function findFood(id: string): Food | undefined {
  return byId.get(id);
}

export function getFood(id: string): Food {
  const food = byId.get(id);
  if (!food) throw new Error(`Unknown food: ${id}`);
  return food;
}

/** Net carbohydrate per 100 g: SR carbohydrate is by difference and includes fibre. */
export function netCarbs(food: Food): number {
  return Math.max(0, food.carbs - (food.fiber ?? 0));
}
