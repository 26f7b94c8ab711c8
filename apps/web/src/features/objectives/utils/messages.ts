import { ApiError } from '@/lib/api-client';

/** docs/product.md §8's texts for the objective, diet and deficit sections. */
export const OBJECTIVE_TOO_FREQUENT_MESSAGE =
  'Solo puedes cambiar tu objetivo cada 30 días. Por favor, espera antes de realizar otro cambio.';
export const SETTINGS_UPDATE_ERROR = 'Error al actualizar la configuración';
export const DIET_INFO_LOAD_ERROR = 'Error al cargar la información de la dieta';

/** docs/product.md §8: the 30-day rule has its own text; any other failure is the generic one. */
export function objectiveErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.code === 'OBJECTIVE_CHANGE_TOO_FREQUENT'
    ? OBJECTIVE_TOO_FREQUENT_MESSAGE
    : SETTINGS_UPDATE_ERROR;
}
