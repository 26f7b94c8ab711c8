import { describe, expect, it } from 'vitest';
import { dietScore, recommendedDiets } from './diet-score.ts';

describe('dietScore', () => {
  it('gives a point per answer that lists a diet', () => {
    // fast:          classic_keto, protein_keto, low_carb_strict
    // very_healthy:  classic_keto, protein_keto, body_recomposition
    // social low:    classic_keto, low_carb_strict, protein_keto
    // strength:      protein_keto, body_recomposition
    // disciplined:   classic_keto, protein_keto, low_carb_strict
    // level high:    classic_keto, low_carb_strict, protein_keto
    // classic_keto 1+1+1+0+1+1 = 5; protein_keto 1+1+1+1+1+1 = 6;
    // low_carb_strict 1+0+1+0+1+1 = 4; body_recomposition 0+1+0+1+0+0 = 2; the rest 0.
    const answers = {
      mindset: 'fast',
      current_nutrition: 'very_healthy',
      social_life: 'low',
      training: 'strength',
      emotional_profile: 'disciplined',
    } as const;
    expect(dietScore(answers, 'high')).toEqual({
      classic_keto: 5,
      protein_keto: 6,
      low_carb_strict: 4,
      low_carb_moderate: 0,
      smart_balanced: 0,
      anti_inflammatory: 0,
      body_recomposition: 2,
    });
    expect(recommendedDiets(answers, 'high')).toEqual(['protein_keto', 'classic_keto']);
  });

  it('counts only the answers given, plus the weight-loss level', () => {
    // level low: smart_balanced, body_recomposition, anti_inflammatory
    expect(dietScore({}, 'low')).toMatchObject({
      smart_balanced: 1,
      body_recomposition: 1,
      anti_inflammatory: 1,
      classic_keto: 0,
    });
  });
});

describe('recommendedDiets', () => {
  it('recommends the top 2 and breaks a tie in the eligible-list order', () => {
    // no_pressure:  smart_balanced, anti_inflammatory, low_carb_moderate
    // bad:          smart_balanced, low_carb_moderate
    // social high:  smart_balanced, low_carb_moderate
    // cardio:       low_carb_moderate, smart_balanced, anti_inflammatory
    // disorganized: smart_balanced, anti_inflammatory
    // level low:    smart_balanced, body_recomposition, anti_inflammatory
    // smart_balanced 6; low_carb_moderate 1+1+1+1 = 4; anti_inflammatory 1+1+1+1 = 4;
    // body_recomposition 1. Tie 4-4: low_carb_moderate is listed before anti_inflammatory.
    const answers = {
      mindset: 'no_pressure',
      current_nutrition: 'bad',
      social_life: 'high',
      training: 'cardio',
      emotional_profile: 'disorganized',
    } as const;
    expect(dietScore(answers, 'low')).toMatchObject({ smart_balanced: 6, low_carb_moderate: 4, anti_inflammatory: 4 });
    expect(recommendedDiets(answers, 'low')).toEqual(['smart_balanced', 'low_carb_moderate']);
  });

  it('breaks a three-way tie at the top in list order', () => {
    // fast + disciplined + level high each list classic_keto, protein_keto and low_carb_strict:
    // 3 / 3 / 3 -> classic_keto, protein_keto (the first two of the eligible list).
    expect(recommendedDiets({ mindset: 'fast', emotional_profile: 'disciplined' }, 'high')).toEqual([
      'classic_keto',
      'protein_keto',
    ]);
  });

  it('recommends low_carb_moderate and body_recomposition for a progressive person who trains both', () => {
    // progressive:        low_carb_moderate, smart_balanced, body_recomposition
    // moderately_healthy: low_carb_strict, body_recomposition, anti_inflammatory
    // social medium:      low_carb_moderate, anti_inflammatory
    // both:               body_recomposition, protein_keto, low_carb_moderate
    // intermittent:       low_carb_moderate, smart_balanced
    // level medium:       low_carb_moderate, protein_keto
    // low_carb_moderate 1+1+1+1+1 = 5; body_recomposition 1+1+1 = 3; the others at most 2.
    const answers = {
      mindset: 'progressive',
      current_nutrition: 'moderately_healthy',
      social_life: 'medium',
      training: 'both',
      emotional_profile: 'intermittent',
    } as const;
    expect(recommendedDiets(answers, 'medium')).toEqual(['low_carb_moderate', 'body_recomposition']);
  });

  it('falls back to the first two eligible diets when nothing scores', () => {
    // With no answers every diet has only its level point; level medium gives
    // low_carb_moderate 1 and protein_keto 1 -> protein_keto comes first in the list.
    expect(recommendedDiets({}, 'medium')).toEqual(['protein_keto', 'low_carb_moderate']);
  });
});
