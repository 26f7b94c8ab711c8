import { searchFoods } from '@nutricoach/core/rules/food-search';
import { describe, expect, it } from 'vitest';
import { FOODS } from './foods.ts';

/** Issue 15's acceptance: each word's first result is the form a person eats. */
const EATEN_FORM: [query: string, id: string, name: string][] = [
  ['arroz', 'arroz-blanco', 'Arroz blanco cocido'],
  ['papa', 'papa', 'Papa sancochada'],
  ['pollo', 'pollo-deshilachado', 'Pollo cocido deshilachado'],
  ['frijoles', 'frijol-negro', 'Frijoles negros cocidos'],
  ['lentejas', 'lenteja', 'Lentejas cocidas'],
  ['quinua', 'quinua', 'Quinua cocida'],
  ['fideos', 'pasta', 'Fideos cocidos'],
  ['huevo', 'huevo-duro', 'Huevo duro'],
  ['pan', 'pan-frances', 'Pan francés'],
  ['palta', 'palta', 'Palta'],
];

describe('food search over the catalog', () => {
  it.each(EATEN_FORM)('%s gives %s first, the form a person eats', (query, id, name) => {
    const [top] = searchFoods(query, FOODS);
    expect(top?.id).toBe(id);
    expect(top?.name).toBe(name);
  });

  it.each([
    ['aguacate', 'palta'],
    ['banana', 'platano'],
    ['porotos', 'frijol-negro'],
    ['frejoles', 'frijol-negro'],
    ['elote', 'choclo'],
    ['melocotón', 'durazno'],
    ['batata', 'camote'],
    ['cacahuate', 'mani'],
    ['guisantes', 'arveja'],
    ['calabaza', 'zapallo'],
    ['patatas', 'papa'],
    ['quinoa', 'quinua'],
  ])('finds %s as %s, its regional synonym', (query, id) => {
    expect(searchFoods(query, FOODS)[0]?.id).toBe(id);
  });

  it('never puts a raw (crudo) food first for a single word when a cooked one matches it', () => {
    for (const query of ['arroz', 'quinua', 'lentejas', 'fideos', 'huevo', 'papa', 'pollo', 'kiwicha']) {
      expect(searchFoods(query, FOODS)[0]?.name).not.toMatch(/crud[oa]s?\b/i);
    }
  });

  it("ranks the user's recent foods first among whole-word matches", () => {
    expect(searchFoods('arroz', FOODS, { recentFoodIds: ['arroz-integral'] })[0]?.id).toBe('arroz-integral');
  });
});
