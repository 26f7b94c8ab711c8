import { describe, expect, it } from 'vitest';
import { PERSONAL_REQUIRED, parseDecimal, personalResolver, type PersonalFormValues } from './personal-form';

const filled: PersonalFormValues = {
  name: ' Lucía ',
  gender: 'female',
  age: '30',
  height: '165',
  weight: '80,5',
  weight_goal: '70.2',
};
const resolve = (values: PersonalFormValues) =>
  personalResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('personal data form', () => {
  it('reads a decimal comma or point', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 72.5 ')).toBe(72.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('72 kg')).toBeNaN();
  });

  it('gives numbers and a trimmed name when everything is valid', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Lucía',
      gender: 'female',
      age: 30,
      height: 165,
      weight: 80.5,
      weight_goal: 70.2,
    });
  });

  it('asks for each empty field', async () => {
    const { errors } = await resolve({ name: '', gender: '', age: '', height: '', weight: '', weight_goal: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual(PERSONAL_REQUIRED);
  });

  it("uses core's bounds and messages", async () => {
    const { errors } = await resolve({ ...filled, age: '12', height: '250', weight: '80,55', weight_goal: 'setenta' });
    expect(errors.age?.message).toBe('La edad debe estar entre 14 y 100 años');
    expect(errors.height?.message).toBe('La estatura debe estar entre 120 y 230 cm');
    expect(errors.weight?.message).toBe('El peso puede tener como máximo un decimal');
    expect(errors.weight_goal?.message).toBe('El peso meta debe ser un número');
  });
});
