/** The rules of /subscription (docs/product.md §2.14) that do not need React. */
import { PLANS, type PaidPlanType } from '@nutricoach/core/constants/plans';
import type { CurrentPlan } from '@nutricoach/core/contract/payments';

/** docs/product.md §2.14: a plan card is the user's plan only when it is active, paid (not a trial) and of that type. */
export function isCurrentPlan(plan: CurrentPlan | undefined, planType: PaidPlanType): boolean {
  return plan !== undefined && plan.status === 'active' && !plan.is_trial && plan.plan_type === planType;
}

export const PLAN_STATUS_LABELS: Record<CurrentPlan['status'], string> = {
  active: 'Activa',
  expired: 'Expirada',
  canceled: 'Cancelada',
};

/** 1499 -> '$14.99' (prices are in US dollars everywhere the app is sold). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * Whole percent saved against paying the monthly plan for as long: three months at 39.99 against
 * 3 × 14.99 = 44.97 -> 11. Not against the struck-out original price (59.99 -> 33 %), which nobody
 * pays (issue 29).
 */
export function savingsPercent(planType: PaidPlanType): number {
  const { priceCents, months } = PLANS[planType];
  const monthly = PLANS.monthly.priceCents * months;
  return Math.floor(((monthly - priceCents) / monthly) * 100);
}

/** The price of one month of a plan: three months at 39.99 -> 1333 cents. */
export function monthlyCents(planType: PaidPlanType): number {
  const { priceCents, months } = PLANS[planType];
  return Math.round(priceCents / months);
}

/** What the page says after the provider sends the user back (?status=...). */
export type ReturnStatus = 'success' | 'cancel' | 'canceled';

export function parseReturnStatus(value: string | null): ReturnStatus | null {
  return value === 'success' || value === 'cancel' || value === 'canceled' ? value : null;
}
