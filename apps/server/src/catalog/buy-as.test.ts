/** What the shopping list buys for coffee, tea, cooked legumes and pasta (issue 29; docs/strict-plan.md). */
import { describe, expect, it } from 'vitest';
import { buyText, shoppingList } from '@nutricoach/core/rules/strict-plan/shopping-list';
import { buyAs, dryName, shoppingFood } from './buy-as.ts';
import { getFood } from './foods.ts';

const list = (ingredients: [string, number][], country: 'pe' | 'mx' | 'ar' | 'es' = 'pe') =>
  shoppingList(
    ingredients.map(([foodId, grams]) => ({ foodId, name: getFood(foodId).name, grams, equivalence: '' })),
    (id) => shoppingFood(getFood(id), country),
    (food) => buyAs(food, country),
  ).flatMap((c) => c.items.map((i) => ({ ...i, aisle: c.category })));

describe('the shopping list buys what is brewed and what is cooked, dry', () => {
  it('buys a week of coffee as ground coffee at 55 g a litre, in 50 g steps', () => {
    const [item] = list([['cafe', 7 * 250]]);
    expect(item).toMatchObject({
      foodId: 'cafe',
      name: 'Café molido',
      grams: 96,
      household: '100 g',
      aisle: 'Abarrotes',
    });
  });

  it('buys tea and chamomile as bags, one a cup', () => {
    const items = list([
      ['te-negro', 5 * 250],
      ['manzanilla', 240],
    ]);
    expect(items.find((i) => i.foodId === 'te-negro')).toMatchObject({
      name: 'Té negro en bolsitas',
      household: '5 bolsitas',
    });
    expect(items.find((i) => i.foodId === 'manzanilla')).toMatchObject({
      name: 'Manzanilla en bolsitas',
      household: '1 bolsita',
    });
  });

  it('buys cooked legumes dry, by the ratio of their SR energy (black beans: 132 to 341 kcal)', () => {
    const [beans] = list([['frijol-negro', 1000]]);
    expect(beans).toMatchObject({ foodId: 'frijol-negro', name: 'Frijoles negros secos', household: '400 g' });
    expect(beans!.grams).toBe(Math.round((1000 * getFood('frijol-negro').calories) / 341));
    const [lentils] = list([['lenteja', 300]]);
    expect(lentils).toMatchObject({ name: 'Lentejas secas', household: '100 g' }); // 116 to 352 kcal: 99 g
    const [habas] = list([['haba-seca', 200]]);
    expect(habas!.name).toBe('Habas secas');
  });

  it('buys boiled pasta as dry pasta (SR 20121 to 20120), named as the country does', () => {
    expect(list([['pasta', 500]])[0]).toMatchObject({ foodId: 'pasta-cruda', name: 'Fideos secos (crudos)' });
    expect(list([['pasta', 500]], 'mx')[0]).toMatchObject({ foodId: 'pasta-cruda', name: 'Pasta seca (cruda)' });
    expect(list([['pasta', 500]])[0]!.grams).toBe(Math.round((500 * 158) / 371));
  });

  it("names the dry legumes as the person's country names the cooked ones", () => {
    expect(list([['frijol-negro', 500]], 'ar')[0]!.name).toBe('Porotos negros secos');
    expect(list([['frijol-blanco', 500]], 'es')[0]!.name).toBe('Alubias blancas secas');
    expect(list([['arveja-partida', 500]], 'mx')[0]!.name).toBe('Chícharos secos partidos');
  });

  it('turns a cooked name into its dry one', () => {
    expect(dryName('Frijol canario cocido')).toBe('Frijol canario seco');
    expect(dryName('Fideos al huevo cocidos')).toBe('Fideos al huevo secos');
    expect(dryName('Arvejas partidas cocidas')).toBe('Arvejas partidas secas');
  });

  it('says bags in the singular and plural', () => {
    const bag = { ...shoppingFood(getFood('te-verde')), unitGrams: 2, unitWords: ['bolsita', 'bolsitas'] as const };
    expect(buyText(bag, 2)).toBe('1 bolsita');
    expect(buyText(bag, 9)).toBe('5 bolsitas');
  });
});
