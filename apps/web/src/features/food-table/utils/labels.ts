/** What the food table says about each group and taste (Spanish; docs/product.md §2.9). */
import type { FoodClassification, Taste } from '@nutricoach/core/contract/food-table';

export const GROUP_INFO: Record<FoodClassification, { label: string; hint: string }> = {
  allowed: { label: 'Permitidos', hint: 'Puedes comerlos a diario.' },
  occasional: { label: 'Ocasionales', hint: 'Solo de vez en cuando.' },
  in_moderation: { label: 'Con moderación', hint: 'En porciones medidas.' },
  not_allowed: { label: 'No permitidos', hint: 'Fuera de tu dieta.' },
};

export const TASTE_LABELS: Record<Taste, string> = {
  like: 'Me gusta',
  dislike: 'No me gusta',
  allergic: 'Soy alérgico',
};

export const NOT_ALLOWED_TOOLTIP = 'No se pueden calificar alimentos no permitidos';
export const LOAD_ERROR = 'No se pudo cargar la tabla de alimentos.';
export const SAVE_ERROR = 'No se pudo guardar tu preferencia. Intenta de nuevo.';
