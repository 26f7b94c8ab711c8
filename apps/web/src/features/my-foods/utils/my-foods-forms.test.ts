import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { describe, expect, it } from 'vitest';
import { checkLabel, emptyLabel, labelFromPrefill } from './label-form';
import { ingredientFromItem, ingredientInput, ingredientOf, recipeFigures } from './recipe-draft';

describe("'Crear alimento' fields", () => {
  const label = { ...emptyLabel('Barra'), calories: '180', protein: '3', carbs: '28', fat: '6' };

  it('reads decimal commas, drops an unused serving name, and sends the label as typed', () => {
    const check = checkLabel({ ...label, fat: '6,5', serving_label: 'barra' });
    expect(check).toEqual({
      ok: true,
      input: expect.objectContaining({ basis: 'per_100g', fat: 6.5, serving_grams: null, fiber: null }),
    });
    if (check.ok) expect(check.input.serving_label).toBeUndefined();
  });

  it('says which field is missing, and gives the label check as one message', () => {
    const missing = checkLabel({ ...label, protein: '' });
    expect(missing).toEqual({ ok: false, errors: { protein: 'Escribe la proteína (0 si no tiene)' }, label: null });
    const perServing = checkLabel({ ...label, basis: 'per_serving' });
    expect(perServing.ok).toBe(false);
    if (!perServing.ok) expect(perServing.errors.serving_grams).toMatch(/^Indica cuántos gramos tiene una porción/);
    const wrong = checkLabel({ ...label, calories: '18' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.label).toMatch(/^Revisa la etiqueta: .*mucho más que las 18 kcal/);
  });
});

describe("'Crear alimento' for a scanned code", () => {
  it('starts from what Open Food Facts knew, per 100 g, and sends the code in its canonical form', () => {
    const values = labelFromPrefill({
      barcode: '0036000291452',
      name: 'Yogur',
      brand: 'Gloria',
      fat: 3.5,
      serving_grams: 125,
    });
    expect(values).toMatchObject({
      name: 'Yogur',
      brand: 'Gloria',
      basis: 'per_100g',
      fat: '3,5',
      serving_grams: '125',
      calories: '',
    });
    const check = checkLabel({ ...values, calories: '61', protein: '3', carbs: '4.7', barcode: '036000291452' });
    expect(check.ok && check.input.barcode).toBe('0036000291452');
    const wrong = checkLabel({ ...values, calories: '61', protein: '3', carbs: '4.7', barcode: '036000291453' });
    expect(wrong).toMatchObject({
      ok: false,
      errors: { barcode: 'El código de barras no es válido: revisa los números' },
    });
  });
});

describe("'Crear receta' figures", () => {
  const rice: SearchedFood = {
    _id: 'arroz',
    name: 'Arroz blanco cocido',
    calories: 130,
    protein: 2.7,
    carbs: 28,
    fat: 0.3,
    unit: 'g',
    portions: [
      { id: 'taza', label: 'taza', grams: 160 },
      { id: 'g', label: 'gramos', grams: 1 },
    ],
  };

  it('totals the ingredients as typed and divides them into servings; an amount still being typed counts nothing', () => {
    const cups = ingredientOf(rice, 'taza', '2,5');
    const grams = ingredientOf(rice, 'g');
    const figures = recipeFigures([cups, grams], 2, undefined);
    expect(figures.total).toEqual({ grams: 500, calories: 650, protein: 13.5, carbs: 140, fat: 1.5 });
    expect(figures.serving_grams).toBe(250);
    expect(figures.per_serving.calories).toBe(325);
    expect(recipeFigures([{ ...grams, quantity: '1,' }], 1, undefined).total.calories).toBe(0);
    expect(ingredientInput(cups)).toEqual({ food_id: 'arroz', portion_id: 'taza', quantity: 2.5 });
    expect(ingredientInput(grams)).toEqual({ food_id: 'arroz', grams: 100 });
    expect(ingredientInput({ ...grams, quantity: 'mucho' })).toBeNull();
  });

  it('brings a stored ingredient back with its portion and the same values', () => {
    const back = ingredientFromItem({
      id: 'x',
      food_id: 'arroz',
      name: 'Arroz blanco cocido',
      quantity: 1.5,
      portion: { id: 'taza', label: 'taza', grams: 160 },
      grams: 240,
      calories: 312,
      protein: 6.5,
      carbs: 67.2,
      fat: 0.7,
    });
    expect(back.quantity).toBe('1,5');
    expect(recipeFigures([back], 1, undefined).total.calories).toBe(312);
  });
});
