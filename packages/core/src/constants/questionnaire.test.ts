import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_TYPES } from '../contract/preferences.ts';
import { BUDGET_LEVELS } from './onboarding.ts';
import {
  dropHiddenAnswers,
  eatsAllMainMeals,
  isAnswered,
  PERSONAL_FIELDS,
  physiologicalOptionsForAge,
  QUESTIONS,
  visibleQuestions,
} from './questionnaire.ts';
import { ANSWER_VALUES, type QuestionnaireAnswers } from './questionnaire-values.ts';

const ids = (qs: { id: string }[]) => qs.map((q) => q.id);
/** The questions in the order of docs/product.md §9. */
const SPEC_ORDER = [
  'mindset',
  'current_nutrition',
  'social_life',
  'training',
  'emotional_profile',
  'meal_habits',
  'medical_conditions',
  'physiological_conditions',
  'recommendation_type',
  'budget_level',
];
const man = { gender: 'male', age: 30 } as const;
const woman = (age: number) => ({ gender: 'female', age }) as const;

describe('questionnaire data', () => {
  it('asks the personal data first: name, gender, age, height, weight, goal weight', () => {
    expect(PERSONAL_FIELDS.map((f) => f.id)).toEqual(['name', 'gender', 'age', 'height', 'weight', 'weight_goal']);
  });

  it('asks the questions in the spec order', () => {
    expect(ids([...QUESTIONS])).toEqual(SPEC_ORDER);
  });

  it('offers exactly the answer values of the spec', () => {
    const values = (id: string) => QUESTIONS.find((q) => q.id === id)!.options.map((o) => o.value);
    for (const [id, list] of Object.entries(ANSWER_VALUES)) expect(values(id), id).toEqual([...list]);
    expect(values('recommendation_type')).toEqual([...RECOMMENDATION_TYPES]);
    expect(values('budget_level')).toEqual([...BUDGET_LEVELS]);
  });

  it('labels the recommendation types as the spec says, each with a description', () => {
    const q = QUESTIONS.find((x) => x.id === 'recommendation_type')!;
    expect(q.options.map((o) => o.label)).toEqual(['Plan semanal estricto', 'Menú flexible']);
    for (const o of q.options) expect(o.description).toBeTruthy();
  });

  it('makes only the meals question multiple choice', () => {
    expect(QUESTIONS.filter((q) => q.multiple).map((q) => q.id)).toEqual(['meal_habits']);
  });
});

describe('physiologicalOptionsForAge', () => {
  it('offers pregnancy and postpartum from 18 to 50, menopause from 40 to 55, none always', () => {
    expect(physiologicalOptionsForAge(17)).toEqual(['none']);
    expect(physiologicalOptionsForAge(18)).toEqual(['pregnancy', 'postpartum', 'none']);
    expect(physiologicalOptionsForAge(39)).toEqual(['pregnancy', 'postpartum', 'none']);
    expect(physiologicalOptionsForAge(40)).toEqual(['pregnancy', 'postpartum', 'menopause', 'none']);
    expect(physiologicalOptionsForAge(50)).toEqual(['pregnancy', 'postpartum', 'menopause', 'none']);
    expect(physiologicalOptionsForAge(51)).toEqual(['menopause', 'none']);
    expect(physiologicalOptionsForAge(55)).toEqual(['menopause', 'none']);
    expect(physiologicalOptionsForAge(56)).toEqual(['none']);
  });
});

