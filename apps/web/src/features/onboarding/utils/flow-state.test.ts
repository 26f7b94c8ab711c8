import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  initialFlowState,
  questionnaireBodyOf,
  questionsFor,
  reviveFlowState,
  type FlowState,
  type PersonalData,
} from './flow-state';

const woman = (age: number): PersonalData => ({
  name: 'Lucía',
  gender: 'female',
  age,
  height: 165,
  weight: 80,
  weight_goal: 70,
});
const man: PersonalData = { name: 'Jorge', gender: 'male', age: 40, height: 175, weight: 90, weight_goal: 80 };

function inQuestionnaire(personal: PersonalData): FlowState {
  return flowReducer(flowReducer(initialFlowState, { type: 'start' }), {
    type: 'personal-done',
    personal,
    saved: true,
  });
}

const ids = (state: FlowState) => questionsFor(state).map((q) => q.id);

describe('onboarding flow state', () => {
  it('goes from the welcome to the personal data to question 1', () => {
    const state = inQuestionnaire(man);
    expect(state).toMatchObject({ stage: 'questionnaire', questionIndex: 0, savedPersonal: JSON.stringify(man) });
  });

  it('asks the budget right after a strict recommendation type and drops its answer with flex', () => {
    let state = inQuestionnaire(man);
    expect(ids(state)).not.toContain('budget_level');
    state = flowReducer(state, { type: 'answer', id: 'recommendation_type', value: 'strict' });
    expect(ids(state).slice(-2)).toEqual(['recommendation_type', 'budget_level']);
    state = flowReducer(state, { type: 'answer', id: 'budget_level', value: 'high' });
    state = flowReducer(state, { type: 'answer', id: 'recommendation_type', value: 'flex' });
    expect(ids(state)).not.toContain('budget_level');
    expect(state.answers.budget_level).toBeUndefined();
  });

  it('asks the physiological question of every woman, with the options her age allows', () => {
    expect(ids(inQuestionnaire(man))).not.toContain('physiological_conditions');
    const options = (state: FlowState) =>
      questionsFor(state)
        .find((q) => q.id === 'physiological_conditions')
        ?.options.map((o) => o.value);
    expect(options(inQuestionnaire(woman(45)))).toEqual(['pregnancy', 'postpartum', 'menopause', 'none']);
    expect(options(inQuestionnaire(woman(52)))).toEqual(['menopause', 'none']);
    expect(options(inQuestionnaire(woman(60)))).toEqual(['none']);
    expect(options(inQuestionnaire(woman(16)))).toEqual(['none']);
  });

  it('drops a physiological answer the new age no longer allows', () => {
    let state = inQuestionnaire(woman(45));
    state = flowReducer(state, { type: 'answer', id: 'physiological_conditions', value: 'pregnancy' });
    state = flowReducer(state, { type: 'personal-done', personal: woman(52), saved: false });
    expect(state.answers.physiological_conditions).toBeUndefined();
    // Not saved: it is sent again before the results.
    expect(state.savedPersonal).toBe(JSON.stringify(woman(45)));
  });

  it('toggles meal habits one by one', () => {
    let state = inQuestionnaire(man);
    state = flowReducer(state, { type: 'toggle', id: 'meal_habits', value: 'lunch' });
    state = flowReducer(state, { type: 'toggle', id: 'meal_habits', value: 'dinner' });
    state = flowReducer(state, { type: 'toggle', id: 'meal_habits', value: 'lunch' });
    expect(state.answers.meal_habits).toEqual(['dinner']);
  });

  it("'Editar respuestas' forgets the answers and the diet and goes back to question 1", () => {
    let state = inQuestionnaire(man);
    state = flowReducer(state, { type: 'answer', id: 'mindset', value: 'fast' });
    state = { ...state, stage: 'diets', questionIndex: 7, diet: 'classic_keto' };
    state = flowReducer(state, { type: 'edit-answers' });
    expect(state).toMatchObject({ stage: 'questionnaire', questionIndex: 0, answers: {}, diet: null, personal: man });
  });

  it('sends hidden answers as null', () => {
    let state = inQuestionnaire(man);
    state = flowReducer(state, { type: 'answer', id: 'recommendation_type', value: 'flex' });
    state = flowReducer(state, { type: 'answer', id: 'physiological_conditions', value: 'pregnancy' });
    expect(questionnaireBodyOf(state)).toEqual({
      recommendation_type: 'flex',
      physiological_conditions: null,
      budget_level: null,
    });
  });

  it('resumes a stored state, and sends a result screen without every answer back to the questions', () => {
    expect(reviveFlowState(null)).toEqual(initialFlowState);
    expect(reviveFlowState({ stage: 'nowhere' })).toEqual(initialFlowState);
    expect(reviveFlowState({ stage: 'questionnaire' }).stage).toBe('personal');
    const stored = { ...inQuestionnaire(man), stage: 'plan', answers: { mindset: 'fast' }, questionIndex: 99 };
    expect(reviveFlowState(JSON.parse(JSON.stringify(stored)))).toMatchObject({
      stage: 'questionnaire',
      questionIndex: 1,
    });
  });
});
