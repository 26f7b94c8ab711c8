/** The /restriction form's values and the PUT /user/allergies-dislikes body they make (spec 5). */
import { DEFAULT_EATING_STYLE, type Allergy, type EatingStyle } from '@nutricoach/core/constants/onboarding';
import type { AllergiesDislikesBody } from '@nutricoach/core/contract/onboarding';

export type RestrictionValues = {
  allergies: Allergy[];
  /** The 'Otra' checkbox, and the text it enables. */
  other: boolean;
  otherText: string;
  eatingStyle: EatingStyle;
};

export const restrictionDefaults: RestrictionValues = {
  allergies: [],
  other: false,
  otherText: '',
  eatingStyle: DEFAULT_EATING_STYLE,
};

/** The allergy keys, plus the 'Otra' text trimmed and only when non-empty; no dislikes. */
export function allergiesBodyOf(values: RestrictionValues): AllergiesDislikesBody {
  const otherText = values.other ? values.otherText.trim() : '';
  return {
    allergies: otherText ? [...values.allergies, otherText] : [...values.allergies],
    dislikes: [],
    eating_style: values.eatingStyle,
  };
}
