import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { sandboxPayments } from './sandbox.ts';
import { stripePayments, type WebhookLog } from './stripe.ts';
import type { PaymentsProvider } from './types.ts';

export function createPayments(config: Config, db: Db, tokens: TokenService, log: WebhookLog): PaymentsProvider {
  if (config.payments.provider === 'stripe') return stripePayments(config.payments, log);
  return sandboxPayments(db, tokens);
}
