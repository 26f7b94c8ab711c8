/**
 * What the coach says in each reminder, in the voice of each personality (docs/product.md §9, Coach
 * personalities). {name} is the user's first name; the daily summary also gets {consumed},
 * {ideal} (kcal) and {points} (of 10).
 */
import type { CoachPersonality } from './onboarding.ts';
import type { ReminderKind } from '../rules/reminders-due.ts';

export const COACH_MESSAGES: Record<CoachPersonality, Record<ReminderKind, string>> = {
  chill: {
    breakfast: 'Hola {name} 🌞 Cuando puedas, cuéntame qué desayunaste. Sin apuro.',
    lunch: '¿Qué tal el almuerzo, {name}? Regístralo cuando tengas un ratito.',
    dinner: 'Ya casi cerramos el día, {name}. ¿Me cuentas qué cenaste? 🌙',
    weight: 'Buen día, {name}. Si te animas, súbete a la balanza y anota tu peso. Tranqui, es solo un dato.',
    daily_summary:
      'Resumen del día, {name}: {consumed} de {ideal} kcal y {points}/10 puntos. Mañana seguimos, a tu ritmo. 😌',
  },
  balanced: {
    breakfast: 'Buenos días, {name}. Registra tu desayuno para mantener tu plan al día.',
    lunch: '{name}, es buen momento para registrar tu almuerzo.',
    dinner: '{name}, registra tu cena y cierra el día con todo anotado.',
    weight: 'Buenos días, {name}. Pésate antes del desayuno y registra tu peso.',
    daily_summary: 'Tu día, {name}: {consumed} de {ideal} kcal y {points}/10 puntos. ¡Buen trabajo! Mañana seguimos.',
  },
  strict: {
    breakfast: '{name}, tu desayuno aún no está registrado. Hazlo ahora.',
    lunch: '{name}: almuerzo sin registrar. El plan no se cumple solo. Regístralo ya.',
    dinner: 'Cena pendiente de registro, {name}. Sin datos no hay resultados.',
    weight: '{name}, balanza y registro de peso. Ahora, antes de desayunar.',
    daily_summary:
      'Balance de hoy, {name}: {consumed} de {ideal} kcal, {points}/10 puntos. Mañana se exige más constancia.',
  },
  inspirational: {
    breakfast: '¡Buenos días, {name}! ✨ Cada desayuno registrado es un paso hacia la mejor versión de ti.',
    lunch: '{name}, cada comida consciente te acerca a tu meta. ¡Registra tu almuerzo! 💪',
    dinner: '¡Lo estás haciendo increíble, {name}! Registra tu cena y celebra un día más de compromiso. 🌟',
    weight: 'Buenos días, {name}. El número de hoy es solo parte de tu historia. ¡Regístralo y sigue brillando!',
    daily_summary:
      '¡Qué día, {name}! {consumed} de {ideal} kcal y {points}/10 puntos. Cada día suma. ¡Estoy orgulloso de ti! 🌟',
  },
  analytical: {
    breakfast: '{name}, el registro del desayuno mejora la precisión de tus métricas del día. Anótalo ahora.',
    lunch: '{name}, con el almuerzo registrado tendrás el ~35 % de tus calorías del día a la vista.',
    dinner: '{name}, registra la cena para cerrar el balance calórico y de macros de hoy.',
    weight: '{name}, pesarte a la misma hora y en ayunas reduce la variación diaria. Registra tu peso.',
    daily_summary:
      'Datos de hoy, {name}: {consumed}/{ideal} kcal consumidas, {points}/10 puntos. Revisa tus macros en la app.',
  },
  practical: {
    breakfast: '{name}, ¿ya desayunaste? Regístralo en 10 segundos desde la app.',
    lunch: '{name}, registra tu almuerzo ahora que lo tienes fresco. Es rápido.',
    dinner: '{name}, anota tu cena y listo por hoy.',
    weight: '{name}, báscula, peso, registro. Un minuto y listo.',
    daily_summary:
      'Hoy, {name}: {consumed} de {ideal} kcal, {points}/10 puntos. Mañana, lo mismo: registrar y avanzar.',
  },
  funny: {
    breakfast: '{name}, tu desayuno está en modo incógnito 🕵️. ¡Regístralo antes de que se escape!',
    lunch: '¡Alerta de almuerzo fantasma, {name}! 👻 Regístralo para que exista oficialmente.',
    dinner: '{name}, tu cena quiere ser famosa. Dale su momento en la app. 🍽️',
    weight: '{name}, la balanza te extraña. Visítala y cuéntame el chisme. ⚖️😄',
    daily_summary:
      'Parte del día, {name}: {consumed} de {ideal} kcal y {points}/10 puntos. ¡Mañana vamos por el récord! 🏆',
  },
};

export function coachMessage(
  personality: CoachPersonality,
  kind: ReminderKind,
  values: Record<string, string | number>,
): string {
  const template = COACH_MESSAGES[personality]?.[kind] ?? COACH_MESSAGES.balanced[kind];
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
    .replace(/\s+,/g, ',')
    .trim();
}
