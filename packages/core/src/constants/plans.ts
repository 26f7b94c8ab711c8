/** The paid plans (docs/product.md §3 Plans, docs/product.md §9 Plans and referrals). Money in integer cents. */
export const PAID_PLAN_TYPES = ['monthly', 'three_months'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

export interface PlanInfo {
  name: string;
  months: number;
  priceCents: number;
  originalPriceCents: number;
  currency: 'USD';
  features: string[];
}

export const PLANS: Record<PaidPlanType, PlanInfo> = {
  monthly: {
    name: 'Plan mensual',
    months: 1,
    priceCents: 1499,
    originalPriceCents: 1999,
    currency: 'USD',
    features: ['Acceso a todas las funcionalidades'],
  },
  three_months: {
    name: 'Plan trimestral',
    months: 3,
    priceCents: 3999,
    originalPriceCents: 5999,
    currency: 'USD',
    features: ['Acceso a todas las funcionalidades'],
  },
};

/**
 * The trial's name on /subscription's card, which also carries the spec's 'Período de prueba'
 * mark: the name was 'Periodo de prueba', so one card spelled the word both ways (issue 29).
 */
export const TRIAL_PLAN_NAME = 'Prueba gratuita';
export const REFERRAL_FREE_DAYS = 7;
/** A referral whose friend has not paid after this many days expires. */
export const REFERRAL_EXPIRY_DAYS = 30;
