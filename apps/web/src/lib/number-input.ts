/** Number fields hold text so a decimal comma works on Spanish keyboards: '72,5' is 72.5. */

/**
 * '72,5' and '72.5' are 72.5; an empty text is undefined; anything else NaN (not a number). A minus
 * sign is read, so a negative amount gets core's 'no puede ser negativa' rather than 'not a number'.
 */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A number as the field shows it: 72.5 -> '72,5'. */
export function decimalText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}
