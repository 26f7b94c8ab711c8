import { describe, expect, it } from 'vitest';
import { userPlan, weeklyLoss } from './plan-phases.ts';
import { energyBudget, idealTargets } from './targets.ts';

// The worked example of docs/targets.md, computed by hand there and asserted here.
// A woman of 34, 165 cm, 78 kg, goal 65 kg, cardio, deficit 20 %, diet smart_balanced (30/40/30).
const input = {
  body: { gender: 'female', age: 34, height: 165, weight: 78 },
  objective: 'lose_weight',
  training: 'cardio',
  deficit: 20,
} as const;

describe('docs/targets.md worked example', () => {
  it('BMR 1480.25, TDEE 2035.34375, 1628 kcal a day', () => {
    // BMR = 10 × 78 + 6.25 × 165 − 5 × 34 − 161 = 780 + 1031.25 − 170 − 161 = 1480.25
    // TDEE = 1480.25 × 1.375 = 2035.34375
    // calories = 2035.34375 × 0.8 = 1628.275 -> 1628 (above the 1200 floor)
    const budget = energyBudget(input);
    expect(budget.bmr).toBe(1480.25);
    expect(budget.tdee).toBe(2035.34375);
    expect(budget.calories).toBe(1628);
    // 2035.34375 − 1628 = 407.34375 kcal a day
    expect(budget.dailyDeficitKcal).toBe(407.34375);
    // 407.34375 × 7 / 7700 = 2851.40625 / 7700 = 0.3703125 kg a week (under 1 % of 78 = 0.78)
    expect(weeklyLoss(budget.dailyDeficitKcal, 78)).toBeCloseTo(0.3703125, 10);
  });

  it('122 g protein, 163 g carbs, 54 g fat', () => {
    // protein 1628 × 0.30 / 4 = 122.1 -> 122; carbs 1628 × 0.40 / 4 = 162.8 -> 163;
    // fat 1628 × 0.30 / 9 = 54.27 -> 54
    expect(idealTargets({ ...input, diet: 'smart_balanced' })).toEqual({
      calories: 1628,
      protein: 122,
      carbs: 163,
      fat: 54,
    });
  });

  it('36 weeks: Impulso 4 wk 1.7 kg, Constancia 28 wk 10.1 kg, Ajuste 4 wk 1.2 kg', () => {
    // weight_lose = 78 − 65 = 13.0; Impulso weight min(1.2, 0.78 / 0.3703) = 1.2
    // 35 weeks hold 35 × 0.3703125 = 12.96 < 13; 36 weeks hold 13.33 -> 36 (4 + 28 + 4)
    // tenths: 130 × 4.8/36 = 17.33, 130 × 28/36 = 101.11, 130 × 3.2/36 = 11.56
    // floors 17 + 101 + 11 = 129; the last tenth to the largest remainder (Ajuste, .56) -> 12
    expect(userPlan({ ...input, weightGoal: 65 })).toEqual({
      total: { weight: 78, weight_lose: 13, weeks: 36, bmr: 1480, deficit: 20 },
      momentum: { weeks: 4, weight_lose: 1.7 },
      consistency: { weeks: 28, weight_lose: 10.1 },
      maintenance: { weeks: 4, weight_lose: 1.2 },
    });
  });
});
