/** Spanish formatting shared by the screens (dates in dd/mm/yyyy, numbers with es separators). */
import {
  formatSpanishDate,
  formatSpanishNumber,
  type SpanishDateOptions,
  type SpanishNumberOptions,
} from '@nutricoach/core/rules/spanish-format';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * dd/mm/yyyy in the phone's time zone. Written out rather than with date-fns: the top bar's plan
 * status uses it on every screen, and date-fns' format and Spanish locale were 6.7 kB gzip of the
 * first download (issue 17).
 */
export function formatShortDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/**
 * Spanish number and date formats, drop-in for `new Intl.NumberFormat('es', options)` and
 * `new Intl.DateTimeFormat('es', options)` (`.format(x)`), written out by core's
 * rules/spanish-format.ts: in the browser the first Spanish Intl format loads ICU's locale data,
 * a long task on every screen's first visit (docs/performance.md, eleventh session).
 */
export const spanishNumber = (options: SpanishNumberOptions = {}) => ({
  format: (value: number) => formatSpanishNumber(value, options),
});
export const spanishDate = (options: SpanishDateOptions) => ({
  format: (date: Date | number) => formatSpanishDate(date, options),
});

/** Spanish separators, at most 3 decimals (Intl's default). */
export function formatNumber(value: number): string {
  return formatSpanishNumber(value);
}

/** '1628', '78,4': Spanish separators, at most `decimals` decimals. */
export function formatDecimal(value: number, decimals = 1): string {
  return formatSpanishNumber(value, { maximumFractionDigits: decimals });
}
