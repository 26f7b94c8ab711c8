/** docs/product.md §8's texts for the preference sections. */
export const PREFERENCES_LOAD_ERROR = 'No se pudieron cargar tus preferencias. Por favor, intenta de nuevo.';
export const PREFERENCES_SAVE_ERROR = 'Error al actualizar las preferencias';
export const PROFILE_SAVE_ERROR = 'No se pudo guardar los cambios. Por favor, intenta de nuevo.';
export const RECOMMENDATION_TYPE_SAVE_ERROR = 'Error al actualizar el tipo de recomendación';
export const INTENSITY_SAVE_ERROR = 'Error al actualizar la intensidad';
