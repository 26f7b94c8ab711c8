/** GET /challenges and POST /challenges/:id/join (issue 19). */
import { z } from 'zod';

/** A catalog id: lower-case letters, digits and dashes. Anything else is a 400 before any lookup. */
export const challengeIdParams = z.object({
  id: z
    .string()
    .max(64, { error: 'El reto no es válido' })
    .regex(/^[a-z0-9-]+$/, { error: 'El reto no es válido' }),
});

export const challenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** How long it runs from the day it is joined. */
  days: z.number().int(),
  /** Days (or points, for a points challenge) needed. */
  target: z.number().int(),
  /** What `target` counts. */
  unit: z.enum(['days', 'points']),
  /** Points it gives once completed. */
  points: z.number().int(),
});
export type Challenge = z.infer<typeof challenge>;

export const activeChallenge = challenge.extend({
  start_date: z.string(),
  end_date: z.string(),
  progress: z.number().int(),
  /** Days left in the window, today included. */
  days_left: z.number().int(),
});
export type ActiveChallenge = z.infer<typeof activeChallenge>;

export const completedChallenge = challenge.extend({
  start_date: z.string(),
  end_date: z.string(),
  progress: z.number().int(),
  /** When it was completed (UTC instant). */
  completed_at: z.string(),
});
export type CompletedChallenge = z.infer<typeof completedChallenge>;

export const challengesResponse = z.object({
  available: z.array(challenge),
  active: z.array(activeChallenge),
  /** Newest first, at most 50. */
  completed: z.array(completedChallenge),
  /** Every point the user's completed challenges gave. */
  total_points: z.number().int(),
});
export type ChallengesResponse = z.infer<typeof challengesResponse>;

export const joinChallengeResponse = z.object({ challenge: activeChallenge });
