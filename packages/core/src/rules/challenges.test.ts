import { describe, expect, it } from 'vitest';
import {
  CHALLENGES,
  type ChallengeDay,
  challengeById,
  challengeProgress,
  challengeWindow,
  exerciseMinutes,
  mealHasSoda,
} from './challenges.ts';
import { addDays } from './week.ts';

const day = (date: string, over: Partial<ChallengeDay> = {}): ChallengeDay => ({
  date,
  mealsLogged: 0,
  actions: { breakfast: false, lunch: false, dinner: false, weight: false, training: false },
  goals: { calories: false, protein: false },
  points: 0,
  exerciseMinutes: 0,
  soda: false,
  ...over,
});
const week = (start: string, make: (i: number) => Partial<ChallengeDay>, n = 7) =>
  Array.from({ length: n }, (_, i) => day(addDays(start, i), make(i)));
const get = (id: string) => challengeById(id)!;

describe('the catalog', () => {
  it('holds at least 8 challenges of one or two weeks, with unique ids, targets and points', () => {
    expect(CHALLENGES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(CHALLENGES.map((c) => c.id)).size).toBe(CHALLENGES.length);
    for (const c of CHALLENGES) {
      expect([7, 14]).toContain(c.days);
      expect(c.id).toMatch(/^[a-z0-9-]+$/);
      expect(c.points).toBeGreaterThan(0);
      if (c.measure.kind === 'days') expect(c.target).toBeLessThanOrEqual(c.days);
    }
    expect(challengeById('no-existe')).toBeUndefined();
  });
});

describe('challengeWindow', () => {
  it('runs from the day joined for its days', () => {
    expect(challengeWindow(get('pesate-3'), '2026-11-25')).toEqual({ start: '2026-11-25', end: '2026-12-01' });
    expect(challengeWindow(get('entrena-8'), '2026-12-25')).toEqual({ start: '2026-12-25', end: '2027-01-07' });
  });
});

describe('challengeProgress', () => {
  const start = '2026-11-25';
  const progress = (id: string, days: ChallengeDay[]) =>
    challengeProgress(get(id), challengeWindow(get(id), start), days);

  it("counts days with breakfast, lunch and dinner for 'Registra tus 3 comidas 5 días'", () => {
    const all = { breakfast: true, lunch: true, dinner: true, weight: false, training: false };
    const days = week(start, (i) => ({ mealsLogged: 3, actions: i === 2 ? { ...all, dinner: false } : all }));
    expect(progress('tres-comidas', days.slice(0, 4))).toBe(3);
    expect(progress('tres-comidas', days)).toBe(5); // 6 full days, capped at the target
  });

  it('ignores the days before joining and after the window', () => {
    const days = week(addDays(start, -3), () => ({ actions: { ...day(start).actions, weight: true } }), 14);
    // 14 days from start-3: 7 of them are inside the window.
    expect(progress('pesate-3', days)).toBe(3);
    expect(challengeProgress(get('pesate-3'), challengeWindow(get('pesate-3'), addDays(start, 9)), days)).toBe(2);
  });

  it('counts the protein and calorie goals', () => {
    const days = week(start, (i) => ({ goals: { protein: i < 3, calories: i % 2 === 0 } }));
    expect(progress('proteina-en-meta', days)).toBe(3);
    expect(progress('calorias-en-meta', days)).toBe(4);
  });

  it('needs 30 minutes of exercise in the day', () => {
    const days = week(start, (i) => ({ exerciseMinutes: [30, 29.9, 45, 0, 60, 30, 10][i] }));
    expect(progress('ejercicio-30', days)).toBe(4);
  });

  it("'Sin gaseosas 7 días' needs meals logged on all 7 days and no soda", () => {
    const clean = week(start, () => ({ mealsLogged: 2 }));
    expect(progress('sin-gaseosas', clean)).toBe(7);
    expect(
      progress(
        'sin-gaseosas',
        clean.map((d, i) => (i === 3 ? { ...d, soda: true } : d)),
      ),
    ).toBe(6);
    expect(
      progress(
        'sin-gaseosas',
        clean.map((d, i) => (i === 3 ? { ...d, mealsLogged: 0 } : d)),
      ),
    ).toBe(6);
  });

  it("sums the window's points for 'Suma 50 puntos en una semana'", () => {
    expect(
      progress(
        'semana-50-puntos',
        week(start, () => ({ points: 6 })),
      ),
    ).toBe(42);
    expect(
      progress(
        'semana-50-puntos',
        week(start, () => ({ points: 8 })),
      ),
    ).toBe(50);
  });

  it('reads two weeks for a 14-day challenge', () => {
    const days = week(start, (i) => ({ actions: { ...day(start).actions, training: i % 2 === 0 } }), 14);
    expect(progress('entrena-8', days)).toBe(7);
    expect(
      progress(
        'dos-semanas-registrando',
        week(start, () => ({ mealsLogged: 1 }), 14),
      ),
    ).toBe(14);
  });
});

describe('exerciseMinutes', () => {
  it('takes minutes as logged, Strava moving time for km, a running pace for typed km, 100 steps a minute', () => {
    expect(exerciseMinutes({ duration: 45, units: 'minutes', movingTimeSeconds: null })).toBe(45);
    expect(exerciseMinutes({ duration: 6.21, units: 'kilometers', movingTimeSeconds: 1980 })).toBe(33);
    expect(exerciseMinutes({ duration: 5, units: 'kilometers', movingTimeSeconds: null })).toBe(30);
    expect(exerciseMinutes({ duration: 8500, units: 'steps', movingTimeSeconds: null })).toBe(85);
  });
});

describe('mealHasSoda', () => {
  const meal = (description: string, foodIds: string[] = []) => mealHasSoda({ description, foodIds });
  it("finds the catalog's soda among the foods", () => {
    expect(meal('Almuerzo', ['arroz-blanco', 'gaseosa'])).toBe(true);
  });
  it('finds soft drinks named in the text, accents and case aside', () => {
    for (const text of [
      'Hamburguesa con gaseosa',
      'Pollo a la brasa y una Inca Kola',
      'Tacos con refresco',
      'Coca-Cola zero',
      'una coca cola',
      'Pizza y Pepsi',
      'Sprite',
      'GASEOSAS',
    ]) {
      expect(meal(text), text).toBe(true);
    }
  });
  it('does not take crackers, coca tea or juices for soft drinks', () => {
    for (const text of [
      'Galletas de soda con queso',
      'Mate de coca',
      'Jugo de naranja',
      'Agua con gas',
      'Cola de res',
    ]) {
      expect(meal(text), text).toBe(false);
    }
  });
});
