/**
 * Strava when it is not configured in production (no STRAVA_CLIENT_ID/SECRET): every call that
 * would reach Strava answers 503 STRAVA_NOT_CONFIGURED, so the app says so instead of offering a
 * connection that cannot work. The status and the synced workouts keep working.
 */
import { AppError } from '../../lib/errors.ts';
import type { StravaProvider } from './types.ts';

export const STRAVA_NOT_CONFIGURED = 'STRAVA_NOT_CONFIGURED';

const notConfigured = (): never => {
  throw new AppError(503, 'La conexión con Strava no está disponible.', STRAVA_NOT_CONFIGURED);
};

export function unconfiguredStrava(): StravaProvider {
  return {
    name: 'none',
    authorizeUrl: notConfigured,
    exchangeCode: async () => notConfigured(),
    refresh: async () => notConfigured(),
    listActivities: async () => notConfigured(),
    getActivity: async () => notConfigured(),
    deauthorize: async () => notConfigured(),
  };
}
