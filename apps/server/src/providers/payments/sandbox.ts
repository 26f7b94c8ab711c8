/**
 * Local payments: a checkout page and a billing page served by the app itself. Paying there
 * produces the same events a real provider's webhook would, through the same handler.
 */
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts } from '../../db/schema.ts';
import type { PaymentsProvider } from './types.ts';

export function sandboxPayments(db: Db, signPortalToken: (userId: string) => Promise<string>): PaymentsProvider {
  return {
    name: 'sandbox',
    async createCheckout({ userId, planType, origin }) {
      const [checkout] = await db.insert(sandboxCheckouts).values({ userId, planType }).returning({ id: sandboxCheckouts.id });
      return `${origin}/api/payments/sandbox/checkout/${checkout!.id}`;
    },
    async billingPortal({ userId, origin }) {
      return `${origin}/api/payments/sandbox/portal/${await signPortalToken(userId)}`;
    },
    parseWebhook() {
      return null; // the sandbox has no webhook: its pages call the handler directly
    },
    async extendSubscription() {
      // Our own database is the sandbox's only record of the period: nothing else to move.
    },
  };
}
