/**
 * Local payments: a checkout page and a billing page served by the app itself. Paying there
 * produces the same events a real provider's webhook would, through the same handler.
 */
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts } from '../../db/schema.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { PaymentsProvider } from './types.ts';

/** The purpose of the signed token in a billing-page link. */
export const PORTAL_TOKEN_PURPOSE = 'billing-portal';
const PORTAL_TOKEN_MINUTES = 30;

export function sandboxPayments(db: Db, tokens: TokenService): PaymentsProvider {
  return {
    name: 'sandbox',
    async createCheckout({ userId, planType, origin }) {
      const [checkout] = await db
        .insert(sandboxCheckouts)
        .values({ userId, planType })
        .returning({ id: sandboxCheckouts.id });
      return `${origin}/api/payments/sandbox/checkout/${checkout!.id}`;
    },
    async billingPortal({ userId, origin }) {
      return `${origin}/api/payments/sandbox/portal/${await tokens.signPurpose(PORTAL_TOKEN_PURPOSE, userId, PORTAL_TOKEN_MINUTES)}`;
    },
    parseWebhook() {
      return null; // the sandbox has no webhook: its pages call the handler directly
    },
    async extendSubscription() {
      // Our own database is the sandbox's only record of the period: nothing else to move.
    },
    async cancelSubscription() {
      // Likewise: deleting our subscription row is the whole cancellation.
    },
  };
}
