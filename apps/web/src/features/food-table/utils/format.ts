const formats = new Map<number, Intl.NumberFormat>();

/** A nutrition amount in Spanish notation with at most `decimals` decimals: 14,7 · 160. */
export function formatAmount(value: number, decimals = 1): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es', { maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}
