/** Gauge percentage (docs/product.md §9): round(current / ideal × 100), capped at 100; 0 when ideal is not above 0 or not a number. */
export function gaugePercent(current: number, ideal: number): number {
  if (!(ideal > 0)) return 0;
  const pct = Math.round((current / ideal) * 100);
  return Number.isFinite(pct) ? Math.min(100, Math.max(0, pct)) : 0;
}

/**
 * The share of the ideal eaten, as a whole percent with no cap: 146 when a person is at 146 %. The
 * gauges' centre and the calories card say it (issue 29: the spec's cap showed 100 % at 146 % and
 * hid the excess); gaugePercent, capped, still fills the ring and the bar, which cannot be more
 * than full. 0 when ideal is not above 0 or the result is not a number.
 */
export function consumedPercent(current: number, ideal: number): number {
  if (!(ideal > 0)) return 0;
  const pct = Math.round((current / ideal) * 100);
  return Number.isFinite(pct) ? Math.max(0, pct) : 0;
}

/** How much was eaten above the ideal, rounded to whole units (kcal or g); 0 when not above it. */
export function excessOver(current: number, ideal: number): number {
  if (!(ideal > 0) || !Number.isFinite(current)) return 0;
  return Math.max(0, Math.round(current) - Math.round(ideal));
}
