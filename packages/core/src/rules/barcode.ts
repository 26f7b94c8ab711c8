/**
 * Barcodes of packaged food (issue 30): EAN-13, EAN-8, UPC-A and UPC-E, checked by their check
 * digit (GS1's mod-10 weights 3 and 1) and turned into one canonical key, so a product scanned as
 * UPC-A (12 digits) or as UPC-E (8) is the same row as its 13-digit EAN (a leading 0), which is how
 * Open Food Facts keys them. Rules and reasons: docs/barcodes.md.
 */
import type { Portion } from './portions.ts';

export type BarcodeFormat = 'ean_13' | 'ean_8' | 'upc_a' | 'upc_e';
export const BARCODE_FORMATS: readonly BarcodeFormat[] = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

/** What the server and the app take as one code: a checked, canonical GTIN and how it was written. */
export type Barcode = { code: string; format: BarcodeFormat };

/** GS1's check digit of the digits before it: weights 3, 1, 3… from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const hasValidCheck = (digits: string) => gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/**
 * UPC-E (number system 0 or 1, six digits, check digit) written out as its UPC-A, per GS1's
 * zero-suppression rules; the check digit is UPC-A's.
 */
export function expandUpcE(upcE: string): string {
  const system = upcE[0]!;
  const d = upcE.slice(1, 7);
  const check = upcE[7]!;
  const last = d[5]!;
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${system}${body}${check}`;
}

/** The digits of what a person typed or a scanner read: spaces and dashes dropped. */
export const barcodeDigits = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The code as one key, or null when it is not a barcode of those four kinds or its check digit is
 * wrong. Eight digits are EAN-8 when their check digit says so, else UPC-E (a scanner that knows
 * the format passes it).
 */
export function parseBarcode(text: string, format?: BarcodeFormat): Barcode | null {
  const digits = barcodeDigits(text);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 13 && (!format || format === 'ean_13' || format === 'upc_a'))
    return hasValidCheck(digits) ? { code: digits, format: digits.startsWith('0') ? 'upc_a' : 'ean_13' } : null;
  if (digits.length === 12 && (!format || format === 'upc_a'))
    return hasValidCheck(digits) ? { code: `0${digits}`, format: 'upc_a' } : null;
  if (digits.length === 8) {
    if ((!format || format === 'ean_8') && hasValidCheck(digits)) return { code: digits, format: 'ean_8' };
    if ((!format || format === 'upc_e') && (digits[0] === '0' || digits[0] === '1')) {
      const upcA = expandUpcE(digits);
      return hasValidCheck(upcA) ? { code: `0${upcA}`, format: 'upc_e' } : null;
    }
  }
  return null;
}

/** Whether the text has a barcode's shape at all (8, 12 or 13 digits), before its check digit is looked at. */
export const looksLikeBarcode = (text: string) => /^(\d{8}|\d{12}|\d{13})$/.test(barcodeDigits(text));

/** The id a packaged product has among foods: logged, starred and exported by it. */
export const productFoodId = (code: string) => `off-${code}`;
/** The code of a product's food id, or null for any other food. */
export const productCodeOf = (foodId: string) => (/^off-\d{8,13}$/.test(foodId) ? foodId.slice(4) : null);

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A product's portions: its serving and its whole package when the package says them, then the
 * exact weight (g, or ml for a drink). A package of one serving is offered once, as the serving.
 */
export function productPortions(product: {
  unit: 'g' | 'ml';
  serving_grams: number | null;
  package_grams: number | null;
}): Portion[] {
  const portions: Portion[] = [];
  const unit = product.unit;
  if (product.serving_grams)
    portions.push({
      id: 'porcion',
      label: 'porción',
      grams: round1(product.serving_grams),
      source: 'Open Food Facts: la porción del envase (serving_quantity)',
    });
  if (product.package_grams && round1(product.package_grams) !== round1(product.serving_grams ?? 0))
    portions.push({
      id: 'paquete',
      label: 'envase entero',
      grams: round1(product.package_grams),
      source: 'Open Food Facts: el contenido del envase (product_quantity)',
    });
  portions.push(
    unit === 'ml'
      ? { id: 'ml', label: 'ml', grams: 1, source: 'Regla: el volumen exacto' }
      : { id: 'g', label: 'gramos', grams: 1, source: 'Regla: el peso exacto' },
  );
  return portions;
}
