import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromSearchParams,
  toSearchParams,
  toUrlSearchParams,
} from './filters';

describe('toSearchParams', () => {
  it('sends nothing for the default filters', () => {
    expect(toSearchParams(DEFAULT_FILTERS)).toEqual({});
  });

  it('sends calories only when the slider is narrowed, both bounds then', () => {
    expect(toSearchParams({ ...DEFAULT_FILTERS, calories: [0, 2500] })).toEqual({});
    expect(toSearchParams({ ...DEFAULT_FILTERS, calories: [100, 2500] })).toEqual({
      calories_min: 100,
      calories_max: 2500,
    });
    expect(toSearchParams({ ...DEFAULT_FILTERS, calories: [0, 600] })).toEqual({ calories_min: 0, calories_max: 600 });
  });

  it('trims the ingredients and leaves them out when empty', () => {
    expect(toSearchParams({ ...DEFAULT_FILTERS, ingredients: '   ' })).toEqual({});
    expect(toSearchParams({ ...DEFAULT_FILTERS, ingredients: '  pollo, ají ' })).toEqual({ ingredients: 'pollo, ají' });
  });

  it('sends the chosen diet and meal type', () => {
    expect(toSearchParams({ ...DEFAULT_FILTERS, diet: 'classic_keto', mealType: 'dinner' })).toEqual({
      diet: 'classic_keto',
      meal_type: 'dinner',
    });
  });
});

describe('filters in the URL', () => {
  it('round-trips through the query string', () => {
    const filters = {
      diet: 'protein_keto' as const,
      mealType: 'lunch' as const,
      calories: [200, 800] as [number, number],
      ingredients: 'palta',
    };
    expect(filtersFromSearchParams(toUrlSearchParams(filters))).toEqual(filters);
    expect(toUrlSearchParams(filters).toString()).toBe(
      'diet=protein_keto&meal_type=lunch&calories_min=200&calories_max=800&ingredients=palta',
    );
  });

  it('ignores unknown or out-of-range values', () => {
    expect(
      filtersFromSearchParams(new URLSearchParams('diet=paleo&meal_type=brunch&calories_min=abc&calories_max=9000')),
    ).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearchParams(new URLSearchParams('calories_min=900&calories_max=300')).calories).toEqual([
      0, 2500,
    ]);
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, mealType: 'snack', calories: [0, 300], ingredients: 'x' })).toBe(3);
  });
});
