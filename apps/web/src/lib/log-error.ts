import { ApiError } from './api-client';

/**
 * What a failed meal log says (docs/product.md §8, 'Error al registrar la comida'), with the
 * server's Spanish reason when it gave one (a 409 'Ya registraste esta comida del plan', a 404 'No
 * tienes un plan…'). Shared by every screen that logs a meal in one tap.
 */
export function mealLogErrorText(error: Error): string {
  if (error instanceof ApiError && error.status === 0)
    return 'Error al registrar la comida. Revisa tu conexión e intenta de nuevo.';
  const reason = error instanceof ApiError && error.status < 500 ? error.message : '';
  return reason ? `Error al registrar la comida: ${reason}` : 'Error al registrar la comida';
}
