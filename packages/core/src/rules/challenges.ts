/**
 * Challenges (issue 19, docs/commitment-and-challenges.md): the catalog, and a challenge's progress
 * recomputed from the user's days each time it is read. A challenge runs from the day the user
 * joins it for its `days`; only the days of that window count.
 */
import type { Challenge } from '../contract/challenges.ts';
import { MINUTES_PER_KM } from './activity-log.ts';
import { normalizeSearchText } from './search-text.ts';
import { addDays } from './week.ts';

/** What a challenge reads of a day. */
export interface ChallengeDay {
  date: string;
  mealsLogged: number;
  actions: { breakfast: boolean; lunch: boolean; dinner: boolean; weight: boolean; training: boolean };
  goals: { calories: boolean; protein: boolean };
  points: number;
  /** Minutes of exercise logged that day (exerciseMinutes of each workout, summed). */
  exerciseMinutes: number;
  /** Whether a meal of the day holds a soft drink (mealHasSoda). */
  soda: boolean;
}

/** How a challenge counts: a number of days of its window that meet a test, or points summed. */
type Measure = { kind: 'days'; test: (day: ChallengeDay) => boolean } | { kind: 'points' };

export interface ChallengeDefinition {
  id: string;
  title: string;
  description: string;
  /** How long it runs, from the day it is joined. */
  days: 7 | 14;
  /** The days (or points) needed. */
  target: number;
  /** Points it gives once completed. */
  points: number;
  measure: Measure;
}

/** A challenge as the API shows it (the contract's `Challenge`): its definition without the test. */
export const publicChallenge = (c: ChallengeDefinition): Challenge => ({
  id: c.id,
  title: c.title,
  description: c.description,
  days: c.days,
  target: c.target,
  unit: c.measure.kind,
  points: c.points,
});

/** Minutes of exercise that make a day count for '30 min de ejercicio'. */
export const EXERCISE_DAY_MINUTES = 30;

export const CHALLENGES: readonly ChallengeDefinition[] = [
  {
    id: 'tres-comidas',
    title: 'Registra tus 3 comidas 5 días',
    description: 'Desayuno, almuerzo y cena registrados el mismo día, 5 días en una semana.',
    days: 7,
    target: 5,
    points: 30,
    measure: { kind: 'days', test: (d) => d.actions.breakfast && d.actions.lunch && d.actions.dinner },
  },
  {
    id: 'proteina-en-meta',
    title: 'Proteína en meta 4 días',
    description: 'Llega a tu meta de proteína (90–130 % de tu ideal) 4 días en una semana.',
    days: 7,
    target: 4,
    points: 25,
    measure: { kind: 'days', test: (d) => d.goals.protein },
  },
  {
    id: 'pesate-3',
    title: 'Pésate 3 veces esta semana',
    description: 'Registra tu peso 3 días distintos en una semana.',
    days: 7,
    target: 3,
    points: 15,
    measure: { kind: 'days', test: (d) => d.actions.weight },
  },
  {
    id: 'ejercicio-30',
    title: '30 min de ejercicio 5 días',
    description: 'Suma al menos 30 minutos de ejercicio en el día, 5 días en una semana.',
    days: 7,
    target: 5,
    points: 35,
    measure: { kind: 'days', test: (d) => d.exerciseMinutes >= EXERCISE_DAY_MINUTES },
  },
  {
    id: 'sin-gaseosas',
    title: 'Sin gaseosas 7 días',
    description: 'Registra tus comidas los 7 días sin ninguna gaseosa ni refresco.',
    days: 7,
    target: 7,
    points: 40,
    measure: { kind: 'days', test: (d) => d.mealsLogged > 0 && !d.soda },
  },
  {
    id: 'calorias-en-meta',
    title: 'Calorías en meta 5 días',
    description: 'Come entre el 90 y el 110 % de tus calorías ideales 5 días en una semana.',
    days: 7,
    target: 5,
    points: 35,
    measure: { kind: 'days', test: (d) => d.goals.calories },
  },
  {
    id: 'desayuno-diario',
    title: 'Desayuna los 7 días',
    description: 'Registra tu desayuno todos los días de una semana.',
    days: 7,
    target: 7,
    points: 25,
    measure: { kind: 'days', test: (d) => d.actions.breakfast },
  },
  {
    id: 'semana-50-puntos',
    title: 'Suma 50 puntos en una semana',
    description: 'Junta 50 de los 70 puntos posibles en los 7 días del reto.',
    days: 7,
    target: 50,
    points: 40,
    measure: { kind: 'points' },
  },
  {
    id: 'entrena-8',
    title: 'Entrena 8 días en dos semanas',
    description: 'Registra ejercicio 8 días distintos en 14 días.',
    days: 14,
    target: 8,
    points: 45,
    measure: { kind: 'days', test: (d) => d.actions.training },
  },
  {
    id: 'dos-semanas-registrando',
    title: 'Registra comidas 14 días seguidos',
    description: 'Al menos una comida registrada cada día durante dos semanas.',
    days: 14,
    target: 14,
    points: 50,
    measure: { kind: 'days', test: (d) => d.mealsLogged > 0 },
  },
];

