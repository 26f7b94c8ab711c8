/** Calendar arithmetic on local YYYY-MM-DD dates (no time zones involved: the date is already local). */

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** The week (Monday to Sunday) that holds `date`. */
export function weekOf(date: string): { start: string; end: string } {
  const isoDay = (toUtc(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = addDays(date, -isoDay);
  return { start, end: addDays(start, 6) };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The earlier of two YYYY-MM-DD dates (they compare as text; Math.min would make them NaN). */
export const earlierDate = (a: string, b: string) => (a <= b ? a : b);

/** The later of two YYYY-MM-DD dates. */
export const laterDate = (a: string, b: string) => (a >= b ? a : b);
