/** Bodies and responses of the onboarding calls and of the settings they share with /profile. */
import { z } from 'zod';
import { USER_COUNTRIES } from '../constants/countries.ts';
import { DIET_TYPES, isSelectableDiet } from '../constants/diets.ts';
import {
  BUDGET_LEVELS,
  DEFICITS,
  DIET_CONDITIONS,
  EATING_STYLES,
  GENDERS,
  OBJECTIVES,
  ONBOARDING_TYPES,
  OTHER_ALLERGY_MAX_LENGTH,
  PERSONAL_BOUNDS,
} from '../constants/onboarding.ts';
import {
  CURRENT_NUTRITIONS,
  EMOTIONAL_PROFILES,
  MEAL_HABITS,
  MEDICAL_CONDITIONS,
  MINDSETS,
  PHYSIOLOGICAL_CONDITIONS,
  SOCIAL_LIVES,
  TRAININGS,
} from '../constants/questionnaire-values.ts';
import { RECOMMENDATION_TYPES } from './preferences.ts';

const { name: NAME, age: AGE, height: HEIGHT, weight: WEIGHT } = PERSONAL_BOUNDS;
const hasOneDecimalAtMost = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

// ---- Personal data: PUT/GET /user/info, PUT/GET /user/weight-goal

export const gender = z.enum(GENDERS, { error: 'El sexo debe ser hombre o mujer' });

export const personalInfo = z.object(
  {
    name: z
      .string({ error: 'El nombre es obligatorio' })
      .trim()
      .min(NAME.min, { error: 'El nombre es obligatorio' })
      .max(NAME.max, { error: `El nombre debe tener como máximo ${NAME.max} caracteres` }),
    age: z
      .number({ error: 'La edad debe ser un número' })
      .int({ error: 'La edad debe ser un número entero' })
      .min(AGE.min, { error: `La edad debe estar entre ${AGE.min} y ${AGE.max} años` })
      .max(AGE.max, { error: `La edad debe estar entre ${AGE.min} y ${AGE.max} años` }),
    gender,
    height: z
      .number({ error: 'La estatura debe ser un número' })
      .min(HEIGHT.min, { error: `La estatura debe estar entre ${HEIGHT.min} y ${HEIGHT.max} cm` })
      .max(HEIGHT.max, { error: `La estatura debe estar entre ${HEIGHT.min} y ${HEIGHT.max} cm` })
      .refine(hasOneDecimalAtMost, { error: 'La estatura puede tener como máximo un decimal' }),
    weight: z
      .number({ error: 'El peso debe ser un número' })
      .min(WEIGHT.min, { error: `El peso debe estar entre ${WEIGHT.min} y ${WEIGHT.max} kg` })
      .max(WEIGHT.max, { error: `El peso debe estar entre ${WEIGHT.min} y ${WEIGHT.max} kg` })
      .refine(hasOneDecimalAtMost, { error: 'El peso puede tener como máximo un decimal' }),
  },
  { error: 'Faltan tus datos personales' },
);
export type PersonalInfo = z.infer<typeof personalInfo>;

export const userInfoBody = z.object({ personal_info: personalInfo }, { error: 'Faltan tus datos personales' });
export type UserInfoBody = z.infer<typeof userInfoBody>;
export const userCountry = z.enum(USER_COUNTRIES, { error: 'Elige un país de la lista' });
/**
 * personal_info is null until the onboarding asks for it. country: the person's country, which
 * steers what their food words mean and how foods and meals are named to them (docs/countries.md).
 */
export const userInfoResponse = z.object({ personal_info: personalInfo.nullable(), country: userCountry });
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

/** PUT /user/country: the country chosen in /profile. */
export const userCountryBody = z.object({ country: userCountry }, { error: 'Elige un país de la lista' });
export type UserCountryBody = z.infer<typeof userCountryBody>;
export const userCountryResponse = z.object({ country: userCountry });
export type UserCountryResponse = z.infer<typeof userCountryResponse>;

export const weightGoal = z
  .number({ error: 'El peso meta debe ser un número' })
  .min(WEIGHT.min, { error: `El peso meta debe estar entre ${WEIGHT.min} y ${WEIGHT.max} kg` })
  .max(WEIGHT.max, { error: `El peso meta debe estar entre ${WEIGHT.min} y ${WEIGHT.max} kg` })
  .refine(hasOneDecimalAtMost, { error: 'El peso meta puede tener como máximo un decimal' });

