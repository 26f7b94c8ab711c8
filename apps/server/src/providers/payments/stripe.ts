/** Stripe: Checkout Sessions in subscription mode, the Billing Portal, and signed webhooks. */
import Stripe from 'stripe';
import { PAID_PLAN_TYPES, type PaidPlanType } from '@nutricoach/core/constants/plans';
import { isUuid } from '@nutricoach/core/contract/common';
import type { PaymentEvent, PaymentsProvider } from './types.ts';

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanType, string>;
  /** Stripe's API address, `https://api.stripe.com` when absent (STRIPE_API_BASE: tests run a local fake). */
  apiBase?: string;
};

/** The SDK's host options for an API address. */
function hostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** A plausible instant from Stripe's epoch seconds; null for anything a timestamp column would refuse. */
const at = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 && seconds < 253_402_300_800 ? new Date(seconds * 1000) : null;

/** Stripe ids are ASCII (`evt_1Nx...`, `sub_...`); anything else in an id field is not Stripe's. */
const STRIPE_ID = /^[\w-]{1,255}$/;
const stripeId = (value: unknown) => (typeof value === 'string' && STRIPE_ID.test(value) ? value : null);
const idOf = (value: unknown) =>
  stripeId(typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value);
/** Cents as Stripe sends them; null when absent or beyond what an integer column holds. */
const cents = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647
    ? (value as number)
    : null;

/** A signed event of a type we use that we cannot apply: acknowledged (Stripe stops retrying) and logged. */
export class UnusableEvent extends Error {}

function required<T>(value: T | null | undefined, problem: string): T {
  if (value === null || value === undefined) throw new UnusableEvent(problem);
  return value;
}

/** Stripe moved the period to the subscription items (API 2025+); read either place. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return at(sub.items?.data?.[0]?.current_period_end ?? legacy);
}

/** Our plan for one of the configured Stripe prices; null for any other price or none. */
function planOfPrice(prices: Partial<Record<PaidPlanType, string>>, priceId: string | null): PaidPlanType | null {
  if (!priceId) return null;
  return PAID_PLAN_TYPES.find((plan) => prices[plan] === priceId) ?? null;
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/**
 * Our words for a Stripe event, or null for a type we do not use. Throws UnusableEvent when a
 * field we rely on is missing or malformed: a checkout whose client_reference_id is not a user id
 * (UUID), an unknown plan, an id or timestamp a column would refuse.
 */
export function translateStripeEvent(
  event: Stripe.Event,
  prices: Partial<Record<PaidPlanType, string>> = {},
): PaymentEvent | null {
  const base = {
    id: required(stripeId(event.id), 'the event id is not a Stripe id'),
    created: required(at(event.created), 'created is not a timestamp'),
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const userId = session.client_reference_id ?? session.metadata?.user_id;
      if (!isUuid(userId))
        throw new UnusableEvent(`client_reference_id ${JSON.stringify(userId ?? null).slice(0, 80)} is not a user id`);
      const planType = session.metadata?.plan_type;
      if (!PAID_PLAN_TYPES.includes(planType as PaidPlanType))
        throw new UnusableEvent(`metadata.plan_type ${JSON.stringify(planType ?? null).slice(0, 40)} is not a plan`);
      const subscriptionId = required(idOf(session.subscription), 'no subscription id');
      const months = planType === 'three_months' ? 3 : 1;
      // Provisional: the invoice.paid event that follows carries the real period end.
      const provisional = new Date(base.created.getTime() + months * 30 * 86_400_000);
      return {
        ...base,
        type: 'checkout.completed',
        userId,
        planType: planType as PaidPlanType,
        subscriptionId,
        customerId: idOf(session.customer),
        periodEnd: provisional,
        amountCents: cents(session.amount_total),
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = required(invoiceSubscription(invoice), 'no subscription id');
      return {
        ...base,
        type: 'invoice.paid',
        subscriptionId,
        periodEnd: at(invoice.lines?.data?.[0]?.period?.end),
        amountCents: cents(invoice.amount_paid),
      };
    }
    case 'invoice.payment_failed':
      return {
        ...base,
        type: 'invoice.payment_failed',
        subscriptionId: required(invoiceSubscription(event.data.object), 'no subscription id'),
      };
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const subscriptionId = required(stripeId(sub.id), 'the subscription id is not a Stripe id');
      return {
        ...base,
        type: 'subscription.updated',
        subscriptionId,
        canceled: sub.cancel_at_period_end === true || sub.status === 'canceled',
        periodEnd: periodEnd(sub),
        // A switch in the billing portal changes the item's price: the plan is the one of that price.
        planType: planOfPrice(prices, idOf(sub.items?.data?.[0]?.price)),
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const subscriptionId = required(stripeId(sub.id), 'the subscription id is not a Stripe id');
      return { ...base, type: 'subscription.deleted', subscriptionId, endedAt: at(sub.ended_at) ?? base.created };
    }
    default:
      return null;
  }
}

/** Where an ignored event is reported: the server's logger, or stderr when none is given. */
export type WebhookLog = { warn(message: string): void };

export function stripePayments(config: StripeConfig, log: WebhookLog = console): PaymentsProvider {
  const stripe = new Stripe(config.secretKey, { ...hostOptions(config.apiBase), maxNetworkRetries: 1 });
  return {
    name: 'stripe',
    async createCheckout({ userId, planType, origin }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[planType], quantity: 1 }],
        client_reference_id: userId,
        metadata: { user_id: userId, plan_type: planType },
        subscription_data: { metadata: { user_id: userId, plan_type: planType } },
        success_url: `${origin}/subscription?status=success`,
        cancel_url: `${origin}/subscription?status=cancel`,
        locale: 'es',
      });
      return session.url!;
    },
    async billingPortal({ customerId, origin }) {
      if (!customerId) throw new Error('no Stripe customer for this user');
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${origin}/subscription`,
        locale: 'es',
      });
      return session.url;
    },
    parseWebhook(rawBody, signature) {
      // Throws on a bad signature: the route answers 400 and Stripe retries.
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      try {
        return translateStripeEvent(event, config.prices);
      } catch (err) {
        // Signed but unusable: answering 2xx stops Stripe retrying an event that can never apply.
        const reason =
          err instanceof UnusableEvent
            ? err.message
            : `cannot be read (${err instanceof Error ? err.message : String(err)})`;
        log.warn(
          `stripe webhook: ignored event ${String(event.id).slice(0, 80)} (${String(event.type).slice(0, 60)}): ${reason}`,
        );
        return null;
      }
    },
    async extendSubscription(subscriptionId, newPeriodEnd) {
      // A trial until the new date moves the next invoice there without charging the free days.
      await stripe.subscriptions.update(subscriptionId, {
        trial_end: Math.floor(newPeriodEnd.getTime() / 1000),
        proration_behavior: 'none',
      });
    },
    async cancelSubscription(subscriptionId) {
      // At once, without a refund of the current period (docs/account-data.md). A subscription
      // Stripe no longer has (already cancelled and removed) is as good as cancelled.
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        const e = err as { statusCode?: number; code?: string };
        if (e.statusCode === 404 || e.code === 'resource_missing') return;
        throw err;
      }
    },
  };
}
