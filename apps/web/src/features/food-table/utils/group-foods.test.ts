import type { FoodTableEntry } from '@nutricoach/core/contract/food-table';
import { describe, expect, it } from 'vitest';
import { byCategory, filterFoods } from './group-foods';

const entry = (id: string, food: string, category: string, aliases: string[] = []): FoodTableEntry => ({
  _id: id,
  taste: null,
  food_type: {
    _id: id,
    food,
    category,
    subcategory: '',
    type: food,
    description: '',
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    unit: 'g',
    aliases,
  },
});

const entries = [
  entry('pollo', 'Pechuga de pollo', 'Carnes'),
  entry('res', 'Lomo de res', 'Carnes'),
  entry('palta', 'Palta', 'Frutas', ['aguacate']),
  entry('pina', 'Piña', 'Frutas', ['ananá']),
];

describe('byCategory', () => {
  it('groups consecutive foods of one category, in the order given', () => {
    expect(byCategory(entries).map((g) => [g.category, g.entries.map((e) => e._id)])).toEqual([
      ['Carnes', ['pollo', 'res']],
      ['Frutas', ['palta', 'pina']],
    ]);
  });
});

describe('filterFoods', () => {
  it('finds a food by its name or a regional name, ignoring accents and case', () => {
    expect(filterFoods(entries, 'AGUACATE').map((e) => e._id)).toEqual(['palta']);
    expect(filterFoods(entries, 'pina').map((e) => e._id)).toEqual(['pina']);
    expect(filterFoods(entries, 'anana').map((e) => e._id)).toEqual(['pina']);
    expect(filterFoods(entries, '  ')).toBe(entries);
    expect(filterFoods(entries, 'zzz')).toEqual([]);
  });
});
