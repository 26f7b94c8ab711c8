import { z } from 'zod';

export const stravaStatusResponse = z.object({ connected: z.boolean(), athlete_id: z.string().nullable() });
export const stravaConnectBody = z.object({
  code: z.string({ error: 'Falta el código de Strava' }).min(1, { error: 'Falta el código de Strava' }).max(200),
  state: z.string({ error: 'Falta el estado de la conexión' }).min(1, { error: 'Falta el estado de la conexión' }).max(1000),
});
export const stravaConnectResponse = stravaStatusResponse.extend({ imported: z.number() });
