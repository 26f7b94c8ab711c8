/**
 * A user's current plan (docs/product.md §Subscription): 'active' while in trial or paid; a trial
 * that ends unpaid is 'expired'; a cancelled plan stays active until its period ends, then
 * 'canceled'. Free days from referrals extend the free (trial) access.
 */
import { PLANS, TRIAL_PLAN_NAME, type PaidPlanType } from '../constants/plans.ts';

export interface SubscriptionState {
  planType: PaidPlanType;
  currentPeriodEnd: Date;
  /** Cancelled by the user (at period end) or ended by the provider. */
  canceled: boolean;
}

export interface PlanState {
  status: 'active' | 'expired' | 'canceled';
  plan_type: 'trial' | PaidPlanType;
  name: string;
  is_trial: boolean;
  current_period_end: string;
  cancel_at_period_end: boolean;
}

export function planStatus(trialEndsAt: Date, subscription: SubscriptionState | null, now: Date): PlanState {
  if (subscription && now < subscription.currentPeriodEnd) {
    return {
      status: 'active',
      plan_type: subscription.planType,
      name: PLANS[subscription.planType].name,
      is_trial: false,
      current_period_end: subscription.currentPeriodEnd.toISOString(),
      cancel_at_period_end: subscription.canceled,
    };
  }
  if (now < trialEndsAt || !subscription) {
    return {
      status: now < trialEndsAt ? 'active' : 'expired',
      plan_type: 'trial',
      name: TRIAL_PLAN_NAME,
      is_trial: true,
      current_period_end: trialEndsAt.toISOString(),
      cancel_at_period_end: false,
    };
  }
  return {
    status: subscription.canceled ? 'canceled' : 'expired',
    plan_type: subscription.planType,
    name: PLANS[subscription.planType].name,
    is_trial: false,
    current_period_end: subscription.currentPeriodEnd.toISOString(),
    cancel_at_period_end: subscription.canceled,
  };
}

/** A date `months` calendar months later (the 31st becomes the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
