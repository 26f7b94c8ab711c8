import { z } from 'zod';

export const REFERRAL_CODE_LENGTH = 8;
export const referralCodeResponse = z.object({ data: z.object({ code: z.string().length(REFERRAL_CODE_LENGTH) }) });

export const applyCodeBody = z.object({
  referral_code: z
    .string({ error: 'Escribe un código de referido' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, { error: 'El código debe tener 8 caracteres (letras y números)' }),
});
export const applyCodeResponse = z.object({ data: z.object({ message: z.string(), free_days: z.number() }) });

export const REFERRAL_STATUSES = ['pending', 'completed', 'expired'] as const;

export const myStatsResponse = z.object({
  data: z.object({
    my_code: z.string().nullable(),
    used_code: z.string().nullable(),
    stats: z.object({ total_referrals: z.number(), completed_referrals: z.number(), total_free_days: z.number() }),
    referrals: z.array(
      z.object({
        _id: z.string(),
        /** The friend's phone, partly hidden. */
        referred_user_id: z.object({ phone_number: z.string() }),
        status: z.enum(REFERRAL_STATUSES),
        createdAt: z.string(),
        is_first_payment_completed: z.boolean(),
        payment_amount: z.number().nullable(),
        rewards_granted: z.object({ free_days: z.number() }),
      }),
    ),
  }),
});
export type MyReferralStats = z.infer<typeof myStatsResponse>['data'];
