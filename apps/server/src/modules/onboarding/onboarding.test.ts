import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ANA_INFO as ANA,
  ANA_ANSWERS as ANSWERS,
  ANA_WEIGHT_GOAL,
} from '@nutricoach/core/contract/onboarding.test-support';
import { userTargets, users, weightMeasurements } from '../../db/schema.ts';
import { createTestApp, type RequestHeaders, signIn, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function onboardedUser(info: object = ANA, goal = ANA_WEIGHT_GOAL, answers: object = ANSWERS) {
  const session = await signIn(t.app);
  const h = { ...session.headers, 'x-time-zone': 'America/Lima' };
  expect((await t.call('PUT', '/api/user/info', h, { personal_info: info })).statusCode).toBe(200);
  expect((await t.call('PUT', '/api/user/weight-goal', h, { weight_goal: goal })).statusCode).toBe(200);
  const q = await t.call('PUT', '/api/user/questionnaire', h, answers);
  expect(q.statusCode, q.body).toBe(200);
  return { ...session, h, questionnaire: q.json() };
}

describe('the worked example of docs/targets.md', () => {
  it('gives a woman of 34, 165 cm, 78 kg, goal 65 kg, cardio, 20 % deficit, smart_balanced the hand-computed targets and plan', async () => {
    const { h, phone } = await onboardedUser();
    const objective = await t.call('PUT', '/api/user/diet-type', h, { diet_type: 'smart_balanced' });
    expect(objective.json()).toMatchObject({
      objective: 'lose_weight',
      diet_type: 'smart_balanced',
      deficit: 20,
      onboarding_completed: false,
    });

    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    const targets = await t.db.select().from(userTargets).where(eq(userTargets.userId, user!.id));
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatchObject({ calories: 1628, protein: 122, carbs: 163, fat: 54 });

    const plan = await t.call('GET', '/api/user/plan', h);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toEqual({
      total: { weight: 78, weight_lose: 13, weeks: 36, bmr: 1480, deficit: 20 },
      momentum: { weeks: 4, weight_lose: 1.7 },
      consistency: { weeks: 28, weight_lose: 10.1 },
      maintenance: { weeks: 4, weight_lose: 1.2 },
    });
  });
});

describe('personal data', () => {
  it("stores and returns /user/info, and records the weight as today's measurement", async () => {
    const { h, phone } = await onboardedUser();
    expect((await t.call('GET', '/api/user/info', h)).json()).toEqual({ personal_info: ANA, country: 'pe' });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    const weights = await t.db.select().from(weightMeasurements).where(eq(weightMeasurements.userId, user!.id));
    expect(weights.map((w) => w.weight)).toEqual([78]);
    expect((await t.call('GET', '/api/user/weight-goal', h)).json()).toEqual({
      gender: 'female',
      age: 34,
      weight: 78,
      weight_goal: 65,
    });
  });

  it('answers null personal data to a new user', async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/user/info', headers)).json()).toEqual({ personal_info: null, country: 'pe' });
    expect((await t.call('GET', '/api/user/weight-goal', headers)).json()).toEqual({
      gender: null,
      age: null,
      weight: null,
      weight_goal: null,
    });
    expect((await t.call('GET', '/api/user/objective', headers)).json()).toEqual({
      objective: 'lose_weight',
      diet_type: null,
      deficit: null,
      onboarding_completed: false,
      onboarding_type: 'default',
    });
  });

  it('refuses impossible values with 400 and a Spanish message', async () => {
    const { headers } = await signIn(t.app);
    const bad = [
      [{ personal_info: { ...ANA, age: 200 } }, 'La edad debe estar entre 14 y 100 años'],
      [{ personal_info: { ...ANA, height: 20 } }, 'La estatura debe estar entre 120 y 230 cm'],
      [{ personal_info: { ...ANA, weight: -3 } }, 'El peso debe estar entre 30 y 300 kg'],
      [{ personal_info: { ...ANA, gender: 'x' } }, 'El sexo debe ser hombre o mujer'],
      [{ personal_info: { ...ANA, name: '   ' } }, 'El nombre es obligatorio'],
      [{}, 'Faltan tus datos personales'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await t.call('PUT', '/api/user/info', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses, once the onboarding is over, a goal above the weight when losing weight, and a goal too low for the height', async () => {
    const { h: headers } = await onboardedUser();
    expect((await t.call('POST', '/api/user/onboarding-completed', headers)).statusCode).toBe(200);
    const above = await t.call('PUT', '/api/user/weight-goal', headers, { weight_goal: 90 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('Tu peso meta debe ser menor o igual a tu peso actual');
    const tooLow = await t.call('PUT', '/api/user/weight-goal', headers, { weight_goal: 40 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('Ese peso meta es demasiado bajo para tu estatura');
    expect((await t.call('PUT', '/api/user/weight-goal', headers, { weight_goal: 'x' })).statusCode).toBe(400);
  });
});

describe('the objective the goal weight says at the onboarding (issue 29)', () => {
  const objectiveOf = async (h: RequestHeaders) => (await t.call('GET', '/api/user/objective', h)).json();
  const todayTarget = async (h: RequestHeaders) =>
    (await t.call('GET', '/api/summaries/daily', h)).json().summary.ideal;

  it('keeps the weight within 1 kg of it: maintain, no deficit, targets at the expenditure', async () => {
    const keep = await onboardedUser(ANA, ANA.weight);
    expect(await objectiveOf(keep.h)).toMatchObject({ objective: 'maintain_weight', deficit: 0 });
    const lose = await onboardedUser();
    expect(await objectiveOf(lose.h)).toMatchObject({ objective: 'lose_weight', deficit: 20 });
    // Same person, same answers and diet: keeping eats what losing 20 % takes off.
    for (const { h } of [keep, lose]) await t.call('PUT', '/api/user/diet-type', h, { diet_type: 'smart_balanced' });
    const [kept, lost] = [(await todayTarget(keep.h)).calories, (await todayTarget(lose.h)).calories];
    expect(lost).toBeGreaterThan(0);
    expect(Math.round((lost / kept) * 100)).toBe(80);
    expect(await objectiveOf((await onboardedUser(ANA, ANA.weight - 1)).h)).toMatchObject({
      objective: 'maintain_weight',
    });
  });

  it('gains above it, with a surplus; the 30-day lock starts only at the first change the person makes', async () => {
    const gain = await onboardedUser(ANA, ANA.weight + 5);
    expect(await objectiveOf(gain.h)).toMatchObject({ objective: 'gain_weight', deficit: 0 });
    expect((await t.call('POST', '/api/user/onboarding-completed', gain.h)).statusCode).toBe(200);
    const first = await t.call('PUT', '/api/user/objective', gain.h, { objective: 'maintain_weight' });
    expect(first.statusCode).toBe(200);
    const second = await t.call('PUT', '/api/user/objective', gain.h, { objective: 'gain_weight' });
    expect(second.statusCode).toBe(409);
  });
});

describe('PUT /api/user/questionnaire', () => {
  it('computes the weight-loss percentage and stores the answers', async () => {
    const { h, questionnaire } = await onboardedUser();
    expect(questionnaire.data.weight_loss_percentage).toBe(16.67); // (78 − 65) / 78 × 100
    expect((await t.call('GET', '/api/user/questionnaire', h)).json().data).toMatchObject({
      mindset: 'progressive',
      budget_level: null,
    });
  });

  it('needs the weight and goal first', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('PUT', '/api/user/questionnaire', headers, ANSWERS);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Primero guarda tu peso y tu peso meta');
  });

  it("sets budget medium for 'strict' without one and drops it for 'flex'", async () => {
    const { h } = await onboardedUser(ANA, 65, { ...ANSWERS, recommendation_type: 'strict' });
    expect((await t.call('GET', '/api/preferences/recommendation-type', h)).json()).toEqual({
      data: { recommendation_type: 'strict' },
    });
    expect((await t.call('GET', '/api/preferences/budget-level', h)).json()).toEqual({
      data: { budget_level: 'medium' },
    });
    const flex = await t.call('PUT', '/api/user/questionnaire', h, {
      ...ANSWERS,
      recommendation_type: 'flex',
      budget_level: 'high',
    });
    expect(flex.json().data.budget_level).toBeNull();
  });

  it('refuses a physiological stage the age does not allow, and ignores it for men', async () => {
    const { headers } = await signIn(t.app);
    await t.call('PUT', '/api/user/info', headers, { personal_info: { ...ANA, age: 52 } });
    await t.call('PUT', '/api/user/weight-goal', headers, { weight_goal: 65 });
    const res = await t.call('PUT', '/api/user/questionnaire', headers, {
      ...ANSWERS,
      physiological_conditions: 'pregnancy',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Esa etapa no corresponde a tu edad');
    const ok = await t.call('PUT', '/api/user/questionnaire', headers, {
      ...ANSWERS,
      physiological_conditions: 'menopause',
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/api/user/diet-condition', headers)).json()).toEqual({ diet_condition: 'menopause' });

    const man = await onboardedUser({ ...ANA, gender: 'male' }, 70, {
      ...ANSWERS,
      physiological_conditions: 'pregnancy',
    });
    expect(man.questionnaire.data.physiological_conditions).toBeNull();
  });

  it('takes the medical path: objective medical, the medical diet, a 10 % deficit', async () => {
    const { h } = await onboardedUser(ANA, 65, { ...ANSWERS, medical_conditions: 'diabetes_type_2' });
    expect((await t.call('GET', '/api/user/objective', h)).json()).toMatchObject({
      objective: 'medical',
      diet_type: 'type_2_diabetes',
      deficit: 10,
    });
  });

  it("refuses a malformed body with the field's message", async () => {
    const { h } = await onboardedUser();
    const res = await t.call('PUT', '/api/user/questionnaire', h, { ...ANSWERS, meal_habits: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Elige al menos una comida');
    expect((await t.call('PUT', '/api/user/questionnaire', h, { ...ANSWERS, mindset: 'lazy' })).json().message).toBe(
      'Elige cómo quieres vivir tu proceso',
    );
  });
});

describe('diets, deficit and objective', () => {
  it('lists the diets of an objective with bullets and macro percentages', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('GET', '/api/diet-type?objective=medical', headers);
    expect(res.statusCode).toBe(200);
    const diets = res.json();
    expect(diets.map((d: { diet: string }) => d.diet)).toEqual(
      expect.arrayContaining(['insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia']),
    );
    for (const d of diets) {
      expect(d._id).toBe(d.diet);
      expect(d.macro_type.protein + d.macro_type.carbs + d.macro_type.fat).toBe(100);
      expect(d.bullets.length).toBeGreaterThan(0);
    }
    expect((await t.call('GET', '/api/diet-type?objective=fly', headers)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/diet-type', headers)).statusCode).toBe(400);
  });

  it('accepts only the deficits 0, 10, 20 and 30, and recomputes the targets', async () => {
    const { h, phone } = await onboardedUser();
    await t.call('PUT', '/api/user/diet-type', h, { diet_type: 'smart_balanced' });
    const res = await t.call('PUT', '/api/user/deficit', h, { deficit: 15 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El déficit debe ser 0, 10, 20 o 30 %');
    expect((await t.call('PUT', '/api/user/deficit', h, { deficit: 30 })).json().deficit).toBe(30);
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    const [targets] = await t.db.select().from(userTargets).where(eq(userTargets.userId, user!.id));
    expect(targets!.calories).toBe(Math.round(2035.34375 * 0.7)); // 1425
  });

  it('refuses an unknown diet', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('PUT', '/api/user/diet-type', headers, { diet_type: 'pizza' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Elige una dieta válida');
  });

  it('never offers kidney_failure, and refuses it with a Spanish message (it needs a clinician)', async () => {
    const { h } = await onboardedUser();
    for (const objective of ['lose_weight', 'medical', 'maintain_weight', 'gain_weight']) {
      const listed = (await t.call('GET', `/api/diet-type?objective=${objective}`, h)).json();
      expect(listed.map((d: { diet: string }) => d.diet)).not.toContain('kidney_failure');
    }
    expect(
      (await t.call('GET', '/api/diet-type?objective=medical', h)).json().map((d: { diet: string }) => d.diet),
    ).toEqual(['insulin_resistance', 'type_2_diabetes', 'fatty_liver', 'lipidemia']);
    const res = await t.call('PUT', '/api/user/diet-type', h, { diet_type: 'kidney_failure' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Esta dieta necesita el seguimiento de un profesional de la salud y no se puede elegir en la app',
    );
    expect((await t.call('GET', '/api/user/objective', h)).json().diet_type).not.toBe('kidney_failure');
  });

  it('answers 404 for the plan until the questionnaire is done', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('GET', '/api/user/plan', headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Completa el cuestionario para ver tu plan');
  });

  it('lets the objective change freely during onboarding and once every 30 days after it', async () => {
    const { h, phone } = await onboardedUser();
    expect((await t.call('PUT', '/api/user/objective', h, { objective: 'maintain_weight' })).json().objective).toBe(
      'maintain_weight',
    );
    expect((await t.call('PUT', '/api/user/objective', h, { objective: 'lose_weight' })).statusCode).toBe(200);
    await t.call('POST', '/api/user/onboarding-completed', h);
    expect((await t.call('PUT', '/api/user/objective', h, { objective: 'gain_weight' })).statusCode).toBe(200);
    const again = await t.call('PUT', '/api/user/objective', h, { objective: 'lose_weight' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'OBJECTIVE_CHANGE_TOO_FREQUENT',
      message: 'Solo puedes cambiar tu objetivo cada 30 días. Por favor, espera antes de realizar otro cambio.',
    });
    await t.db
      .update(users)
      .set({ objectiveChangedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.phone, phone));
    expect((await t.call('PUT', '/api/user/objective', h, { objective: 'lose_weight' })).statusCode).toBe(200);
  });
});

describe('completing the onboarding', () => {
  it('saves allergies and eating style, marks it done, sets the default reminders and one referral code', async () => {
    const { h } = await onboardedUser();
    const restr = await t.call('PUT', '/api/user/allergies-dislikes', h, {
      allergies: ['dairy', 'Kiwi'],
      dislikes: [],
      eating_style: 'vegetarian',
    });
    expect(restr.json()).toEqual({ allergies: ['dairy', 'Kiwi'], dislikes: [], eating_style: 'vegetarian' });
    const done = await t.call('POST', '/api/user/onboarding-completed', h);
    expect(done.json().onboarding_completed).toBe(true);
    const code1 = (await t.call('POST', '/api/referrals/create-code', h)).json().data.code;
    const code2 = (await t.call('POST', '/api/referrals/create-code', h)).json().data.code;
    expect(code1).toMatch(/^[A-Z0-9]{8}$/);
    expect(code2).toBe(code1);
    expect((await t.call('GET', '/api/user/objective', h)).json().onboarding_completed).toBe(true);
  });

  it('reads back the saved allergies and eating style, and answers a new user an empty list and none', async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/user/allergies-dislikes', headers)).json()).toEqual({
      allergies: [],
      dislikes: [],
      eating_style: 'none',
    });
    await t.call('PUT', '/api/user/allergies-dislikes', headers, {
      allergies: ['gluten', 'egg', 'Fresa', 'gluten'],
      dislikes: [],
      eating_style: 'vegan',
    });
    const saved = await t.call('GET', '/api/user/allergies-dislikes', headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ allergies: ['gluten', 'egg', 'Fresa'], dislikes: [], eating_style: 'vegan' });
    // A body without eating_style keeps the stored one.
    await t.call('PUT', '/api/user/allergies-dislikes', headers, { allergies: [], dislikes: [] });
    expect((await t.call('GET', '/api/user/allergies-dislikes', headers)).json()).toEqual({
      allergies: [],
      dislikes: [],
      eating_style: 'vegan',
    });
  });

  it('answers 401 to GET /user/allergies-dislikes without a session', async () => {
    expect((await t.call('GET', '/api/user/allergies-dislikes', {})).statusCode).toBe(401);
  });

  it('refuses a malformed allergy list', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('PUT', '/api/user/allergies-dislikes', headers, { allergies: [''], dislikes: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ninguna alergia puede estar vacía');
    expect((await t.call('PUT', '/api/user/allergies-dislikes', headers, { allergies: 'dairy' })).statusCode).toBe(400);
  });

  it('keeps the tour flag', async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/user/tour-completed', headers)).json()).toEqual({ tour_completed: false });
    // The body is required (issue 32: an empty PUT answered 200); `{}` means done, as the flag defaults to true.
    const empty = await t.call('PUT', '/api/user/tour-completed', headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Envía { "tour_completed": true } para marcar el recorrido como terminado');
    expect((await t.call('GET', '/api/user/tour-completed', headers)).json()).toEqual({ tour_completed: false });
    expect((await t.call('PUT', '/api/user/tour-completed', headers, {})).json()).toEqual({ tour_completed: true });
    expect((await t.call('GET', '/api/user/tour-completed', headers)).json()).toEqual({ tour_completed: true });
  });
});

describe('preferences', () => {
  it("sets budget medium when 'strict' is chosen with none set", async () => {
    const { headers } = await signIn(t.app);
    expect((await t.call('GET', '/api/preferences/budget-level', headers)).json()).toEqual({
      data: { budget_level: 'medium' },
    });
    await t.call('PUT', '/api/preferences/recommendation-type', headers, { recommendation_type: 'strict' });
    expect((await t.call('PUT', '/api/preferences/budget-level', headers, { budget_level: 'low' })).json()).toEqual({
      data: { budget_level: 'low' },
    });
    await t.call('PUT', '/api/preferences/recommendation-type', headers, { recommendation_type: 'flex' });
    await t.call('PUT', '/api/preferences/recommendation-type', headers, { recommendation_type: 'strict' });
    expect((await t.call('GET', '/api/preferences/budget-level', headers)).json()).toEqual({
      data: { budget_level: 'low' },
    });
    expect((await t.call('PUT', '/api/preferences/budget-level', headers, { budget_level: 'rich' })).statusCode).toBe(
      400,
    );
  });
});

describe('ownership', () => {
  it("never shows one user another's data", async () => {
    const a = await onboardedUser();
    const b = await signIn(t.app);
    expect((await t.call('GET', '/api/user/info', b.headers)).json()).toEqual({ personal_info: null, country: 'pe' });
    expect((await t.call('GET', '/api/user/info', a.h)).json().personal_info.name).toBe('Ana');
  });
});
