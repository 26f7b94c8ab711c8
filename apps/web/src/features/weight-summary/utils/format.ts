import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { spanishNumber } from '@/lib/format';

const kilos = () => spanishNumber({ maximumFractionDigits: 1 });

/** '78,4 kg'. */
export function formatKg(value: number): string {
  return `${kilos().format(value)} kg`;
}

/** '+1,2 kg', '−3 kg', '0 kg': a change always shows its sign. */
export function formatKgChange(value: number): string {
  if (value === 0) return '0 kg';
  return `${value > 0 ? '+' : '−'}${kilos().format(Math.abs(value))} kg`;
}

/** '16 nov' on the chart axis; '16 nov 25' when the measurements span several years. */
export function axisDateLabel(date: string, withYear: boolean): string {
  return format(parseISO(date), withYear ? 'd MMM yy' : 'd MMM', { locale: es }).replace('.', '');
}

/** '16 de noviembre de 2026'. */
export function longDate(date: string): string {
  return format(parseISO(date), "d 'de' MMMM 'de' yyyy", { locale: es });
}

/** '16 nov'. */
export function shortDate(date: string): string {
  return format(parseISO(date), 'd MMM', { locale: es }).replace('.', '');
}
