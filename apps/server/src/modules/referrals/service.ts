import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { REFERRAL_EXPIRY_DAYS, REFERRAL_FREE_DAYS } from '@nutricoach/core/constants/plans';
import type { MyReferralStats } from '@nutricoach/core/contract/referrals';
import { REFERRAL_CODE_LENGTH } from '@nutricoach/core/contract/referrals';
import type { Db } from '../../db/client.ts';
import { phoneHistory, referralCodes, referrals, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { PaymentsProvider } from '../../providers/payments/types.ts';
import { grantFreeDays } from '../payments/service.ts';

// No 0/O or 1/I: a code is read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A user's one referral code, created on first call. */
export async function ensureReferralCode(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    try {
      const [created] = await db
        .insert(referralCodes)
        .values({ userId, code: newCode() })
        .onConflictDoNothing({ target: referralCodes.userId })
        .returning();
      if (created) return created.code;
    } catch (err) {
      // A code another user already has (23505 on the code): draw again.
      if ((err as { cause?: { code?: string } }).cause?.code !== '23505') throw err;
    }
  }
  throw new Error('could not create a referral code');
}

/** '+51987654321' -> '+51 9*****321': enough for the referrer to recognise a friend. */
export function maskPhone(phone: string): string {
  const cc = parsePhoneNumberFromString(phone)?.countryCallingCode ?? '';
  const national = phone.slice(cc.length + 1);
  return `+${cc} ${national[0] ?? ''}${'*'.repeat(Math.max(0, national.length - 4))}${national.slice(-3)}`;
}

const alreadyUsed = () => new AppError(409, 'Ya usaste un código de referido', 'REFERRAL_ALREADY_USED');

/**
 * A friend's code: once per phone, never their own; +7 free days to the friend at once. A phone
 * that used a code in an account it deleted has used its one (phone_history, issue 31): neither
 * the friend's days nor the referrer's reward come twice for one phone.
 */
export async function applyReferralCode(
  db: Db,
  payments: PaymentsProvider,
  tokens: Pick<TokenService, 'hashPhone'>,
  userId: string,
  code: string,
) {
  const [owner] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  if (!owner) throw new AppError(404, 'Ese código de referido no existe', 'REFERRAL_CODE_NOT_FOUND');
  if (owner.userId === userId) throw new AppError(400, 'No puedes usar tu propio código', 'OWN_REFERRAL_CODE');
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (me) {
    const [earlier] = await db
      .select({ referred: phoneHistory.referred })
      .from(phoneHistory)
      .where(eq(phoneHistory.phoneHash, tokens.hashPhone(me.phone)));
    if (earlier?.referred) throw alreadyUsed();
  }
  const [created] = await db
    .insert(referrals)
    .values({ referrerId: owner.userId, referredId: userId, code })
    .onConflictDoNothing({ target: referrals.referredId })
    .returning();
  if (!created) throw alreadyUsed();
  await grantFreeDays(db, payments, userId, REFERRAL_FREE_DAYS);
  return { message: 'Hemos ampliado tu plan por 7 días gratis.', free_days: REFERRAL_FREE_DAYS };
}

export function referralStatus(
  r: { completedAt: Date | null; createdAt: Date },
  now: Date,
): 'pending' | 'completed' | 'expired' {
  if (r.completedAt) return 'completed';
  return now.getTime() - r.createdAt.getTime() > REFERRAL_EXPIRY_DAYS * 86_400_000 ? 'expired' : 'pending';
}

export async function referralStats(db: Db, userId: string, now = new Date()): Promise<MyReferralStats> {
  const [mine, [used], rows] = await Promise.all([
    db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)),
    db.select({ code: referrals.code }).from(referrals).where(eq(referrals.referredId, userId)),
    db
      .select({ referral: referrals, phone: users.phone })
      .from(referrals)
      // A friend who deleted their account leaves the referral without them (referred_id null).
      .leftJoin(users, eq(users.id, referrals.referredId))
      .where(eq(referrals.referrerId, userId))
      .orderBy(desc(referrals.createdAt)),
  ]);
  const list = rows.map(({ referral: r, phone }) => ({
    _id: r.id,
    referred_user_id: { phone_number: phone ? maskPhone(phone) : 'Cuenta eliminada' },
    status: referralStatus(r, now),
    createdAt: r.createdAt.toISOString(),
    is_first_payment_completed: r.completedAt !== null,
    payment_amount: r.paymentAmountCents === null ? null : r.paymentAmountCents / 100,
    rewards_granted: { free_days: r.referrerFreeDays },
  }));
  return {
    my_code: mine[0]?.code ?? null,
    used_code: used?.code ?? null,
    stats: {
      total_referrals: list.length,
      completed_referrals: list.filter((r) => r.status === 'completed').length,
      total_free_days: list.reduce((sum, r) => sum + r.rewards_granted.free_days, 0),
    },
    referrals: list,
  };
}
