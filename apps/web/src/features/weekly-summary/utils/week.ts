/** The week shown on /weekly-summary: its Spanish title and where the arrows may go. */
import { addDays, weekOf } from '@nutricoach/core/rules/week';
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(parseISO(value).getTime());

/** The browser's local calendar day as YYYY-MM-DD (the API client sends the same time zone). */
export function localToday(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
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
  const from = parseISO(start);
  const to = parseISO(end);
  const crossesYear = from.getFullYear() !== to.getFullYear();
  const otherYear = to.getFullYear() !== parseISO(today).getFullYear();
  const fmt = (date: Date, pattern: string) => format(date, pattern, { locale: es });
  if (crossesYear) return `Semana del ${fmt(from, "d 'de' MMMM 'de' yyyy")} al ${fmt(to, "d 'de' MMMM 'de' yyyy")}`;
  const year = otherYear ? ` de ${to.getFullYear()}` : '';
  if (from.getMonth() === to.getMonth()) return `Semana del ${fmt(from, 'd')} al ${fmt(to, "d 'de' MMMM")}${year}`;
  return `Semana del ${fmt(from, "d 'de' MMMM")} al ${fmt(to, "d 'de' MMMM")}${year}`;
}

/** 'Lunes 16 de noviembre': the tooltip title of a day. */
export function longDayLabel(date: string): string {
  const text = format(parseISO(date), "EEEE d 'de' MMMM", { locale: es });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Esta semana', 'Semana pasada', 'Hace 3 semanas'. */
export function relativeWeekLabel(start: string, today: string): string {
  const days = (Date.parse(`${weekOf(today).start}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  const weeks = Math.round(days / 7);
  if (weeks <= 0) return 'Esta semana';
  if (weeks === 1) return 'Semana pasada';
  return `Hace ${weeks} semanas`;
}
