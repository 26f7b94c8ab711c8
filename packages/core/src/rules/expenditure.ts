/**
 * Adaptive energy expenditure from the user's own data, as MacroFactor publishes it:
 * expenditure = intake − change in stored energy, the change taken from the smoothed weight trend
 * with separate energy densities for fat and lean tissue. docs/expenditure.md has the method,
 * the constants' sources and the limits.
 */
import { caloriesFor, type Body } from './targets.ts';
import { addDays } from './week.ts';

/** kcal in a kg of fat lost or gained (39.5 MJ/kg; Hall 2008). */
export const FAT_KCAL_PER_KG = 9440;
/** kcal in a kg of lean tissue lost or gained (7.6 MJ/kg, mostly water and protein; Hall 2008). */
export const LEAN_KCAL_PER_KG = 1816;
/** Forbes' constant: a change splits into lean and fat as dLean/dFat = FORBES_KG / fat mass (Forbes 1987, Hall 2007). */
export const FORBES_KG = 10.4;
/** The lean share of a change when the body is not known (a person with ~30 kg of fat by Forbes). */
export const DEFAULT_LEAN_FRACTION = 0.25;

/** The days looked at: the last four weeks before today (today's meals are not all logged yet). */
export const WINDOW_DAYS = 28;
/** Enough data: at least this many days with meals logged in the window… */
export const MIN_INTAKE_DAYS = 14;
/** …and this many weigh-ins… */
export const MIN_WEIGH_INS = 8;
/** …spread over at least this many days (first to last weigh-in). */
export const MIN_WEIGHT_SPAN_DAYS = 14;
/** The estimate's standard error (kcal/day) up to which the confidence is high, and medium. */
export const CONFIDENCE_LIMITS = { high: 100, medium: 200 } as const;
/** An estimate this far (kcal/day) from the plan's expenditure is worth offering to adjust the goal. */
export const ADJUST_THRESHOLD_KCAL = 100;

export type Confidence = 'low' | 'medium' | 'high';

/** One local day of the window: the day's logged kcal (null: nothing logged) and its weight (null: no weigh-in). */
export interface ExpenditureDay {
  date: string;
  intake: number | null;
  weight: number | null;
}

export interface ExpenditureEstimate {
  /** kcal/day, whole; null when the data is not enough. */
  expenditure: number | null;
  confidence: Confidence | null;
  /** Days with meals logged that the intake average used. */
  days_used: number;
  /** Weigh-ins the trend used. */
  weigh_ins: number;
  /** The trend's slope in kg a week (negative: losing), two decimals; null with fewer than two weigh-ins on different days. */
  trend_kg_per_week: number | null;
  /** One standard error of the estimate, kcal/day (from the trend's fit); null without an estimate. */
  uncertainty_kcal: number | null;
  /** What is still missing, in Spanish, when `expenditure` is null. */
  missing: string | null;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Fat percentage from BMI, age and sex (Deurenberg 1991), kept within 5–60 %. */
export function bodyFatPercent(body: Body): number {
  const bmi = body.weight / (body.height / 100) ** 2;
  const percent = 1.2 * bmi + 0.23 * body.age - 10.8 * (body.gender === 'male' ? 1 : 0) - 5.4;
  return Math.min(60, Math.max(5, percent));
}

/** The share of a weight change that is lean tissue (Forbes): more lean the leaner the body. */
export function leanFraction(body: Body | null): number {
  if (!body) return DEFAULT_LEAN_FRACTION;
  const fatKg = (body.weight * bodyFatPercent(body)) / 100;
  return FORBES_KG / (FORBES_KG + fatKg);
}

/** kcal stored in (or taken from) one kg of body weight change for this body. */
export function energyDensity(body: Body | null): number {
  const lean = leanFraction(body);
  return lean * LEAN_KCAL_PER_KG + (1 - lean) * FAT_KCAL_PER_KG;
}

/** Least-squares line through (x, y): slope, its standard error and the fitted mean. */
function fitLine(points: { x: number; y: number }[]) {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const residual = points.reduce((s, p) => s + (p.y - (my + slope * (p.x - mx))) ** 2, 0);
  const slopeError = n > 2 && sxx > 0 ? Math.sqrt(residual / (n - 2) / sxx) : Number.POSITIVE_INFINITY;
  return { slope, slopeError, meanY: my, sxx };
}

/** The window's days, oldest first: the WINDOW_DAYS local dates before `today`. */
export function expenditureWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -WINDOW_DAYS), to: addDays(today, -1) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The user's expenditure over the window's days. `body` (for the fat/lean split) may be null: a
 * default split is used. Days outside the window are the caller's business; all given are used.
 */
