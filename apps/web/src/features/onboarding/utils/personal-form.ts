/**
 * The personal-data form: what the inputs hold (text, so '72,5' with a decimal comma works), and
 * the resolver that turns it into numbers and checks it with core's schemas and messages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Gender } from '@nutricoach/core/constants/onboarding';
import { personalInfo, weightGoal } from '@nutricoach/core/contract/onboarding';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PersonalData } from './flow-state';

export type PersonalFormValues = {
  name: string;
  gender: Gender | '';
  age: string;
  height: string;
  weight: string;
  weight_goal: string;
};

const NUMBER_FIELDS = ['age', 'height', 'weight', 'weight_goal'] as const;

/** What an empty field says; a filled one gets core's message (bounds, decimals, whole years). */
export const PERSONAL_REQUIRED: Record<keyof PersonalFormValues, string> = {
  name: 'Escribe tu nombre',
  gender: 'Elige tu sexo',
  age: 'Escribe tu edad',
  height: 'Escribe tu estatura',
  weight: 'Escribe tu peso actual',
  weight_goal: 'Escribe tu peso meta',
};

const personalSchema = personalInfo.extend({ weight_goal: weightGoal });
const validate = zodResolver(personalSchema);

/** '72,5' and '72.5' are 72.5; an empty text is undefined; anything else NaN (not a number). */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

export const personalResolver: Resolver<PersonalFormValues, unknown, PersonalData> = async (
  values,
  context,
  options,
) => {
  const parsed = {
    ...values,
    gender: values.gender || undefined,
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, parseDecimal(values[field])])),
  };
  const result = await validate(parsed as never, context, options as never);
  const errors = result.errors as FieldErrors<PersonalFormValues>;
  for (const field of Object.keys(PERSONAL_REQUIRED) as (keyof PersonalFormValues)[]) {
    if (errors[field] && values[field].trim() === '')
      errors[field] = { type: 'required', message: PERSONAL_REQUIRED[field] };
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors }
    : { values: result.values as PersonalData, errors: {} };
};

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function personalFormDefaults(personal: Partial<PersonalData> | null): PersonalFormValues {
  return {
    name: personal?.name ?? '',
    gender: personal?.gender ?? '',
    age: text(personal?.age),
    height: text(personal?.height),
    weight: text(personal?.weight),
    weight_goal: text(personal?.weight_goal),
  };
}
