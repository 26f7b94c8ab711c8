/**
 * GET /user/export and DELETE /user (issue 19), on PGlite and PostgreSQL, with the real Stripe
 * adapter against a local fake Stripe (STRIPE_API_BASE) and the real Strava adapter against a fake.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EXPORT_CSV_HEADERS } from '@nutricoach/core/contract/account';
import {
  authCodes,
  closedSubscriptions,
  phoneHistory,
  referrals,
  stravaConnections,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { secretBox } from '../../lib/secret-box.ts';
import {
  createTestApp,
  mealBody,
  onboard,
  type RequestHeaders,
  signIn,
  type TestApp,
  testConfig,
} from '../../test-support/app.ts';

/** One fake for both services: Stripe's subscription cancel and Strava's deauthorize. */
class FakeProviders {
  server: Server;
  base = '';
  calls: string[] = [];
  /** Stripe answers this status to a cancel (200 works). */
  stripeStatus = 200;
  constructor() {
    this.server = createServer(async (req, res) => {
      for await (const _ of req) {
        // drain the body
      }
      this.calls.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      const cancel = /^\/v1\/subscriptions\/([\w-]+)$/.exec(req.url ?? '');
      if (req.method === 'DELETE' && cancel) {
        res.statusCode = this.stripeStatus;
        if (this.stripeStatus === 404)
          return res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing' } }));
        if (this.stripeStatus !== 200)
          return res.end(JSON.stringify({ error: { type: 'api_error', message: 'boom' } }));
        return res.end(JSON.stringify({ id: cancel[1], object: 'subscription', status: 'canceled' }));
      }
      if (req.url === '/oauth/deauthorize') return res.end('{}');
      res.statusCode = 404;
      res.end('{}');
    });
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

const fake = new FakeProviders();
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  const base = testConfig();
  t = await createTestApp({
    payments: {
      provider: 'stripe',
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_fake',
      prices: { monthly: 'price_m', three_months: 'price_q' },
      apiBase: fake.base,
    },
    strava: { ...base.strava, provider: 'strava', clientId: '1', clientSecret: 's', apiBase: fake.base },
  });
});
afterAll(async () => {
  await t.close();
  fake.server.close();
});

async function user(): Promise<{ headers: RequestHeaders; phone: string; id: string }> {
  const { headers, phone } = await signIn(t.app);
  await onboard(t, headers);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { headers, phone, id: row!.id };
}

const CONFIRM = { confirmation: 'Eliminar mi cuenta' };

