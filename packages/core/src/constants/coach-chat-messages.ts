/**
 * What the WhatsApp coach answers (issue 16, docs/whatsapp-coach.md): short Spanish texts, the
 * facts the same for everyone and a closing line in the voice of the user's coach personality.
 */
import { formatSpanishNumber } from '../rules/spanish-format';
import type { CoachPersonality } from './onboarding.ts';
import { pluralOf } from '../rules/spanish-words.ts';
import { mealTypeLabel } from '../rules/meal-labels.ts';
import type { UserCountry } from './countries.ts';
import type { MealType } from './logging.ts';

/** The personality's line after something was logged, and its nudge when something could not be. */
export const COACH_CHAT_VOICE: Record<CoachPersonality, { logged: string; nudge: string }> = {
  chill: { logged: 'Anotado, sin estrés. 😌', nudge: 'Tranqui, lo intentamos de nuevo.' },
  balanced: { logged: '¡Bien hecho! Sigue así.', nudge: 'Probemos otra vez.' },
  strict: { logged: 'Registrado. Ni un día sin anotar.', nudge: 'Sé preciso, por favor.' },
  inspirational: { logged: '¡Cada registro te acerca a tu meta! 🌟', nudge: '¡No te rindas, vamos de nuevo! ✨' },
  analytical: { logged: 'Dato guardado: tus métricas del día están al día.', nudge: 'Necesito un dato más preciso.' },
  practical: { logged: 'Listo, anotado.', nudge: 'Escríbelo así y listo.' },
  funny: { logged: '¡Anotado! Tu diario te lo agradece. 📓😄', nudge: 'Me perdí un poquito 🙃' },
};

export const voiceOf = (personality: string | null | undefined) =>
  COACH_CHAT_VOICE[personality as CoachPersonality] ?? COACH_CHAT_VOICE.balanced;

const kcal = (n: number) => `${formatSpanishNumber(Math.round(n))} kcal`;
const grams = (n: number) => `${formatSpanishNumber(Math.round(n))} g`;
const decimal = (n: number) => formatSpanishNumber(n, { maximumFractionDigits: 2 });

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** '2 unidades', '1 taza', '½ taza', '1½ tazas', '150 g'. */
export function amountText(quantity: number, label: string, itemGrams: number): string {
  if (label === 'g' || label === 'ml') return `${decimal(Math.round(itemGrams))} ${label}`;
  const whole = Math.floor(quantity);
  const fraction = FRACTIONS[String(Math.round((quantity - whole) * 100) / 100)];
  const number = fraction ? `${whole || ''}${fraction}` : decimal(quantity);
  if (quantity <= 1) return `${number} ${label}`;
  const [first, ...rest] = label.split(' ');
  return `${number} ${[pluralOf(first!), ...rest].join(' ')}`;
}

export type DraftLine = { name: string; quantity: number; portion: { label: string }; grams: number; calories: number };
export type Totals = { calories: number; protein: number; carbs: number; fat: number };

/** The draft of a meal: each food with its portion and kcal, the total, and how to confirm. */
export function draftText(input: {
  mealType: MealType;
  items: readonly DraftLine[];
  totals: Totals;
  unmatched: readonly string[];
  withPhoto: boolean;
  /** The person's country, which names the meal ('Comida' in Mexico; docs/countries.md). */
  country?: UserCountry | null;
}): string {
  const lines = [`${mealTypeLabel(input.mealType, input.country)}${input.withPhoto ? ' (con tu foto 📷)' : ''}:`];
  for (const item of input.items)
    lines.push(`• ${item.name}, ${amountText(item.quantity, item.portion.label, item.grams)}: ${kcal(item.calories)}`);
  const t = input.totals;
  lines.push(
    `Total: ${kcal(t.calories)} · proteína ${grams(t.protein)} · carbohidratos ${grams(t.carbs)} · grasa ${grams(t.fat)}`,
  );
  if (input.unmatched.length) lines.push(askWhatText(input.unmatched));
  lines.push(
    input.unmatched.length
      ? 'Responde SÍ para registrar lo demás, o dime qué es y lo sumo.'
      : 'Responde SÍ para registrarlo o corrígeme.',
  );
  return lines.join('\n');
}

