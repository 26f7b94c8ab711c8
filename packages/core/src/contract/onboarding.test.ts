import { describe, expect, it } from 'vitest';
import { DIET_CATALOG } from '../constants/diet-catalog.ts';
import { DIETS_BY_OBJECTIVE } from '../constants/diets.ts';
import { userPlan } from '../rules/plan-phases.ts';
import {
  allergiesDislikesBody,
  deficitBody,
  dietConditionBody,
  dietTypeBody,
  dietTypeListResponse,
  questionnaireBody,
  tourCompletedBody,
  userInfoBody,
  userPlanResponse,
  weightGoalBody,
} from './onboarding.ts';
import { COMMON_ANSWERS } from './onboarding.test-support.ts';

/** The Spanish message of the first problem, or undefined when the value is valid. */
function firstError(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error!.issues[0].message;
}

const ana = { name: '  Ana  ', age: 34, gender: 'female', height: 165, weight: 78.5 };

describe('PUT /user/info', () => {
  it('accepts valid personal data and trims the name', () => {
    expect(userInfoBody.parse({ personal_info: ana }).personal_info.name).toBe('Ana');
  });

  it('explains every bound in Spanish', () => {
    const info = (patch: object) => ({ personal_info: { ...ana, ...patch } });
    expect(firstError(userInfoBody, info({ name: '   ' }))).toBe('El nombre es obligatorio');
    expect(firstError(userInfoBody, info({ name: 'x'.repeat(61) }))).toBe(
      'El nombre debe tener como máximo 60 caracteres',
    );
    expect(firstError(userInfoBody, info({ age: 13 }))).toBe('La edad debe estar entre 14 y 100 años');
    expect(firstError(userInfoBody, info({ age: 101 }))).toBe('La edad debe estar entre 14 y 100 años');
    expect(firstError(userInfoBody, info({ age: 30.5 }))).toBe('La edad debe ser un número entero');
    expect(firstError(userInfoBody, info({ height: 119 }))).toBe('La estatura debe estar entre 120 y 230 cm');
    expect(firstError(userInfoBody, info({ weight: 29.9 }))).toBe('El peso debe estar entre 30 y 300 kg');
    expect(firstError(userInfoBody, info({ weight: 70.25 }))).toBe('El peso puede tener como máximo un decimal');
    expect(firstError(userInfoBody, info({ gender: 'other' }))).toBe('El sexo debe ser hombre o mujer');
  });

  it('accepts the bounds themselves', () => {
    const edge = { name: 'A', age: 14, gender: 'male', height: 230, weight: 300 };
    expect(firstError(userInfoBody, { personal_info: edge })).toBeUndefined();
    expect(firstError(userInfoBody, { personal_info: { ...edge, age: 100, height: 120, weight: 30 } })).toBeUndefined();
  });
});

describe('PUT /user/weight-goal', () => {
  it('takes 30 to 300 kg with one decimal', () => {
    expect(weightGoalBody.parse({ weight_goal: 65.5 })).toEqual({ weight_goal: 65.5 });
    expect(firstError(weightGoalBody, { weight_goal: 301 })).toBe('El peso meta debe estar entre 30 y 300 kg');
  });
});

describe('PUT /user/questionnaire', () => {
  const answers = COMMON_ANSWERS;

  it('defaults the physiological condition and budget to null when they were not asked', () => {
    const parsed = questionnaireBody.parse(answers);
    expect(parsed.physiological_conditions).toBeNull();
    expect(parsed.budget_level).toBeNull();
  });

  it('keeps them when given', () => {
    const parsed = questionnaireBody.parse({
      ...answers,
      recommendation_type: 'strict',
      budget_level: 'low',
      physiological_conditions: 'menopause',
    });
    expect(parsed).toMatchObject({ budget_level: 'low', physiological_conditions: 'menopause' });
  });

  it('needs at least one meal, without repeats', () => {
    expect(firstError(questionnaireBody, { ...answers, meal_habits: [] })).toBe('Elige al menos una comida');
    expect(firstError(questionnaireBody, { ...answers, meal_habits: ['lunch', 'lunch'] })).toBe(
      'No repitas una comida',
    );
  });

  it('refuses a medical condition the questionnaire does not offer', () => {
    expect(firstError(questionnaireBody, { ...answers, medical_conditions: 'kidney_failure' })).toBe(
      'Elige una condición médica o "Ninguna"',
    );
  });
});

describe('PUT /user/diet-type', () => {
  it('accepts the offered diets and refuses kidney_failure, which needs a clinician, in Spanish', () => {
    for (const diet of DIETS_BY_OBJECTIVE.medical)
      expect(dietTypeBody.parse({ diet_type: diet })).toEqual({ diet_type: diet });
    expect(firstError(dietTypeBody, { diet_type: 'kidney_failure' })).toBe(
      'Esta dieta necesita el seguimiento de un profesional de la salud y no se puede elegir en la app',
    );
    expect(firstError(dietTypeBody, { diet_type: 'pizza' })).toBe('Elige una dieta válida');
  });
});

describe('PUT /user/deficit', () => {
  it('accepts only 0, 10, 20 and 30', () => {
    for (const deficit of [0, 10, 20, 30]) expect(deficitBody.parse({ deficit })).toEqual({ deficit });
    expect(firstError(deficitBody, { deficit: 15 })).toBe('El déficit debe ser 0, 10, 20 o 30 %');
    expect(firstError(deficitBody, { deficit: '20' })).toBe('El déficit debe ser 0, 10, 20 o 30 %');
  });
});

describe('other bodies', () => {
  it('takes null or a physiological stage as diet condition', () => {
    expect(dietConditionBody.parse({ diet_condition: null })).toEqual({ diet_condition: null });
    expect(firstError(dietConditionBody, { diet_condition: 'none' })).toBe(
      'Elige embarazo, posparto, menopausia o ninguna',
    );
  });

  it('trims allergies and refuses empty ones', () => {
    expect(allergiesDislikesBody.parse({ allergies: ['dairy', ' kiwi '], dislikes: [] })).toEqual({
      allergies: ['dairy', 'kiwi'],
      dislikes: [],
    });
    expect(firstError(allergiesDislikesBody, { allergies: ['  '], dislikes: [] })).toBe(
      'Ninguna alergia puede estar vacía',
    );
  });

  it('marks the tour completed with an empty body', () => {
    expect(tourCompletedBody.parse({})).toEqual({ tour_completed: true });
  });
});

describe('responses', () => {
  it('describes what userPlan returns', () => {
    const plan = userPlan({
      body: { gender: 'female', age: 34, height: 165, weight: 78 },
      weightGoal: 65,
      objective: 'lose_weight',
      training: 'cardio',
      deficit: 20,
    });
    expect(userPlanResponse.parse(plan)).toEqual(plan);
  });

  it('describes the diet catalog as diet options', () => {
    const options = DIETS_BY_OBJECTIVE.lose_weight.map((diet) => ({ _id: diet, diet, ...DIET_CATALOG[diet] }));
    expect(dietTypeListResponse.parse(options)).toHaveLength(10);
  });
});
