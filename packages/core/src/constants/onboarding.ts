/** Values and Spanish labels of the onboarding and of the preferences it sets. */

export const OBJECTIVES = ['lose_weight', 'medical', 'maintain_weight', 'gain_weight'] as const;
export type Objective = (typeof OBJECTIVES)[number];
export const OBJECTIVE_LABELS: Record<Objective, string> = {
  lose_weight: 'Bajar de peso',
  medical: 'Condición médica',
  maintain_weight: 'Mantener mi peso',
  gain_weight: 'Subir de peso',
};

export const ONBOARDING_TYPES = ['default', 'direct_sale'] as const;
export type OnboardingType = (typeof ONBOARDING_TYPES)[number];

/** Calorie deficit in percent of the daily energy expenditure (docs/product.md §9, Deficit). */
export const DEFICITS = [0, 10, 20, 30] as const;
export type Deficit = (typeof DEFICITS)[number];
export const DEFICIT_LABELS: Record<Deficit, string> = {
  0: 'Sin déficit',
  10: 'Ligero',
  20: 'Medio',
  30: 'Alto',
};

export const BUDGET_LEVELS = ['low', 'medium', 'high'] as const;
export type BudgetLevel = (typeof BUDGET_LEVELS)[number];
export const BUDGET_LEVEL_LABELS: Record<BudgetLevel, string> = {
  low: 'Bajo',
  medium: 'Medio',
  high: 'Alto',
};
/** What the strict plan assumes when strict is chosen and no budget was given (docs/product.md §4). */
export const DEFAULT_BUDGET_LEVEL: BudgetLevel = 'medium';

export const COACH_PERSONALITIES = [
  'chill',
  'balanced',
  'strict',
  'inspirational',
  'analytical',
  'practical',
  'funny',
] as const;
export type CoachPersonality = (typeof COACH_PERSONALITIES)[number];
export const COACH_PERSONALITY_INFO: Record<CoachPersonality, { label: string; description: string }> = {
  chill: { label: 'Relajado', description: 'Te acompaña sin presionarte, con calma y buena onda.' },
  balanced: { label: 'Equilibrado', description: 'Firme cuando hace falta y comprensivo cuando lo necesitas.' },
  strict: { label: 'Estricto', description: 'Directo y exigente: te pide cuentas todos los días.' },
  inspirational: { label: 'Inspirador', description: 'Te recuerda por qué empezaste y celebra cada avance.' },
  analytical: { label: 'Analítico', description: 'Te habla con datos: calorías, macros y tendencias.' },
  practical: { label: 'Práctico', description: 'Va al grano con consejos concretos para tu día a día.' },
  funny: { label: 'Divertido', description: 'Te motiva con humor para que el proceso sea más ligero.' },
};

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Hombre', female: 'Mujer' };

/** Physiological condition kept as a preference; null means none (docs/product.md §4, Diet condition values). */
export const DIET_CONDITIONS = ['pregnancy', 'postpartum', 'menopause'] as const;
export type DietCondition = (typeof DIET_CONDITIONS)[number];
export const DIET_CONDITION_LABELS: Record<DietCondition, string> = {
  pregnancy: 'Embarazo',
  postpartum: 'Posparto',
  menopause: 'Menopausia',
};

/** Allergy checkboxes of /restriction; 'other' enables a free-text field (docs/product.md §2.5). */
export const ALLERGIES = ['dairy', 'gluten', 'shellfish', 'nuts', 'egg'] as const;
export type Allergy = (typeof ALLERGIES)[number];
export const ALLERGY_LABELS: Record<Allergy, string> = {
  dairy: 'Lácteos',
  gluten: 'Gluten',
  shellfish: 'Mariscos',
  nuts: 'Frutos secos',
  egg: 'Huevo',
};
export const OTHER_ALLERGY_LABEL = 'Otra';
export const OTHER_ALLERGY_MAX_LENGTH = 60;

export const EATING_STYLES = ['none', 'vegetarian', 'vegan'] as const;
export type EatingStyle = (typeof EATING_STYLES)[number];
export const EATING_STYLE_LABELS: Record<EatingStyle, string> = {
  none: 'No tengo restricciones',
  vegetarian: 'Vegetariano',
  vegan: 'Vegano',
};
export const DEFAULT_EATING_STYLE: EatingStyle = 'none';

/** Bounds of the personal data the plan needs; the contract and the form share them. */
export const PERSONAL_BOUNDS = {
  name: { min: 1, max: 60 },
  age: { min: 14, max: 100 },
  height: { min: 120, max: 230 },
  weight: { min: 30, max: 300 },
} as const;