export const weightGoalBody = z.object({ weight_goal: weightGoal });
export type WeightGoalBody = z.infer<typeof weightGoalBody>;
/** Each field is null until the person has given it. */
export const weightGoalResponse = z.object({
  gender: gender.nullable(),
  age: z.number().nullable(),
  weight: z.number().nullable(),
  weight_goal: z.number().nullable(),
});
export type WeightGoalResponse = z.infer<typeof weightGoalResponse>;

// ---- PUT /user/questionnaire

export const questionnaireBody = z.object({
  mindset: z.enum(MINDSETS, { error: 'Elige cómo quieres vivir tu proceso' }),
  current_nutrition: z.enum(CURRENT_NUTRITIONS, { error: 'Elige cómo es tu alimentación actual' }),
  social_life: z.enum(SOCIAL_LIVES, { error: 'Elige qué tan seguido comes fuera de casa' }),
  training: z.enum(TRAININGS, { error: 'Elige si haces ejercicio' }),
  emotional_profile: z.enum(EMOTIONAL_PROFILES, { error: 'Elige cómo te va cuando empiezas un plan' }),
  meal_habits: z
    .array(z.enum(MEAL_HABITS, { error: 'Esa comida no es válida' }), { error: 'Elige al menos una comida' })
    .min(1, { error: 'Elige al menos una comida' })
    .refine((meals) => new Set(meals).size === meals.length, { error: 'No repitas una comida' }),
  medical_conditions: z.enum(MEDICAL_CONDITIONS, { error: 'Elige una condición médica o "Ninguna"' }),
  /** Asked only to women; null (or absent) otherwise. */
  physiological_conditions: z
    .enum(PHYSIOLOGICAL_CONDITIONS, { error: 'Elige una etapa válida o "Ninguna"' })
    .nullable()
    .default(null),
  recommendation_type: z.enum(RECOMMENDATION_TYPES, { error: 'Elige plan semanal estricto o menú flexible' }),
  /** Asked only after 'strict'; null (or absent) otherwise. */
  budget_level: z.enum(BUDGET_LEVELS, { error: 'Elige un presupuesto: bajo, medio o alto' }).nullable().default(null),
});
export type QuestionnaireBody = z.infer<typeof questionnaireBody>;

// ---- GET/PUT /user/objective

export const objective = z.enum(OBJECTIVES, { error: 'Elige un objetivo válido' });
export const dietType = z.enum(DIET_TYPES, { error: 'Elige una dieta válida' });
export const deficit = z.literal([...DEFICITS], { error: 'El déficit debe ser 0, 10, 20 o 30 %' });

export const objectiveBody = z.object({ objective });
export type ObjectiveBody = z.infer<typeof objectiveBody>;
/** diet_type and deficit are null until the onboarding sets them. */
export const userObjectiveResponse = z.object({
  objective,
  diet_type: dietType.nullable(),
  deficit: deficit.nullable(),
  onboarding_completed: z.boolean(),
  onboarding_type: z.enum(ONBOARDING_TYPES),
});
export type UserObjective = z.infer<typeof userObjectiveResponse>;

// ---- GET /user/plan

export const planPhase = z.object({ weeks: z.number().int().min(0), weight_lose: z.number().min(0) });
export const userPlanResponse = z.object({
  total: z.object({
    weight: z.number(),
    weight_lose: z.number().min(0),
    weeks: z.number().int().min(0),
    bmr: z.number(),
    deficit,
  }),
  momentum: planPhase,
  consistency: planPhase,
  maintenance: planPhase,
});
export type UserPlanResponse = z.infer<typeof userPlanResponse>;

// ---- GET /diet-type?objective=, PUT /user/diet-type, PUT /user/deficit

export const dietTypeQuery = z.object({ objective });
export const macroType = z.object({ protein: z.number(), carbs: z.number(), fat: z.number() });
/** One diet option; `diet` is the key, `name` its Spanish display name. */
export const dietOption = z.object({
  _id: z.string(),
  diet: dietType,
  name: z.string(),
  description: z.string(),
  bullets: z.array(z.string()),
  macro_type: macroType,
});
export type DietOption = z.infer<typeof dietOption>;
export const dietTypeListResponse = z.array(dietOption);

