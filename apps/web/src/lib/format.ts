/** Spanish formatting shared by the screens (dates in dd/mm/yyyy, numbers with es separators). */

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * dd/mm/yyyy in the phone's time zone. Written out rather than with date-fns: the top bar's plan
 * status uses it on every screen, and date-fns' format and Spanish locale were 6.7 kB gzip of the
 * first download (issue 17).
 */
export function formatShortDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const numberFormat = new Intl.NumberFormat('es');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** '1628', '78,4': Spanish separators, at most `decimals` decimals. */
export function formatDecimal(value: number, decimals = 1): string {
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es', { maximumFractionDigits: decimals });
    decimalFormats.set(decimals, format);
  }
  return format.format(value);
}
