import { describe, expect, it } from 'vitest';
import { phaseWeeks, planPhases, userPlan, weeklyLoss, type PlanPhases } from './plan-phases.ts';

/** Weeks and kg (in 0.1 kg steps) of the three phases must add up to the totals. */
function expectExactSums(plan: PlanPhases, weightLose: number) {
  const { momentum, consistency, maintenance } = plan;
  expect(momentum.weeks + consistency.weeks + maintenance.weeks).toBe(plan.weeks);
  const tenths = [momentum, consistency, maintenance].map((p) => Math.round(p.weight_lose * 10));
  expect(tenths.reduce((a, b) => a + b, 0)).toBe(Math.round(weightLose * 10));
}

describe('weeklyLoss', () => {
  it('is daily deficit × 7 / 7700', () => {
    // 500 × 7 / 7700 = 3500 / 7700 = 0.4545…
    expect(weeklyLoss(500, 80)).toBeCloseTo(0.454545, 6);
  });
  it('never plans more than 1 % of the body weight a week', () => {
    // 1500 × 7 / 7700 = 1.36 kg > 1 % of 70 kg = 0.7 kg
    expect(weeklyLoss(1500, 70)).toBeCloseTo(0.7, 10);
    // 500 -> 0.4545 > 1 % of 30 kg = 0.3
    expect(weeklyLoss(500, 30)).toBeCloseTo(0.3, 10);
  });
  it('keeps a gentle 0.25 kg a week when there is no deficit', () => {
    expect(weeklyLoss(0, 80)).toBe(0.25);
    expect(weeklyLoss(-100, 80)).toBe(0.25);
    // 100 × 7 / 7700 = 0.09 -> 0.25
    expect(weeklyLoss(100, 80)).toBe(0.25);
  });
});

describe('phaseWeeks', () => {
  it('gives Impulso the first 4 weeks, Ajuste the last 4 and Constancia the rest', () => {
    expect(phaseWeeks(36)).toEqual({ momentum: 4, consistency: 28, maintenance: 4 });
    expect(phaseWeeks(9)).toEqual({ momentum: 4, consistency: 1, maintenance: 4 });
  });
  it('shares a plan of 8 weeks or fewer between Impulso and Ajuste, Impulso first', () => {
    expect(phaseWeeks(8)).toEqual({ momentum: 4, consistency: 0, maintenance: 4 });
    expect(phaseWeeks(7)).toEqual({ momentum: 4, consistency: 0, maintenance: 3 });
    expect(phaseWeeks(3)).toEqual({ momentum: 2, consistency: 0, maintenance: 1 });
    expect(phaseWeeks(1)).toEqual({ momentum: 1, consistency: 0, maintenance: 0 });
  });
});

