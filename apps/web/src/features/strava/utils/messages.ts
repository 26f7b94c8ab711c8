/** The Strava screen's texts that rules decide (docs/product.md §8, Activity service). */
import { formatNumber } from '@/lib/format';

export const CONNECT_ERROR = 'Error al conectar con Strava';
export const CONNECT_URL_ERROR = 'Error al obtener URL de conexión';
export const DISCONNECT_ERROR = 'Error al desconectar Strava';
export const STATUS_ERROR = 'No se pudo cargar el estado de tu conexión con Strava.';
/** What the server's 503 STRAVA_NOT_CONFIGURED means on this screen: no connect button that cannot work. */
export const NOT_CONFIGURED_CODE = 'STRAVA_NOT_CONFIGURED';
export const UNAVAILABLE_TITLE = 'La conexión con Strava no está disponible';
export const UNAVAILABLE_DETAIL =
  'Por ahora no se puede conectar una cuenta. Tus ejercicios ya sincronizados siguen en tu registro, y puedes anotar los nuevos desde tu resumen diario.';

/** What the user reads after connecting: how many workouts of the last 30 days came in. */
export function importedMessage(imported: number): string {
  if (imported === 0) return 'Conectado: no encontramos actividades de los últimos 30 días. Las nuevas llegarán solas.';
  if (imported === 1) return 'Conectado: importamos 1 actividad de los últimos 30 días';
  return `Conectado: importamos ${formatNumber(imported)} actividades de los últimos 30 días`;
}

const UNIT_WORDS = { minutes: 'minutos', kilometers: 'kilómetros' } as const;

/** A change of unit that did not save: what failed, and that the screen shows the unit kept. */
export function unitsSaveError(attempted: keyof typeof UNIT_WORDS): string {
  const kept = attempted === 'kilometers' ? 'minutes' : 'kilometers';
  return `No pudimos cambiar a ${UNIT_WORDS[attempted]}. Tus carreras y ciclismo siguen en ${UNIT_WORDS[kept]}. Intenta de nuevo.`;
}
