import { spanishDate } from '@/lib/format';
const dayMonthYear = () => spanishDate({ day: 'numeric', month: 'long', year: 'numeric' });

/** 'Desde 24 de noviembre de 2026': a date (YYYY-MM-DD) or a timestamp. */
export function formatSince(since: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T12:00:00`) : new Date(since);
  return Number.isNaN(date.getTime()) ? since : dayMonthYear().format(date);
}
