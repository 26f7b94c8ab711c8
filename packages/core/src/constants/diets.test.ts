import { describe, expect, it } from 'vitest';
import { DIET_CATALOG } from './diet-catalog.ts';
import {
  CLINICIAN_ONLY_DIETS,
  DIET_TYPES,
  DIETS_BY_OBJECTIVE,
  isSelectableDiet,
  MEDICAL_CONDITION_DIETS,
  RECOMMENDABLE_DIETS,
} from './diets.ts';
import { MEDICAL_CONDITIONS } from './questionnaire-values.ts';

describe('diet catalog', () => {
  it('describes all 16 diets', () => {
    expect(DIET_TYPES).toHaveLength(16);
    expect(Object.keys(DIET_CATALOG).sort()).toEqual([...DIET_TYPES].sort());
  });

  it.each(DIET_TYPES)(
    '%s has a name, a description, 3-4 bullets each led by its key, and macros that add up to 100',
    (diet) => {
      const info = DIET_CATALOG[diet];
      expect(info.name.length).toBeGreaterThan(0);
      expect(info.description.length).toBeGreaterThan(20);
      expect(info.bullets.length).toBeGreaterThanOrEqual(3);
      expect(info.bullets.length).toBeLessThanOrEqual(4);
      for (const bullet of info.bullets) expect(bullet).toMatch(/^[a-z0-9]+(-[a-z0-9]+)* \S/);
      const { protein, carbs, fat } = info.macro_type;
      expect(protein + carbs + fat).toBe(100);
    },
  );

  it('keeps keto at about 20/5/75', () => {
    expect(DIET_CATALOG.classic_keto.macro_type).toEqual({ protein: 20, carbs: 5, fat: 75 });
  });
});

describe('diets by objective', () => {
  it('recommends the seven eligible diets in their tie order', () => {
    expect(RECOMMENDABLE_DIETS).toEqual([
      'classic_keto',
      'protein_keto',
      'low_carb_strict',
      'low_carb_moderate',
      'smart_balanced',
      'anti_inflammatory',
      'body_recomposition',
    ]);
  });

  it('offers the eligible diets plus three more to lose weight', () => {
    expect(DIETS_BY_OBJECTIVE.lose_weight).toHaveLength(10);
    expect(DIETS_BY_OBJECTIVE.lose_weight).toEqual(
      expect.arrayContaining([...RECOMMENDABLE_DIETS, 'high_protein', 'low_carb_flexible', 'clean_mediterranean']),
    );
  });

  it('maps every offered medical condition to a medical diet', () => {
    for (const condition of MEDICAL_CONDITIONS) {
      if (condition === 'none') continue;
      expect(DIETS_BY_OBJECTIVE.medical).toContain(MEDICAL_CONDITION_DIETS[condition]);
    }
    expect(MEDICAL_CONDITION_DIETS.diabetes_type_2).toBe('type_2_diabetes');
  });

  it('offers the four medical diets of decisions.md, and never kidney_failure (it needs a clinician)', () => {
    expect(DIETS_BY_OBJECTIVE.medical).toEqual(['insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia']);
    expect(CLINICIAN_ONLY_DIETS).toEqual(['kidney_failure']);
    expect(isSelectableDiet('kidney_failure')).toBe(false);
    expect(isSelectableDiet('lipidemia')).toBe(true);
    for (const diets of Object.values(DIETS_BY_OBJECTIVE)) expect(diets).not.toContain('kidney_failure');
  });
});
