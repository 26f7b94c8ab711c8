import { describe, expect, it } from 'vitest';
import { buyText, type ShoppingFood, shoppingList } from './shopping-list.ts';

const food = (id: string, patch: Partial<ShoppingFood>): ShoppingFood => ({
  id,
  name: id,
  unit: 'g',
  calories: 100,
  protein: 10,
  category: 'Abarrotes',
  unitGrams: null,
  ...patch,
});
// SR 20045 (cooked rice, 130 kcal) and 20044 (raw rice, 365 kcal); SR 05013 roasted chicken meat
// (190 kcal, 28.9 g protein) and 05011 raw (119 kcal, 21.4 g protein).
const FOODS: Record<string, ShoppingFood> = {
  'arroz-cocido': food('arroz-cocido', {
    name: 'Arroz blanco cocido',
    calories: 130,
    category: 'Cereales y tubérculos',
  }),
  'arroz-crudo': food('arroz-crudo', {
    name: 'Arroz blanco (crudo)',
    calories: 365,
    category: 'Cereales y tubérculos',
  }),
  'pollo-asado': food('pollo-asado', {
    name: 'Pollo cocido deshilachado',
    calories: 190,
    protein: 28.9,
    category: 'Carnes',
  }),
  'pollo-crudo': food('pollo-crudo', { name: 'Pollo (crudo)', calories: 119, protein: 21.4, category: 'Carnes' }),
  clara: food('clara', { name: 'Clara de huevo', category: 'Huevos', unitGrams: 33 }),
  huevo: food('huevo', { name: 'Huevo', category: 'Huevos', unitGrams: 50 }),
  cebolla: food('cebolla', { name: 'Cebolla', category: 'Verduras', unitGrams: 110 }),
  leche: food('leche', { name: 'Leche', unit: 'ml', category: 'Lácteos' }),
};
const BUY: Record<string, { id: string; keeps?: 'energy' | 'protein'; factor?: number }> = {
  'arroz-cocido': { id: 'arroz-crudo', keeps: 'energy' },
  'pollo-asado': { id: 'pollo-crudo', keeps: 'protein' },
  clara: { id: 'huevo', factor: 50 / 33 },
};
const list = (ingredients: [string, number][]) =>
  shoppingList(
    ingredients.map(([foodId, grams]) => ({ foodId, name: FOODS[foodId]!.name, grams, equivalence: '' })),
    (id) => FOODS[id]!,
    (f) => (BUY[f.id] ? { ...BUY[f.id]!, food: FOODS[BUY[f.id]!.id]! } : null),
  );

describe('the shopping list: what to buy, not what gets eaten (issue 29)', () => {
  it('buys cooked rice as dry rice and roasted chicken as raw chicken, by what cooking keeps', () => {
    const [grains, meat] = [list([['arroz-cocido', 730]]), list([['pollo-asado', 300]])];
    // 730 g cooked × 130/365 = 260 g dry, bought as 300 g.
    expect(grains).toEqual([
      {
        category: 'Abarrotes',
        items: [{ foodId: 'arroz-crudo', name: 'Arroz blanco (crudo)', grams: 260, household: '300 g' }],
      },
    ]);
    // 300 g roasted × 28.9/21.4 = 405 g raw, bought as 450 g.
    expect(meat[0]!.items[0]).toMatchObject({ name: 'Pollo (crudo)', grams: 405, household: '450 g' });
  });

  it('buys whole eggs for egg whites, together with the eggs eaten whole: never ¾ of one', () => {
    // 9¾ whites (322 g) take 9¾ eggs (488 g); with 2 eggs eaten whole, 12 eggs to buy.
    const [eggs] = list([
      ['clara', 322],
      ['huevo', 100],
    ]);
    expect(eggs).toEqual({
      category: 'Lácteos y huevos',
      items: [{ foodId: 'huevo', name: 'Huevo', grams: 588, household: '12 unidades' }],
    });
  });

  it('rounds up to what a shop sells, and walks the market by aisle', () => {
    const aisles = list([
      ['leche', 1130],
      ['cebolla', 300],
      ['pollo-asado', 50],
    ]);
    expect(aisles.map((a) => [a.category, a.items.map((i) => i.household)])).toEqual([
      ['Frutas y verduras', ['3 unidades']],
      ['Carnes y pescados', ['100 g']],
      ['Lácteos y huevos', ['1,2 l']],
    ]);
    expect(buyText(FOODS.leche!, 400)).toBe('500 ml');
    expect(buyText(FOODS['arroz-crudo']!, 20)).toBe('50 g');
    expect(buyText(FOODS['arroz-crudo']!, 1000)).toBe('1 kg');
  });
});
