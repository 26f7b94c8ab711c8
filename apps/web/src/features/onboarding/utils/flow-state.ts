/**
 * The onboarding flow of /select-style as pure data: which stage is shown, the personal data, the
 * answers and the current question. Which questions are visible, and which answers they drop,
 * come from core's questionnaire rules.
 */
import type { DietType } from '@nutricoach/core/constants/diets';
import type { Gender } from '@nutricoach/core/constants/onboarding';
import {
  dropHiddenAnswers,
  isAnswered,
  visibleQuestions,
  type Question,
} from '@nutricoach/core/constants/questionnaire';
import type { QuestionId, QuestionnaireAnswers } from '@nutricoach/core/constants/questionnaire-values';
import type { QuestionnaireBody } from '@nutricoach/core/contract/onboarding';

export type Stage = 'welcome' | 'personal' | 'questionnaire' | 'plan' | 'diets' | 'medical';

/** The personal data once the form has validated it (kg, cm, whole years). */
export type PersonalData = {
  name: string;
  gender: Gender;
  age: number;
  height: number;
  weight: number;
  weight_goal: number;
};

export type FlowState = {
  stage: Stage;
  personal: PersonalData | null;
  /** The personal data last stored on the server (as JSON), so it is not sent twice. */
  savedPersonal: string | null;
  answers: QuestionnaireAnswers;
  questionIndex: number;
  /** The diet picked on the diet-selection screen. */
  diet: DietType | null;
};

export const initialFlowState: FlowState = {
  stage: 'welcome',
  personal: null,
  savedPersonal: null,
  answers: {},
  questionIndex: 0,
  diet: null,
};

export type FlowAction =
  | { type: 'start' }
  | { type: 'personal-done'; personal: PersonalData; saved: boolean }
  | { type: 'answer'; id: QuestionId; value: string }
  | { type: 'toggle'; id: QuestionId; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'personal-saved'; personal: PersonalData }
  | { type: 'results'; medical: boolean }
  | { type: 'go'; stage: Stage }
  | { type: 'edit-answers' }
  | { type: 'choose-diet'; diet: DietType };

export const personKey = (personal: PersonalData) => JSON.stringify(personal);

export function questionsFor(state: Pick<FlowState, 'answers' | 'personal'>): Question[] {
  return visibleQuestions(state.answers, { gender: state.personal?.gender, age: state.personal?.age });
}

function withAnswers(state: FlowState, answers: QuestionnaireAnswers): FlowState {
  const kept = dropHiddenAnswers(answers, { gender: state.personal?.gender, age: state.personal?.age });
  return { ...state, answers: kept };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const questions = questionsFor(state);
  switch (action.type) {
    case 'start':
      return { ...state, stage: 'personal' };
    case 'personal-done': {
      const next: FlowState = {
        ...state,
        personal: action.personal,
        savedPersonal: action.saved ? personKey(action.personal) : state.savedPersonal,
        stage: 'questionnaire',
        questionIndex: 0,
      };
      // A new gender or age may hide the physiological question and its answer.
      return withAnswers(next, state.answers);
    }
    case 'personal-saved':
      return { ...state, savedPersonal: personKey(action.personal) };
    case 'answer':
      return withAnswers(state, { ...state.answers, [action.id]: action.value });
    case 'toggle': {
      const current = state.answers[action.id];
      const list = Array.isArray(current) ? current : [];
      const value = list.includes(action.value as never)
        ? list.filter((v) => v !== action.value)
        : [...list, action.value];
      return withAnswers(state, { ...state.answers, [action.id]: value });
    }
    case 'next':
      return { ...state, questionIndex: Math.min(state.questionIndex + 1, questions.length - 1) };
    case 'back':
      if (state.stage === 'questionnaire' && state.questionIndex > 0)
        return { ...state, questionIndex: state.questionIndex - 1 };
      if (state.stage === 'questionnaire') return { ...state, stage: 'personal' };
      if (state.stage === 'personal') return { ...state, stage: 'welcome' };
      if (state.stage === 'diets') return { ...state, stage: 'plan' };
      if (state.stage === 'plan' || state.stage === 'medical')
        return { ...state, stage: 'questionnaire', questionIndex: questions.length - 1 };
      return state;
    case 'results':
      return { ...state, stage: action.medical ? 'medical' : 'plan' };
    case 'go':
      return { ...state, stage: action.stage };
    case 'edit-answers':
      return { ...state, stage: 'questionnaire', answers: {}, questionIndex: 0, diet: null };
    case 'choose-diet':
      return { ...state, diet: action.diet };
  }
}

/** The body of PUT /user/questionnaire: the visible answers, the hidden ones as null. */
export function questionnaireBodyOf(state: Pick<FlowState, 'answers' | 'personal'>): QuestionnaireBody {
  const kept = dropHiddenAnswers(state.answers, { gender: state.personal?.gender, age: state.personal?.age });
  return {
    ...kept,
    physiological_conditions: kept.physiological_conditions ?? null,
    budget_level: kept.budget_level ?? null,
  } as QuestionnaireBody;
}

/** A stored state that does not fit the current code (an old version, a hand edit) starts over. */
export function reviveFlowState(raw: unknown): FlowState {
  if (!raw || typeof raw !== 'object') return initialFlowState;
  const value = raw as Partial<FlowState>;
  const stages: Stage[] = ['welcome', 'personal', 'questionnaire', 'plan', 'diets', 'medical'];
  if (!value.stage || !stages.includes(value.stage)) return initialFlowState;
  const state: FlowState = {
    ...initialFlowState,
    ...value,
    answers: value.answers && typeof value.answers === 'object' ? value.answers : {},
    questionIndex: Number.isInteger(value.questionIndex) ? Math.max(0, value.questionIndex!) : 0,
  };
  // Every stage after the personal data needs it.
  if (!state.personal && state.stage !== 'welcome') return { ...state, stage: 'personal' };
  const questions = questionsFor(state);
  const clamped = { ...state, questionIndex: Math.min(state.questionIndex, questions.length - 1) };
  // The result screens need every answer, and the medical one a condition.
  if (state.stage === 'plan' || state.stage === 'diets' || state.stage === 'medical') {
    const missing = questions.findIndex((q) => !isAnswered(q, state.answers));
    if (missing >= 0) return { ...clamped, stage: 'questionnaire', questionIndex: missing };
    const medical = state.answers.medical_conditions !== 'none';
    if (medical !== (state.stage === 'medical'))
      return { ...clamped, stage: 'questionnaire', questionIndex: questions.length - 1 };
  }
  return clamped;
}
