/** Numbers and dates of the daily summary, written the Spanish way. */
import { EXERCISE_UNIT_SHORT, type ExerciseUnit } from '@nutricoach/core/constants/logging';
import { addDays } from '@nutricoach/core/rules/week';
import { spanishDate, spanishNumber } from '@/lib/format';

// 'always' groups 4-digit numbers too (8.500 pasos); Spanish leaves them ungrouped by default.
const numberFormat = (decimals: number, always: boolean) =>
  spanishNumber({ maximumFractionDigits: decimals, useGrouping: always ? 'always' : 'auto' });

/** kcal and grams on cards: whole numbers (1628, 45). */
export const formatWhole = (value: number) => numberFormat(0, false).format(Math.round(value));
/** Grams in a meal's macros: one decimal at most (12,5). */
export const formatGrams = (value: number) => numberFormat(1, false).format(value);
/** Weights in kg: one decimal at most (72,5). */
export const formatKg = (value: number) => numberFormat(1, false).format(value);

/** docs/product.md §9: steps with thousands separators; units min, km, pasos. */
export function formatDuration(duration: number, units: ExerciseUnit): string {
  const value =
    units === 'steps'
      ? numberFormat(0, true).format(Math.round(duration))
      : numberFormat(units === 'kilometers' ? 2 : 0, false).format(duration);
  return `${value} ${EXERCISE_UNIT_SHORT[units]}`;
}

const toDate = (date: string) => new Date(`${date}T12:00:00`);

// Ours rather than date-fns' Spanish locale (6.5 kB gzip of the screen's first download).
const weekday = () => spanishDate({ weekday: 'long' });
const dayMonth = () => spanishDate({ day: 'numeric', month: 'long' });
const dayMonthYear = () => spanishDate({ day: 'numeric', month: 'long', year: 'numeric' });
const weekdayShort = () => spanishDate({ weekday: 'short' });
const monthShort = () => spanishDate({ month: 'short' });
const longDate = () => spanishDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Hoy', 'Ayer', else 'lunes 12 de mayo' (and the year when it is not this one). */
export function formatDayLabel(date: string, today: string): string {
  if (date === today) return 'Hoy';
  if (date === addDays(today, -1)) return 'Ayer';
  const day = toDate(date);
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  // Intl writes 'lunes, 12 de mayo': the label has no comma.
  return `${weekday().format(day)} ${(sameYear ? dayMonth : dayMonthYear)().format(day)}`;
}

/**
 * The date picker's label on a phone: 'Hoy', 'Ayer', else 'mar 24 nov' (and the year when it is
 * not this one). The long label ('martes 24 de noviembre') pushed the '+' beside it off a 390 px
 * screen. The month's first three letters: Intl's short month is 'sept' in some browsers.
 */
export function formatShortDayLabel(date: string, today: string): string {
  if (date === today || date === addDays(today, -1)) return formatDayLabel(date, today);
  const day = toDate(date);
  const label = `${weekdayShort().format(day).replace('.', '')} ${day.getDate()} ${monthShort().format(day).replace('.', '').slice(0, 3)}`;
  return date.slice(0, 4) === today.slice(0, 4) ? label : `${label} ${date.slice(0, 4)}`;
}

/** The day-detail popup's date: 'Jueves, 14 de mayo de 2026'. */
export function formatLongDate(date: string): string {
  return capitalize(longDate().format(toDate(date)));
}

/** Only the first letter: CSS `capitalize` would write 'De Mayo'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
