/** Stripe: Checkout Sessions in subscription mode, the Billing Portal, and signed webhooks. */
import Stripe from 'stripe';
import type { PaidPlanType } from '@nutricoach/core/constants/plans';
import type { PaymentEvent, PaymentsProvider } from './types.ts';

export type StripeConfig = { secretKey: string; webhookSecret: string; prices: Record<PaidPlanType, string> };

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe moved the period to the subscription items (API 2025+); read either place. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return at(sub.items?.data?.[0]?.current_period_end ?? legacy);
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const value = fromParent ?? legacy;
  return typeof value === 'string' ? value : (value?.id ?? null);
}

export function translateStripeEvent(event: Stripe.Event): PaymentEvent | null {
  const base = { id: event.id, created: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const planType = session.metadata?.plan_type as PaidPlanType | undefined;
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (!session.client_reference_id || !planType || !subscriptionId) return null;
      const months = planType === 'three_months' ? 3 : 1;
      // Provisional: the invoice.paid event that follows carries the real period end.
      const provisional = new Date(event.created * 1000 + months * 30 * 86_400_000);
      const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
      return { ...base, type: 'checkout.completed', userId: session.client_reference_id, planType, subscriptionId, customerId, periodEnd: provisional, amountCents: session.amount_total ?? null };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return null;
      return { ...base, type: 'invoice.paid', subscriptionId, periodEnd: at(invoice.lines?.data?.[0]?.period?.end), amountCents: invoice.amount_paid ?? null };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(event.data.object);
      return subscriptionId ? { ...base, type: 'invoice.payment_failed', subscriptionId } : null;
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      return { ...base, type: 'subscription.updated', subscriptionId: sub.id, canceled: sub.cancel_at_period_end || sub.status === 'canceled', periodEnd: periodEnd(sub) };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { ...base, type: 'subscription.deleted', subscriptionId: sub.id, endedAt: at(sub.ended_at) ?? base.created };
    }
    default:
      return null;
  }
}

export function stripePayments(config: StripeConfig): PaymentsProvider {
  const stripe = new Stripe(config.secretKey);
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
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${origin}/subscription`, locale: 'es' });
      return session.url;
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      return translateStripeEvent(event);
    },
    async extendSubscription(subscriptionId, newPeriodEnd) {
      // A trial until the new date moves the next invoice there without charging the free days.
      await stripe.subscriptions.update(subscriptionId, { trial_end: Math.floor(newPeriodEnd.getTime() / 1000), proration_behavior: 'none' });
    },
  };
}
