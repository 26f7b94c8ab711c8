import { describe, expect, it } from 'vitest';
import { describeItems, itemOf, mealSignature, nutrientsOf, sumNutrients } from './meal-items.ts';

const rice = {
  id: 'arroz-blanco',
  name: 'Arroz blanco cocido',
  category: 'Cereales',
  subcategory: 'Arroz',
  unit: 'g' as const,
  calories: 130,
  protein: 2.7,
  carbs: 28.2,
  fat: 0.3,
};

describe('nutrientsOf: grams of a food given per 100 g', () => {
  it('scales by the grams: whole calories, macros to one decimal', () => {
    expect(nutrientsOf({ calories: 379, protein: 13.2, fat: 6.5, carbs: 67.7 }, 50)).toEqual({
      calories: 190,
      protein: 6.6,
      fat: 3.3,
      carbs: 33.9,
    });
    expect(nutrientsOf({ calories: 52, protein: 0.3, fat: 0.2, carbs: 13.8 }, 180)).toEqual({
      calories: 94,
      protein: 0.5,
      fat: 0.4,
      carbs: 24.8,
    });
  });
});

describe('sumNutrients: a meal adds up to its rows', () => {
  it('sums the rounded values, with no floating-point noise', () => {
    const total = sumNutrients([
      { calories: 10, protein: 0.1, carbs: 0.2, fat: 0.7 },
      { calories: 21, protein: 0.2, carbs: 0.1, fat: 0.1 },
    ]);
    expect(total).toEqual({ calories: 31, protein: 0.3, carbs: 0.3, fat: 0.8 });
  });
});

describe('itemOf: an amount of a food', () => {
  it('prices a household portion and grams the same way', () => {
    const cup = itemOf(rice, { portion_id: 'taza', quantity: 1.5 })!;
    expect(cup.portion.id).toBe('taza');
    expect(cup.grams).toBe(Math.round(cup.portion.grams * 1.5 * 10) / 10);
    expect(cup).toMatchObject(nutrientsOf(rice, cup.grams));
    const grams = itemOf(rice, { grams: cup.grams })!;
    expect(grams).toMatchObject({ quantity: cup.grams, portion: { id: 'g', grams: 1 }, calories: cup.calories });
  });

  it('knows no portion the food does not have', () => {
    expect(itemOf(rice, { portion_id: 'lata', quantity: 1 })).toBeNull();
  });
});

describe('describeItems and mealSignature', () => {
  it("names a meal by its foods, cut at the limit with '…'", () => {
    expect(describeItems([{ name: 'Huevo duro' }, { name: 'Palta' }], 300)).toBe('Huevo duro, Palta');
    const long = describeItems([{ name: 'a'.repeat(200) }, { name: 'b'.repeat(200) }], 300);
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is the same meal whatever the case and spaces of its description, not with other grams', () => {
    const items = [{ food_id: 'huevo-duro', grams: 100 }];
    expect(mealSignature({ description: 'Huevos  Duros', items })).toBe(
      mealSignature({ description: 'huevos duros ', items }),
    );
    expect(mealSignature({ description: 'Huevos', items })).not.toBe(
      mealSignature({ description: 'Huevos', items: [{ food_id: 'huevo-duro', grams: 50 }] }),
    );
  });
});