/** A diet a user may choose: a clinician-only one is refused (docs/product.md §Onboarding and targets). */
export const dietTypeBody = z.object({
  diet_type: dietType.refine(isSelectableDiet, {
    error: 'Esta dieta necesita el seguimiento de un profesional de la salud y no se puede elegir en la app',
  }),
});
export type DietTypeBody = z.infer<typeof dietTypeBody>;

export const deficitBody = z.object({ deficit });
export type DeficitBody = z.infer<typeof deficitBody>;

// ---- GET/PUT /user/diet-condition

export const dietCondition = z.object({
  diet_condition: z.enum(DIET_CONDITIONS, { error: 'Elige embarazo, posparto, menopausia o ninguna' }).nullable(),
});
export type DietConditionBody = z.infer<typeof dietCondition>;
export const dietConditionBody = dietCondition;
export const dietConditionResponse = dietCondition;

// ---- GET/PUT /user/allergies-dislikes

const ALLERGIES_MAX = 20;
const foodNames = (one: string, many: string) =>
  z
    .array(
      z
        .string({ error: `Cada ${one} debe ser un texto` })
        .trim()
        .min(1, { error: `Ninguna ${one} puede estar vacía` })
        .max(OTHER_ALLERGY_MAX_LENGTH, {
          error: `Cada ${one} puede tener como máximo ${OTHER_ALLERGY_MAX_LENGTH} caracteres`,
        }),
      { error: `Envía una lista de ${many}` },
    )
    .max(ALLERGIES_MAX, { error: `Puedes indicar como máximo ${ALLERGIES_MAX} ${many}` });
/** allergies: ALLERGIES keys plus the trimmed 'Otra' text; dislikes: empty from /restriction. */
export const allergiesDislikesBody = z.object({
  allergies: foodNames('alergia', 'alergias'),
  dislikes: foodNames('comida que no te gusta', 'comidas que no te gustan'),
  /** Ours: /restriction also sends the eating style; absent leaves it as it was. */
  eating_style: z.enum(EATING_STYLES, { error: 'Elige sin restricciones, vegetariano o vegano' }).optional(),
});
export const allergiesDislikesResponse = z.object({
  allergies: z.array(z.string()),
  dislikes: z.array(z.string()),
  eating_style: z.enum(EATING_STYLES),
});
export type AllergiesDislikesBody = z.infer<typeof allergiesDislikesBody>;
export type AllergiesDislikesResponse = z.infer<typeof allergiesDislikesResponse>;

// ---- GET/PUT /user/tour-completed

export const tourCompletedResponse = z.object({ tour_completed: z.boolean() });
/** The spec does not show the payload; an empty body marks the tour completed. */
export const tourCompletedBody = z.object(
  { tour_completed: z.boolean({ error: 'tour_completed debe ser verdadero o falso' }).default(true) },
  { error: 'Envía { "tour_completed": true } para marcar el recorrido como terminado' },
);

// ---- PUT /preferences/budget-level, PUT /preferences/recommendation-type

export const budgetLevelBody = z.object({
  budget_level: z.enum(BUDGET_LEVELS, { error: 'Elige un presupuesto: bajo, medio o alto' }),
});
export type BudgetLevelBody = z.infer<typeof budgetLevelBody>;

export const recommendationTypeBody = z.object({
  recommendation_type: z.enum(RECOMMENDATION_TYPES, { error: 'Elige plan semanal estricto o menú flexible' }),
});
export type RecommendationTypeBody = z.infer<typeof recommendationTypeBody>;

export const budgetLevelResponse = z.object({ data: z.object({ budget_level: z.enum(BUDGET_LEVELS) }) });

/** PUT /user/questionnaire answers with what it stored, weight_loss_percentage computed. */
export const questionnaireResponse = z.object({
  data: questionnaireBody.extend({ weight_loss_percentage: z.number() }),
});
export const storedQuestionnaireResponse = z.object({ data: questionnaireResponse.shape.data.nullable() });
