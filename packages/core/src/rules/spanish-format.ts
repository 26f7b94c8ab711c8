/**
 * Numbers and dates written the Spanish way ('es', CLDR), as `Intl.NumberFormat('es')` and
 * `Intl.DateTimeFormat('es')` write them for the options the app uses, without Intl: in a browser
 * the first Spanish Intl format loads ICU's locale data, 60–110 ms of one task on a slow phone, on
 * every screen's first visit (docs/performance.md, eleventh session). The unit tests hold every
 * output equal to Intl's.
 */

export type SpanishNumberOptions = {
  /** 3 by default, as Intl. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  /** 'auto': Spanish groups thousands only from five digits on (1234, 12.345); 'always' groups 1.234. */
  useGrouping?: 'auto' | 'always';
};

/** The shortest decimal digits of a non-negative finite number: integer and fraction parts. */
function decimalDigits(value: number): [string, string] {
  let text = String(value);
  if (text.includes('e')) {
    // Below 1e-6 or from 1e21 on String() writes an exponent.
    text = value < 1 ? value.toFixed(20) : BigInt(value).toString();
  }
  const [int = '0', frac = ''] = text.split('.');
  return [int, frac];
}

/** Rounds digits half away from zero (Intl's 'halfExpand') to `decimals` places. */
function roundDigits(int: string, frac: string, decimals: number): [string, string] {
  if (frac.length <= decimals) return [int, frac];
  const kept = int + frac.slice(0, decimals);
  if (frac.charCodeAt(decimals) < 53 /* '5' */) return [int, frac.slice(0, decimals)];
  // Add one to the last kept digit, carrying leftwards.
  const digits = kept.split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') digits[i--] = '0';
  if (i < 0) digits.unshift('1');
  else digits[i] = String(Number(digits[i]) + 1);
  const all = digits.join('');
  return [all.slice(0, all.length - decimals), all.slice(all.length - decimals)];
}

export function formatSpanishNumber(value: number, options: SpanishNumberOptions = {}): string {
  const { minimumFractionDigits = 0, useGrouping = 'auto' } = options;
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 3, minimumFractionDigits);
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  let [int, frac] = roundDigits(...decimalDigits(Math.abs(value)), maximumFractionDigits);
  frac = frac.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  int = int.replace(/^0+(?=\d)/, '');
  if (int.length >= (useGrouping === 'always' ? 4 : 5)) int = int.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${int}${frac ? `,${frac}` : ''}`;
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const WEEKDAYS_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** The combinations of `Intl.DateTimeFormatOptions` the app writes dates with. */
export type SpanishDateOptions =
  | { weekday: 'long' | 'short'; timeZone?: 'UTC' }
  | { month: 'long' | 'short'; timeZone?: 'UTC' }
  | { day: 'numeric'; month: 'long'; year?: 'numeric'; timeZone?: 'UTC' }
  | { day: 'numeric'; month: 'short'; timeZone?: 'UTC' }
  | { weekday: 'long'; day: 'numeric'; month: 'long'; year: 'numeric'; timeZone?: 'UTC' }
  | { day: 'numeric'; month: 'short'; hour: '2-digit'; minute: '2-digit'; timeZone?: 'UTC' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A date as Intl.DateTimeFormat('es', options) writes it, in the phone's time zone or in UTC. */
export function formatSpanishDate(date: Date | number, options: SpanishDateOptions): string {
  const at = new Date(date);
  const utc = options.timeZone === 'UTC';
  const day = utc ? at.getUTCDate() : at.getDate();
  const month = utc ? at.getUTCMonth() : at.getMonth();
  const weekday = utc ? at.getUTCDay() : at.getDay();
  const year = utc ? at.getUTCFullYear() : at.getFullYear();
  const monthName = 'month' in options && options.month === 'short' ? MONTHS_SHORT[month] : MONTHS[month];
  if (!('day' in options)) {
    if ('weekday' in options) return (options.weekday === 'short' ? WEEKDAYS_SHORT : WEEKDAYS)[weekday]!;
    return monthName!;
  }
  if ('hour' in options) {
    const hours = utc ? at.getUTCHours() : at.getHours();
    const minutes = utc ? at.getUTCMinutes() : at.getMinutes();
    return `${day} ${monthName}, ${twoDigits(hours)}:${twoDigits(minutes)}`;
  }
  const dayMonth = options.month === 'short' ? `${day} ${monthName}` : `${day} de ${monthName}`;
  const withYear = 'year' in options ? `${dayMonth} de ${year}` : dayMonth;
  return 'weekday' in options ? `${WEEKDAYS[weekday]}, ${withYear}` : withYear;
}
