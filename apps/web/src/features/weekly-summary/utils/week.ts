/** The week shown on /weekly-summary: its Spanish title and where the arrows may go. */
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import { spanishDate } from '@/lib/format';

// Intl rather than date-fns and its Spanish locale (7.7 kB gzip of the screen's first download);
// the dates are calendar days, read and written in UTC so no time zone can move them. No '@/'
// imports: progress.e2e.ts imports this module without the app's aliases.
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const dayMonth = () => spanishDate({ day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekday = () => spanishDate({ weekday: 'long', timeZone: 'UTC' });
const dayMonthYear = () => spanishDate({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A real YYYY-MM-DD day ('2026-02-31' is not). */
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && utc(value).toISOString().startsWith(value);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The browser's local calendar day as YYYY-MM-DD (the API client sends the same time zone). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/**
 * The Monday of the week to show: the one holding `requested` (a date from the URL), never a week
 * after today's; today's week when the value is missing or not a date.
 */
export function shownWeekStart(requested: string | null, today: string): string {
  const current = weekOf(today).start;
  if (!isDate(requested)) return current;
  const start = weekOf(requested).start;
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings, which Math.min would turn into NaN
  return start > current ? current : start;
}

export function previousWeekStart(start: string): string {
  return addDays(start, -7);
}

/** The next week's Monday, or null when `start` is already today's week. */
export function nextWeekStart(start: string, today: string): string | null {
  const next = addDays(start, 7);
  return next > weekOf(today).start ? null : next;
}

/**
 * 'Semana del 16 al 22 de noviembre', 'Semana del 27 de octubre al 2 de noviembre', and with the
 * years when the week crosses into a new year or is not of the current year.
 */
export function weekTitle(start: string, end: string, today: string): string {
  const [from, to] = [utc(start), utc(end)];
  if (start.slice(0, 4) !== end.slice(0, 4))
    return `Semana del ${dayMonthYear().format(from)} al ${dayMonthYear().format(to)}`;
  const year = end.slice(0, 4) !== today.slice(0, 4) ? ` de ${end.slice(0, 4)}` : '';
  if (start.slice(0, 7) === end.slice(0, 7))
    return `Semana del ${from.getUTCDate()} al ${dayMonth().format(to)}${year}`;
  return `Semana del ${dayMonth().format(from)} al ${dayMonth().format(to)}${year}`;
}

/** 'Lunes 16 de noviembre': the tooltip title of a day. */
export function longDayLabel(date: string): string {
  const name = weekday().format(utc(date));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${dayMonth().format(utc(date))}`;
}

/** 'Esta semana', 'Semana pasada', 'Hace 3 semanas'. */
export function relativeWeekLabel(start: string, today: string): string {
  const days = (Date.parse(`${weekOf(today).start}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  const weeks = Math.round(days / 7);
  if (weeks <= 0) return 'Esta semana';
  if (weeks === 1) return 'Semana pasada';
  return `Hace ${weeks} semanas`;
}
