/**
 * DELETE /user: the account and everything of it, at once (docs/account-data.md). First the
 * outside services (the subscription is cancelled with the payments provider, Strava is told
 * we let go), then one transaction removes every row of the user; a paid plan is kept for
 * accounting in closed_subscriptions without the person.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authCodes,
  closedSubscriptions,
  devOutbox,
  idempotencyKeys,
  phoneHistory,
  referrals,
  signInTries,
  stravaConnections,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { PaymentsProvider } from '../../providers/payments/types.ts';
import { disconnect, type StravaDeps } from '../strava/service.ts';

export type DeleteAccountDeps = {
  db: Db;
  payments: PaymentsProvider;
  strava: StravaDeps;
  tokens: Pick<TokenService, 'hashPhone'>;
};

export async function deleteAccount(
  { db, payments, strava, tokens }: DeleteAccountDeps,
  userId: string,
  now = new Date(),
) {
  const [row] = await db
    .select({
      phone: users.phone,
      trialEndsAt: users.trialEndsAt,
      sub: subscriptions,
      stravaAthlete: stravaConnections.athleteId,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(stravaConnections, eq(stravaConnections.userId, users.id))
    .where(eq(users.id, userId));
  // Deleted meanwhile (two requests at once): the session is no longer anyone's.
  if (!row) throw unauthorized();
  const { phone, sub } = row;

  // A subscription still billing is cancelled before anything is removed: without our row the
  // user could no longer reach the billing page, and the provider would keep charging them.
  let subscriptionCanceled = false;
  if (sub?.providerSubscriptionId && sub.provider === payments.name && sub.currentPeriodEnd > now) {
    try {
      await payments.cancelSubscription(sub.providerSubscriptionId);
      subscriptionCanceled = true;
    } catch {
      throw new AppError(
        502,
        'No pudimos cancelar tu suscripción con el proveedor de pagos. Tu cuenta no se eliminó: intenta de nuevo en unos minutos.',
        'SUBSCRIPTION_NOT_CANCELED',
      );
    }
  }
  // Strava is asked to revoke our access; its failure does not stop the deletion (the tokens go with the row).
  let stravaDisconnected = false;
  if (row.stravaAthlete) {
    await disconnect(strava, userId);
    stravaDisconnected = true;
  }

  await db.transaction(async (tx) => {
    if (sub?.firstPaidAt) {
      await tx.insert(closedSubscriptions).values({
        planType: sub.planType,
        provider: sub.provider,
        providerSubscriptionId: sub.providerSubscriptionId,
        firstPaidAt: sub.firstPaidAt,
        currentPeriodEnd: subscriptionCanceled && sub.currentPeriodEnd > now ? now : sub.currentPeriodEnd,
        closedAt: now,
      });
    }
    // What the phone keeps, under a keyed hash and nothing else (issue 31): its trial's end and
    // whether it was ever referred, so a new account of the same phone gets no second trial and
    // no second referral reward.
    const referred = sql`exists (select 1 from ${referrals} where ${referrals.referredId} = ${userId})`;
    await tx
      .insert(phoneHistory)
      .values({ phoneHash: tokens.hashPhone(phone), trialEndsAt: row.trialEndsAt, referred })
      .onConflictDoUpdate({
        target: phoneHistory.phoneHash,
        set: {
          trialEndsAt: sql`least(${phoneHistory.trialEndsAt}, excluded.trial_ends_at)`,
          referred: sql`${phoneHistory.referred} or excluded.referred`,
          updatedAt: sql`now()`,
        },
      });
    // Rows keyed by the phone, not the user: sign-in codes and tries (with the address they came
    // from), the dev outbox.
    await tx.delete(authCodes).where(eq(authCodes.phone, phone));
    await tx.delete(signInTries).where(eq(signInTries.phone, phone));
    await tx.delete(devOutbox).where(eq(devOutbox.to, phone));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    // Every other table holding the user references users(id) on delete cascade; a friend they
    // referred keeps their own record, and the referral of someone who referred them loses the
    // link to them (referred_id set null).
    await tx.delete(users).where(eq(users.id, userId));
  });
  return {
    deleted: true as const,
    subscription_canceled: subscriptionCanceled,
    strava_disconnected: stravaDisconnected,
  };
}
