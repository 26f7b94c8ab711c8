const HOUR_MS = 3_600_000;

/**
 * The top bar's remaining trial time (docs/product.md §4, Trial remaining time): hours under 48 h,
 * otherwise days; never below 0.
 */
export function trialRemainingText(periodEnd: Date, now: Date): string {
  const ms = Math.max(0, periodEnd.getTime() - now.getTime());
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 48) return hours === 1 ? '1 hora restante' : `${hours} horas restantes`;
  // Rounded, not floored: a 7-day trial started a minute ago reads '7 días', not '6 días'.
  const days = Math.round(ms / (24 * HOUR_MS));
  return `${days} días restantes`;
}
