import { spanishDate, spanishNumber } from '@/lib/format';
const number = () => spanishNumber({ maximumFractionDigits: 0 });
const decimal = () => spanishNumber({ maximumFractionDigits: 1 });
const dayMonth = () => spanishDate({ day: 'numeric', month: 'short' });
const dayMonthYear = () => spanishDate({ day: 'numeric', month: 'long', year: 'numeric' });

const toDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value));

export const formatKcal = (value: number) => `${number().format(Math.round(value))} kcal`;

/** '24 nov', in one piece at a line's end (a no-break space: 'el 27' and 'nov.' had parted). */
export function formatDay(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : dayMonth().format(date).replace('.', '').replace(' ', '\u00a0');
}

/** '24 de noviembre de 2026' */
export function formatLongDay(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : dayMonthYear().format(date);
}

/** '−0,4 kg/sem', '+0,2 kg/sem', 'Estable' (within 50 g a week), '—' without two weights. */
export function formatTrend(kgPerWeek: number | null): string {
  if (kgPerWeek === null) return '—';
  if (Math.abs(kgPerWeek) < 0.05) return 'Estable';
  return `${kgPerWeek > 0 ? '+' : '−'}${decimal().format(Math.abs(kgPerWeek))} kg/sem`;
}

/** The last log as a person says it: 'Hoy', 'Ayer', 'Hace 3 días', 'Nunca'. */
export function formatLastLog(date: string | null, today: string): string {
  if (!date) return 'Nunca';
  const days = Math.round((toDate(today).getTime() - toDate(date).getTime()) / 86_400_000);
  if (days <= 0) return 'Hoy';
  if (days === 1) return 'Ayer';
  return `Hace ${days} días`;
}

/** The WhatsApp message with the link (issue 33: the invite is sent by WhatsApp). */
export function inviteWhatsAppHref(url: string, code: string, professionalName: string): string {
  const text = `Hola, soy ${professionalName}. Para acompañarte en NutriCoach, abre este enlace y acepta compartir tu diario conmigo: ${url} (código ${code}, vale 7 días).`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
