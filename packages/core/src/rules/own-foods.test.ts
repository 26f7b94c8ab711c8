import { describe, expect, it } from 'vitest';
import { labelProblem, macroEnergy, ownFoodPortions, per100Of, servingName } from './own-foods.ts';

describe('own foods from a label', () => {
  it('turns a serving column into per-100 g values', () => {
    expect(
      per100Of({ basis: 'per_serving', serving_grams: 30, calories: 120, protein: 2.5, carbs: 20, fat: 3.3, fiber: 1 }),
    ).toEqual({ calories: 400, protein: 8.33, carbs: 66.67, fat: 11, fiber: 3.33 });
    expect(per100Of({ basis: 'per_100g', calories: 52, protein: 0.3, carbs: 14, fat: 0.2 })).toEqual({
      calories: 52,
      protein: 0.3,
      carbs: 14,
      fat: 0.2,
      fiber: null,
    });
  });

  it('counts fibre at 2 kcal/g and polyols at 0 inside the carbohydrates', () => {
    expect(macroEnergy({ protein: 10, carbs: 50, fat: 10 })).toBe(330);
    expect(macroEnergy({ protein: 10, carbs: 50, fat: 10, fiber: 20 })).toBe(290);
    expect(macroEnergy({ protein: 0, carbs: 50, fat: 0, fiber: 10, polyols: 30 })).toBe(60);
    // A label listing more fibre than carbohydrate (a European label: fibre apart) counts no negative sugars.
    expect(macroEnergy({ protein: 0, carbs: 5, fat: 0, fiber: 20 })).toBe(10);
  });

  it('allows 30 % + 20 kcal more energy from the macros than stated, not more', () => {
    const label = { basis: 'per_100g' as const, protein: 0, carbs: 50, fat: 0 };
    // 200 kcal from the carbohydrates: stated 139 allows 139 × 1.3 + 20 = 200.7.
    expect(labelProblem({ ...label, calories: 139 })).toBeNull();
    expect(labelProblem({ ...label, calories: 138 })?.field).toBe('calories');
    // Less energy from the macros than stated (alcohol) is never refused.
    expect(labelProblem({ ...label, calories: 700 })).toBeNull();
  });

  it('refuses more macros than the food weighs, with a gram of rounding per serving', () => {
    expect(labelProblem({ basis: 'per_100g', calories: 884, protein: 0, carbs: 0, fat: 100 })).toBeNull();
    expect(labelProblem({ basis: 'per_100g', calories: 884, protein: 0.5, carbs: 0, fat: 100 })?.field).toBe('protein');
    const serving = { basis: 'per_serving' as const, serving_grams: 5, calories: 20, protein: 0, fat: 0 };
    expect(labelProblem({ ...serving, carbs: 6 })).toBeNull();
    expect(labelProblem({ ...serving, carbs: 6.5 })?.field).toBe('serving_grams');
  });

  it('names its serving without a leading "1"', () => {
    expect(servingName('1 barra')).toBe('barra');
    expect(servingName('Una galleta')).toBe('galleta');
    expect(servingName('  ')).toBe('porción');
    expect(ownFoodPortions({ serving_grams: 40, serving_label: 'un vaso' })[0]).toMatchObject({
      id: 'porcion',
      label: 'vaso',
      grams: 40,
    });
    expect(ownFoodPortions({})[0]).toMatchObject({ id: 'porcion', label: 'porción de 100 g', grams: 100 });
  });
});
