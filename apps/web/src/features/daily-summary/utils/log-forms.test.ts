import { describe, expect, it } from 'vitest';
import { exerciseResolver, MEAL_REQUIRED, mealResolver, type MealFormValues, weightResolver } from './log-forms';

const resolveMeal = mealResolver;
const options = { fields: {}, shouldUseNativeValidation: false } as never;

const mealValues = (over: Partial<MealFormValues> = {}): MealFormValues => ({
  meal_type: 'breakfast',
  description: 'Avena',
  calories: '420',
  protein: '18,5',
  fat: '9',
  carbs: '68',
  ...over,
});
const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));

describe('the meal form (docs/product.md §5)', () => {
  it('turns the typed texts into numbers, decimal comma included', async () => {
    const { values, errors } = await resolveMeal(mealValues(), undefined, options);
    expect(errors).toEqual({});
    expect(values).toEqual({
      meal_type: 'breakfast',
      description: 'Avena',
      calories: 420,
      protein: 18.5,
      fat: 9,
      carbs: 68,
    });
  });

  it('requires the meal type, the description and every number', async () => {
    const { errors } = await resolveMeal(
      mealValues({ meal_type: '', description: '   ', calories: '', protein: '', fat: '', carbs: '' }),
      undefined,
      options,
    );
    expect(messages(errors)).toEqual(MEAL_REQUIRED);
  });

  it("refuses what is not a number or is over core's bounds, in core's words", async () => {
    const { errors } = await resolveMeal(
      mealValues({ fat: '-3', calories: 'mucho', carbs: '2000' }),
      undefined,
      options,
    );
    expect(messages(errors)).toEqual({
      fat: 'La grasa no puede ser negativa',
      calories: 'Las calorías deben ser un número',
      carbs: 'Los carbohidratos no pueden superar 1500',
    });
  });
});

describe('the exercise and weight forms', () => {
  it('requires description, duration, unit and calories; minimum 0', async () => {
    const ok = await exerciseResolver(
      { description: 'Caminata', duration: '8500', units: 'steps', calories: '320' },
      undefined,
      options,
    );
    expect(ok.values).toEqual({ description: 'Caminata', duration: 8500, units: 'steps', calories: 320 });
    const bad = await exerciseResolver(
      { description: '', duration: '', units: '', calories: '-1' },
      undefined,
      options,
    );
    expect(messages(bad.errors)).toEqual({
      description: 'Escribe qué ejercicio hiciste',
      duration: 'Escribe la duración',
      units: 'Elige la unidad',
      calories: 'Las calorías no pueden ser negativas',
    });
  });

  it('takes a weight between 30 and 300 kg', async () => {
    expect((await weightResolver({ weight: '76,5' }, undefined, options)).values).toEqual({ weight: 76.5 });
    expect(messages((await weightResolver({ weight: '20' }, undefined, options)).errors)).toEqual({
      weight: 'El peso debe estar entre 30 y 300 kg',
    });
    expect(messages((await weightResolver({ weight: '' }, undefined, options)).errors)).toEqual({
      weight: 'Escribe tu peso',
    });
  });
});
