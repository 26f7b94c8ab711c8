/**
 * Daily ideal targets: BMR (Mifflin-St Jeor), energy expenditure, calories and macros in grams.
 * Every number and its reason is in docs/targets.md.
 */
import { DIET_CATALOG } from '../constants/diet-catalog.ts';
import type { DietType, MacroType } from '../constants/diets.ts';
import type { Deficit, Gender, Objective } from '../constants/onboarding.ts';
import type { Mindset, Training } from '../constants/questionnaire-values.ts';

/** What the targets need to know of a body: kg, cm, whole years. */
export interface Body {
  gender: Gender;
  age: number;
  height: number;
  weight: number;
}

export const ACTIVITY_FACTORS: Record<Training, number> = {
  no_train: 1.2,
  cardio: 1.375,
  strength: 1.375,
  both: 1.55,
};

/** Daily calories never go below these, whatever the deficit. */
export const CALORIE_FLOORS: Record<Gender, number> = { female: 1200, male: 1500 };

export const DEFAULT_DEFICIT_BY_MINDSET: Record<Mindset, Deficit> = {
  no_pressure: 10,
  progressive: 20,
  fast: 30,
};
export const MEDICAL_DEFAULT_DEFICIT: Deficit = 10;
/** gain_weight eats this many percent above the energy expenditure. */
export const GAIN_WEIGHT_SURPLUS = 10;

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Basal metabolic rate in kcal/day, unrounded: 10w + 6.25h − 5a + 5 (men) or − 161 (women). */
export function bmr(body: Body): number {
  const base = 10 * body.weight + 6.25 * body.height - 5 * body.age;
  return body.gender === 'male' ? base + 5 : base - 161;
}

export function activityFactor(training: Training): number {
  return ACTIVITY_FACTORS[training];
}

/** A goal weight within this many kg of the current weight means keeping it (docs/targets.md). */
export const MAINTAIN_BAND_KG = 1;

/**
 * The objective a goal weight says, at the onboarding (issue 29): below the current weight by more
 * than 1 kg, lose; above it by more than 1 kg, gain; otherwise maintain. Lose until both are known.
 */
export function objectiveForGoal(weight: number | null, goal: number | null): Exclude<Objective, 'medical'> {
  if (weight === null || goal === null) return 'lose_weight';
  if (goal < weight - MAINTAIN_BAND_KG) return 'lose_weight';
  if (goal > weight + MAINTAIN_BAND_KG) return 'gain_weight';
  return 'maintain_weight';
}

/** The deficit the onboarding stores before the user picks one (docs/product.md §Onboarding and targets). */
export function defaultDeficit(objective: Objective, mindset: Mindset): Deficit {
  if (objective === 'medical') return MEDICAL_DEFAULT_DEFICIT;
  if (objective === 'maintain_weight' || objective === 'gain_weight') return 0;
  return DEFAULT_DEFICIT_BY_MINDSET[mindset];
}

/**
 * The percent actually taken off the expenditure: the chosen deficit to lose weight (also for
 * medical), 0 to maintain, and −10 (a surplus) to gain, whatever deficit is stored.
 */
export function effectiveDeficit(objective: Objective, deficit: Deficit): number {
  if (objective === 'maintain_weight') return 0;
  if (objective === 'gain_weight') return -GAIN_WEIGHT_SURPLUS;
  return deficit;
}

export interface EnergyInput {
  body: Body;
  objective: Objective;
  training: Training;
  deficit: Deficit;
  /**
   * The expenditure measured from the user's own logs and weights, once they accepted it
   * ('Ajustar mi meta', rules/expenditure.ts): it replaces BMR × factor. Null or absent: the formula.
   */
  measuredTdee?: number | null;
}

export interface EnergyBudget {
  /** kcal/day, unrounded. */
  bmr: number;
  /** Total daily energy expenditure = BMR × activity factor, kcal/day, unrounded. */
  tdee: number;
  /** What the person should eat a day: whole kcal, never below the floor of their gender. */
  calories: number;
  /** tdee − calories: what the plan expects them to burn from fat each day; never below 0. */
  dailyDeficitKcal: number;
}

/** What to eat a day on this expenditure: `round(tdee × (1 − percent/100))`, never below the gender's floor. */
export function caloriesFor(tdee: number, effectiveDeficitPercent: number, gender: Gender): number {
  return Math.max(CALORIE_FLOORS[gender], Math.round(tdee * (1 - effectiveDeficitPercent / 100)));
}

export function energyBudget({ body, objective, training, deficit, measuredTdee }: EnergyInput): EnergyBudget {
  const basal = bmr(body);
  const tdee = measuredTdee ?? basal * activityFactor(training);
  const calories = caloriesFor(tdee, effectiveDeficit(objective, deficit), body.gender);
  return { bmr: basal, tdee, calories, dailyDeficitKcal: Math.max(0, tdee - calories) };
}

/** Daily calories in whole kcal (docs/product.md §Onboarding and targets: BMR × factor × (1 − deficit/100), with floors). */
export function dailyCalories(input: EnergyInput): number {
  return energyBudget(input).calories;
}

export interface Macros {
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * Grams of each macro for these calories and this split in percent; each rounded to whole
 * grams on its own, so their kcal may differ from the calories by a few kcal.
 */
export function macroGrams(calories: number, macroType: MacroType): Macros {
  const grams = (macro: keyof Macros) => Math.round((calories * macroType[macro]) / 100 / KCAL_PER_GRAM[macro]);
  return { protein: grams('protein'), carbs: grams('carbs'), fat: grams('fat') };
}

export interface IdealTargets extends Macros {
  calories: number;
}

/** The daily ideal the summaries and points compare against. */
export function idealTargets(input: EnergyInput & { diet: DietType }): IdealTargets {
  const calories = dailyCalories(input);
  return { calories, ...macroGrams(calories, DIET_CATALOG[input.diet].macro_type) };
}
