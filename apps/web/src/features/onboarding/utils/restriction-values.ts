/**
 * The /restriction form's values, the PUT /user/allergies-dislikes body they make (docs/product.md §5), and
 * the way back from what was saved to the form.
 */
import { ALLERGIES, DEFAULT_EATING_STYLE, type Allergy, type EatingStyle } from '@nutricoach/core/constants/onboarding';
import type { AllergiesDislikesBody, AllergiesDislikesResponse } from '@nutricoach/core/contract/onboarding';

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

const isAllergyKey = (value: string): value is Allergy => (ALLERGIES as readonly string[]).includes(value);

/**
 * The 'Otra' text holds every free-text allergy, separated by commas: each one is stored on its
 * own, so the server reads 'pescado' as an allergen group and 'fresa' as a food, and a list that
 * was saved comes back the same when saved again.
 */
const OTHER_SEPARATOR = ', ';

function otherAllergiesOf(text: string): string[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

/** The allergy keys, plus each 'Otra' text trimmed, only while 'Otra' is checked; no dislikes. */
export function allergiesBodyOf(values: RestrictionValues): AllergiesDislikesBody {
  const others = values.other ? otherAllergiesOf(values.otherText) : [];
  return {
    allergies: [...values.allergies, ...others],
    dislikes: [],
    eating_style: values.eatingStyle,
  };
}

/** The form as the user left it: known keys tick their checkbox, any other text goes into 'Otra'. */
export function restrictionValuesOf(saved: AllergiesDislikesResponse): RestrictionValues {
  const keys = saved.allergies.filter(isAllergyKey);
  const others = saved.allergies.filter((allergy) => !isAllergyKey(allergy));
  return {
    allergies: [...new Set(keys)],
    other: others.length > 0,
    otherText: others.join(OTHER_SEPARATOR),
    eatingStyle: saved.eating_style,
  };
}
