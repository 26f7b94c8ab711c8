/**
 * The onboarding of docs/targets.md's worked example, for the tests of core, server, web and the
 * browser: a woman of 34, 165 cm, 78 kg, goal 65 kg, cardio, progressive, smart_balanced, whose
 * ideal day is 1628 kcal, 122 g protein, 54 g fat and 163 g carbs.
 */
import type { DietType } from '../constants/diets.ts';
import type { QuestionnaireAnswers } from '../constants/questionnaire-values.ts';
import type { PersonalInfo } from './onboarding.ts';

export const ANA_INFO = { name: 'Ana', age: 34, gender: 'female', height: 165, weight: 78 } satisfies PersonalInfo;
export const ANA_WEIGHT_GOAL = 65;
export const ANA_DIET: DietType = 'smart_balanced';

/** Answers to the eight questions everyone is asked, with the flexible menu (so no budget). */
export const COMMON_ANSWERS = {
  mindset: 'progressive',
  current_nutrition: 'acceptable',
  social_life: 'medium',
  training: 'cardio',
  emotional_profile: 'intermittent',
  meal_habits: ['breakfast', 'lunch', 'dinner'],
  medical_conditions: 'none',
  recommendation_type: 'flex',
} satisfies QuestionnaireAnswers;

/** Ana's answers: a woman of 34 is asked the physiological question too. */
export const ANA_ANSWERS = { ...COMMON_ANSWERS, physiological_conditions: 'none' } satisfies QuestionnaireAnswers;

/** One API call as a signed-in user; `path` is under /api ('/user/info'). Throws unless it succeeds. */
export type ApiCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;

export type OnboardingOptions = {
  /** Replaces parts of Ana's personal data. */
  personalInfo?: Partial<PersonalInfo>;
  /** 'strict' also answers a medium budget. */
  recommendation?: 'flex' | 'strict';
  /** False stops once the diet is chosen: the onboarding is left unfinished. */
  finish?: boolean;
  /** Leaves the daily summary's guided tour unseen (only when the onboarding is finished). */
  tour?: boolean;
};

/** Takes the signed-in user of `call` through Ana's onboarding, by the API rather than the screens. */
export async function onboardAsAna(
  call: ApiCall,
  { personalInfo, recommendation = 'flex', finish = true, tour = false }: OnboardingOptions = {},
) {
  await call('PUT', '/user/info', { personal_info: { ...ANA_INFO, ...personalInfo } });
  await call('PUT', '/user/weight-goal', { weight_goal: ANA_WEIGHT_GOAL });
  await call('PUT', '/user/questionnaire', {
    ...ANA_ANSWERS,
    recommendation_type: recommendation,
    budget_level: recommendation === 'strict' ? 'medium' : null,
  });
  await call('PUT', '/user/diet-type', { diet_type: ANA_DIET });
  if (!finish) return;
  await call('POST', '/user/onboarding-completed');
  if (!tour) await call('PUT', '/user/tour-completed', { tour_completed: true });
}
