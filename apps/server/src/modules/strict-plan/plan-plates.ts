/** The catalog's plates in the shape the plan generator reads (built once per process). */
import type { PlanPlate } from '@nutricoach/core/rules/strict-plan/types';
import { getFood } from '../../catalog/foods.ts';
import { plateNutritionExact } from '../../catalog/plate-rules.ts';
import { PLAN_PLATES, plateCountries } from '../../catalog/region-plates.ts';

let cached: PlanPlate[] | null = null;

export function planPlates(): PlanPlate[] {
  cached ??= PLAN_PLATES.map((plate) => {
    const n = plateNutritionExact(plate);
    return {
      id: plate.id,
      name: plate.name,
      mealType: plate.meal_type,
      diets: [...plate.diets],
      cost: plate.cost,
      cookingMethod: plate.cooking_method,
      steps: [...plate.steps],
      calories: n.calories,
      protein: n.protein,
      carbs: n.carbs,
      fat: n.fat,
      countries: plateCountries(plate.id),
      ingredients: plate.ingredients.map((i) => {
        const food = getFood(i.food);
        return {
          grams: i.grams,
          equivalence: i.equivalence,
          food: {
            id: food.id,
            name: food.name,
            aliases: food.aliases,
            category: food.category,
            allergens: food.allergens,
            isMeat: food.is_meat,
            isFish: food.is_fish,
            isAnimalProduct: food.is_animal_product,
            per100: { calories: food.calories, protein: food.protein, carbs: food.carbs, fat: food.fat },
          },
        };
      }),
    };
  });
  return cached;
}
