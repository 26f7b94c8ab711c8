/** GET /user/commitment (issue 19): the level, its weekly history and the achievements. */
import { z } from 'zod';
import { ACHIEVEMENTS } from '../rules/achievements.ts';

const achievementIds = ACHIEVEMENTS.map((a) => a.id) as [string, ...string[]];

export const commitmentResponse = z.object({
  /** This week's points against the weekly goal of 70, 0–100. */
  level: z.number().int().min(0).max(100),
  /** Up to 12 weeks, oldest first; the last one is the current week. */
  history: z.array(z.object({ week_start: z.string(), level: z.number().int().min(0).max(100) })),
  achievements: z.array(
    z.object({
      id: z.enum(achievementIds),
      title: z.string(),
      description: z.string(),
      done: z.number().int(),
      total: z.number().int(),
      /** The local day it was first reached; null while locked. */
      unlocked_at: z.string().nullable(),
    }),
  ),
});
export type CommitmentResponse = z.infer<typeof commitmentResponse>;
