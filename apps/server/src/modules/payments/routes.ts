import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCheckoutBody, currentPlanResponse, urlResponse } from '@nutricoach/core/contract/payments';
import { PLANS, type PaidPlanType } from '@nutricoach/core/constants/plans';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { sandboxPaymentPages } from '../../providers/payments/sandbox-routes.ts';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/types.ts';
import { currentPlan, handlePaymentEvent, subscriptionOf } from './service.ts';

type Deps = { db: Db; config: Config; payments: PaymentsProvider; tokens: TokenService };

const originOf = (config: Config, request: { protocol: string; host: string }) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Calls made by the signed-in app. */
export const paymentsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config, payments }) => {
  app.get('/payments/current-plan', { schema: { response: { 200: currentPlanResponse } } }, (request) =>
    currentPlan(db, request.user.id),
  );

  app.post(
    '/payments/create-checkout',
    { schema: { body: createCheckoutBody, response: { 200: urlResponse } } },
    async (request) => {
      const plan = await currentPlan(db, request.user.id);
      if (plan.status === 'active' && !plan.is_trial) {
        throw new AppError(
          409,
          'Ya tienes un plan activo. Puedes gestionarlo desde "Gestionar Plan".',
          'ALREADY_SUBSCRIBED',
        );
      }
      return {
        url: await payments.createCheckout({
          userId: request.user.id,
          planType: request.body.plan_type,
          origin: originOf(config, request),
        }),
      };
    },
  );

  app.get('/payments/billing-portal', { schema: { response: { 200: urlResponse } } }, async (request) => {
    const sub = await subscriptionOf(db, request.user.id);
    if (!sub) throw new AppError(404, 'Todavía no tienes un plan pagado para gestionar', 'NO_SUBSCRIPTION');
    return {
      url: await payments.billingPortal({
        userId: request.user.id,
        customerId: sub.providerCustomerId,
        origin: originOf(config, request),
      }),
    };
  });
};

/** Calls made by the payment provider or its pages, without a session. */
export const paymentsPublicRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config, payments, tokens }) => {
  if (payments.name === 'stripe') {
    await app.register(async (webhook) => {
      // Signatures are computed over the exact bytes Stripe sent.
      // The app's JSON parser (lib/json-depth.ts) gives way to the raw body the signature needs.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      webhook.post('/payments/webhook', async (request, reply) => {
        let event: PaymentEvent | null;
        try {
          event = payments.parseWebhook(
            request.body as Buffer,
            request.headers['stripe-signature'] as string | undefined,
          );
        } catch {
          return reply.status(400).send({ message: 'Firma del webhook no válida', code: 'BAD_SIGNATURE' });
        }
        const result = event ? await handlePaymentEvent(db, payments, event) : 'ignored';
        return { received: true, result };
      });
    });
    return;
  }

  if (payments.name === 'sandbox' && config.env !== 'production') {
    await app.register(sandboxPaymentPages, {
      db,
      tokens,
      applyEvent: (event) => handlePaymentEvent(db, payments, event),
      async paidPlanOf(userId) {
        const sub = await subscriptionOf(db, userId);
        if (!sub) return null;
        const plan = await currentPlan(db, userId);
        return {
          subscriptionId: sub.providerSubscriptionId,
          planType: sub.planType as PaidPlanType,
          name: PLANS[sub.planType as PaidPlanType].name,
          status: { active: 'Activa', expired: 'Expirada', canceled: 'Cancelada' }[plan.status],
          periodEnd: sub.currentPeriodEnd.toLocaleDateString('es', { timeZone: 'UTC' }),
          canceled: sub.canceled,
        };
      },
    });
  }
};
