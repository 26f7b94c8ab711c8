import { describe, expect, it } from 'vitest';
import { senderPhones, understandMessage } from './coach-chat.ts';
import { minutesForDistance, workoutCalories } from './activity-log.ts';
import { mealTypeAtHour } from './meal-time.ts';

describe('understandMessage', () => {
  it.each(['sí', 'si', 'Sí!', 'ok', 'OK', '👍', '👍🏽', 'dale', 'listo', 'sí, regístralo'])(
    '%s confirms the draft',
    (text) => {
      expect(understandMessage(text)).toEqual({ kind: 'confirm' });
    },
  );

  it.each(['deshacer', 'Deshacer', 'deshaz', 'borra lo último'])('%s undoes', (text) => {
    expect(understandMessage(text)).toEqual({ kind: 'undo' });
  });

  it.each(['resumen', 'Resumen de hoy', '¿cuánto me queda?', 'Cuanto me queda', '¿cómo voy?'])(
    '%s asks for the summary',
    (text) => {
      expect(understandMessage(text)).toEqual({ kind: 'summary' });
    },
  );

  it.each(['ayuda', 'hola', 'Hola coach', '?', '¿qué puedo hacer?', '🙂', '123'])('%s asks for help', (text) => {
    expect(understandMessage(text)).toEqual({ kind: 'help' });
  });

  it('cancels a draft with no, and reads nothing in an empty message', () => {
    expect(understandMessage('no')).toEqual({ kind: 'cancel' });
    expect(understandMessage('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['peso 77,5', 77.5],
    ['pesé 77.5 kg', 77.5],
    ['Peso: 80', 80],
    ['me pesé 64,25 kilos', 64.3],
    ['mi peso es 90', 90],
  ])('%s is a weight of %s kg', (text, kg) => {
    expect(understandMessage(text)).toEqual({ kind: 'weight', kg });
  });

  it('keeps a weight outside 30–300 kg apart', () => {
    expect(understandMessage('peso 775')).toEqual({ kind: 'weight_out_of_range', kg: 775 });
    expect(understandMessage('peso 20')).toEqual({ kind: 'weight_out_of_range', kg: 20 });
  });

  it.each([
    ['caminé 30 min', 'Walk', 30, null],
    ['Camine 45 minutos', 'Walk', 45, null],
    ['corrí 5 km', 'Run', null, 5],
    ['corri 7,5 kilómetros', 'Run', null, 7.5],
    ['nadé 1 hora', 'Swim', 60, null],
    ['bici 1,5 horas', 'Ride', 90, null],
    ['pesas media hora', 'WeightTraining', 30, null],
    ['Ejercicio: corrí 5k en 28 min', 'Run', 28, 5],
    ['entrené 1 hora y 15 min', 'Workout', 75, null],
  ])('%s is a workout (%s, %s min, %s km)', (text, sport, minutes, km) => {
    expect(understandMessage(text)).toEqual({ kind: 'exercise', sport, minutes, km });
  });

  it('reads two workouts told in one message as two (issue 29)', () => {
    expect(understandMessage('caminé 40 minutos y luego jugué fútbol 1 hora')).toEqual({
      kind: 'exercises',
      workouts: [
        { sport: 'Walk', minutes: 40, km: null },
        { sport: 'Soccer', minutes: 60, km: null },
      ],
    });
    expect(understandMessage('corrí 5 km, después nadé media hora y pesas 45 min')).toEqual({
      kind: 'exercises',
      workouts: [
        { sport: 'Run', minutes: null, km: 5 },
        { sport: 'Swim', minutes: 30, km: null },
        { sport: 'WeightTraining', minutes: 45, km: null },
      ],
    });
    // 'y 15 minutos' is the walk's, not a workout of its own.
    expect(understandMessage('caminé 1 hora y 15 minutos y corrí 5 km')).toEqual({
      kind: 'exercises',
      workouts: [
        { sport: 'Walk', minutes: 75, km: null },
        { sport: 'Run', minutes: null, km: 5 },
      ],
    });
    // One workout, or a second without its time, stays one workout as before.
    expect(understandMessage('entrené 1 hora y 15 min')).toMatchObject({ kind: 'exercise', minutes: 75 });
    expect(understandMessage('caminé 40 min y luego jugué fútbol')).toMatchObject({ kind: 'exercise', sport: 'Walk' });
  });

  it('reads a meal with its meal type, with or without a colon, or from a past-tense verb', () => {
    expect(understandMessage('almuerzo: 2 huevos y una taza de arroz')).toEqual({
      kind: 'meal',
      meal_type: 'lunch',
      text: '2 huevos y una taza de arroz',
    });
    expect(understandMessage('almuerzo 2 huevos y una taza de arroz')).toMatchObject({
      meal_type: 'lunch',
      text: '2 huevos y una taza de arroz',
    });
    expect(understandMessage('Desayuné pan con palta')).toMatchObject({
      meal_type: 'breakfast',
      text: 'pan con palta',
    });
    expect(understandMessage('cené sopa de pollo')).toMatchObject({ meal_type: 'dinner', text: 'sopa de pollo' });
    expect(understandMessage('media tarde: una manzana')).toMatchObject({ meal_type: 'snack', text: 'una manzana' });
    expect(understandMessage('2 huevos revueltos y una taza de arroz')).toEqual({
      kind: 'meal',
      meal_type: null,
      text: '2 huevos revueltos y una taza de arroz',
    });
  });

  it("reads the meal words as the person's country says them: in Mexico 'almuerzo' is the late-morning meal, 'comida' the midday one", () => {
    expect(understandMessage('almorcé chilaquiles verdes', 'mx')).toMatchObject({
      meal_type: 'breakfast',
      text: 'chilaquiles verdes',
    });
    expect(understandMessage('almuerzo: 2 tacos de bistec', 'mx')).toMatchObject({ meal_type: 'breakfast' });
    expect(understandMessage('comida: sopa de fideo y pollo', 'mx')).toMatchObject({
      meal_type: 'lunch',
      text: 'sopa de fideo y pollo',
    });
    expect(understandMessage('comida sopa de fideo', 'mx')).toMatchObject({
      meal_type: 'lunch',
      text: 'sopa de fideo',
    });
    // Elsewhere 'almuerzo' is the midday meal, and 'comida:' any meal.
    expect(understandMessage('almorcé lomo saltado', 'pe')).toMatchObject({ meal_type: 'lunch' });
    expect(understandMessage('comida: lomo saltado', 'pe')).toMatchObject({ meal_type: null, text: 'lomo saltado' });
  });

  it("reads the app's prefilled chat texts", () => {
    expect(understandMessage('Hola coach, quiero registrar mi almuerzo: arroz con pollo')).toEqual({
      kind: 'meal',
      meal_type: 'lunch',
      text: 'arroz con pollo',
    });
    expect(understandMessage('Almuerzo: lomo saltado')).toMatchObject({ meal_type: 'lunch', text: 'lomo saltado' });
    expect(understandMessage('Ejercicio: caminé 30 min')).toMatchObject({ kind: 'exercise', sport: 'Walk' });
    expect(understandMessage('Hola coach, ¿cómo voy hoy?')).toEqual({ kind: 'summary' });
    expect(understandMessage('Hola coach, quiero registrar mi entrenamiento: corrí 5 km')).toMatchObject({
      kind: 'exercise',
      sport: 'Run',
      km: 5,
    });
  });

  it("does not take 'once' (eleven) for Chile's tea without a colon, nor a walk with no time for a workout", () => {
    expect(understandMessage('once galletas')).toMatchObject({ kind: 'meal', meal_type: null, text: 'once galletas' });
    expect(understandMessage('caminé mucho')).toMatchObject({ kind: 'meal' });
  });
});

describe('workout calories (the rule the Strava sync uses)', () => {
  it('is MET × kg × hours, 70 kg when the weight is unknown', () => {
    expect(workoutCalories('Walk', 30, 80)).toBe(140); // 3.5 × 80 × 0.5
    expect(workoutCalories('Run', 30, null)).toBe(343); // 9.8 × 70 × 0.5
    expect(workoutCalories('Unknown', 60, 60)).toBe(300); // the default 5 MET
  });

  it('turns a distance into minutes at the pace of the MET value', () => {
    expect(minutesForDistance('Run', 5)).toBe(30);
    expect(minutesForDistance('Walk', 2.5)).toBe(30);
    expect(minutesForDistance('Swim', 1)).toBeNull();
  });
});

describe('mealTypeAtHour', () => {
  it('is breakfast before 11, lunch before 16, snack before 19, then dinner', () => {
    expect([7, 10, 11, 15, 16, 18, 19, 23].map(mealTypeAtHour)).toEqual([
      'breakfast',
      'breakfast',
      'lunch',
      'lunch',
      'snack',
      'snack',
      'dinner',
      'dinner',
    ]);
  });
});

describe('senderPhones', () => {
  it("maps WhatsApp's Mexican +52 1 and Argentine +54 9 to the numbers people sign up with", () => {
    expect(senderPhones('+5215512345678')).toEqual(['+525512345678', '+5215512345678']);
    expect(senderPhones('+5491123456789')).toEqual(['+5491123456789', '+541123456789']);
    expect(senderPhones('+51987654321')).toEqual(['+51987654321']);
  });
});
