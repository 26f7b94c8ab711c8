/**
 * The three-phase plan (docs/product.md §2.5 and §3, Plan): Impulso (momentum), Constancia (consistency),
 * Ajuste (maintenance). The formulas and their reasons are in docs/targets.md.
 */
import type { Deficit, Objective } from '../constants/onboarding.ts';
import type { Training } from '../constants/questionnaire-values.ts';
import { energyBudget, type Body } from './targets.ts';

/** kcal of body fat per kg lost. */
export const KCAL_PER_KG = 7700;
/** A week never plans to lose more than this share of the body weight. */
export const MAX_WEEKLY_LOSS_SHARE = 0.01;
/** Below this pace (deficit 0, or the calorie floor eats the deficit) the plan still has an end. */
export const MIN_WEEKLY_LOSS_KG = 0.25;
export const MOMENTUM_WEEKS = 4;
export const MAINTENANCE_WEEKS = 4;
/** Impulso loses 20 % faster than the base pace, Ajuste 20 % slower: 8 weeks weigh as 8. */
export const MOMENTUM_PACE = 1.2;
export const MAINTENANCE_PACE = 0.8;

export interface PlanPhase {
  weeks: number;
  /** kg, one decimal. */
  weight_lose: number;
}

export interface PlanPhases {
  weeks: number;
  momentum: PlanPhase;
  consistency: PlanPhase;
  maintenance: PlanPhase;
}

/** kg a week at this daily deficit: dailyDeficit × 7 / 7700, within [0.25 kg, 1 % of weight]. */
export function weeklyLoss(dailyDeficitKcal: number, weight: number): number {
  const pace = (Math.max(0, dailyDeficitKcal) * 7) / KCAL_PER_KG;
  return Math.min(MAX_WEEKLY_LOSS_SHARE * weight, Math.max(MIN_WEEKLY_LOSS_KG, pace));
}

/** How N weeks split: Impulso first (up to 4), Ajuste last (up to 4), Constancia in between. */
export function phaseWeeks(totalWeeks: number): { momentum: number; consistency: number; maintenance: number } {
  const momentum = Math.min(MOMENTUM_WEEKS, Math.ceil(totalWeeks / 2));
  const maintenance = Math.min(MAINTENANCE_WEEKS, totalWeeks - momentum);
  return { momentum, consistency: totalWeeks - momentum - maintenance, maintenance };
}

const EPSILON = 1e-9;

/**
 * Splits `weightLose` kg over the fewest weeks that can hold it at `pace` kg/week, where an
 * Impulso week counts 1.2 (never above 1 % of `weight`), a Constancia week 1 and an Ajuste week
 * 0.8. The loss is shared in 0.1 kg steps in proportion to those weights (largest remainder, ties
 * to the earlier phase), so weeks and kg add up exactly to the totals.
 */
export function planPhases(weightLose: number, pace: number, weight: number): PlanPhases {
  const tenths = Math.round(Math.max(0, weightLose) * 10);
  if (tenths === 0 || !(pace > 0)) {
    const none = { weeks: 0, weight_lose: 0 };
    return { weeks: 0, momentum: none, consistency: { ...none }, maintenance: { ...none } };
  }
  const momentumPace = Math.min(MOMENTUM_PACE, (MAX_WEEKLY_LOSS_SHARE * weight) / pace);
  const shares = (n: number) => {
    const w = phaseWeeks(n);
    return [w.momentum * momentumPace, w.consistency, w.maintenance * MAINTENANCE_PACE];
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  let weeks = 1;
  while (sum(shares(weeks)) * pace < tenths / 10 - EPSILON) weeks += 1;

  const parts = shares(weeks);
  const exact = parts.map((p) => (tenths * p) / sum(parts));
  const kept = exact.map((x) => Math.floor(x + EPSILON));
  const remainder = (i: number) => exact[i] - kept[i];
  const byRemainder = [0, 1, 2].sort((a, b) => {
    const diff = remainder(b) - remainder(a);
    return Math.abs(diff) > EPSILON ? diff : a - b;
  });
  for (let left = tenths - sum(kept), i = 0; left > 0; left -= 1, i += 1) kept[byRemainder[i % 3]] += 1;

  const w = phaseWeeks(weeks);
  return {
    weeks,
    momentum: { weeks: w.momentum, weight_lose: kept[0] / 10 },
    consistency: { weeks: w.consistency, weight_lose: kept[1] / 10 },
    maintenance: { weeks: w.maintenance, weight_lose: kept[2] / 10 },
  };
}

export interface UserPlan {
  total: { weight: number; weight_lose: number; weeks: number; bmr: number; deficit: Deficit };
  momentum: PlanPhase;
  consistency: PlanPhase;
  maintenance: PlanPhase;
}

export interface UserPlanInput {
  body: Body;
  weightGoal: number;
  objective: Objective;
  training: Training;
  deficit: Deficit;
  /** The accepted measured expenditure ('Ajustar mi meta'), as targets.ts takes it. */
  measuredTdee?: number | null;
}

/** GET /user/plan: weight_lose = max(0, weight − goal), at the pace of the person's deficit. */
export function userPlan(input: UserPlanInput): UserPlan {
  const { body, weightGoal, deficit } = input;
  const budget = energyBudget(input);
  const weightLose = Math.round(Math.max(0, body.weight - weightGoal) * 10) / 10;
  const phases = planPhases(weightLose, weeklyLoss(budget.dailyDeficitKcal, body.weight), body.weight);
  return {
    total: { weight: body.weight, weight_lose: weightLose, weeks: phases.weeks, bmr: Math.round(budget.bmr), deficit },
    momentum: phases.momentum,
    consistency: phases.consistency,
    maintenance: phases.maintenance,
  };
}
