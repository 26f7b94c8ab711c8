import { z } from 'zod';

/** Every error body the API sends: a Spanish message the client can show as is. */
export const errorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

/** A date a user picks, in their own calendar: YYYY-MM-DD. */
export const localDate = z
  .string({ error: 'La fecha es obligatoria' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha debe tener el formato AAAA-MM-DD' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'La fecha no es válida' });
