import { describe, expect, it } from 'vitest';
import { gramsFor, PORTION_LABELS, portionsFor, type PortionFood } from './portions.ts';

const food = (name: string, subcategory: string, unit: 'g' | 'ml' = 'g', category = 'x'): PortionFood => ({
  name,
  category,
  subcategory,
  unit,
});
const grams = (f: PortionFood) => Object.fromEntries(portionsFor(f).map((p) => [p.id, p.grams]));

describe('portionsFor', () => {
  it('gives one egg 50 g, one pan francés 35 g, one apple 180 g and a cup of cooked rice 160 g', () => {
    expect(portionsFor(food('Huevo duro', 'Huevos'))[0]).toMatchObject({ id: 'unidad', label: 'unidad', grams: 50 });
    expect(portionsFor(food('Pan francés', 'Panes'))[0]).toMatchObject({ id: 'unidad', grams: 35 });
    expect(portionsFor(food('Manzana', 'De temporada y templadas'))[0]).toMatchObject({ id: 'unidad', grams: 180 });
    expect(grams(food('Arroz blanco cocido', 'Arroz'))).toMatchObject({ taza: 160, 'media-taza': 80, plato: 250 });
  });

  it('matches names without accents or brackets', () => {
    expect(grams(food('Arroz integral (crudo)', 'Arroz'))).toMatchObject({ taza: 185 });
    expect(grams(food('Ñame cocido', 'Tubérculos y raíces'))).toMatchObject({ taza: 135 });
  });

  it('adds half a cup after a cup, and grams or ml last', () => {
    const ids = portionsFor(food('Lentejas cocidas', 'Lentejas, garbanzos y otras')).map((p) => p.id);
    expect(ids).toEqual(['taza', 'media-taza', 'plato', 'g']);
    expect(portionsFor(food('Leche entera', 'Leches', 'ml')).at(-1)).toMatchObject({ id: 'ml', grams: 1 });
  });

  it('falls back by group, and to a stated 100 g portion for a food no rule names', () => {
    expect(grams(food('Carne de alpaca (cruda)', 'Res'))).toMatchObject({ porcion: 120 });
    const unknown = portionsFor(food('Algo raro', 'Nada'));
    expect(unknown[0]).toMatchObject({ id: 'porcion', grams: 100 });
    expect(unknown[0]?.source).toMatch(/100 g/);
    expect(portionsFor(food('Bebida rara', 'Nada', 'ml'))[0]).toMatchObject({ id: 'vaso', grams: 250 });
  });

  it('gives every portion a source or a stated reason, and a Spanish label', () => {
    for (const p of portionsFor(food('Palta', 'Tropicales'))) {
      // SR's household measures, FNDDS's portions as eaten, or a rule with its reason.
      expect(p.source).toMatch(/^(USDA SR Legacy|USDA FNDDS 2017-2018|Regla)/);
      expect(p.label).toBe(PORTION_LABELS[p.id]);
    }
  });

  it("offers first a palta as eaten on bread or in a salad: FNDDS's unspecified avocado, 30 g (issue 29)", () => {
    const [first] = portionsFor(food('Palta', 'Tropicales'));
    expect(first).toMatchObject({ id: 'porcion', grams: 30 });
    expect(first?.source).toMatch(/FNDDS.*63105010/);
  });
});

describe('gramsFor', () => {
  it('multiplies a portion by a quantity, to 0.1 g', () => {
    const cup = { grams: 160 };
    expect([0.5, 1, 1.5, 2].map((q) => gramsFor(cup, q))).toEqual([80, 160, 240, 320]);
    expect(gramsFor({ grams: 13.6 }, 1 / 3)).toBe(4.5);
  });
});
