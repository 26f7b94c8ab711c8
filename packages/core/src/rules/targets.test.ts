import { describe, expect, it } from 'vitest';
import {
  activityFactor,
  bmr,
  dailyCalories,
  defaultDeficit,
  energyBudget,
  idealTargets,
  macroGrams,
  type Body,
} from './targets.ts';

const man: Body = { gender: 'male', age: 30, height: 180, weight: 85 };
const woman: Body = { gender: 'female', age: 34, height: 165, weight: 78 };

describe('bmr (Mifflin-St Jeor)', () => {
  it('adds 5 for a man', () => {
    // 10 × 85 + 6.25 × 180 − 5 × 30 + 5 = 850 + 1125 − 150 + 5 = 1830
    expect(bmr(man)).toBe(1830);
  });
  it('takes 161 off for a woman', () => {
    // 10 × 78 + 6.25 × 165 − 5 × 34 − 161 = 780 + 1031.25 − 170 − 161 = 1480.25
    expect(bmr(woman)).toBe(1480.25);
  });
});

describe('activityFactor', () => {
  it('follows the training answer', () => {
    expect(activityFactor('no_train')).toBe(1.2);
    expect(activityFactor('cardio')).toBe(1.375);
    expect(activityFactor('strength')).toBe(1.375);
    expect(activityFactor('both')).toBe(1.55);
  });
});

describe('defaultDeficit', () => {
  it('comes from the mindset to lose weight, 10 for medical, 0 otherwise', () => {
    expect(defaultDeficit('lose_weight', 'no_pressure')).toBe(10);
    expect(defaultDeficit('lose_weight', 'progressive')).toBe(20);
    expect(defaultDeficit('lose_weight', 'fast')).toBe(30);
    expect(defaultDeficit('medical', 'fast')).toBe(10);
    expect(defaultDeficit('maintain_weight', 'fast')).toBe(0);
    expect(defaultDeficit('gain_weight', 'fast')).toBe(0);
  });
});

describe('dailyCalories', () => {
  // man, strength: TDEE = 1830 × 1.375 = 2516.25
  it('takes the deficit off the expenditure and rounds to whole kcal', () => {
    // 2516.25 × (1 − 30/100) = 2516.25 × 0.7 = 1761.375 -> 1761
    expect(dailyCalories({ body: man, objective: 'lose_weight', training: 'strength', deficit: 30 })).toBe(1761);
    // woman, cardio, medical 10 %: 1480.25 × 1.375 = 2035.34375; × 0.9 = 1831.809375 -> 1832
    expect(dailyCalories({ body: woman, objective: 'medical', training: 'cardio', deficit: 10 })).toBe(1832);
  });

  it('uses deficit 0 to maintain and adds 10 % to gain, whatever deficit is stored', () => {
    // 2516.25 -> 2516
    expect(dailyCalories({ body: man, objective: 'maintain_weight', training: 'strength', deficit: 30 })).toBe(2516);
    // 2516.25 × 1.1 = 2767.875 -> 2768
    expect(dailyCalories({ body: man, objective: 'gain_weight', training: 'strength', deficit: 20 })).toBe(2768);
  });

  it('never goes below 1200 kcal for a woman', () => {
    // 10 × 50 + 6.25 × 150 − 5 × 60 − 161 = 500 + 937.5 − 300 − 161 = 976.5
    // × 1.2 = 1171.8; × 0.7 = 820.26 -> below 1200 -> 1200
    const small: Body = { gender: 'female', age: 60, height: 150, weight: 50 };
    const budget = energyBudget({ body: small, objective: 'lose_weight', training: 'no_train', deficit: 30 });
    expect(budget.calories).toBe(1200);
    // The floor is above the expenditure (1171.8), so there is no deficit left: 0, not −28.2.
    expect(budget.dailyDeficitKcal).toBe(0);
  });

  it('never goes below 1500 kcal for a man', () => {
    // 10 × 55 + 6.25 × 160 − 5 × 70 + 5 = 550 + 1000 − 350 + 5 = 1205; × 1.2 = 1446; × 0.7 = 1012.2 -> 1500
    const small: Body = { gender: 'male', age: 70, height: 160, weight: 55 };
    expect(dailyCalories({ body: small, objective: 'lose_weight', training: 'no_train', deficit: 30 })).toBe(1500);
  });

  it('reports the daily deficit as expenditure minus the calories eaten', () => {
    // 2516.25 − 1761 = 755.25
    expect(
      energyBudget({ body: man, objective: 'lose_weight', training: 'strength', deficit: 30 }).dailyDeficitKcal,
    ).toBeCloseTo(755.25, 6);
  });
});

describe('macroGrams', () => {
  it('turns the percent split into whole grams (4 kcal/g protein and carbs, 9 fat)', () => {
    // 2000 × 20 % / 4 = 100; 2000 × 5 % / 4 = 25; 2000 × 75 % / 9 = 166.67 -> 167
    expect(macroGrams(2000, { protein: 20, carbs: 5, fat: 75 })).toEqual({ protein: 100, carbs: 25, fat: 167 });
  });
});

describe('idealTargets', () => {
  it('gives calories and the grams of the chosen diet', () => {
    // calories 1761 (above); high_protein 40/30/30:
    // protein 1761 × 0.4 / 4 = 176.1 -> 176; carbs 1761 × 0.3 / 4 = 132.075 -> 132; fat 1761 × 0.3 / 9 = 58.7 -> 59
    expect(
      idealTargets({ body: man, objective: 'lose_weight', training: 'strength', deficit: 30, diet: 'high_protein' }),
    ).toEqual({
      calories: 1761,
      protein: 176,
      carbs: 132,
      fat: 59,
    });
  });
});
