import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { sandboxPayments } from './sandbox.ts';
import { stripePayments } from './stripe.ts';
import type { PaymentsProvider } from './types.ts';

export function createPayments(config: Config, db: Db, tokens: TokenService): PaymentsProvider {
  if (config.payments.provider === 'stripe') return stripePayments(config.payments);
  return sandboxPayments(db, tokens);
}
