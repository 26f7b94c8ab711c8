import { z } from 'zod';

/** Every error body the API sends: a Spanish message the client can show as is. */
export const errorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

/** The years a user's date may fall in: wide enough for any birth or log, narrow enough for any database. */
export const LOCAL_DATE_YEARS = { min: 1900, max: 2100 } as const;
const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for YYYY-MM-DD naming a day of the Gregorian calendar: 2024-02-29 yes, 2025-02-29 and
 * 2026-02-30 no (`Date.parse` accepts those, PostgreSQL does not).
 */
export function isCalendarDate(value: string): boolean {
  const parts = DATE_PARTS.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

const yearOf = (value: string) => Number(value.slice(0, 4));

/** A date a user picks, in their own calendar: YYYY-MM-DD, a real day between 1900 and 2100. */
export const localDate = z
  .string({ error: 'La fecha es obligatoria' })
  .regex(DATE_PARTS, { error: 'La fecha debe tener el formato AAAA-MM-DD' })
  // Each check passes what the regex already refused, so a malformed date gets one message.
  .refine((s) => !DATE_PARTS.test(s) || isCalendarDate(s), { error: 'La fecha no es válida' })
  .refine((s) => !DATE_PARTS.test(s) || (yearOf(s) >= LOCAL_DATE_YEARS.min && yearOf(s) <= LOCAL_DATE_YEARS.max), {
    error: `La fecha debe estar entre ${LOCAL_DATE_YEARS.min} y ${LOCAL_DATE_YEARS.max}`,
  });

/** Any UUID PostgreSQL's uuid type accepts in its canonical form (ids of users, logs...). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A NUL, or half of a surrogate pair (broken UTF-16, sent as a `\\ud83d` escape in JSON). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this must find (PostgreSQL cannot store it).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why such text is refused: no one types it, and PostgreSQL can store neither. */
export const UNSTORABLE_TEXT_MESSAGE = 'contiene un carácter no permitido';

/**
 * Where text a database cannot store hides in a request's body, query or params: the dotted path
 * of the first string (or key) holding a NUL or a lone surrogate, '' for the value itself, or null
 * when there is none. Walks objects and arrays without recursion, so a deeply nested body cannot
 * overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
      continue;
    }
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push({ value: current[i], path: path ? `${path}.${i}` : String(i) });
      continue;
    }
    // A Buffer is a raw body (the Stripe webhook's), not parsed input.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      const childPath = path ? `${path}.${key}` : key;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL the key was refused for is replaced, not shown.
      if (UNSTORABLE.test(key)) return childPath.replace(/[\u0000\ud800-\udfff]/g, '\uFFFD');
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}
