/** GET /payments/current-plan of a user paying monthly, renewed on 15 August 2026. */
export const MONTHLY_PLAN = {
  status: 'active',
  plan_type: 'monthly',
  name: 'Mensual',
  is_trial: false,
  current_period_end: '2026-08-15T12:00:00.000Z',
};
