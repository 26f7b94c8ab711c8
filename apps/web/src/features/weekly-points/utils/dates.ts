import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';

/** The browser's local calendar day as YYYY-MM-DD (the API client sends the same time zone). */
export function localToday(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** '16 nov'. */
export function shortDate(date: string): string {
  return format(parseISO(date), 'd MMM', { locale: es }).replace('.', '');
}

/** '16 – 22 nov', '27 oct – 2 nov'. */
export function weekRange(start: string, end: string): string {
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  return `${sameMonth ? format(parseISO(start), 'd') : shortDate(start)} – ${shortDate(end)}`;
}
