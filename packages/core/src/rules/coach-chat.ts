/**
 * What a WhatsApp message to the coach asks for (issue 16, docs/whatsapp-coach.md): a yes to the
 * draft, undo, the day's summary, help, a weight, a workout, or else a meal in free text. Pure and
 * deterministic: the server decides what to do with it.
 */
import type { UserCountry } from '../constants/countries.ts';
import type { MealType } from '../constants/logging.ts';
import { LOCAL_MEAL_WORDS, splitMealType } from './meal-parser.ts';
import { normalizeSearchText } from './search-text.ts';

export type ChatWorkout = { sport: string; minutes: number | null; km: number | null };

export type ChatIntent =
  | { kind: 'empty' }
  | { kind: 'confirm' }
  | { kind: 'cancel' }
  | { kind: 'undo' }
  | { kind: 'summary' }
  | { kind: 'help' }
  | { kind: 'weight'; kg: number }
  | { kind: 'weight_out_of_range'; kg: number }
  | { kind: 'exercise'; sport: string; minutes: number | null; km: number | null }
  /** Two or more workouts in one message ('caminé 40 minutos y luego jugué fútbol 1 hora'). */
  | { kind: 'exercises'; workouts: ChatWorkout[] }
  | { kind: 'meal'; meal_type: MealType | null; text: string };

/** A message longer than this is not read (the meal parser's own limit, POST /logs/parse). */
export const CHAT_TEXT_MAX = 500;

/** The weights the app accepts (POST /logs/weight). */
export const CHAT_WEIGHT_MIN = 30;
export const CHAT_WEIGHT_MAX = 300;

