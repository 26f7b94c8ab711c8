import { gramsFor, portionsFor } from '@nutricoach/core/rules/portions';
import { describe, expect, it } from 'vitest';
import { FOODS, getFood } from './foods.ts';

describe('household portions of the catalog', () => {
  it('gives every food at least one portion besides grams, each with a source', () => {
    const without = FOODS.filter((f) => portionsFor(f).filter((p) => p.id !== 'g' && p.id !== 'ml').length === 0);
    expect(without.map((f) => f.id)).toEqual([]);
    for (const food of FOODS) {
      const portions = portionsFor(food);
      expect(new Set(portions.map((p) => p.id)).size, food.id).toBe(portions.length);
      for (const p of portions) {
        expect(p.grams, `${food.id} ${p.id}`).toBeGreaterThan(0);
        expect(p.source.length, `${food.id} ${p.id}`).toBeGreaterThan(10);
      }
      expect(portions.at(-1)?.id).toBe(food.unit === 'ml' ? 'ml' : 'g');
    }
  });

  it('gives no food a generic 100 g guess: every one is named by a rule', () => {
    const generic = FOODS.filter((f) => portionsFor(f)[0]?.source === 'Regla: una porción de referencia de 100 g');
    expect(generic.map((f) => f.id)).toEqual([]);
  });

  it.each([
    ['huevo-duro', 'unidad', 50],
    ['pan-frances', 'unidad', 35],
    ['manzana', 'unidad', 180],
    ['arroz-blanco', 'taza', 160],
    ['pan-molde', 'rebanada', 27],
    ['leche-entera', 'vaso', 200],
    ['aceite-oliva', 'cucharada', 13.6],
    ['platano', 'unidad', 118],
  ])('%s: one %s is %d g', (id, portion, grams) => {
    const p = portionsFor(getFood(id)).find((x) => x.id === portion);
    expect(p && gramsFor(p, 1)).toBe(grams);
  });
});
