/** Which diets exist, which can be recommended, and which serve each objective (docs/product.md §9, Diets). */
import type { Objective } from './onboarding.ts';
import type { MedicalCondition } from './questionnaire-values.ts';

export const DIET_TYPES = [
  'anti_inflammatory',
  'body_recomposition',
  'classic_keto',
  'high_protein',
  'low_carb_flexible',
  'low_carb_moderate',
  'low_carb_strict',
  'protein_keto',
  'smart_balanced',
  'clean_hypercaloric',
  'clean_mediterranean',
  'insulin_resistance',
  'type_2_diabetes',
  'fatty_liver',
  'kidney_failure',
  'lipidemia',
] as const;
export type DietType = (typeof DIET_TYPES)[number];

/** Each diet's Spanish name (its description and bullets are diet-catalog.ts's, a heavier module). */
export const DIET_NAMES: Record<DietType, string> = {
  anti_inflammatory: 'Antiinflamatoria',
  body_recomposition: 'Recomposición corporal',
  classic_keto: 'Keto clásica',
  high_protein: 'Alta en proteína',
  low_carb_flexible: 'Baja en carbohidratos flexible',
  low_carb_moderate: 'Baja en carbohidratos moderada',
  low_carb_strict: 'Baja en carbohidratos estricta',
  protein_keto: 'Keto proteica',
  smart_balanced: 'Balanceada inteligente',
  clean_hypercaloric: 'Hipercalórica limpia',
  clean_mediterranean: 'Mediterránea limpia',
  insulin_resistance: 'Resistencia a la insulina',
  type_2_diabetes: 'Diabetes tipo 2',
  fatty_liver: 'Hígado graso',
  kidney_failure: 'Insuficiencia renal',
  lipidemia: 'Lipidemia',
};

/**
 * The diets the questionnaire may recommend. The order matters: it is the tie order of the
 * diet scoring (docs/product.md §Diet scoring).
 */
export const RECOMMENDABLE_DIETS = [
  'classic_keto',
  'protein_keto',
  'low_carb_strict',
  'low_carb_moderate',
  'smart_balanced',
  'anti_inflammatory',
  'body_recomposition',
] as const satisfies readonly DietType[];
export type RecommendableDiet = (typeof RECOMMENDABLE_DIETS)[number];

/**
 * Diets in the data that need a clinician (docs/product.md §Onboarding and targets): never offered in
 * onboarding, /profile or /objectives, and refused by PUT /user/diet-type. diabetes_type_1, the other
 * condition that needs one, has no diet of its own: the questionnaire does not offer it.
 */
export const CLINICIAN_ONLY_DIETS = ['kidney_failure'] as const satisfies readonly DietType[];

/** Whether a user may choose this diet themselves. */
export function isSelectableDiet(diet: DietType): boolean {
  return !(CLINICIAN_ONLY_DIETS as readonly DietType[]).includes(diet);
}

/** What GET /diet-type?objective= lists, in display order; never a clinician-only diet. */
export const DIETS_BY_OBJECTIVE: Record<Objective, readonly DietType[]> = {
  lose_weight: [...RECOMMENDABLE_DIETS, 'high_protein', 'low_carb_flexible', 'clean_mediterranean'],
  medical: ['insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia'],
  maintain_weight: ['smart_balanced', 'clean_mediterranean', 'low_carb_flexible', 'anti_inflammatory', 'high_protein'],
  gain_weight: ['clean_hypercaloric', 'high_protein', 'body_recomposition', 'smart_balanced'],
};

/** Macro split of a diet, in percent of the daily calories; the three add up to 100. */
export interface MacroType {
  protein: number;
  carbs: number;
  fat: number;
}

/** The diet stored at once when the questionnaire's medical condition is not 'none' (docs/product.md §4). */
export const MEDICAL_CONDITION_DIETS: Record<Exclude<MedicalCondition, 'none'>, DietType> = {
  insulin_resistance: 'insulin_resistance',
  diabetes_type_2: 'type_2_diabetes',
  fatty_liver: 'fatty_liver',
  lipidemia: 'lipidemia',
};