/** Lower case, no accents, no punctuation at the ends, spaces collapsed. */
function plain(text: string): string {
  return normalizeSearchText(text)
    .replace(/^[\s¡¿"'.,;:!?-]+|[\s"'.,;:!?)]+$/g, '')
    .trim();
}

const THUMBS_UP = /^(\u{1F44D}[\u{1F3FB}-\u{1F3FF}]?\s*)+$/u;
const CONFIRM =
  /^(si+|sip|ok+|okay|okey|oki|vale|dale|listo|correcto|confirmo|de acuerdo|claro|si,? (registralo|registrala|esta bien|correcto|dale)|esta bien|perfecto)$/;
const CANCEL = /^(no|cancela|cancelar|olvidalo|olvida(lo)?|descarta|descartar|borra el borrador)$/;
const UNDO =
  /^(deshacer|deshaz|deshazlo|undo|borra lo ultimo|borrar lo ultimo|borra el ultimo( registro)?|elimina lo ultimo|me equivoque,? borralo)$/;
const SUMMARY =
  /^(resumen( de hoy| del dia)?|mi resumen|cuanto me queda( hoy)?|cuantas calorias me quedan( hoy)?|como voy( hoy)?|mis puntos|puntos)$/;
const HELP =
  /^(ayuda|help|menu|\?+|hola|hola coach|buenas|buenos dias|buenas tardes|buenas noches|que puedo (hacer|registrar|escribir)( aqui)?|como funciona|info)$/;

/** Openers people type (or the app's chat links prefill) before what they mean. */
const OPENERS = [
  /^(hola|buenas|buenos dias|buenas tardes|buenas noches)( coach)?[\s,!.]*/,
  /^(quiero |voy a )?registrar (mi |el |la |un |una )?/,
];

/** 'peso 77,5', 'pesé 77.5 kg', 'me pesé 77,5 kilos', 'mi peso es 77.5'. */
const WEIGHT =
  /^(?:me pese|pese|peso|mi peso(?: de hoy)?(?: es)?|hoy peso|pesaje)\s*:?\s*(\d{2,3}(?:[.,]\d{1,2})?)\s*(?:kg|kgs|kilos?|kilogramos?)?$/;

/** Verbs and nouns of a workout -> the sport (activity-log.ts SPORTS), in the order they are tried. */
const SPORT_WORDS: readonly [RegExp, string][] = [
  [/\b(camine|caminar|caminata|caminando|paseo|pasee)\b/, 'Walk'],
  [/\b(corri|correr|carrera|trote|trotar|trotando|corriendo|running)\b/, 'Run'],
  [/\b(nade|nadar|natacion|nadando)\b/, 'Swim'],
  [/\b(bici|bicicleta|ciclismo|pedalee|pedalear|spinning)\b/, 'Ride'],
  [/\b(pesas|gimnasio|gym|fuerza)\b/, 'WeightTraining'],
  [/\b(yoga)\b/, 'Yoga'],
  [/\b(pilates)\b/, 'Pilates'],
  [/\b(eliptica)\b/, 'Elliptical'],
  [/\b(futbol|pichanga|fulbito)\b/, 'Soccer'],
  [/\b(tenis)\b/, 'Tennis'],
  [/\b(crossfit)\b/, 'Crossfit'],
  [/\b(senderismo|caminata en cerro|trekking)\b/, 'Hike'],
  [/\b(entrene|entrenamiento|entrenar|ejercicio|hice ejercicio)\b/, 'Workout'],
];

const NUMBER = String.raw`(\d+(?:[.,]\d+)?|media|una|un|dos|tres)`;
const WORD_NUMBERS: Record<string, number> = { media: 0.5, una: 1, un: 1, dos: 2, tres: 3 };
const toNumber = (text: string) => WORD_NUMBERS[text] ?? Number(text.replace(',', '.'));

/** Minutes told as '30 min', '45 minutos', '1 hora', '1,5 horas', 'media hora', '1h'; km as '5 km', '5k'. */
function workoutAmount(text: string): { minutes: number | null; km: number | null } {
  let minutes: number | null = null;
  const hours = new RegExp(
    String.raw`\b${NUMBER}\s*(?:h|hr|hrs|hora|horas)\b(?:\s*y\s*(\d+)\s*(?:min|minutos?)\b)?`,
  ).exec(text);
  if (hours) minutes = toNumber(hours[1]!) * 60 + (hours[2] ? Number(hours[2]) : 0);
  const mins = /\b(\d+)\s*(?:'|m|min|mins|minutos?)(?=\s|$|[.,!])/.exec(text);
  if (minutes === null && mins) minutes = Number(mins[1]);
  const km = /\b(\d+(?:[.,]\d+)?)\s*(?:k|km|kms|kilometros?)(?=\s|$|[.,!])/.exec(text);
  return { minutes: minutes && minutes > 0 ? minutes : null, km: km ? toNumber(km[1]!) || null : null };
}

/** The sport a piece of a message (normalised: lower case, no accents) names (SPORT_WORDS' first match), or null. */
export function sportOf(text: string): string | null {
  for (const [words, sport] of SPORT_WORDS) if (words.test(text)) return sport;
  return null;
}

/** What joins two workouts told in one message: a comma, 'y luego', 'y después', 'y', 'además'. */
const WORKOUT_JOINS = /\s*(?:[,;]|\by luego\b|\by despues\b|\by tambien\b|\bluego\b|\bdespues\b|\bademas\b|\by\b)\s*/;

/**
 * Two or more workouts in one message, each with its sport and its time or distance: 'caminé 40
 * minutos y luego jugué fútbol 1 hora' is a walk and a football match (issue 29: it was logged as
 * one walk of 40 minutes). A piece without a sport belongs to the one before it ('caminé 1 hora y
 * 15 minutos'); null when fewer than two workouts are told, or one lacks its time or distance (the
 * message is then read as one workout, as before).
 */
function workoutsOf(text: string): ChatWorkout[] | null {
  const pieces: string[] = [];
  for (const piece of text.split(WORKOUT_JOINS).filter(Boolean)) {
    if (pieces.length === 0 || sportOf(piece)) pieces.push(piece);
    else pieces[pieces.length - 1] += ` y ${piece}`;
  }
  if (pieces.length < 2) return null;
  const workouts = pieces.map((piece) => ({ sport: sportOf(piece), ...workoutAmount(piece) }));
  if (workouts.some((w) => w.sport === null || (w.minutes === null && w.km === null))) return null;
  return workouts as ChatWorkout[];
}

/** Past-tense meal verbs: 'desayuné pan con palta' is breakfast. */
const MEAL_VERBS: readonly [RegExp, MealType][] = [
  [/^desayune\s+/, 'breakfast'],
  [/^almorce\s+/, 'lunch'],
  [/^cene\s+/, 'dinner'],
];

/**
 * The meal type a message starts with: 'desayuno: …' (meal-parser's splitMealType), 'almuerzo …'
 * with no colon (the first one or two words), or a verb ('cené …'). The text returned is the
 * original minus that start, so the parser sees the user's own spelling.
 */
function mealTypeOf(text: string, country?: UserCountry | null): { meal_type: MealType | null; text: string } {
  const withColon = splitMealType(text, country);
  if (withColon.meal_type) return withColon;
  const normal = normalizeSearchText(text);
  // A country's own meal word as a verb ('almorcé' in Mexico is the late-morning meal).
  const localVerbs = (country ? (LOCAL_MEAL_WORDS[country] ?? []) : []).map(
    ([word, mealType]) => [new RegExp(`${word.source.replace(/\$$/, '')}\\s+`), mealType] as const,
  );
  for (const [verb, mealType] of [...localVerbs, ...MEAL_VERBS]) {
    const match = verb.exec(normal);
    if (match) return { meal_type: mealType, text: text.trim().slice(match[0].length) };
  }
  const words = text.trim().split(/\s+/);
  // 'once' (Chile's tea) is left out here: without a colon it is the number eleven.
  for (const count of [2, 1]) {
    if (words.length <= count) continue;
    const head = words.slice(0, count).join(' ');
    if (normalizeSearchText(head) === 'once') continue;
    const split = splitMealType(`${head}: ${words.slice(count).join(' ')}`, country);
    if (split.meal_type) return split;
  }
  return { meal_type: null, text: text.trim() };
}

/** Drops greetings and 'quiero registrar mi' from the start (the app's chat links prefill them). */
function withoutOpeners(text: string): string {
  let rest = text.trim();
  for (const opener of OPENERS) {
    const match = opener.exec(normalizeSearchText(rest));
    // The normalized prefix has the original's length unless the text has combining marks, so
    // the cut is taken by words, not characters.
    if (match?.[0]) {
      const words = match[0].trim().split(/\s+/).length;
      rest = rest.trim().split(/\s+/).slice(words).join(' ');
      rest = rest.replace(/^[,.:!\s]+/, '');
    }
  }
  return rest;
}

/** `country` reads the meal words as the person's country says them (docs/countries.md). */
export function understandMessage(raw: string, country?: UserCountry | null): ChatIntent {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  if (THUMBS_UP.test(text)) return { kind: 'confirm' };
  const whole = plain(text);
  if (CONFIRM.test(whole)) return { kind: 'confirm' };
  if (CANCEL.test(whole)) return { kind: 'cancel' };
  if (HELP.test(whole) || !/\p{L}/u.test(whole)) return { kind: 'help' };

  const meant = withoutOpeners(text);
  const command = plain(meant);
  if (!command) return { kind: 'help' };
  if (UNDO.test(command)) return { kind: 'undo' };
  if (SUMMARY.test(command)) return { kind: 'summary' };
  if (HELP.test(command)) return { kind: 'help' };
  const normal = plain(meant).replace(/^(ejercicio|entrenamiento|actividad|peso)\s*[:-]\s*/, (m) =>
    m.startsWith('peso') ? 'peso ' : '',
  );

  const weight = WEIGHT.exec(normal);
  if (weight) {
    const kg = Number(weight[1]!.replace(',', '.'));
    return kg >= CHAT_WEIGHT_MIN && kg <= CHAT_WEIGHT_MAX
      ? { kind: 'weight', kg: Math.round(kg * 10) / 10 }
      : { kind: 'weight_out_of_range', kg };
  }

  const workouts = workoutsOf(normal);
  if (workouts) return { kind: 'exercises', workouts };
  const { minutes, km } = workoutAmount(normal);
  if (minutes !== null || km !== null) {
    const sport = sportOf(normal);
    if (sport) return { kind: 'exercise', sport, minutes, km };
  }

  // 'Comida: …' is any meal, except in Mexico, where it is the midday one.
  const meal =
    country === 'mx' ? mealTypeOf(meant, country) : mealTypeOf(meant.replace(/^(comida|mi comida)\s*[:-]\s*/i, ''));
  return { kind: 'meal', meal_type: meal.meal_type, text: meal.text };
}

/**
 * The phones a WhatsApp sender may have signed up with: WhatsApp writes Mexican mobiles as
 * +52 1 … (the 1 Mexico dropped in 2019, which sign-in does not keep) and Argentine ones as
 * +54 9 …, which people also sign up without.
 */
export function senderPhones(e164: string): string[] {
  if (/^\+521\d{10}$/.test(e164)) return [`+52${e164.slice(4)}`, e164];
  if (/^\+549\d{10}$/.test(e164)) return [e164, `+54${e164.slice(4)}`];
  return [e164];
}
