/** The user's plan and the payment events that change it (idempotent and order-tolerant). */
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@nutricoach/core/contract/common';
import type { CurrentPlan } from '@nutricoach/core/contract/payments';
import { REFERRAL_EXPIRY_DAYS, REFERRAL_FREE_DAYS, type PaidPlanType } from '@nutricoach/core/constants/plans';
import { planStatus } from '@nutricoach/core/rules/plan-status';
import type { Db } from '../../db/client.ts';
import { paymentEvents, referrals, subscriptions, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/types.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function currentPlan(db: Db, userId: string, now = new Date()): Promise<CurrentPlan> {
  const [row] = await db
    .select({ trialEndsAt: users.trialEndsAt, sub: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Usuario no encontrado');
  const sub = row.sub
    ? {
        planType: row.sub.planType as PaidPlanType,
        currentPeriodEnd: row.sub.currentPeriodEnd,
        canceled: row.sub.canceled,
      }
    : null;
  return planStatus(row.trialEndsAt, sub, now);
}

export async function subscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/**
 * Free days (referrals): a paying user's next billing moves `days` later; anyone else gets them
 * as free access from now or from the end of their trial, whichever is later.
 */
export async function grantFreeDays(
  db: Db,
  payments: PaymentsProvider,
  userId: string,
  days: number,
  now = new Date(),
) {
  const sub = await subscriptionOf(db, userId);
  if (sub && !sub.canceled && sub.currentPeriodEnd > now) {
    const newEnd = new Date(sub.currentPeriodEnd.getTime() + days * 86_400_000);
    if (sub.providerSubscriptionId) await payments.extendSubscription(sub.providerSubscriptionId, newEnd);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: newEnd, updatedAt: now })
      .where(eq(subscriptions.userId, userId));
    return;
  }
  await db
    .update(users)
    .set({
      trialEndsAt: sql`greatest(${users.trialEndsAt}, ${now.toISOString()}::timestamptz) + make_interval(days => ${days})`,
    })
    .where(eq(users.id, userId));
}

/**
 * The first payment of a referred friend completes the referral and rewards the referrer, once.
 * A referrer who deleted their account (referrer_id null) has no one to reward: the referral stays
 * as it was, the friend's record that they used a code (docs/account-data.md).
 */
async function rewardReferrer(
  db: Db,
  payments: PaymentsProvider,
  friendId: string,
  amountCents: number | null,
  now: Date,
) {
  const expiry = new Date(now.getTime() - REFERRAL_EXPIRY_DAYS * 86_400_000);
  const [completed] = await db
    .update(referrals)
    .set({ completedAt: now, paymentAmountCents: amountCents, referrerFreeDays: REFERRAL_FREE_DAYS })
    .where(
      and(
        eq(referrals.referredId, friendId),
        isNotNull(referrals.referrerId),
        isNull(referrals.completedAt),
        gt(referrals.createdAt, expiry),
      ),
    )
    .returning({ referrerId: referrals.referrerId });
  if (completed?.referrerId) await grantFreeDays(db, payments, completed.referrerId, REFERRAL_FREE_DAYS, now);
}

/** Applies one provider event; the same event id twice has one effect, and late events do not undo newer ones. */
export async function handlePaymentEvent(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return 'duplicate';
  const now = new Date();

  if (event.type === 'checkout.completed') {
    // A checkout for a user that is gone (or was never ours) can never apply: acknowledged, not
    // retried. The provider checked the id's shape; this keeps a bad one from the uuid column too.
    if (!isUuid(event.userId)) return 'ignored';
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, event.userId));
    if (!user) return 'ignored';
    const values = {
      planType: event.planType,
      provider: payments.name,
      providerCustomerId: event.customerId,
      providerSubscriptionId: event.subscriptionId,
      currentPeriodEnd: event.periodEnd,
      canceled: false,
      paymentFailed: false,
      lastEventAt: event.created,
      updatedAt: now,
    };
    const [before] = await db
      .select({ firstPaidAt: subscriptions.firstPaidAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, event.userId));
    await db
      .insert(subscriptions)
      .values({ userId: event.userId, ...values, firstPaidAt: now })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          ...values,
          currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, excluded.current_period_end)`,
          firstPaidAt: sql`coalesce(${subscriptions.firstPaidAt}, excluded.first_paid_at)`,
        },
      });
    if (!before?.firstPaidAt) await rewardReferrer(db, payments, event.userId, event.amountCents, now);
    return 'applied';
  }

  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, event.subscriptionId));
  if (!sub) return 'ignored'; // e.g. an invoice that arrives before its checkout: Stripe retries it later
  const newer = !sub.lastEventAt || event.created >= sub.lastEventAt;
  const where = eq(subscriptions.userId, sub.userId);
  switch (event.type) {
    case 'invoice.paid':
      // Periods only move forward, whatever the order the events arrive in.
      await db
        .update(subscriptions)
        .set({
          ...(event.periodEnd
            ? {
                currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${event.periodEnd.toISOString()}::timestamptz)`,
              }
            : {}),
          paymentFailed: false,
          updatedAt: now,
        })
        .where(where);
      if (!sub.firstPaidAt) {
        await db.update(subscriptions).set({ firstPaidAt: now }).where(where);
        await rewardReferrer(db, payments, sub.userId, event.amountCents, now);
      }
      return 'applied';
    case 'invoice.payment_failed':
      if (newer)
        await db
          .update(subscriptions)
          .set({ paymentFailed: true, lastEventAt: event.created, updatedAt: now })
          .where(where);
      return newer ? 'applied' : 'ignored';
    case 'subscription.updated':
      if (!newer) return 'ignored';
      await db
        .update(subscriptions)
        .set({
          canceled: event.canceled,
          ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
          ...(event.planType ? { planType: event.planType } : {}),
          lastEventAt: event.created,
          updatedAt: now,
        })
        .where(where);
      return 'applied';
    case 'subscription.deleted':
      // Final: whatever arrives later, the plan ends here.
      await db
        .update(subscriptions)
        .set({
          canceled: true,
          currentPeriodEnd: event.endedAt,
          lastEventAt: new Date('9999-12-31T00:00:00Z'),
          updatedAt: now,
        })
        .where(where);
      return 'applied';
  }
}
