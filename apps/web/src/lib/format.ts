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

/**
 * Spanish Intl formats, each made on first use and kept. Never at a module's top: the first one
 * loads the Spanish locale data (14 ms on a fast machine, about 60 ms on a slow phone), which there
 * ran inside the app's start or a screen's module load, one long task, rather than in the first
 * screen's render, which React slices.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}
export const intlNumber = (options: Intl.NumberFormatOptions = {}) =>
  cached(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat('es', options));
export const intlDate = (options: Intl.DateTimeFormatOptions) =>
  cached(`d${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('es', options));

/**
 * Makes the first Spanish number and date formats, for the app's start to call in a task of its
 * own: the first Intl format loads the locale data (20–80 ms on a fast machine, four times that on
 * a slow phone). Run while the first screen's code and data are on their way, it is not inside the
 * first render that formats a number (docs/performance.md, tenth session).
 */
export function warmIntl(): void {
  intlNumber({ maximumFractionDigits: 1 }).format(0);
  intlDate({ weekday: 'long' }).format(0);
}

/** Spanish separators, at most 3 decimals (Intl's default). */
export function formatNumber(value: number): string {
  return intlNumber().format(value);
}

/** '1628', '78,4': Spanish separators, at most `decimals` decimals. */
export function formatDecimal(value: number, decimals = 1): string {
  return intlNumber({ maximumFractionDigits: decimals }).format(value);
}