describe('visibleQuestions', () => {
  it('asks a man 8 questions with flex: no physiological, no budget', () => {
    expect(ids(visibleQuestions({ recommendation_type: 'flex' }, man))).toEqual(
      SPEC_ORDER.filter((id) => id !== 'physiological_conditions' && id !== 'budget_level'),
    );
  });

  it('asks the budget right after recommendation_type only when it is strict', () => {
    const qs = ids(visibleQuestions({ recommendation_type: 'strict' }, man));
    expect(qs.slice(-2)).toEqual(['recommendation_type', 'budget_level']);
    expect(ids(visibleQuestions({}, man))).not.toContain('budget_level');
  });

  it('asks a woman the physiological question with the options of her age', () => {
    const q = visibleQuestions({}, woman(45)).find((x) => x.id === 'physiological_conditions')!;
    expect(q.options.map((o) => o.value)).toEqual(['pregnancy', 'postpartum', 'menopause', 'none']);
    const q53 = visibleQuestions({}, woman(53)).find((x) => x.id === 'physiological_conditions')!;
    expect(q53.options.map((o) => o.value)).toEqual(['menopause', 'none']);
  });

  it("asks a woman under 18 or over 55 too, with 'none' alone (spec 9 always offers it)", () => {
    for (const age of [16, 56, 60]) {
      const q = visibleQuestions({}, woman(age)).find((x) => x.id === 'physiological_conditions')!;
      expect(q.options.map((o) => o.value)).toEqual(['none']);
    }
  });

  it('skips the physiological question for men and while gender or age is unknown', () => {
    expect(ids(visibleQuestions({}, man))).not.toContain('physiological_conditions');
    expect(ids(visibleQuestions({}, { gender: 'female' }))).not.toContain('physiological_conditions');
    expect(ids(visibleQuestions({}, {}))).not.toContain('physiological_conditions');
  });

  it('counts 10 questions for a woman of 45 choosing strict', () => {
    expect(visibleQuestions({ recommendation_type: 'strict' }, woman(45))).toHaveLength(10);
  });
});

describe('dropHiddenAnswers', () => {
  const full: QuestionnaireAnswers = {
    mindset: 'fast',
    current_nutrition: 'acceptable',
    social_life: 'low',
    training: 'cardio',
    emotional_profile: 'disciplined',
    meal_habits: ['breakfast', 'lunch'],
    medical_conditions: 'none',
    physiological_conditions: 'pregnancy',
    recommendation_type: 'strict',
    budget_level: 'low',
  };

  it('removes budget_level when flex is chosen', () => {
    const kept = dropHiddenAnswers({ ...full, recommendation_type: 'flex' }, woman(30));
    expect(kept).not.toHaveProperty('budget_level');
    expect(kept.recommendation_type).toBe('flex');
    expect(kept.mindset).toBe('fast');
  });

  it('keeps everything that is still visible', () => {
    expect(dropHiddenAnswers(full, woman(30))).toEqual(full);
  });

  it('removes a physiological answer a man or a new age no longer allows', () => {
    expect(dropHiddenAnswers(full, man)).not.toHaveProperty('physiological_conditions');
    expect(dropHiddenAnswers(full, woman(52))).not.toHaveProperty('physiological_conditions');
    expect(
      dropHiddenAnswers({ ...full, physiological_conditions: 'menopause' }, woman(52)).physiological_conditions,
    ).toBe('menopause');
  });

  it('does not change the answers it is given', () => {
    const answers = { ...full, recommendation_type: 'flex' as const };
    dropHiddenAnswers(answers, man);
    expect(answers.budget_level).toBe('low');
  });
});

describe('isAnswered', () => {
  const meals = QUESTIONS.find((q) => q.id === 'meal_habits')!;
  it('needs at least one meal for the meals question', () => {
    expect(isAnswered(meals, { meal_habits: [] })).toBe(false);
    expect(isAnswered(meals, { meal_habits: ['dinner'] })).toBe(true);
  });
  it('needs a choice for the others', () => {
    expect(isAnswered(QUESTIONS[0], {})).toBe(false);
    expect(isAnswered(QUESTIONS[0], { mindset: 'progressive' })).toBe(true);
  });
});

describe('eatsAllMainMeals', () => {
  it('is true only with breakfast, lunch and dinner', () => {
    expect(eatsAllMainMeals(['breakfast', 'lunch', 'dinner'])).toBe(true);
    expect(eatsAllMainMeals(['dinner', 'snacks', 'lunch', 'breakfast'])).toBe(true);
    expect(eatsAllMainMeals(['breakfast', 'lunch', 'snacks'])).toBe(false);
    expect(eatsAllMainMeals([])).toBe(false);
  });
});