describe('planPhases', () => {
  it('has no weeks when there is nothing to lose', () => {
    const plan = planPhases(0, 0.5, 80);
    expect(plan).toEqual({
      weeks: 0,
      momentum: { weeks: 0, weight_lose: 0 },
      consistency: { weeks: 0, weight_lose: 0 },
      maintenance: { weeks: 0, weight_lose: 0 },
    });
  });

  it('splits a long plan at 1.2 / 1 / 0.8 of the pace', () => {
    // pace 0.5, 100 kg (1 % = 1 kg, so Impulso keeps 1.2). For N ≥ 9 weeks the weights add to
    // 4 × 1.2 + (N − 8) + 4 × 0.8 = N, so N = 20 / 0.5 = 40 weeks.
    // tenths 200 × 4.8/40 = 24, × 32/40 = 160, × 3.2/40 = 16 -> 2.4 + 16.0 + 1.6 = 20 kg
    const plan = planPhases(20, 0.5, 100);
    expect(plan).toEqual({
      weeks: 40,
      momentum: { weeks: 4, weight_lose: 2.4 },
      consistency: { weeks: 32, weight_lose: 16 },
      maintenance: { weeks: 4, weight_lose: 1.6 },
    });
    expectExactSums(plan, 20);
  });

  it('gives Constancia a single week when the plan lasts 9', () => {
    // 4.5 kg at 0.5 kg: N = 4.5 / 0.5 = 9; weights 4.8, 1, 3.2 (sum 9)
    // 45 × 4.8/9 = 24, 45 × 1/9 = 5, 45 × 3.2/9 = 16 -> 2.4, 0.5, 1.6
    expect(planPhases(4.5, 0.5, 100)).toEqual({
      weeks: 9,
      momentum: { weeks: 4, weight_lose: 2.4 },
      consistency: { weeks: 1, weight_lose: 0.5 },
      maintenance: { weeks: 4, weight_lose: 1.6 },
    });
  });

  it('handles a small loss in fewer than 8 weeks, with no Constancia', () => {
    // 2.6 kg at 0.4 kg (80 kg): 6 weeks = 3 Impulso + 3 Ajuste hold (3.6 + 2.4) × 0.4 = 2.4 < 2.6;
    // 7 weeks = 4 + 3 hold (4.8 + 2.4) × 0.4 = 2.88 -> 7 weeks.
    // 26 × 4.8/7.2 = 17.33 -> 17, 26 × 2.4/7.2 = 8.67 -> 8, one tenth left to the larger remainder
    // (Ajuste, .67): 17 + 9 = 26 -> 1.7 and 0.9
    const plan = planPhases(2.6, 0.4, 80);
    expect(plan).toEqual({
      weeks: 7,
      momentum: { weeks: 4, weight_lose: 1.7 },
      consistency: { weeks: 0, weight_lose: 0 },
      maintenance: { weeks: 3, weight_lose: 0.9 },
    });
    expectExactSums(plan, 2.6);
  });

  it('breaks an equal remainder toward the earlier phase', () => {
    // 1 kg at 0.4: 2 weeks hold (1.2 + 0.8) × 0.4 = 0.8 < 1; 3 weeks (2 + 1) hold (2.4 + 0.8) × 0.4 = 1.28.
    // 10 × 2.4/3.2 = 7.5, 10 × 0.8/3.2 = 2.5: floors 7 + 2, the tenth left goes to Impulso -> 0.8 and 0.2
    expect(planPhases(1, 0.4, 80)).toEqual({
      weeks: 3,
      momentum: { weeks: 2, weight_lose: 0.8 },
      consistency: { weeks: 0, weight_lose: 0 },
      maintenance: { weeks: 1, weight_lose: 0.2 },
    });
  });

  it('keeps Impulso within 1 % of the body weight when the pace is already at the cap', () => {
    // 70 kg at 0.7 kg/week (= 1 %): Impulso weight min(1.2, 0.7 / 0.7) = 1.
    // N ≥ 9: weights 4 + (N − 8) + 3.2 = N − 0.8; (N − 0.8) × 0.7 ≥ 7 -> N ≥ 10.8 -> 11 weeks.
    // 70 × 4/10.2 = 27.45, 70 × 3/10.2 = 20.59, 70 × 3.2/10.2 = 21.96 -> floors 27 + 20 + 21 = 68;
    // the 2 tenths left go to the larger remainders: Ajuste (.96) then Constancia (.59) -> 27, 21, 22
    const plan = planPhases(7, 0.7, 70);
    expect(plan).toEqual({
      weeks: 11,
      momentum: { weeks: 4, weight_lose: 2.7 },
      consistency: { weeks: 3, weight_lose: 2.1 },
      maintenance: { weeks: 4, weight_lose: 2.2 },
    });
    expect(plan.momentum.weight_lose / plan.momentum.weeks).toBeLessThanOrEqual(0.7);
    expect(plan.consistency.weight_lose / plan.consistency.weeks).toBeLessThanOrEqual(0.7 + 1e-9);
  });

  it('always adds up exactly', () => {
    for (let tenths = 1; tenths <= 600; tenths += 7) {
      for (const pace of [0.25, 0.33, 0.41, 0.6, 0.9]) {
        const plan = planPhases(tenths / 10, pace, 90);
        expectExactSums(plan, tenths / 10);
        for (const phase of [plan.momentum, plan.consistency, plan.maintenance]) {
          expect(phase.weight_lose).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });
});

describe('userPlan', () => {
  const woman = { gender: 'female', age: 34, height: 165, weight: 78 } as const;

  it('has no weeks when the goal is the current weight or above', () => {
    const plan = userPlan({ body: woman, weightGoal: 80, objective: 'gain_weight', training: 'cardio', deficit: 0 });
    expect(plan.total).toEqual({ weight: 78, weight_lose: 0, weeks: 0, bmr: 1480, deficit: 0 });
    expect(plan.momentum).toEqual({ weeks: 0, weight_lose: 0 });
  });

  it('plans at 0.25 kg a week with deficit 0', () => {
    // TDEE 1480.25 × 1.375 = 2035.34375; calories 2035; deficit 0.34 kcal -> pace floor 0.25.
    // N ≥ 9: weights add to N; 13 / 0.25 = 52 weeks.
    // 130 × 4.8/52 = 12, × 44/52 = 110, × 3.2/52 = 8 -> 1.2 + 11.0 + 0.8 = 13
    const plan = userPlan({ body: woman, weightGoal: 65, objective: 'lose_weight', training: 'cardio', deficit: 0 });
    expect(plan).toEqual({
      total: { weight: 78, weight_lose: 13, weeks: 52, bmr: 1480, deficit: 0 },
      momentum: { weeks: 4, weight_lose: 1.2 },
      consistency: { weeks: 44, weight_lose: 11 },
      maintenance: { weeks: 4, weight_lose: 0.8 },
    });
  });
});