/**
 * Days after a window's end during which logs still complete it (a dinner logged the next morning):
 * after that an unfinished attempt is over for good.
 */
export const LATE_LOG_DAYS = 7;

export function challengeById(id: string): ChallengeDefinition | undefined {
  return CHALLENGES.find((c) => c.id === id);
}

/** The window of a challenge joined on `joinedOn`: that day and the days after it, `days` in all. */
export function challengeWindow(challenge: ChallengeDefinition, joinedOn: string): { start: string; end: string } {
  return { start: joinedOn, end: addDays(joinedOn, challenge.days - 1) };
}

/** Progress over the window's days (the days given outside it are ignored), at most the target. */
export function challengeProgress(
  challenge: ChallengeDefinition,
  window: { start: string; end: string },
  days: readonly ChallengeDay[],
): number {
  const inside = days.filter((d) => d.date >= window.start && d.date <= window.end);
  const { measure } = challenge;
  const value =
    measure.kind === 'points'
      ? inside.reduce((sum, d) => sum + d.points, 0)
      : inside.filter((d) => measure.test(d)).length;
  return Math.min(challenge.target, value);
}

/** Steps a minute counted as exercise: ~100 steps a minute is a brisk, moderate walk (Tudor-Locke et al., 2018). */
export const STEPS_PER_MINUTE = 100;

/**
 * A workout's minutes: minutes as logged; a synced run or ride in km by Strava's moving time; a
 * distance typed by hand at a running pace (the pace the coach uses for 'corrí 5 km'); steps at
 * STEPS_PER_MINUTE.
 */
export function exerciseMinutes(log: { duration: number; units: string; movingTimeSeconds: number | null }): number {
  if (log.units === 'minutes') return log.duration;
  if (log.units === 'kilometers') {
    return log.movingTimeSeconds !== null ? log.movingTimeSeconds / 60 : log.duration * (MINUTES_PER_KM.Run ?? 6);
  }
  if (log.units === 'steps') return log.duration / STEPS_PER_MINUTE;
  return 0;
}

/** The catalog's soft drink (food id), and the words that name one in a meal's description. */
export const SODA_FOOD_IDS: readonly string[] = ['gaseosa'];
const SODA_WORDS =
  /\b(gaseosas?|refrescos?|sodas?|coca ?-?colas?|cocacolas?|coca (light|zero)|pepsi|inca ?kola|kola real|big cola|sprite|fanta|7 ?up|seven ?up|guarana|ginger ale|cola light|cola zero)\b/;
// 'Galletas de soda' (crackers) and 'bicarbonato de soda' are not drinks.
const NOT_SODA = /\b(galletas?( de)? soda|bicarbonato( de)? soda)\b/g;

/** Whether a meal holds a soft drink: the catalog's soda among its foods, or one named in its text. */
export function mealHasSoda(meal: { description: string; foodIds: readonly string[] }): boolean {
  if (meal.foodIds.some((id) => SODA_FOOD_IDS.includes(id))) return true;
  const text = normalizeSearchText(meal.description).replace(NOT_SODA, ' ');
  return SODA_WORDS.test(text);
}
