import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCheckoutBody, currentPlanResponse, urlResponse } from '@nutricoach/core/contract/payments';
import { PLANS, type PaidPlanType } from '@nutricoach/core/constants/plans';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { PORTAL_TOKEN_PURPOSE } from '../../providers/payments/index.ts';
import type { PaymentsProvider } from '../../providers/payments/types.ts';
import { checkoutPage, messagePage, portalPage } from './sandbox-pages.ts';
import { currentPlan, handlePaymentEvent, planEnd, subscriptionOf } from './service.ts';

type Deps = { db: Db; config: Config; payments: PaymentsProvider; tokens: TokenService };

const originOf = (config: Config, request: { protocol: string; host: string }) => config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Calls made by the signed-in app. */
export const paymentsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, config, payments }) => {
  app.get('/payments/current-plan', { schema: { response: { 200: currentPlanResponse } } }, (request) => currentPlan(db, request.user.id));

  app.post('/payments/create-checkout', { schema: { body: createCheckoutBody, response: { 200: urlResponse } } }, async (request) => {
    const plan = await currentPlan(db, request.user.id);
    if (plan.status === 'active' && !plan.is_trial) {
      throw new AppError(409, 'Ya tienes un plan activo. Puedes gestionarlo desde "Gestionar Plan".', 'ALREADY_SUBSCRIBED');
    }
    return { url: await payments.createCheckout({ userId: request.user.id, planType: request.body.plan_type, origin: originOf(config, request) }) };
  });

  app.get('/payments/billing-portal', { schema: { response: { 200: urlResponse } } }, async (request) => {
    const sub = await subscriptionOf(db, request.user.id);
    if (!sub) throw new AppError(404, 'Todavía no tienes un plan pagado para gestionar', 'NO_SUBSCRIPTION');
    return { url: await payments.billingPortal({ userId: request.user.id, customerId: sub.providerCustomerId, origin: originOf(config, request) }) };
  });
};

/** Calls made by the payment provider or its pages, without a session. */
export const paymentsPublicRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, payments, tokens }) => {
  if (payments.name === 'stripe') {
    await app.register(async (webhook) => {
      // Signatures are computed over the exact bytes Stripe sent.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      webhook.post('/payments/webhook', async (request, reply) => {
        let event;
        try {
          event = payments.parseWebhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined);
        } catch {
          return reply.status(400).send({ message: 'Firma del webhook no válida', code: 'BAD_SIGNATURE' });
        }
        const result = event ? await handlePaymentEvent(db, payments, event) : 'ignored';
        return { received: true, result };
      });
    });
    return;
  }

  // The sandbox pages post plain HTML forms; their bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const checkoutParams = z.object({ id: z.uuid({ error: 'Pago no encontrado' }) });
  const openCheckout = async (id: string) => {
    const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    return checkout;
  };

  app.get('/payments/sandbox/checkout/:id', { schema: { params: checkoutParams } }, async (request, reply) => {
    const checkout = await openCheckout(request.params.id);
    reply.type('text/html; charset=utf-8');
    if (!checkout) return reply.status(404).send(messagePage('Pago no encontrado', 'Este enlace de pago no existe.'));
    if (checkout.completedAt) return messagePage('Pago realizado', 'Este pago ya se completó.');
    return checkoutPage(checkout.id, checkout.planType as PaidPlanType);
  });

  app.post('/payments/sandbox/checkout/:id/pay', { schema: { params: checkoutParams } }, async (request, reply) => {
    const [checkout] = await db
      .update(sandboxCheckouts)
      .set({ completedAt: new Date() })
      .where(and(eq(sandboxCheckouts.id, request.params.id), isNull(sandboxCheckouts.completedAt)))
      .returning();
    if (checkout) {
      const planType = checkout.planType as PaidPlanType;
      const now = new Date();
      // The same handler a real provider's webhook reaches.
      await handlePaymentEvent(db, payments, {
        id: `sandbox_checkout_${checkout.id}`,
        created: now,
        type: 'checkout.completed',
        userId: checkout.userId,
        planType,
        subscriptionId: `sandbox_sub_${checkout.id}`,
        customerId: `sandbox_cus_${checkout.userId}`,
        periodEnd: planEnd(planType, now),
        amountCents: PLANS[planType].priceCents,
      });
    }
    return reply.redirect('/subscription?status=success', 303);
  });

  app.post('/payments/sandbox/checkout/:id/cancel', { schema: { params: checkoutParams } }, async (_request, reply) => reply.redirect('/subscription?status=cancel', 303));

  const portalParams = z.object({ token: z.string().max(1000) });
  app.get('/payments/sandbox/portal/:token', { schema: { params: portalParams } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const userId = await tokens.verifyPurpose(PORTAL_TOKEN_PURPOSE, request.params.token);
    if (!userId) return reply.status(404).send(messagePage('Enlace vencido', 'Vuelve a abrir "Gestionar Plan" desde la app.'));
    const sub = await subscriptionOf(db, userId);
    const plan = await currentPlan(db, userId);
    const label = { active: 'Activa', expired: 'Expirada', canceled: 'Cancelada' }[plan.status];
    return portalPage(
      request.params.token,
      sub ? { name: PLANS[sub.planType as PaidPlanType].name, status: label, periodEnd: sub.currentPeriodEnd.toLocaleDateString('es', { timeZone: 'UTC' }), canceled: sub.canceled } : null,
    );
  });

  app.post('/payments/sandbox/portal/:token/cancel', { schema: { params: portalParams } }, async (request, reply) => {
    const userId = await tokens.verifyPurpose(PORTAL_TOKEN_PURPOSE, request.params.token);
    const sub = userId ? await subscriptionOf(db, userId) : undefined;
    if (sub?.providerSubscriptionId) {
      await handlePaymentEvent(db, payments, { id: `sandbox_cancel_${randomUUID()}`, created: new Date(), type: 'subscription.updated', subscriptionId: sub.providerSubscriptionId, canceled: true, periodEnd: null });
    }
    return reply.redirect('/subscription?status=canceled', 303);
  });
};
