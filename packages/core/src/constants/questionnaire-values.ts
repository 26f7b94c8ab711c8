/** The answer values of the onboarding questionnaire (docs/product.md §9, Questionnaire values). */
import type { RecommendationType } from '../contract/preferences.ts';
import type { BudgetLevel } from './onboarding.ts';

export const MINDSETS = ['fast', 'no_pressure', 'progressive'] as const;
export type Mindset = (typeof MINDSETS)[number];

export const CURRENT_NUTRITIONS = [
  'bad',
  'avoid_something',
  'acceptable',
  'moderately_healthy',
  'very_healthy',
] as const;
export type CurrentNutrition = (typeof CURRENT_NUTRITIONS)[number];

export const SOCIAL_LIVES = ['low', 'medium', 'high'] as const;
export type SocialLife = (typeof SOCIAL_LIVES)[number];

export const TRAININGS = ['no_train', 'cardio', 'strength', 'both'] as const;
export type Training = (typeof TRAININGS)[number];

export const EMOTIONAL_PROFILES = ['disciplined', 'intermittent', 'disorganized'] as const;
export type EmotionalProfile = (typeof EMOTIONAL_PROFILES)[number];

/** Which meals the person usually eats (multiple choice). */
export const MEAL_HABITS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type MealHabit = (typeof MEAL_HABITS)[number];
/** The daily-summary reminder starts on only when all three are chosen (docs/product.md §9, Reminders). */
export const MAIN_MEALS = ['breakfast', 'lunch', 'dinner'] as const satisfies readonly MealHabit[];

/** Every medical condition the data knows (docs/product.md §9). */
export const KNOWN_MEDICAL_CONDITIONS = [
  'insulin_resistance',
  'diabetes_type_1',
  'diabetes_type_2',
  'fatty_liver',
  'kidney_failure',
  'lipidemia',
] as const;
/** What the questionnaire offers: the others need a clinician (docs/product.md §Onboarding and targets). */
export const MEDICAL_CONDITIONS = [
  'insulin_resistance',
  'diabetes_type_2',
  'fatty_liver',
  'lipidemia',
  'none',
] as const;
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

export const PHYSIOLOGICAL_CONDITIONS = ['pregnancy', 'postpartum', 'menopause', 'none'] as const;
export type PhysiologicalCondition = (typeof PHYSIOLOGICAL_CONDITIONS)[number];

const PREGNANCY_AGES = { min: 18, max: 50 };
const MENOPAUSE_AGES = { min: 40, max: 55 };

/** The physiological answers a woman of this age is offered; 'none' always (docs/product.md §9). */
export function physiologicalOptionsForAge(age: number): PhysiologicalCondition[] {
  const within = (r: { min: number; max: number }) => age >= r.min && age <= r.max;
  return PHYSIOLOGICAL_CONDITIONS.filter(
    (c) =>
      c === 'none' ||
      ((c === 'pregnancy' || c === 'postpartum') && within(PREGNANCY_AGES)) ||
      (c === 'menopause' && within(MENOPAUSE_AGES)),
  );
}

/** The answer values above by question id (recommendation type and budget live with the preferences). */
export const ANSWER_VALUES = {
  mindset: MINDSETS,
  current_nutrition: CURRENT_NUTRITIONS,
  social_life: SOCIAL_LIVES,
  training: TRAININGS,
  emotional_profile: EMOTIONAL_PROFILES,
  meal_habits: MEAL_HABITS,
  medical_conditions: MEDICAL_CONDITIONS,
  physiological_conditions: PHYSIOLOGICAL_CONDITIONS,
} as const;

/** The questionnaire's answers; a key is absent until answered. */
export interface QuestionnaireAnswers {
  mindset?: Mindset;
  current_nutrition?: CurrentNutrition;
  social_life?: SocialLife;
  training?: Training;
  emotional_profile?: EmotionalProfile;
  meal_habits?: MealHabit[];
  medical_conditions?: MedicalCondition;
  physiological_conditions?: PhysiologicalCondition | null;
  recommendation_type?: RecommendationType;
  budget_level?: BudgetLevel | null;
}
export type QuestionId = keyof QuestionnaireAnswers;
