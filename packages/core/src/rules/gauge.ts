/** Gauge percentage (docs/product.md §9): round(current / ideal × 100), capped at 100; 0 when ideal is not above 0 or not a number. */
export function gaugePercent(current: number, ideal: number): number {
  if (!(ideal > 0)) return 0;
  const pct = Math.round((current / ideal) * 100);
  return Number.isFinite(pct) ? Math.min(100, Math.max(0, pct)) : 0;
}
