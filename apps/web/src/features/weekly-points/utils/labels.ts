/** The weekly points screen's own texts (the action and goal names are in lib/points-labels.ts). */
export const POINTS_ERROR = 'Error al cargar los puntos';
export const WEEK_EMPTY = 'No hay datos de puntajes diarios disponibles.';
/** docs/product.md §2.12: the chart's empty text, in Spanish like every text the user reads. */
export const HISTORY_EMPTY = 'No hay datos disponibles';
