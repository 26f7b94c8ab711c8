import { describe, expect, it } from 'vitest';
import { formatAmount, parseMeasure, scaleEquivalence } from './equivalence.ts';

describe('parseMeasure', () => {
  it('reads whole numbers, fraction glyphs, mixed numbers and "de"', () => {
    expect(parseMeasure('1 taza')).toEqual({ amount: 1, unit: 'taza' });
    expect(parseMeasure('⅔ de taza')!.amount).toBeCloseTo(2 / 3);
    expect(parseMeasure('⅔ de taza')!.unit).toBe('taza');
    expect(parseMeasure('1 ½ tazas')).toEqual({ amount: 1.5, unit: 'tazas' });
    expect(parseMeasure('1/2 taza')).toEqual({ amount: 0.5, unit: 'taza' });
    expect(parseMeasure('unos aros')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('writes halves, thirds and quarters', () => {
    expect(formatAmount(1.5)).toBe('1 ½');
    expect(formatAmount(2 / 3)).toBe('⅔');
    expect(formatAmount(0.1)).toBe('¼');
    expect(formatAmount(1.97)).toBe('2');
  });
});

describe('scaleEquivalence', () => {
  it('keeps the measure at factor 1', () => {
    expect(scaleEquivalence('1 taza', 1)).toBe('1 taza');
  });
  it('scales and pluralises the unit and its adjectives, not what follows a preposition', () => {
    expect(scaleEquivalence('1 taza', 1.5)).toBe('1 ½ tazas');
    expect(scaleEquivalence('1 filete mediano', 2)).toBe('2 filetes medianos');
    expect(scaleEquivalence('1 unidad', 2)).toBe('2 unidades');
    expect(scaleEquivalence('1 cucharada de aceite', 2)).toBe('2 cucharadas de aceite');
  });
  it('goes down to one or less with "de" for fractions', () => {
    expect(scaleEquivalence('2 unidades', 0.5)).toBe('1 unidad');
    expect(scaleEquivalence('2 cucharadas', 0.25)).toBe('media cucharada');
    expect(scaleEquivalence('⅔ de taza', 1.5)).toBe('1 taza');
    expect(scaleEquivalence('⅔ de unidad', 1.5)).toBe('1 unidad');
    expect(scaleEquivalence('⅓ de taza', 0.5)).toBe('¼ de taza');
    expect(scaleEquivalence('1 taza', 0.95)).toBe('1 taza');
    expect(scaleEquivalence('2 rebanadas (60 g)', 0.5)).toBe('1 rebanada (60 g)');
  });
  it("says half of one as it is said, and agrees a stressed unit's plural (issue 29)", () => {
    expect(scaleEquivalence('1 taza', 0.5)).toBe('media taza');
    expect(scaleEquivalence('1 vaso', 0.5)).toBe('medio vaso');
    expect(scaleEquivalence('1 porción', 2)).toBe('2 porciones');
    expect(scaleEquivalence('2 porciones', 0.5)).toBe('1 porción');
    expect(scaleEquivalence('1 sobre', 2)).toBe('2 sobres');
    expect(scaleEquivalence('2 sobres', 0.5)).toBe('1 sobre');
    // What formatMeasure writes reads back the same.
    expect(parseMeasure('media taza')).toEqual({ amount: 0.5, unit: 'taza' });
    expect(scaleEquivalence('media taza', 3)).toBe('1 ½ tazas');
  });

  it('leaves a measure without a number as written', () => {
    expect(scaleEquivalence('unos aros', 2)).toBe('unos aros');
    expect(scaleEquivalence('unas gotas', 0.5)).toBe('unas gotas');
  });
});