export function estimateExpenditure(days: ExpenditureDay[], body: Body | null): ExpenditureEstimate {
  const intakes = days.filter((d) => d.intake !== null && d.intake > 0).map((d) => d.intake as number);
  const weights = days
    .filter((d) => d.weight !== null && d.weight > 0)
    .map((d) => ({ x: dayNumber(d.date), y: d.weight as number }));
  const span = weights.length ? Math.max(...weights.map((w) => w.x)) - Math.min(...weights.map((w) => w.x)) : 0;
  const fit = weights.length >= 2 && span > 0 ? fitLine(weights) : null;
  const base = {
    days_used: intakes.length,
    weigh_ins: weights.length,
    trend_kg_per_week: fit ? round2(fit.slope * 7) : null,
  };

  const lacks: string[] = [];
  if (intakes.length < MIN_INTAKE_DAYS)
    lacks.push(`${plural(MIN_INTAKE_DAYS - intakes.length, 'día más', 'días más')} con tus comidas registradas`);
  if (weights.length < MIN_WEIGH_INS) lacks.push(plural(MIN_WEIGH_INS - weights.length, 'pesaje más', 'pesajes más'));
  else if (span < MIN_WEIGHT_SPAN_DAYS) lacks.push(`pesajes a lo largo de ${MIN_WEIGHT_SPAN_DAYS} días`);
  if (lacks.length || !fit) {
    return {
      ...base,
      expenditure: null,
      confidence: null,
      uncertainty_kcal: null,
      missing: `Para calcular tu gasto real necesitamos ${lacks.join(' y ')} en las últimas 4 semanas.`,
    };
  }

  // The energy density of the change depends on the body at the trend's mean weight.
  const density = energyDensity(body ? { ...body, weight: fit.meanY } : null);
  const meanIntake = intakes.reduce((s, n) => s + n, 0) / intakes.length;
  const storedPerDay = fit.slope * density;
  const uncertainty = fit.slopeError * density;
  const confidence: Confidence =
    uncertainty <= CONFIDENCE_LIMITS.high ? 'high' : uncertainty <= CONFIDENCE_LIMITS.medium ? 'medium' : 'low';
  return {
    ...base,
    expenditure: Math.round(meanIntake - storedPerDay),
    confidence,
    uncertainty_kcal: Math.round(uncertainty),
    missing: null,
  };
}

export interface GoalAdjustment {
  /** The expenditure the plan uses now, and the estimate it would move to (kcal/day). */
  current_tdee: number;
  new_tdee: number;
  current_calories: number;
  new_calories: number;
}

/**
 * 'Ajustar mi meta' is offered when the estimate is trusted (medium or high), differs from the
 * plan's expenditure by more than ADJUST_THRESHOLD_KCAL, and the user has not answered an offer
 * this week.
 */
export function goalAdjustmentOffer(input: {
  estimate: ExpenditureEstimate;
  planTdee: number;
  currentCalories: number;
  effectiveDeficitPercent: number;
  gender: Body['gender'];
  answeredThisWeek: boolean;
}): GoalAdjustment | null {
  const { estimate, planTdee } = input;
  if (input.answeredThisWeek || estimate.expenditure === null || estimate.confidence === 'low') return null;
  if (Math.abs(estimate.expenditure - planTdee) <= ADJUST_THRESHOLD_KCAL) return null;
  // The same percent of the new expenditure, as targets.ts computes every calorie target.
  const newCalories = caloriesFor(estimate.expenditure, input.effectiveDeficitPercent, input.gender);
  return {
    current_tdee: Math.round(planTdee),
    new_tdee: estimate.expenditure,
    current_calories: input.currentCalories,
    new_calories: newCalories,
  };
}
