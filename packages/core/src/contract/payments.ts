import { z } from 'zod';

export const PLAN_STATUSES = ['active', 'expired', 'canceled'] as const;
export const PLAN_TYPES = ['trial', 'monthly', 'three_months'] as const;

export const currentPlanResponse = z.object({
  status: z.enum(PLAN_STATUSES),
  plan_type: z.enum(PLAN_TYPES),
  name: z.string(),
  is_trial: z.boolean(),
  current_period_end: z.string(),
  /** A paid plan cancelled by its owner: active until current_period_end, then 'canceled'. */
  cancel_at_period_end: z.boolean(),
});
export type CurrentPlan = z.infer<typeof currentPlanResponse>;

export const createCheckoutBody = z.object({
  plan_type: z.enum(['monthly', 'three_months'], { error: 'Elige el plan mensual o el trimestral' }),
});
export const urlResponse = z.object({ url: z.string() });
