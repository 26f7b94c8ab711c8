import { z } from 'zod';

/** Public settings the web app reads at run time (one build serves any deployment). */
export const appConfigResponse = z.object({ coach_whatsapp_number: z.string() });
