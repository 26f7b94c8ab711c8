/** How the server takes payments; the adapter (sandbox or Stripe) is chosen by config. */
import type { PaidPlanType } from '@nutricoach/core/constants/plans';

/** A provider's event, in our words: both adapters feed these to one handler. */
export type PaymentEvent = { id: string; created: Date } & (
  | {
      type: 'checkout.completed';
      userId: string;
      planType: PaidPlanType;
      subscriptionId: string;
      customerId: string | null;
      periodEnd: Date;
      amountCents: number | null;
    }
  | { type: 'invoice.paid'; subscriptionId: string; periodEnd: Date | null; amountCents: number | null }
  | { type: 'invoice.payment_failed'; subscriptionId: string }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      canceled: boolean;
      periodEnd: Date | null;
      /** The plan it now bills, when the event says (a switch in the billing portal); null: unchanged. */
      planType: PaidPlanType | null;
    }
  | { type: 'subscription.deleted'; subscriptionId: string; endedAt: Date }
);

export interface PaymentsProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The URL the browser goes to for paying that plan. */
  createCheckout(input: { userId: string; planType: PaidPlanType; origin: string }): Promise<string>;
  /** The URL of the page where the user sees, switches and cancels their plan. */
  billingPortal(input: { userId: string; customerId: string | null; origin: string }): Promise<string>;
  /** Verifies a webhook call and translates it; null for an event we do not use. Throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
  /** Moves the next billing date `days` later (free days for a paying user). */
  extendSubscription(subscriptionId: string, newPeriodEnd: Date): Promise<void>;
  /** Ends the subscription at once, billing nothing more (account deletion). Throws if the provider refuses. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}
