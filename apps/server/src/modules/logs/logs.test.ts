import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@nutricoach/core/rules/week';
import { createTestApp, onboard, signIn, type TestApp, testToday } from '../../test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = testToday;

const meal = (over: object = {}) => ({
  date: today(),
  meal_type: 'breakfast',
  description: 'Avena con plátano',
  calories: 350,
  protein: 12,
  fat: 8,
  carbs: 58,
  ...over,
});
const workout = (over: object = {}) => ({
  date: today(),
  description: 'Correr',
  duration: 30,
  units: 'minutes',
  calories: 280,
  ...over,
});

describe('meal logs', () => {
  it('creates a meal and answers it with its _id; edits and deletes it', async () => {
    const { headers } = await signIn(t.app);
    const created = await t.call('POST', '/api/logs/nutrition', headers, { nutrition_log: meal() });
    expect(created.statusCode).toBe(201);
    const log = created.json();
    expect(log).toMatchObject({
      _id: expect.any(String),
      meal_type: 'breakfast',
      description: 'Avena con plátano',
      calories: 350,
      image_url: null,
    });

    const edited = await t.call('PUT', `/api/logs/nutrition/${log._id}`, headers, {
      nutrition_log: meal({ calories: 400, meal_type: 'lunch' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: log._id, calories: 400, meal_type: 'lunch' });

    expect((await t.call('DELETE', `/api/logs/nutrition/${log._id}`, headers)).json()).toEqual({ _id: log._id });
    expect((await t.call('DELETE', `/api/logs/nutrition/${log._id}`, headers)).statusCode).toBe(404);
  });

  it('validates every field with a Spanish message (docs/product.md §5)', async () => {
    const { headers } = await signIn(t.app);
    const cases: [object, string][] = [
      [meal({ description: '  ' }), 'La descripción es obligatoria'],
      [meal({ meal_type: 'brunch' }), 'El tipo de comida es obligatorio'],
      [meal({ calories: -1 }), 'Las calorías no pueden ser negativas'],
      [meal({ protein: 'mucho' }), 'La proteína debe ser un número'],
      [meal({ date: '2026-13-45' }), 'La fecha no es válida'],
      [meal({ date: 'ayer' }), 'La fecha debe tener el formato AAAA-MM-DD'],
      [meal({ image_url: 'javascript:alert(1)' }), 'La imagen debe ser una URL http(s)'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/api/logs/nutrition', headers, { nutrition_log: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.call('POST', '/api/logs/nutrition', headers, {})).json().message).toBe(
      'Faltan los datos de la comida',
    );
  });

  it('refuses a date in the future of the user', async () => {
    const { headers } = await signIn(t.app);
    const res = await t.call('POST', '/api/logs/nutrition', headers, {
      nutrition_log: meal({ date: addDays(today(), 1) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No puedes registrar en una fecha futura');
  });
});

describe('exercise logs', () => {
  it('creates, edits and deletes a workout', async () => {
    const { headers } = await signIn(t.app);
    const created = await t.call('POST', '/api/logs/training', headers, { training_log: workout() });
    expect(created.statusCode).toBe(201);
    const log = created.json();
    expect(log).toMatchObject({
      description: 'Correr',
      duration: 30,
      units: 'minutes',
      calories: 280,
      strava_activity_id: null,
    });
    const edited = await t.call('PUT', `/api/logs/training/${log._id}`, headers, {
      training_log: workout({ duration: 8000, units: 'steps' }),
    });
    expect(edited.json()).toMatchObject({ duration: 8000, units: 'steps' });
    expect((await t.call('DELETE', `/api/logs/training/${log._id}`, headers)).statusCode).toBe(200);
  });

  it("works out the calories left out from the sport, the time and the person's weight, as the coach does (issue 29)", async () => {
    const { headers } = await signIn(t.app);
    await onboard(t, headers, { personalInfo: { weight: 72 } });
    const walk = { date: today(), description: 'Caminata en el malecón', duration: 45, units: 'minutes' };
    const created = await t.call('POST', '/api/logs/training', headers, { training_log: walk });
    expect(created.statusCode).toBe(201);
    // 3.5 MET × 72 kg × 0.75 h
    expect(created.json()).toMatchObject({ description: 'Caminata en el malecón', calories: 189 });
    // Typed calories are kept as typed.
    const typed = await t.call('POST', '/api/logs/training', headers, { training_log: { ...walk, calories: 150 } });
    expect(typed.json().calories).toBe(150);
    // Kilometres of a sport without a pace: the time, so the calories, cannot be known.
    const swim = { ...walk, description: 'Natación', duration: 2, units: 'kilometers' };
    const refused = await t.call('POST', '/api/logs/training', headers, { training_log: swim });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Escribe las calorías quemadas: no podemos calcularlas para este ejercicio');
  });

  it('validates duration, unit and calories', async () => {
    const { headers } = await signIn(t.app);
    expect(
      (await t.call('POST', '/api/logs/training', headers, { training_log: workout({ duration: -5 }) })).json().message,
    ).toBe('La duración no puede ser negativa');
    expect(
      (await t.call('POST', '/api/logs/training', headers, { training_log: workout({ units: 'hours' }) })).json()
        .message,
    ).toBe('La unidad es obligatoria');
    expect(
      (await t.call('POST', '/api/logs/training', headers, { training_log: workout({ calories: null }) })).statusCode,
    ).toBe(400);
  });
});

describe("another user's logs", () => {
  it('are 404 to read through, edit or delete, and stay untouched', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const mealA = (await t.call('POST', '/api/logs/nutrition', a.headers, { nutrition_log: meal() })).json();
    const workoutA = (await t.call('POST', '/api/logs/training', a.headers, { training_log: workout() })).json();

    expect(
      (await t.call('PUT', `/api/logs/nutrition/${mealA._id}`, b.headers, { nutrition_log: meal({ calories: 1 }) }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/logs/nutrition/${mealA._id}`, b.headers)).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/logs/training/${workoutA._id}`, b.headers, { training_log: workout() })).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/logs/training/${workoutA._id}`, b.headers)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/logs/training/not-a-uuid', b.headers)).statusCode).toBe(404);

    const bDay = (await t.call('GET', `/api/summaries/daily?date=${today()}`, b.headers)).json();
    expect(bDay.logs).toEqual([]);
    expect(bDay.training).toEqual([]);
    const aDay = (await t.call('GET', `/api/summaries/daily?date=${today()}`, a.headers)).json();
    expect(aDay.logs[0]).toMatchObject({ _id: mealA._id, calories: 350 });
  });
});

describe('weight', () => {
  it("keeps the onboarding's weight as the start when a weigh-in the same day replaces that day's (issue 29)", async () => {
    const { headers } = await signIn(t.app);
    await onboard(t, headers, { personalInfo: { weight: 72 } });
    await t.call('POST', '/api/logs/weight', headers, { date: today(), weight: 71.8 });
    // A later edit of the personal data is a weight of that day, not a new start.
    const info = (await t.call('GET', '/api/user/info', headers)).json().personal_info;
    await t.call('PUT', '/api/user/info', headers, { personal_info: { ...info, weight: 71.5 } });
    const history = (await t.call('GET', '/api/summaries/weight-measurement', headers)).json();
    expect(history.weight_measurements).toEqual([{ date: today(), weight: 71.5 }]);
    expect(history.start).toEqual({ date: today(), weight: 72 });
  });

  it('keeps one value a day: a new entry that day replaces it', async () => {
    const { headers } = await signIn(t.app);
    await t.call('POST', '/api/logs/weight', headers, { date: today(), weight: 80.24 });
    const second = await t.call('POST', '/api/logs/weight', headers, { date: today(), weight: 79.6 });
    expect(second.json()).toEqual({ date: today(), weight: 79.6 });
    await t.call('POST', '/api/logs/weight', headers, { date: addDays(today(), -3), weight: 81 });
    const history = (await t.call('GET', '/api/summaries/weight-measurement', headers)).json();
    expect(history.weight_measurements).toEqual([
      { date: addDays(today(), -3), weight: 81 },
      { date: today(), weight: 79.6 },
    ]);
    expect((await t.call('GET', '/api/summaries/daily', headers)).json().weight).toBe(79.6);
    expect((await t.call('POST', '/api/logs/weight', headers, { date: today(), weight: 3 })).json().message).toBe(
      'El peso debe estar entre 30 y 300 kg',
    );
  });
});
