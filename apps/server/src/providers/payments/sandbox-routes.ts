/**
 * The payment sandbox's own pages (checkout and billing), served by the app. Registered only while
 * the sandbox is the payments adapter, and never in production: paying here needs no money.
 * Paying produces the same events a real provider's webhook would, fed to the same handler.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAID_PLAN_TYPES, PLANS, type PaidPlanType } from '@nutricoach/core/constants/plans';
import { addMonths } from '@nutricoach/core/rules/plan-status';
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts } from '../../db/schema.ts';
import { INLINE_STYLE_PAGE_CSP } from '../../lib/security-headers.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { PORTAL_TOKEN_PURPOSE } from './sandbox.ts';
import { checkoutPage, messagePage, portalPage } from './sandbox-pages.ts';
import type { PaymentEvent } from './types.ts';

export type SandboxPagesDeps = {
  db: Db;
  tokens: TokenService;
  /** The handler a real provider's webhook reaches. */
  applyEvent: (event: PaymentEvent) => Promise<unknown>;
  /** What the billing page shows of the user's paid plan, or null when they have none. */
  paidPlanOf: (userId: string) => Promise<{
    subscriptionId: string | null;
    planType: PaidPlanType;
    name: string;
    status: string;
    periodEnd: string;
    canceled: boolean;
  } | null>;
};

export const sandboxPaymentPages: FastifyPluginAsyncZod<SandboxPagesDeps> = async (
  app,
  { db, tokens, applyEvent, paidPlanOf },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', INLINE_STYLE_PAGE_CSP);
  });
  // The pages post plain HTML forms; their bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  const checkoutParams = z.object({ id: z.uuid({ error: 'Pago no encontrado' }) });

  app.get('/payments/sandbox/checkout/:id', { schema: { params: checkoutParams } }, async (request, reply) => {
    const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, request.params.id));
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
      await applyEvent({
        id: `sandbox_checkout_${checkout.id}`,
        created: now,
        type: 'checkout.completed',
        userId: checkout.userId,
        planType,
        subscriptionId: `sandbox_sub_${checkout.id}`,
        customerId: `sandbox_cus_${checkout.userId}`,
        periodEnd: addMonths(now, PLANS[planType].months),
        amountCents: PLANS[planType].priceCents,
      });
    }
    return reply.redirect('/subscription?status=success', 303);
  });

  app.post('/payments/sandbox/checkout/:id/cancel', { schema: { params: checkoutParams } }, async (_request, reply) =>
    reply.redirect('/subscription?status=cancel', 303),
  );

  const portalParams = z.object({ token: z.string().max(1000) });
  app.get('/payments/sandbox/portal/:token', { schema: { params: portalParams } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const userId = await tokens.verifyPurpose(PORTAL_TOKEN_PURPOSE, request.params.token);
    if (!userId)
      return reply.status(404).send(messagePage('Enlace vencido', 'Vuelve a abrir "Gestionar Plan" desde la app.'));
    return portalPage(request.params.token, await paidPlanOf(userId));
  });

  app.post('/payments/sandbox/portal/:token/cancel', { schema: { params: portalParams } }, async (request, reply) => {
    const userId = await tokens.verifyPurpose(PORTAL_TOKEN_PURPOSE, request.params.token);
    const plan = userId ? await paidPlanOf(userId) : null;
    if (plan?.subscriptionId) {
      await applyEvent({
        id: `sandbox_cancel_${randomUUID()}`,
        created: new Date(),
        type: 'subscription.updated',
        subscriptionId: plan.subscriptionId,
        canceled: true,
        periodEnd: null,
        planType: null,
      });
    }
    return reply.redirect('/subscription?status=canceled', 303);
  });

  // A switch to the other plan, as Stripe's portal does it when the billing interval changes: the
  // new plan is paid at once and its period starts now; a cancelled plan that switches renews.
  const switchParams = portalParams.extend({ plan_type: z.enum(PAID_PLAN_TYPES, { error: 'Plan no válido' }) });
  app.post(
    '/payments/sandbox/portal/:token/switch/:plan_type',
    { schema: { params: switchParams } },
    async (request, reply) => {
      const userId = await tokens.verifyPurpose(PORTAL_TOKEN_PURPOSE, request.params.token);
      const plan = userId ? await paidPlanOf(userId) : null;
      const planType = request.params.plan_type;
      if (plan?.subscriptionId && plan.planType !== planType) {
        const now = new Date();
        await applyEvent({
          id: `sandbox_switch_${randomUUID()}`,
          created: now,
          type: 'subscription.updated',
          subscriptionId: plan.subscriptionId,
          canceled: false,
          periodEnd: addMonths(now, PLANS[planType].months),
          planType,
        });
      }
      return reply.redirect('/subscription', 303);
    },
  );
};
