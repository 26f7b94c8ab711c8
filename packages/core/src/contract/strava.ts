import { z } from 'zod';
import { SYNCED_WORKOUT_UNITS } from '../rules/activity-log.ts';

const syncedWorkoutUnits = z.enum(SYNCED_WORKOUT_UNITS, {
  error: 'Elige cómo ver tus carreras y ciclismo: en minutos o en kilómetros',
});

/** `units`: how synced runs and rides are logged (issue 9). */
export const stravaStatusResponse = z.object({
  connected: z.boolean(),
  athlete_id: z.string().nullable(),
  units: syncedWorkoutUnits,
  /** GET /strava/status says whether the server offers Strava at all (false: production without its credentials). */
  available: z.boolean().optional(),
});
export const stravaConnectBody = z.object({
  code: z.string({ error: 'Falta el código de Strava' }).min(1, { error: 'Falta el código de Strava' }).max(200),
  state: z
    .string({ error: 'Falta el estado de la conexión' })
    .min(1, { error: 'Falta el estado de la conexión' })
    .max(1000),
});
export const stravaConnectResponse = stravaStatusResponse.extend({ imported: z.number() });
export const stravaUnitsBody = z.object(
  { units: syncedWorkoutUnits },
  { error: 'Elige cómo ver tus carreras y ciclismo: en minutos o en kilómetros' },
);
/** The status again, and how many synced runs and rides were re-expressed in the new unit. */
export const stravaUnitsResponse = stravaStatusResponse.extend({ updated: z.number() });
