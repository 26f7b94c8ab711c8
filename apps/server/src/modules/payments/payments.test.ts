import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { referrals, subscriptions, users } from '../../db/schema.ts';
import { createTestApp, offlineStripe, type RequestHeaders, signIn, type TestApp } from '../../test-support/app.ts';
import { currentPlan } from './service.ts';

const WEBHOOK_SECRET = 'whsec_test_nutricoach';
let t: TestApp;
let stripeApp: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  stripeApp = await createTestApp({ payments: offlineStripe(WEBHOOK_SECRET) });
});
afterAll(async () => {
  await t.close();
  await stripeApp.close();
});

const userIdOf = async (app: TestApp, phone: string) =>
  (await app.db.select().from(users).where(eq(users.phone, phone)))[0]!.id;
const day = 86_400_000;

/** Pays through the sandbox exactly as the browser would: checkout URL, then its 'Pagar' form. */
async function payWithSandbox(headers: RequestHeaders, plan: 'monthly' | 'three_months' = 'monthly') {
  const checkout = await t.call('POST', '/api/payments/create-checkout', headers, { plan_type: plan });
  expect(checkout.statusCode).toBe(200);
  const path = new URL(checkout.json().url).pathname;
  const page = await t.call('GET', path);
  expect(page.body).toContain('Pagar');
  const paid = await t.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe('/subscription?status=success');
}

