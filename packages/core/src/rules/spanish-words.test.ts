import { describe, expect, it } from 'vitest';
import { halfOf, isFeminine, pluralOf, singularOf } from './spanish-words.ts';

describe('Spanish measure words (issue 29)', () => {
  it.each([
    ['taza', 'tazas'],
    ['cucharada', 'cucharadas'],
    ['unidad', 'unidades'],
    ['filete', 'filetes'],
    ['porción', 'porciones'],
    ['limón', 'limones'],
    ['pan', 'panes'],
    ['nuez', 'nueces'],
    ['gramos', 'gramos'],
    ['vaso', 'vasos'],
  ])('the plural of %s is %s, never "porciónes" nor "gramoses"', (one, many) => {
    expect(pluralOf(one)).toBe(many);
  });

  it.each([
    ['porciones', 'porción'],
    ['limones', 'limón'],
    ['unidades', 'unidad'],
    ['tazas', 'taza'],
    ['filetes', 'filete'],
    ['sobres', 'sobre'],
    ['panes', 'pan'],
    ['gramos', 'gramo'],
    ['taza', 'taza'],
    ['porción', 'porción'],
  ])('the singular of %s is %s', (many, one) => {
    expect(singularOf(many)).toBe(one);
  });

  it('says half of one as it is said: media taza, medio vaso', () => {
    expect(halfOf('taza')).toBe('media taza');
    expect(halfOf('unidad')).toBe('media unidad');
    expect(halfOf('porción')).toBe('media porción');
    expect(halfOf('vaso')).toBe('medio vaso');
    expect(halfOf('filete chico')).toBe('medio filete chico');
    expect(isFeminine('cucharadas')).toBe(true);
    expect(isFeminine('platos')).toBe(false);
  });
});
