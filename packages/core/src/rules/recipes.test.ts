import { describe, expect, it } from 'vitest';
import { itemOf } from './meal-items.ts';
import { recipeCycle, recipeNutrition, recipePortions } from './recipes.ts';

const item = (grams: number, calories: number, protein = 0, carbs = 0, fat = 0) => ({
  grams,
  calories,
  protein,
  carbs,
  fat,
});

describe('recipes', () => {
  it('is per 100 g of the cooked dish when its weight is known, else of the ingredients as weighed', () => {
    const items = [item(500, 650, 12, 140, 1.5), item(300, 480, 60, 0, 27)];
    const cooked = recipeNutrition(items, 4, 1600);
    expect(cooked.total).toEqual({ grams: 800, calories: 1130, protein: 72, carbs: 140, fat: 28.5 });
    expect(cooked.per100).toEqual({ calories: 70.63, protein: 4.5, carbs: 8.75, fat: 1.78 });
    expect(cooked.serving_grams).toBe(400);
    expect(cooked.per_serving).toEqual({ calories: 283, protein: 18, carbs: 35, fat: 7.1 });
    const raw = recipeNutrition(items, 4);
    expect(raw.weight).toBe(800);
    expect(raw.serving_grams).toBe(200);
    expect(raw.per_serving.calories).toBe(283);
  });

  it("logs one serving as the recipe's per-serving figures", () => {
    const nutrition = recipeNutrition([item(333, 1001, 10, 100, 50)], 3, 1000);
    const food = {
      id: 'r',
      name: 'Receta',
      category: 'x',
      subcategory: 'x',
      unit: 'g' as const,
      ...nutrition.per100,
      portions: recipePortions(nutrition.serving_grams),
    };
    const logged = itemOf(food, { portion_id: 'porcion', quantity: 1 })!;
    expect(logged.grams).toBe(333.3);
    expect({ calories: logged.calories, protein: logged.protein, carbs: logged.carbs, fat: logged.fat }).toEqual(
      nutrition.per_serving,
    );
  });

  it('finds a recipe that would contain itself', () => {
    const graph: Record<string, string[]> = { a: ['palta', 'b'], b: ['c'], c: ['arroz'] };
    const of = (id: string) => graph[id] ?? [];
    expect(recipeCycle('c', ['a'], of)).toEqual(['a', 'b', 'c']);
    expect(recipeCycle('c', ['c'], of)).toEqual(['c']);
    expect(recipeCycle('a', ['c', 'palta'], of)).toBeNull();
  });
});
