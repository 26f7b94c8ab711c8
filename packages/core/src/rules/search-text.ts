/**
 * Text as search compares it: lower case, accents and other marks dropped (ñ -> n), runs of
 * spaces collapsed. The plate search's ingredient filter and the food table's search box use it,
 * so 'Ají', 'aji' and 'AJÍ' find the same foods.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Comma-separated search terms, normalized, empty ones dropped, duplicates once. */
export function searchTerms(text: string): string[] {
  return [...new Set(text.split(',').map(normalizeSearchText).filter(Boolean))];
}