/**
 * The words the parser could not place, asked about (issue 28): '¿Qué es «chicha morada»?
 * Respóndeme con otro nombre o créalo en la app.' The next message answers it.
 */
export function askWhatText(words: readonly string[]): string {
  return `${words.map((w) => `¿Qué es «${w}»?`).join(' ')} Respóndeme con otro nombre o créalo en la app.`;
}

export const CHAT_TEXTS = {
  help: [
    'Puedo registrar por ti:',
    '• Comidas: "almuerzo: 2 huevos y una taza de arroz" (luego responde SÍ)',
    '• Peso: "peso 77,5"',
    '• Ejercicio: "caminé 30 min" o "corrí 5 km"',
    '• "resumen": cómo vas hoy',
    '• "deshacer": borra lo último que registré',
    'También puedes mandarme la foto de tu plato.',
  ].join('\n'),
  notUnderstood:
    'No te entendí. Escríbeme tu comida ("almuerzo: arroz con pollo"), "peso 77,5", "caminé 30 min" o "ayuda".',
  noDraft: 'No tengo nada pendiente de registrar. Cuéntame qué comiste, por ejemplo "desayuno: pan con palta".',
  draftExpired: 'Ese borrador venció (duran 30 minutos). Escríbeme la comida otra vez y te lo preparo.',
  /** 'sí' to a draft with an own food or recipe deleted in the app meanwhile (issue 28). */
  draftFoodGone:
    'Uno de los alimentos de ese borrador ya no existe: lo borraste en la app. Escríbeme la comida otra vez.',
  cancelled: 'Listo, descarté el borrador. No registré nada.',
  photoOnly:
    '¡Qué buena foto! 📷 ¿Qué es? Escríbeme qué comiste (por ejemplo "almuerzo: lomo saltado") y lo registro con tu foto.',
  tooLong: 'Tu mensaje es muy largo para mí. Escríbeme la comida en menos de 500 caracteres.',
  nothingToUndo: 'No hay nada que deshacer: aún no registraste nada por este chat.',
  weightOutOfRange: (kg: number) =>
    `¿${decimal(kg)} kg? El peso debe estar entre 30 y 300 kg. Escríbelo así: "peso 77,5".`,
  exerciseNeedsTime: 'Dime cuánto tiempo fue, por ejemplo "nadé 30 min".',
  unknownNumber: (appUrl: string) =>
    `¡Hola! Soy el coach de NutriCoach. Este número aún no tiene cuenta. Crea la tuya gratis en ${appUrl}/login y luego escríbeme para registrar tus comidas por aquí.`,
  planInactive: (appUrl: string) =>
    `Tu plan de NutriCoach no está activo, así que no puedo registrar nada. Actívalo en ${appUrl}/subscription y seguimos.`,
  mealLogged: (mealType: MealType, calories: number, country?: UserCountry | null) =>
    `Registré tu ${mealTypeLabel(mealType, country).toLowerCase()}: ${kcal(calories)}.`,
  weightLogged: (kg: number) => `Registré tu peso de hoy: ${decimal(kg)} kg.`,
  exerciseLogged: (label: string, amount: string, calories: number) =>
    `Registré ${label.toLowerCase()}, ${amount}: ${kcal(calories)} quemadas.`,
  undone: (what: string) => `Listo, borré ${what}.`,
  undoGone: (what: string) => `${what[0]!.toUpperCase()}${what.slice(1)} ya no estaba en tu diario: nada que borrar.`,
  summary: (s: { consumed: Totals; ideal: Totals; points: number }) => {
    const left = Math.round(s.ideal.calories - s.consumed.calories);
    return [
      `Hoy llevas ${kcal(s.consumed.calories)} de ${kcal(s.ideal.calories)}${left >= 0 ? ` (te quedan ${kcal(left)})` : ` (${kcal(-left)} de más)`}.`,
      `Proteína ${grams(s.consumed.protein)} de ${grams(s.ideal.protein)} · Carbohidratos ${grams(s.consumed.carbs)} de ${grams(s.ideal.carbs)} · Grasa ${grams(s.consumed.fat)} de ${grams(s.ideal.fat)}`,
      `Puntos de hoy: ${s.points}/10.`,
    ].join('\n');
  },
};
