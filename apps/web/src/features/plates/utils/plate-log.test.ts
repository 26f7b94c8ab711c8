import type { Plate } from '@nutricoach/core/contract/plates';
import { describe, expect, it } from 'vitest';
import { PLATE_PORTIONS, plateLogInput, portionLabel } from './plate-log';

const plate = {
  _id: 'p1',
  name: 'Arroz con pollo',
  meal_type: 'lunch',
  ingredients: [
    { food_id: 'arroz', name: 'Arroz', quantity: 150, equivalence: '1 taza' },
    { food_id: 'pollo', name: 'Pollo', quantity: 113.3, equivalence: '1 presa' },
    { food_id: 'sal', name: 'Sal', quantity: 0.04, equivalence: 'una pizca' },
  ],
} as Plate;

describe("a plate logged from /flex-menu ('Registrar esta comida')", () => {
  it('offers half a plate to two plates, written with a ½', () => {
    expect(PLATE_PORTIONS).toEqual([0.5, 1, 1.5, 2]);
    expect(PLATE_PORTIONS.map(portionLabel)).toEqual(['½', '1', '1½', '2']);
  });

  it('sends the ingredients times the portion in grams to one decimal, named after the plate', () => {
    expect(plateLogInput(plate, 1.5, 'dinner', '2026-11-18')).toEqual({
      date: '2026-11-18',
      meal_type: 'dinner',
      description: 'Arroz con pollo',
      items: [
        { food_id: 'arroz', grams: 225 },
        { food_id: 'pollo', grams: 170 },
        { food_id: 'sal', grams: 0.1 },
      ],
    });
  });

  it('leaves out an ingredient that rounds to nothing', () => {
    expect(plateLogInput(plate, 0.5, 'lunch', '2026-11-18').items).toEqual([
      { food_id: 'arroz', grams: 75 },
      { food_id: 'pollo', grams: 56.7 },
    ]);
  });
});
