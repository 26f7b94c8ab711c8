/** The 'add via chat' links: a WhatsApp chat with the coach, its text already written. */
import { MEAL_TYPE_LABELS, type MealType } from '@nutricoach/core/constants/logging';

export function chatLink(coachNumber: string, text: string): string {
  return `https://wa.me/${coachNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function mealChatText(mealType: MealType | null, labels: Record<MealType, string> = MEAL_TYPE_LABELS): string {
  return `Hola coach, quiero registrar mi ${mealType ? labels[mealType].toLowerCase() : 'comida'}: `;
}

export const EXERCISE_CHAT_TEXT = 'Hola coach, quiero registrar mi entrenamiento: ';
