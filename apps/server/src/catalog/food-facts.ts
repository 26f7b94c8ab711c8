/** Small predicates over a food that the diet rules share. */
import { netCarbs } from './foods.ts';
import type { Food, FoodTag } from './types.ts';

export { netCarbs };

export function has(food: Food, ...tags: FoodTag[]): boolean {
  return tags.some((t) => food.tags.includes(t));
}

/** Beef, pork, lamb, goat, game and offal (poultry is not red meat). */
export function isRedMeat(food: Food): boolean {
  return food.is_meat && ['Res', 'Cerdo', 'Cordero y otras carnes', 'Vísceras', 'Embutidos'].includes(food.subcategory);
}

/** Meat with more than 15 g of fat per 100 g or tagged high in saturated fat. */
export function isFattyMeat(food: Food): boolean {
  return food.is_meat && (food.fat > 15 || has(food, 'high_sat_fat'));
}

/** Animal food that is mainly protein: meat, fish, eggs, cheese (>= 10 g protein per 100 g). */
export function isAnimalProtein(food: Food): boolean {
  return food.is_animal_product && food.protein >= 10;
}

/** Grains, breads, flours and tubers (the 'Cereales y tubérculos' group). */
export function isGrainOrTuber(food: Food): boolean {
  return food.category === 'Cereales y tubérculos';
}

/** Sugar as the point of the food: sweets, sweetened drinks, juices, dried fruit. */
export function isSugary(food: Food): boolean {
  return has(food, 'high_sugar', 'sweetened_drink');
}
