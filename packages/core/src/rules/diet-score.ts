/** The diet recommendation of the questionnaire: the fixed mapping of docs/product.md §Diet scoring. */
import { RECOMMENDABLE_DIETS, type RecommendableDiet } from '../constants/diets.ts';
import type {
  CurrentNutrition,
  EmotionalProfile,
  Mindset,
  QuestionnaireAnswers,
  SocialLife,
  Training,
} from '../constants/questionnaire-values.ts';
import type { WeightLossLevel } from './weight-loss.ts';

/** For each answer, the diets it gives a point to (docs/product.md §Diet scoring). */
export const DIET_SCORE_MAP: {
  mindset: Record<Mindset, RecommendableDiet[]>;
  current_nutrition: Record<CurrentNutrition, RecommendableDiet[]>;
  social_life: Record<SocialLife, RecommendableDiet[]>;
  training: Record<Training, RecommendableDiet[]>;
  emotional_profile: Record<EmotionalProfile, RecommendableDiet[]>;
  weight_loss_level: Record<WeightLossLevel, RecommendableDiet[]>;
} = {
  mindset: {
    fast: ['classic_keto', 'protein_keto', 'low_carb_strict'],
    no_pressure: ['smart_balanced', 'anti_inflammatory', 'low_carb_moderate'],
    progressive: ['low_carb_moderate', 'smart_balanced', 'body_recomposition'],
  },
  current_nutrition: {
    bad: ['smart_balanced', 'low_carb_moderate'],
    avoid_something: ['anti_inflammatory', 'smart_balanced'],
    acceptable: ['low_carb_moderate', 'smart_balanced'],
    moderately_healthy: ['low_carb_strict', 'body_recomposition', 'anti_inflammatory'],
    very_healthy: ['classic_keto', 'protein_keto', 'body_recomposition'],
  },
  social_life: {
    low: ['classic_keto', 'low_carb_strict', 'protein_keto'],
    medium: ['low_carb_moderate', 'anti_inflammatory'],
    high: ['smart_balanced', 'low_carb_moderate'],
  },
  training: {
    no_train: ['classic_keto', 'low_carb_strict', 'smart_balanced'],
    cardio: ['low_carb_moderate', 'smart_balanced', 'anti_inflammatory'],
    strength: ['protein_keto', 'body_recomposition'],
    both: ['body_recomposition', 'protein_keto', 'low_carb_moderate'],
  },
  emotional_profile: {
    disciplined: ['classic_keto', 'protein_keto', 'low_carb_strict'],
    intermittent: ['low_carb_moderate', 'smart_balanced'],
    disorganized: ['smart_balanced', 'anti_inflammatory'],
  },
  weight_loss_level: {
    low: ['smart_balanced', 'body_recomposition', 'anti_inflammatory'],
    medium: ['low_carb_moderate', 'protein_keto'],
    high: ['classic_keto', 'low_carb_strict', 'protein_keto'],
  },
};

export type ScoredAnswers = Pick<
  QuestionnaireAnswers,
  'mindset' | 'current_nutrition' | 'social_life' | 'training' | 'emotional_profile'
>;

/** Points of every recommendable diet: 1 per answer that lists it; a missing answer gives none. */
export function dietScore(answers: ScoredAnswers, weightLossLevel: WeightLossLevel): Record<RecommendableDiet, number> {
  const score = Object.fromEntries(RECOMMENDABLE_DIETS.map((d) => [d, 0])) as Record<RecommendableDiet, number>;
  const listed: (RecommendableDiet[] | undefined)[] = [
    answers.mindset && DIET_SCORE_MAP.mindset[answers.mindset],
    answers.current_nutrition && DIET_SCORE_MAP.current_nutrition[answers.current_nutrition],
    answers.social_life && DIET_SCORE_MAP.social_life[answers.social_life],
    answers.training && DIET_SCORE_MAP.training[answers.training],
    answers.emotional_profile && DIET_SCORE_MAP.emotional_profile[answers.emotional_profile],
    DIET_SCORE_MAP.weight_loss_level[weightLossLevel],
  ];
  for (const diets of listed) for (const diet of diets ?? []) score[diet] += 1;
  return score;
}

/** The two best-scored diets; a tie goes to the one listed first in RECOMMENDABLE_DIETS. */
export function recommendedDiets(answers: ScoredAnswers, weightLossLevel: WeightLossLevel): RecommendableDiet[] {
  const score = dietScore(answers, weightLossLevel);
  return [...RECOMMENDABLE_DIETS]
    .sort((a, b) => score[b] - score[a] || RECOMMENDABLE_DIETS.indexOf(a) - RECOMMENDABLE_DIETS.indexOf(b))
    .slice(0, 2);
}
