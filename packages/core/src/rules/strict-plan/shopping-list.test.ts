import { describe, expect, it } from 'vitest';
import { shoppingList } from './shopping-list.ts';

describe('shoppingList', () => {
  it('sums grams and household measures per food, grouped by category in alphabetical order', () => {
    const list = shoppingList(
      [
        { foodId: 'arroz', name: 'Arroz blanco', grams: 150, equivalence: '1 taza' },
        { foodId: 'arroz', name: 'Arroz blanco', grams: 225, equivalence: '1 ½ tazas' },
        { foodId: 'huevo', name: 'Huevo', grams: 100, equivalence: '2 unidades' },
        { foodId: 'huevo', name: 'Huevo', grams: 50, equivalence: '1 unidad' },
        { foodId: 'sal', name: 'Sal', grams: 1, equivalence: 'al gusto' },
      ],
      (id) => ({ arroz: 'Cereales y tubérculos', huevo: 'Huevos', sal: 'Salsas y condimentos' })[id]!,
    );
    expect(list).toEqual([
      {
        category: 'Cereales y tubérculos',
        items: [{ foodId: 'arroz', name: 'Arroz blanco', grams: 375, household: '2 ½ tazas' }],
      },
      { category: 'Huevos', items: [{ foodId: 'huevo', name: 'Huevo', grams: 150, household: '3 unidades' }] },
      { category: 'Salsas y condimentos', items: [{ foodId: 'sal', name: 'Sal', grams: 1, household: 'al gusto' }] },
    ]);
  });

  it('keeps different units apart', () => {
    const [group] = shoppingList(
      [
        { foodId: 'leche', name: 'Leche', grams: 240, equivalence: '1 taza' },
        { foodId: 'leche', name: 'Leche', grams: 15, equivalence: '1 cucharada' },
      ],
      () => 'Lácteos',
    );
    expect(group!.items[0]!.household).toBe('1 taza + 1 cucharada');
  });
});
