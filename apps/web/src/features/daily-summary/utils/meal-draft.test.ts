import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { describe, expect, it } from 'vitest';
import {
  draftItem,
  draftTotals,
  formatQuantity,
  itemFromSaved,
  itemInput,
  itemsFromParse,
  pricedItem,
  savedMealInput,
  parseQuantity,
  withPortion,
} from './meal-draft';

const rice: SearchedFood = {
  _id: 'arroz-blanco',
  name: 'Arroz blanco cocido',
  calories: 130,
  protein: 2.7,
  carbs: 28.2,
  fat: 0.3,
  unit: 'g',
  portions: [
    { id: 'taza', label: 'taza', grams: 160 },
    { id: 'media-taza', label: 'media taza', grams: 80 },
    { id: 'g', label: 'gramos', grams: 1 },
  ],
};
const egg: SearchedFood = {
  _id: 'huevo-duro',
  name: 'Huevo duro',
  calories: 155,
  protein: 12.6,
  carbs: 1.1,
  fat: 10.6,
  unit: 'g',
  portions: [
    { id: 'unidad', label: 'unidad', grams: 50 },
    { id: 'g', label: 'gramos', grams: 1 },
  ],
};

describe('the meal being put together', () => {
  it('prices each food by its portion and sums the rows exactly', () => {
    const items = [draftItem(rice, 'taza', 1.5), draftItem(egg, 'unidad', 2)];
    expect(pricedItem(items[0]!)).toEqual({ grams: 240, calories: 312, protein: 6.5, carbs: 67.7, fat: 0.7 });
    expect(pricedItem(items[1]!)).toEqual({ grams: 100, calories: 155, protein: 12.6, carbs: 1.1, fat: 10.6 });
    expect(draftTotals(items)).toEqual({ calories: 467, protein: 19.1, carbs: 68.8, fat: 11.3 });
  });

  it('keeps the count when the unit changes (1 taza is then 1 media taza), and the amount to or from grams', () => {
    const cup = draftItem(rice, 'taza', 1);
    expect(withPortion(cup, 'media-taza')).toMatchObject({ portionId: 'media-taza', quantity: 1 });
    expect(withPortion(draftItem(rice, 'taza', 1.5), 'media-taza')).toMatchObject({ quantity: 1.5 });
    expect(withPortion(cup, 'g')).toMatchObject({ portionId: 'g', quantity: 160 });
    expect(withPortion(draftItem(rice, 'g', 200), 'taza')).toMatchObject({ portionId: 'taza', quantity: 1.5 });
  });

  it('sends grams for a metric portion and a portion with its quantity otherwise', () => {
    expect(itemInput(draftItem(rice, 'g', 75))).toEqual({ food_id: 'arroz-blanco', grams: 75 });
    expect(itemInput(draftItem(egg, 'unidad', 2))).toEqual({
      food_id: 'huevo-duro',
      portion_id: 'unidad',
      quantity: 2,
    });
  });

  it("takes the parser's draft, keeping a sized portion as its grams", () => {
    const items = itemsFromParse({
      items: [
        {
          food_id: 'huevo-duro',
          name: 'Huevo duro',
          quantity: 2,
          portion: { id: 'unidad', label: 'unidad', grams: 50 },
          grams: 100,
          calories: 155,
          protein: 12.6,
          carbs: 1.1,
          fat: 10.6,
        },
        {
          food_id: 'arroz-blanco',
          name: 'Arroz blanco cocido',
          quantity: 1,
          portion: { id: 'taza', label: 'taza grande', grams: 224 },
          grams: 224,
          calories: 291,
          protein: 6,
          carbs: 63.2,
          fat: 0.7,
        },
      ],
      foods: [egg, rice],
      unmatched: [],
      meal_type: null,
      description: '2 huevos duros y una taza grande de arroz',
    });
    expect(items.map((i) => [i.food._id, i.portionId, i.quantity])).toEqual([
      ['huevo-duro', 'unidad', 2],
      ['arroz-blanco', 'g', 224],
    ]);
    expect(pricedItem(items[1]!).calories).toBe(291);
  });

  it('puts a saved item back in the list at its saved numbers', () => {
    const saved = {
      id: 'i1',
      food_id: 'huevo-duro',
      name: 'Huevo duro',
      quantity: 2,
      portion: { id: 'unidad' as const, label: 'unidad', grams: 50 },
      grams: 100,
      calories: 155,
      protein: 12.6,
      carbs: 1.1,
      fat: 10.6,
    };
    const item = itemFromSaved(saved);
    expect(pricedItem(item)).toEqual({ grams: 100, calories: 155, protein: 12.6, carbs: 1.1, fat: 10.6 });
    expect(itemInput({ ...item, quantity: 1 })).toEqual({ food_id: 'huevo-duro', portion_id: 'unidad', quantity: 1 });
  });

  it('logs a saved meal again: by its foods, or by its typed numbers', () => {
    const typed = {
      description: 'Menú',
      meal_type: 'lunch' as const,
      calories: 700,
      protein: 30,
      carbs: 90,
      fat: 20,
      items: [],
    };
    expect(savedMealInput(typed, '2026-05-14', 'dinner')).toEqual({
      date: '2026-05-14',
      meal_type: 'dinner',
      description: 'Menú',
      calories: 700,
      protein: 30,
      fat: 20,
      carbs: 90,
    });
    const withFoods = {
      ...typed,
      items: [
        {
          id: 'i',
          food_id: 'arroz-blanco',
          name: 'Arroz',
          quantity: 150,
          portion: { id: 'g' as const, label: 'gramos', grams: 1 },
          grams: 150,
          calories: 195,
          protein: 4,
          carbs: 42.3,
          fat: 0.5,
        },
      ],
    };
    expect(savedMealInput(withFoods, '2026-05-14', 'lunch')).toEqual({
      date: '2026-05-14',
      meal_type: 'lunch',
      description: 'Menú',
      items: [{ food_id: 'arroz-blanco', grams: 150 }],
    });
  });

  it('writes quantities with halves', () => {
    expect([0.5, 1, 1.5, 2, 2.5].map(formatQuantity)).toEqual(['½', '1', '1½', '2', '2½']);
  });
});

describe('a number of portions as typed', () => {
  it("reads '3', '1,5', '1.5', '2½' and '½', and nothing else", () => {
    expect(['3', '1,5', '1.5', '2½', '½', ' 2 ½ '].map(parseQuantity)).toEqual([3, 1.5, 1.5, 2.5, 0.5, 2.5]);
    expect(['', 'dos', '1,', '-1', '½½'].map(parseQuantity)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