describe('plan status over time (sandbox)', () => {
  it('trial -> expired; paid -> cancel -> active until the period end -> canceled', async () => {
    const { headers, phone } = await signIn(t.app);
    const id = await userIdOf(t, phone);
    const now = Date.now();
    expect(await currentPlan(t.db, id, new Date(now))).toMatchObject({ status: 'active', is_trial: true });
    expect(await currentPlan(t.db, id, new Date(now + 8 * day))).toMatchObject({ status: 'expired', is_trial: true });

    await payWithSandbox(headers);
    const paid = await currentPlan(t.db, id);
    expect(paid).toMatchObject({ status: 'active', plan_type: 'monthly', is_trial: false, name: 'Plan mensual' });
    const periodEnd = Date.parse(paid.current_period_end);
    expect(periodEnd - now).toBeGreaterThan(27 * day);

    const portal = await t.call('GET', '/api/payments/billing-portal', headers);
    const portalPath = new URL(portal.json().url).pathname;
    const portalPage = await t.call('GET', portalPath);
    expect(portalPage.body, portalPage.body).toContain('Cancelar suscripción');
    const canceled = await t.app.inject({
      method: 'POST',
      url: `${portalPath}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(canceled.statusCode).toBe(303);
    expect(await currentPlan(t.db, id, new Date(periodEnd - 1000))).toMatchObject({
      status: 'active',
      plan_type: 'monthly',
    });
    expect(await currentPlan(t.db, id, new Date(periodEnd + 1000))).toMatchObject({
      status: 'canceled',
      plan_type: 'monthly',
    });
  });

  it('refuses a second checkout while a paid plan is active, and a bad plan type', async () => {
    const { headers } = await signIn(t.app);
    expect(
      (await t.call('POST', '/api/payments/create-checkout', headers, { plan_type: 'yearly' })).json().message,
    ).toBe('Elige el plan mensual o el trimestral');
    await payWithSandbox(headers, 'three_months');
    const again = await t.call('POST', '/api/payments/create-checkout', headers, { plan_type: 'monthly' });
    expect(again.statusCode).toBe(409);
  });

  it('switches a monthly plan to three months in the billing portal (spec 2.14), and back', async () => {
    const { headers, phone } = await signIn(t.app);
    const id = await userIdOf(t, phone);
    await payWithSandbox(headers, 'monthly');
    const portal = await t.call('GET', '/api/payments/billing-portal', headers);
    const portalPath = new URL(portal.json().url).pathname;
    const page = await t.call('GET', portalPath);
    expect(page.body).toContain('Cambiar a Plan trimestral');
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const switched = await post(`${portalPath}/switch/three_months`);
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/subscription');
    const plan = await currentPlan(t.db, id);
    expect(plan).toMatchObject({
      status: 'active',
      plan_type: 'three_months',
      is_trial: false,
      name: 'Plan trimestral',
    });
    expect(Date.parse(plan.current_period_end) - Date.now()).toBeGreaterThan(88 * day);
    expect((await t.call('GET', portalPath)).body).toContain('Cambiar a Plan mensual');

    expect((await post(`${portalPath}/switch/yearly`)).statusCode).toBe(400);
    expect((await post('/api/payments/sandbox/portal/forged/switch/monthly')).headers.location).toBe('/subscription');
    expect((await currentPlan(t.db, id)).plan_type).toBe('three_months');
    expect((await post(`${portalPath}/switch/monthly`)).statusCode).toBe(303);
    expect((await currentPlan(t.db, id)).plan_type).toBe('monthly');
  });

  it('has no billing portal before a payment, and an unknown checkout is a 404 page', async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/payments/billing-portal', headers)).statusCode).toBe(404);
    expect(
      (await t.call('GET', '/api/payments/sandbox/checkout/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/payments/sandbox/portal/forged')).statusCode).toBe(404);
  });
});

describe('gating on the server', () => {
  it('answers 402 from the product once the trial is over, but not from payments, referrals and the shell', async () => {
    const { headers, phone } = await signIn(t.app);
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.phone, phone));
    const blocked = await t.call('GET', '/api/summaries/daily', headers);
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toEqual({
      message: 'Tu plan no está activo. Contrata un plan para seguir usando NutriCoach.',
      code: 'PLAN_INACTIVE',
    });
    expect((await t.call('POST', '/api/logs/weight', headers, { date: '2026-11-01', weight: 70 })).statusCode).toBe(
      402,
    );
    expect((await t.call('GET', '/api/payments/current-plan', headers)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/referrals/my-stats', headers)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/preferences/recommendation-type', headers)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/objective', headers)).statusCode).toBe(200);

    await payWithSandbox(headers);
    expect((await t.call('GET', '/api/summaries/daily', headers)).statusCode).toBe(200);
  });
});

describe('referrals', () => {
  async function referrer() {
    const s = await signIn(t.app);
    const code = (await t.call('POST', '/api/referrals/create-code', s.headers)).json().data.code as string;
    return { ...s, code };
  }

  it('gives the friend 7 days at once; the referrer 7 days when the friend first pays', async () => {
    const a = await referrer();
    const b = await signIn(t.app);
    const bId = await userIdOf(t, b.phone);
    const before = (await t.db.select().from(users).where(eq(users.id, bId)))[0]!.trialEndsAt.getTime();
    const applied = await t.call('POST', '/api/referrals/apply-code', b.headers, {
      referral_code: a.code.toLowerCase(),
    });
    expect(applied.json()).toEqual({ data: { message: 'Hemos ampliado tu plan por 7 días gratis.', free_days: 7 } });
    const after = (await t.db.select().from(users).where(eq(users.id, bId)))[0]!.trialEndsAt.getTime();
    expect(after - before).toBe(7 * day);

    let stats = (await t.call('GET', '/api/referrals/my-stats', a.headers)).json().data;
    expect(stats).toMatchObject({
      my_code: a.code,
      used_code: null,
      stats: { total_referrals: 1, completed_referrals: 0, total_free_days: 0 },
    });
    expect(stats.referrals[0]).toMatchObject({
      status: 'pending',
      is_first_payment_completed: false,
      payment_amount: null,
      rewards_granted: { free_days: 0 },
    });
    expect(stats.referrals[0].referred_user_id.phone_number).toMatch(/^\+51 9\*+\d{3}$/);
    expect((await t.call('GET', '/api/referrals/my-stats', b.headers)).json().data.used_code).toBe(a.code);

    const aId = await userIdOf(t, a.phone);
    const aTrial = (await t.db.select().from(users).where(eq(users.id, aId)))[0]!.trialEndsAt.getTime();
    await payWithSandbox(b.headers);
    stats = (await t.call('GET', '/api/referrals/my-stats', a.headers)).json().data;
    expect(stats.stats).toEqual({ total_referrals: 1, completed_referrals: 1, total_free_days: 7 });
    expect(stats.referrals[0]).toMatchObject({
      status: 'completed',
      is_first_payment_completed: true,
      payment_amount: 14.99,
      rewards_granted: { free_days: 7 },
    });
    expect((await t.db.select().from(users).where(eq(users.id, aId)))[0]!.trialEndsAt.getTime() - aTrial).toBe(7 * day);
  });

  it('refuses the own code, a second code, an unknown code and a malformed one', async () => {
    const a = await referrer();
    const c = await referrer();
    const own = await t.call('POST', '/api/referrals/apply-code', a.headers, { referral_code: a.code });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('No puedes usar tu propio código');
    expect((await t.call('POST', '/api/referrals/apply-code', a.headers, { referral_code: c.code })).statusCode).toBe(
      200,
    );
    const second = await t.call('POST', '/api/referrals/apply-code', a.headers, { referral_code: c.code });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya usaste un código de referido');
    const unknown = await t.call('POST', '/api/referrals/apply-code', c.headers, { referral_code: 'ZZZZ9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ese código de referido no existe');
    expect(
      (await t.call('POST', '/api/referrals/apply-code', c.headers, { referral_code: 'abc' })).json().message,
    ).toBe('El código debe tener 8 caracteres (letras y números)');
  });

  it("keeps a friend's record of the code they used when the referrer deletes their account, without the referrer", async () => {
    const a = await referrer();
    const aId = await userIdOf(t, a.phone);
    const b = await signIn(t.app);
    const bId = await userIdOf(t, b.phone);
    const c = await referrer();
    await t.call('POST', '/api/referrals/apply-code', b.headers, { referral_code: a.code });
    const deleted = await t.call('DELETE', '/api/user', a.headers, { confirmation: 'Eliminar mi cuenta' });
    expect(deleted.statusCode).toBe(200);

    // The row survives with the referrer set to null (docs/account-data.md); nothing points at her.
    const friendRow = () =>
      t.db
        .select({
          referrerId: referrals.referrerId,
          code: referrals.code,
          completedAt: referrals.completedAt,
          referrerFreeDays: referrals.referrerFreeDays,
        })
        .from(referrals)
        .where(eq(referrals.referredId, bId));
    expect(await friendRow()).toEqual([{ referrerId: null, code: a.code, completedAt: null, referrerFreeDays: 0 }]);
    expect(await t.db.select().from(referrals).where(eq(referrals.referrerId, aId))).toEqual([]);

    // The friend still shows the code they used, and cannot use a second one.
    const stats = (await t.call('GET', '/api/referrals/my-stats', b.headers)).json().data;
    expect(stats).toMatchObject({ used_code: a.code, stats: { total_referrals: 0 } });
    const second = await t.call('POST', '/api/referrals/apply-code', b.headers, { referral_code: c.code });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya usaste un código de referido');
    // Her code is freed with her account.
    const freed = await t.call('POST', '/api/referrals/apply-code', c.headers, { referral_code: a.code });
    expect(freed.statusCode).toBe(404);

    // The friend's export holds the code, and nothing of the referrer.
    const exported = await t.call('GET', '/api/user/export', b.headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().referrals).toMatchObject({ used_code: a.code });
    expect(exported.body).not.toContain(aId);
    expect(exported.body).not.toContain(a.phone.slice(3));

    // The friend's first payment goes through; there is no one to reward, so the referral stays pending.
    await payWithSandbox(b.headers);
    expect((await t.call('GET', '/api/payments/current-plan', b.headers)).json()).toMatchObject({
      status: 'active',
      plan_type: 'monthly',
    });
    expect(await friendRow()).toEqual([{ referrerId: null, code: a.code, completedAt: null, referrerFreeDays: 0 }]);
  });

  it('expires a referral pending for more than 30 days, and then pays no reward', async () => {
    const a = await referrer();
    const b = await signIn(t.app);
    await t.call('POST', '/api/referrals/apply-code', b.headers, { referral_code: a.code });
    await t.db.execute(sql`update referrals set created_at = now() - interval '31 days' where code = ${a.code}`);
    expect((await t.call('GET', '/api/referrals/my-stats', a.headers)).json().data.referrals[0].status).toBe('expired');
    await payWithSandbox(b.headers);
    const stats = (await t.call('GET', '/api/referrals/my-stats', a.headers)).json().data;
    expect(stats.stats).toMatchObject({ completed_referrals: 0, total_free_days: 0 });
  });
});

describe('Stripe webhooks', () => {
  const stripe = new Stripe('sk_test_offline');
  const send = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return stripeApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };
  const evt = (id: string, type: string, object: object, created = Math.floor(Date.now() / 1000)) => ({
    id,
    object: 'event',
    type,
    created,
    data: { object },
  });

  it('activates the plan on checkout.session.completed, once even when the event is replayed', async () => {
    const { phone, headers } = await signIn(stripeApp.app);
    const userId = await userIdOf(stripeApp, phone);
    const checkout = evt('evt_checkout_1', 'checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: userId,
      metadata: { plan_type: 'three_months' },
      subscription: 'sub_1',
      customer: 'cus_1',
      amount_total: 3999,
    });
    const first = await send(checkout);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    expect((await send(checkout)).json()).toEqual({ received: true, result: 'duplicate' });
    const plan = (await stripeApp.call('GET', '/api/payments/current-plan', headers)).json();
    expect(plan).toMatchObject({ status: 'active', plan_type: 'three_months', is_trial: false });

    // invoice.paid carries the real period end; an older period arriving late does not shorten it.
    const end = Math.floor(Date.now() / 1000) + 92 * 86_400;
    const paid = (id: string, periodEnd: number) =>
      evt(id, 'invoice.paid', {
        object: 'invoice',
        amount_paid: 3999,
        parent: { subscription_details: { subscription: 'sub_1' } },
        lines: { data: [{ period: { end: periodEnd } }] },
      });
    await send(paid('evt_inv_2', end));
    await send(paid('evt_inv_1', end - 60 * 86_400));
    const [sub] = await stripeApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(Math.floor(sub!.currentPeriodEnd.getTime() / 1000)).toBe(end);

    // Cancelled at period end, then an older 'updated' event arrives: the cancel stands.
    const now = Math.floor(Date.now() / 1000);
    await send(
      evt(
        'evt_upd_2',
        'customer.subscription.updated',
        {
          object: 'subscription',
          id: 'sub_1',
          status: 'active',
          cancel_at_period_end: true,
          items: { data: [{ current_period_end: end }] },
        },
        now + 10,
      ),
    );
    await send(
      evt(
        'evt_upd_1',
        'customer.subscription.updated',
        {
          object: 'subscription',
          id: 'sub_1',
          status: 'active',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: end }] },
        },
        now + 5,
      ),
    );
    expect((await stripeApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.canceled).toBe(
      true,
    );

    await send(evt('evt_del', 'customer.subscription.deleted', { object: 'subscription', id: 'sub_1', ended_at: now }));
    await stripeApp.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, userId)); // no free days left
    const ended = (await stripeApp.call('GET', '/api/payments/current-plan', headers)).json();
    expect(ended, JSON.stringify(ended)).toMatchObject({ status: 'canceled', plan_type: 'three_months' });
  });

  it('follows a plan switch made in the Stripe billing portal (the price of the subscription item)', async () => {
    const { phone, headers } = await signIn(stripeApp.app);
    const userId = await userIdOf(stripeApp, phone);
    await send(
      evt('evt_sw_checkout', 'checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: userId,
        metadata: { plan_type: 'monthly' },
        subscription: 'sub_sw',
        customer: 'cus_sw',
        amount_total: 1499,
      }),
    );
    const end = Math.floor(Date.now() / 1000) + 91 * 86_400;
    const updated = (id: string, price: string, created: number) =>
      evt(
        id,
        'customer.subscription.updated',
        {
          object: 'subscription',
          id: 'sub_sw',
          status: 'active',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: end, price: { id: price } }] },
        },
        created,
      );
    const now = Math.floor(Date.now() / 1000);
    expect((await send(updated('evt_sw_1', 'price_q', now + 5))).json().result).toBe('applied');
    const plan = (await stripeApp.call('GET', '/api/payments/current-plan', headers)).json();
    expect(plan).toMatchObject({ status: 'active', plan_type: 'three_months', name: 'Plan trimestral' });
    // A price that is not one of ours leaves the plan as it was.
    await send(updated('evt_sw_2', 'price_other', now + 10));
    expect((await stripeApp.call('GET', '/api/payments/current-plan', headers)).json().plan_type).toBe('three_months');
  });

  it('refuses a bad signature with 400', async () => {
    const res = await send(evt('evt_x', 'invoice.paid', {}), 'whsec_wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Firma del webhook no válida');
    const unsigned = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('ignores events it does not use', async () => {
    expect((await send(evt('evt_other', 'customer.created', { object: 'customer' }))).json()).toEqual({
      received: true,
      result: 'ignored',
    });
  });

  // A 5xx makes Stripe retry the event for days; one that can never apply is acknowledged instead.
  it('acknowledges and logs a checkout whose client_reference_id is not a UUID, and changes nothing', async () => {
    const warn = vi.spyOn(stripeApp.app.log, 'warn');
    try {
      for (const [i, ref] of ['not-a-uuid', '12345', 'a\u0000b', ''].entries()) {
        const checkout = evt(`evt_bad_ref_${i}`, 'checkout.session.completed', {
          object: 'checkout.session',
          client_reference_id: ref,
          metadata: { plan_type: 'monthly' },
          subscription: `sub_bad_${i}`,
          customer: 'cus_x',
          amount_total: 1499,
        });
        const res = await send(checkout);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ received: true, result: 'ignored' });
      }
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        'stripe webhook: ignored event evt_bad_ref_0 (checkout.session.completed): client_reference_id "not-a-uuid" is not a user id',
        'stripe webhook: ignored event evt_bad_ref_1 (checkout.session.completed): client_reference_id "12345" is not a user id',
        'stripe webhook: ignored event evt_bad_ref_2 (checkout.session.completed): client_reference_id "a\\u0000b" is not a user id',
        'stripe webhook: ignored event evt_bad_ref_3 (checkout.session.completed): client_reference_id "" is not a user id',
      ]);
      expect(
        await stripeApp.db.select().from(subscriptions).where(like(subscriptions.providerSubscriptionId, 'sub_bad_%')),
      ).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('acknowledges a checkout for a user id that is not (or no longer) ours, and an unknown plan', async () => {
    const warn = vi.spyOn(stripeApp.app.log, 'warn');
    try {
      const { phone } = await signIn(stripeApp.app);
      const userId = await userIdOf(stripeApp, phone);
      const gone = evt('evt_gone_user', 'checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: '6f1c1f5e-1c1b-4c59-9d0c-8a2f1f3f0a11',
        metadata: { plan_type: 'monthly' },
        subscription: 'sub_gone',
        customer: 'cus_gone',
        amount_total: 1499,
      });
      const unknownPlan = evt('evt_gold_plan', 'checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: userId,
        metadata: { plan_type: 'gold' },
        subscription: 'sub_gold',
        customer: 'cus_gold',
        amount_total: 1499,
      });
      for (const event of [gone, unknownPlan]) {
        const res = await send(event);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ received: true, result: 'ignored' });
      }
      expect(String(warn.mock.calls.at(-1)?.[0])).toBe(
        'stripe webhook: ignored event evt_gold_plan (checkout.session.completed): metadata.plan_type "gold" is not a plan',
      );
      expect(await stripeApp.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
