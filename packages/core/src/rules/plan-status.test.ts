import { describe, expect, it } from 'vitest';
import { addMonths, planStatus } from './plan-status.ts';

const day = 86_400_000;
const t0 = new Date('2026-11-01T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('planStatus over time', () => {
  it('trial: active for its days, then expired', () => {
    const trialEnd = at(7);
    expect(planStatus(trialEnd, null, at(0))).toMatchObject({
      status: 'active',
      plan_type: 'trial',
      is_trial: true,
      name: 'Prueba gratuita',
    });
    expect(planStatus(trialEnd, null, at(6.9)).status).toBe('active');
    expect(planStatus(trialEnd, null, at(7)).status).toBe('expired');
  });

  it('paid: active until the period end; cancelled stays active until then, then canceled', () => {
    const sub = { planType: 'monthly' as const, currentPeriodEnd: at(35), canceled: false };
    expect(planStatus(at(7), sub, at(10))).toMatchObject({
      status: 'active',
      plan_type: 'monthly',
      is_trial: false,
      name: 'Plan mensual',
    });
    const cancelled = { ...sub, canceled: true };
    expect(planStatus(at(7), cancelled, at(34))).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(planStatus(at(7), cancelled, at(35))).toMatchObject({ status: 'canceled', plan_type: 'monthly' });
    expect(planStatus(at(7), sub, at(36)).status).toBe('expired'); // not renewed (payment failed)
  });

  it('free days beyond a paid period keep the user active as a trial', () => {
    const sub = { planType: 'three_months' as const, currentPeriodEnd: at(20), canceled: true };
    expect(planStatus(at(27), sub, at(22))).toMatchObject({ status: 'active', is_trial: true });
  });
});

describe('addMonths', () => {
  it('adds calendar months and clamps to the month end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T10:00:00Z'), 3).toISOString()).toBe('2027-02-15T10:00:00.000Z');
  });
});