describe('GET /api/user/export', () => {
  it("answers only the caller's data, as JSON", async () => {
    const ana = await user();
    const bea = await user();
    await t.call('POST', '/api/logs/nutrition', ana.headers, mealBody({ description: 'Ceviche de Ana' }));
    await t.call('POST', '/api/logs/nutrition', bea.headers, mealBody({ description: 'Tacos de Bea' }));
    await t.call('POST', '/api/logs/weight', ana.headers, { weight: 77.4, date: '2025-01-10' });

    const res = await t.call('GET', '/api/user/export', ana.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="nutricoach-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.profile).toMatchObject({ id: ana.id, phone: ana.phone, name: 'Ana' });
    expect(body.nutrition_logs.map((m: { description: string }) => m.description)).toEqual(['Ceviche de Ana']);
    expect(body.weights).toContainEqual({ date: '2025-01-10', weight: 77.4 });
    expect(body.answers).toMatchObject({ training: 'cardio' });
    expect(body.plan.total).toMatchObject({ weeks: 36 });
    expect(body.targets[0]).toMatchObject({ calories: 1628 });
    expect(body.subscription).toMatchObject({ status: 'active' });
    expect(body.referrals.my_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.points.length).toBeGreaterThan(0);
    expect(body.strava).toEqual({ connected: false, athlete_id: null, connected_at: null });
    // Nothing of Bea's, not even her phone or her id.
    expect(res.body).not.toContain('Tacos de Bea');
    expect(res.body).not.toContain(bea.phone);
    expect(res.body).not.toContain(bea.id);
  });

  it('answers the logs as CSV with Spanish headers, one row per log, formulas defused', async () => {
    const ana = await user();
    await t.call('POST', '/api/logs/nutrition', ana.headers, mealBody({ description: 'Pan, "integral"' }));
    await t.call(
      'POST',
      '/api/logs/nutrition',
      ana.headers,
      mealBody({ description: '=HYPERLINK("x")', meal_type: 'dinner' }),
    );
    await t.call('POST', '/api/logs/training', ana.headers, {
      training_log: { date: '2025-01-10', description: 'Caminata', duration: 30, units: 'minutes', calories: 120 },
    });
    const other = await user();
    await t.call('POST', '/api/logs/nutrition', other.headers, mealBody({ description: 'Ajeno' }));

    const res = await t.call('GET', '/api/user/export?format=csv', ana.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="nutricoach-registros-.*\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(EXPORT_CSV_HEADERS.join(','));
    expect(lines[0]).toBe(
      'fecha,tipo,comida,descripción,calorías,proteína (g),grasa (g),carbohidratos (g),duración,unidad,origen',
    );
    expect(lines.slice(1)).toEqual([
      '2025-01-10,Comida,Almuerzo,"Pan, ""integral""",600,30,20,60,,,App',
      `2025-01-10,Comida,Cena,"'=HYPERLINK(""x"")",600,30,20,60,,,App`,
      '2025-01-10,Ejercicio,,Caminata,120,,,,30,Minutos,App',
    ]);
  });

  it('refuses an unknown format in Spanish, and a call without a session', async () => {
    const ana = await user();
    const bad = await t.call('GET', '/api/user/export?format=xml', ana.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("El formato debe ser 'json' o 'csv'");
    expect((await t.call('GET', '/api/user/export')).statusCode).toBe(401);
  });

  it('answers a user who has not finished the onboarding, with no plan yet', async () => {
    const { headers, phone } = await signIn(t.app);
    const res = await t.call('GET', '/api/user/export', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ answers: null, plan: null, nutrition_logs: [], profile: { phone } });
  });

  it('is open to a user whose plan ended (the data is theirs)', async () => {
    const ana = await user();
    await t.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(users.id, ana.id));
    expect((await t.call('GET', '/api/user/plan', ana.headers)).statusCode).toBe(402);
    expect((await t.call('GET', '/api/user/export', ana.headers)).statusCode).toBe(200);
  });
});

/** The rows of a raw query (both drivers answer `{ rows }`). */
const rowsIn = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every row in any table that points at this user (any column referencing users.id). */
async function rowsOf(userId: string) {
  const refs = await t.db.execute(sql`
    select kcu.table_name, kcu.column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
    where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = current_schema()`);
  const counts: Record<string, number> = {};
  for (const ref of rowsIn<{ table_name: string; column_name: string }>(refs)) {
    const [row] = rowsIn<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(ref.table_name)} where ${sql.identifier(ref.column_name)} = ${userId}`,
      ),
    );
    counts[`${ref.table_name}.${ref.column_name}`] = row!.n;
  }
  return counts;
}

describe('DELETE /api/user', () => {
  it('needs the typed confirmation in the body', async () => {
    const ana = await user();
    for (const body of [undefined, {}, { confirmation: 'eliminar' }, { confirmation: 42 }]) {
      const res = await t.call('DELETE', '/api/user', ana.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Escribe «Eliminar mi cuenta» para confirmar|La solicitud/);
    }
    expect((await t.call('GET', '/api/user/info', ana.headers)).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/user', {}, CONFIRM)).statusCode).toBe(401);
  });

  it('cancels the subscription with Stripe, disconnects Strava, removes every row and anonymises what accounting keeps', async () => {
    const ana = await user();
    const friend = await user();
    // Ana was referred by `friend` and referred nobody; she pays through Stripe and uses Strava.
    const code = (await t.call('GET', '/api/referrals/my-stats', friend.headers)).json().data.my_code;
    const applied = await t.call('POST', '/api/referrals/apply-code', ana.headers, { referral_code: code });
    expect(applied.statusCode).toBe(200);
    await t.db
      .update(referrals)
      .set({ completedAt: new Date(), referrerFreeDays: 7 })
      .where(eq(referrals.referredId, ana.id));
    const paidAt = new Date(Date.now() - 10 * 86_400_000);
    await t.db.insert(subscriptions).values({
      userId: ana.id,
      planType: 'monthly',
      provider: 'stripe',
      providerCustomerId: 'cus_ana',
      providerSubscriptionId: 'sub_ana',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      firstPaidAt: paidAt,
    });
    const box = secretBox(t.config.strava.tokenKey);
    await t.db.insert(stravaConnections).values({
      userId: ana.id,
      athleteId: '9001',
      accessTokenEnc: box.seal('access-9001'),
      refreshTokenEnc: box.seal('refresh-9001'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await t.call('POST', '/api/logs/nutrition', { ...ana.headers, 'idempotency-key': 'k-1' }, mealBody());
    await t.call('POST', '/api/logs/weight', ana.headers, { weight: 77, date: '2025-01-10' });
    const before = await rowsOf(ana.id);
    expect(before['idempotency_keys.user_id']).toBe(1);
    expect(before['nutrition_logs.user_id']).toBe(1);

    const from = fake.calls.length;
    const res = await t.call('DELETE', '/api/user', ana.headers, { confirmation: '  eliminar mi cuenta ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, subscription_canceled: true, strava_disconnected: true });
    expect(fake.calls.slice(from)).toEqual(['DELETE /v1/subscriptions/sub_ana', 'POST /oauth/deauthorize']);

    // Nothing points at her any more, in any table; the codes sent to her phone are gone too.
    const after = await rowsOf(ana.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['idempotency_keys.user_id', 'referrals.referred_id']));
    const codes = await t.db.execute(sql`select count(*)::int as n from auth_codes where phone = ${ana.phone}`);
    expect(rowsIn<{ n: number }>(codes)[0]!.n).toBe(0);
    // Kept for accounting, without the person: the paid plan, and the friend's referral reward.
    const [closed] = await t.db
      .select()
      .from(closedSubscriptions)
      .where(eq(closedSubscriptions.providerSubscriptionId, 'sub_ana'));
    expect(closed).toMatchObject({ planType: 'monthly', provider: 'stripe', firstPaidAt: paidAt });
    expect(JSON.stringify(closed)).not.toContain(ana.id);
    const stats = (await t.call('GET', '/api/referrals/my-stats', friend.headers)).json().data;
    expect(stats.stats).toMatchObject({ total_referrals: 1, completed_referrals: 1, total_free_days: 7 });
    expect(stats.referrals[0].referred_user_id.phone_number).toBe('Cuenta eliminada');

    // The token stops working at once; deleting again is a 401.
    expect((await t.call('GET', '/api/user/info', ana.headers)).statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/user', ana.headers, CONFIRM)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user/export', ana.headers)).statusCode).toBe(401);

    // The same phone signing in again is a new user, who starts the onboarding.
    const again = await signIn(t.app, ana.phone);
    const objective = (await t.call('GET', '/api/user/objective', again.headers)).json();
    expect(objective.onboarding_completed).toBe(false);
    const [newRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, ana.phone));
    expect(newRow!.id).not.toBe(ana.id);
    expect((await t.call('GET', '/api/logs/recent', again.headers)).json()).toMatchObject({ meals: [] });
  });

  it('deletes nothing when Stripe refuses the cancel (502), and treats an already removed subscription as cancelled', async () => {
    const ana = await user();
    await t.db.insert(subscriptions).values({
      userId: ana.id,
      planType: 'three_months',
      provider: 'stripe',
      providerSubscriptionId: 'sub_ana2',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      firstPaidAt: new Date(),
    });
    fake.stripeStatus = 500;
    const refused = await t.call('DELETE', '/api/user', ana.headers, CONFIRM);
    fake.stripeStatus = 200;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'No pudimos cancelar tu suscripción con el proveedor de pagos. Tu cuenta no se eliminó: intenta de nuevo en unos minutos.',
    );
    expect((await t.call('GET', '/api/user/info', ana.headers)).statusCode).toBe(200);

    fake.stripeStatus = 404;
    const res = await t.call('DELETE', '/api/user', ana.headers, CONFIRM);
    fake.stripeStatus = 200;
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/info', ana.headers)).statusCode).toBe(401);
  });

  it("deletes only the caller: another user's data and session stay", async () => {
    const ana = await user();
    const bea = await user();
    await t.call('POST', '/api/logs/nutrition', bea.headers, mealBody({ description: 'De Bea' }));
    expect((await t.call('DELETE', '/api/user', ana.headers, CONFIRM)).statusCode).toBe(200);
    const export_ = await t.call('GET', '/api/user/export', bea.headers);
    expect(export_.statusCode).toBe(200);
    expect(export_.json().nutrition_logs).toHaveLength(1);
    expect((await rowsOf(bea.id))['users.id'] ?? 0).toBe(0);
  });

  it('two deletions at once: one deletes, the other finds no account', async () => {
    const ana = await user();
    const [a, b] = await Promise.all([
      t.call('DELETE', '/api/user', ana.headers, CONFIRM),
      t.call('DELETE', '/api/user', ana.headers, CONFIRM),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    expect([a.statusCode, b.statusCode].every((s) => s === 200 || s === 401)).toBe(true);
  });

  it('keeps no second trial and no second referral for the same phone (issue 31: trial farming)', async () => {
    const bea = await user();
    const code = (await t.call('POST', '/api/referrals/create-code', bea.headers)).json().data.code;
    const ana = await user();
    // Five days into her trial, she applies Bea's code (+7 days), then deletes the account.
    const trialEnd = new Date(Date.now() + 2 * 86_400_000);
    await t.db.update(users).set({ trialEndsAt: trialEnd }).where(eq(users.id, ana.id));
    expect((await t.call('POST', '/api/referrals/apply-code', ana.headers, { referral_code: code })).statusCode).toBe(
      200,
    );
    const [before] = await t.db.select({ trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.id, ana.id));
    expect(before!.trialEndsAt.getTime()).toBe(trialEnd.getTime() + 7 * 86_400_000);
    expect((await t.call('DELETE', '/api/user', ana.headers, CONFIRM)).statusCode).toBe(200);

    // What is kept names no phone: a keyed hash, the trial's end, whether it was referred.
    const kept = await t.db.select().from(phoneHistory);
    const hers = kept.filter((row) => row.trialEndsAt.getTime() === before!.trialEndsAt.getTime());
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({ referred: true, phoneHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(kept)).not.toContain(ana.phone.slice(3));

    // Signing up again with the phone: the same trial end, not a new 7-day trial.
    await t.db.delete(authCodes).where(eq(authCodes.phone, ana.phone));
    const again = await signIn(t.app, ana.phone);
    const [row] = await t.db.select({ trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.phone, ana.phone));
    expect(row!.trialEndsAt.getTime()).toBe(before!.trialEndsAt.getTime());
    // And no second code: neither her 7 days nor Bea's reward come twice.
    const second = await t.call('POST', '/api/referrals/apply-code', again.headers, { referral_code: code });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya usaste un código de referido');
    const [after] = await t.db.select({ trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.phone, ana.phone));
    expect(after!.trialEndsAt.getTime()).toBe(before!.trialEndsAt.getTime());

    // A phone that never had an account still gets the full trial.
    const { phone } = await signIn(t.app);
    const [fresh] = await t.db.select({ trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.phone, phone));
    expect(fresh!.trialEndsAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });
});
