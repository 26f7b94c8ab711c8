import { describe, expect, it } from 'vitest';
import { buildDietTable, classifyFood } from './diet-rules.ts';
import { FOODS, getFood } from './foods.ts';
import { CLASSIFICATIONS, DIET_IDS } from './types.ts';

const cls = (food: string, diet: Parameters<typeof classifyFood>[1]) => classifyFood(getFood(food), diet);

describe('diet rules', () => {
  it('classifies every food for every diet', () => {
    const table = buildDietTable();
    for (const diet of DIET_IDS) {
      expect(Object.keys(table[diet])).toHaveLength(FOODS.length);
      for (const value of Object.values(table[diet])) expect(CLASSIFICATIONS).toContain(value);
    }
  });

  it('keto: white rice, bread, potato, sugar and banana are not allowed; avocado, eggs and olive oil are', () => {
    for (const diet of ['classic_keto', 'protein_keto'] as const) {
      for (const food of ['arroz-blanco', 'pan-frances', 'papa', 'azucar', 'platano', 'lenteja', 'quinua']) {
        expect(cls(food, diet), `${food} on ${diet}`).toBe('not_allowed');
      }
    }
    for (const food of ['palta', 'huevo', 'aceite-oliva', 'pollo-pechuga', 'salmon', 'espinaca', 'almendra']) {
      expect(cls(food, 'classic_keto'), food).toBe('allowed');
    }
  });

  it('kidney failure: banana, potato, avocado, nuts and cured meats are not allowed; rice and apple are', () => {
    for (const food of ['platano', 'papa', 'palta', 'almendra', 'chorizo', 'queso-parmesano', 'frijol-negro']) {
      expect(cls(food, 'kidney_failure'), food).toBe('not_allowed');
    }
    expect(cls('arroz-blanco', 'kidney_failure')).toBe('allowed');
    expect(cls('manzana', 'kidney_failure')).toBe('allowed');
    expect(cls('pollo-pechuga', 'kidney_failure')).toBe('in_moderation');
  });

  it('type 2 diabetes and insulin resistance: sugar and sweetened drinks are not allowed, refined grains limited', () => {
    for (const diet of ['type_2_diabetes', 'insulin_resistance'] as const) {
      expect(cls('azucar', diet)).toBe('not_allowed');
      expect(cls('gaseosa', diet)).toBe('not_allowed');
      expect(cls('jugo-naranja', diet)).toBe('not_allowed');
      expect(['occasional', 'in_moderation']).toContain(cls('pan-frances', diet));
      expect(cls('brocoli', diet)).toBe('allowed');
    }
  });

  it('lipidemia: processed meat not allowed, butter occasional, oily fish allowed', () => {
    expect(cls('chorizo', 'lipidemia')).toBe('not_allowed');
    expect(cls('mantequilla', 'lipidemia')).toBe('occasional');
    expect(cls('salmon', 'lipidemia')).toBe('allowed');
  });

  it('fatty liver and anti-inflammatory: alcohol and sugar are not allowed', () => {
    for (const diet of ['fatty_liver', 'anti_inflammatory'] as const) {
      expect(cls('cerveza', diet)).toBe('not_allowed');
      expect(cls('azucar', diet)).toBe('not_allowed');
    }
  });

  it('mediterranean: wine occasional, spirits not allowed, olive oil and legumes allowed', () => {
    expect(cls('vino-tinto', 'clean_mediterranean')).toBe('occasional');
    expect(cls('destilado', 'clean_mediterranean')).toBe('not_allowed');
    expect(cls('aceite-oliva', 'clean_mediterranean')).toBe('allowed');
    expect(cls('garbanzo', 'clean_mediterranean')).toBe('allowed');
  });

  it('balanced diets allow whole foods and keep sweets occasional', () => {
    for (const diet of ['smart_balanced', 'body_recomposition', 'high_protein', 'clean_hypercaloric'] as const) {
      expect(cls('pollo-pechuga', diet)).toBe('allowed');
      expect(['occasional', 'in_moderation']).toContain(cls('azucar', diet));
    }
  });
});
