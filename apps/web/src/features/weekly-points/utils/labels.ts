/** The weekly points screen's own texts (the action and goal names are in lib/points-labels.ts). */
export const POINTS_ERROR = 'Error al cargar los puntos';
export const WEEK_EMPTY = 'No hay datos de puntajes diarios disponibles.';
/** docs/product.md §2.12 gives the chart's empty text in English; kept literally. */
export const HISTORY_EMPTY = 'No data available';
