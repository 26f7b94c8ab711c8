import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { describe, expect, it } from 'vitest';
import { formatUsd, isCurrentPlan, monthlyCents, parseReturnStatus, savingsPercent } from './plans';

const plan = (over: Partial<CurrentPlan>): CurrentPlan => ({
  status: 'active',
  plan_type: 'monthly',
  name: 'Plan mensual',
  is_trial: false,
  current_period_end: '2026-08-15T12:00:00.000Z',
  cancel_at_period_end: false,
  ...over,
});

describe('the current plan card rule (docs/product.md §2.14)', () => {
  it('marks the card of an active paid plan of the same type', () => {
    expect(isCurrentPlan(plan({}), 'monthly')).toBe(true);
    expect(isCurrentPlan(plan({ plan_type: 'three_months' }), 'three_months')).toBe(true);
  });

  it('marks no card for another type, a trial, an expired or a canceled plan, or no plan', () => {
    expect(isCurrentPlan(plan({}), 'three_months')).toBe(false);
    expect(isCurrentPlan(plan({ plan_type: 'trial', is_trial: true }), 'monthly')).toBe(false);
    expect(isCurrentPlan(plan({ is_trial: true }), 'monthly')).toBe(false);
    expect(isCurrentPlan(plan({ status: 'expired' }), 'monthly')).toBe(false);
    expect(isCurrentPlan(plan({ status: 'canceled' }), 'monthly')).toBe(false);
    expect(isCurrentPlan(undefined, 'monthly')).toBe(false);
  });
});

describe('plan prices', () => {
  it('shows dollars with cents, the saving against the monthly plan and the monthly equivalent', () => {
    expect(formatUsd(1499)).toBe('$14.99');
    expect(formatUsd(5999)).toBe('$59.99');
    // Three months at 39.99 against 3 × 14.99 = 44.97, not against the struck-out 59.99 (33 %): issue 29.
    expect(savingsPercent('three_months')).toBe(11);
    expect(savingsPercent('monthly')).toBe(0);
    expect(monthlyCents('three_months')).toBe(1333);
  });
});

describe('the provider return status', () => {
  it('knows success, cancel and canceled, and nothing else', () => {
    expect(parseReturnStatus('success')).toBe('success');
    expect(parseReturnStatus('cancel')).toBe('cancel');
    expect(parseReturnStatus('canceled')).toBe('canceled');
    expect(parseReturnStatus('other')).toBeNull();
    expect(parseReturnStatus(null)).toBeNull();
  });
});
