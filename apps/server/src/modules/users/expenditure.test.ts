/** GET /user/expenditure and 'Ajustar mi meta' (issue 19), on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { estimateExpenditure } from '@nutricoach/core/rules/expenditure';
import { fourWeeksLosingHalfAKilo, onboard, type RequestHeaders, signIn, useTestApp } from '../../test-support/app.ts';

const t = useTestApp();

const fourWeeksOfData = (userId: string) => fourWeeksLosingHalfAKilo(t.db, userId);

async function onboarded(): Promise<{ headers: RequestHeaders; userId: string }> {
  const { headers } = await signIn(t.app);
  await onboard(t, headers);
  const me = await t.call('GET', '/api/user/export', headers);
  return { headers, userId: me.json().profile.id };
}

describe('GET /api/user/expenditure', () => {
  it('says what is missing for a new user instead of guessing', async () => {
    const { headers } = await onboarded();
    const res = await t.call('GET', '/api/user/expenditure', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      expenditure: null,
      confidence: null,
      days_used: 0,
      plan_tdee: 2035,
      plan_tdee_measured: false,
      offer: null,
    });
    expect(res.json().missing).toMatch(/^Para calcular tu gasto real necesitamos 14 días más/);
  });

  it("measures four weeks at 2,000 kcal losing 0.5 kg a week as about 2,530 kcal and offers 'Ajustar mi meta'", async () => {
    const { headers, userId } = await onboarded();
    await fourWeeksOfData(userId);
    const res = await t.call('GET', '/api/user/expenditure', headers);
    const body = res.json();
    expect(body.days_used).toBe(28);
    expect(body.weigh_ins).toBe(28);
    expect(body.trend_kg_per_week).toBeCloseTo(-0.5, 1);
    expect(body.confidence).toBe('high');
    expect(Math.abs(body.expenditure - 2550)).toBeLessThan(40);
    // Ana's 20 % deficit is kept: 80 % of the measured expenditure.
    expect(body.offer).toEqual({
      current_tdee: 2035,
      new_tdee: body.expenditure,
      current_calories: 1628,
      new_calories: Math.round(body.expenditure * 0.8),
    });
  });

  it('accepting moves the daily summary targets from today and the offer goes away for the week', async () => {
    const { headers, userId } = await onboarded();
    await fourWeeksOfData(userId);
    const offer = (await t.call('GET', '/api/user/expenditure', headers)).json().offer;
    const res = await t.call('POST', '/api/user/expenditure/adjust', headers, { decision: 'accept' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan_tdee: offer.new_tdee, plan_tdee_measured: true, offer: null });

    const summary = (await t.call('GET', '/api/summaries/daily', headers)).json();
    expect(summary.summary.ideal.calories).toBe(offer.new_calories);
    // smart_balanced 30 / 40 / 30
    expect(summary.summary.ideal.protein).toBe(Math.round((offer.new_calories * 0.3) / 4));
    // A later change of deficit keeps the measured expenditure: 10 % of it.
    await t.call('PUT', '/api/user/deficit', headers, { deficit: 10 });
    const after = (await t.call('GET', '/api/summaries/daily', headers)).json();
    expect(after.summary.ideal.calories).toBe(Math.round(offer.new_tdee * 0.9));

    const again = await t.call('POST', '/api/user/expenditure/adjust', headers, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No hay un ajuste de meta disponible esta semana.');
  });

  it('declining keeps the targets and hides the offer until next week', async () => {
    const { headers, userId } = await onboarded();
    await fourWeeksOfData(userId);
    const res = await t.call('POST', '/api/user/expenditure/adjust', headers, { decision: 'decline' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan_tdee: 2035, plan_tdee_measured: false, offer: null });
    expect((await t.call('GET', '/api/summaries/daily', headers)).json().summary.ideal.calories).toBe(1628);
  });

  it('reads only the caller’s data, and refuses a bad answer in Spanish', async () => {
    const a = await onboarded();
    await fourWeeksOfData(a.userId);
    const b = await onboarded();
    expect((await t.call('GET', '/api/user/expenditure', b.headers)).json()).toMatchObject({
      expenditure: null,
      days_used: 0,
      weigh_ins: 0,
    });
    const bad = await t.call('POST', '/api/user/expenditure/adjust', b.headers, { decision: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("La decisión debe ser 'accept' o 'decline'");
    const none = await t.call('POST', '/api/user/expenditure/adjust', b.headers, { decision: 'accept' });
    expect(none.statusCode).toBe(409);
    expect((await t.call('GET', '/api/user/expenditure')).statusCode).toBe(401);
  });

  it('uses the same rule as core: the answer equals estimateExpenditure on the stored days', async () => {
    const { headers, userId } = await onboarded();
    const days = await fourWeeksOfData(userId);
    const core = estimateExpenditure(
      days.map((date, i) => ({ date, intake: 2000, weight: Math.round((80 - (0.5 / 7) * i) * 10) / 10 })),
      { gender: 'female', age: 34, height: 165, weight: 78 },
    );
    expect((await t.call('GET', '/api/user/expenditure', headers)).json().expenditure).toBe(core.expenditure);
  });
});
