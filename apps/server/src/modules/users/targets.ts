/** Keeps a user's daily ideal targets in step with their data: recomputed from today on. */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DietType } from '@nutricoach/core/constants/diets';
import type { Deficit, Gender, Objective } from '@nutricoach/core/constants/onboarding';
import type { Training } from '@nutricoach/core/constants/questionnaire-values';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { idealTargets, type IdealTargets } from '@nutricoach/core/rules/targets';
import type { Db } from '../../db/client.ts';
import { questionnaires, userTargets, users } from '../../db/schema.ts';

/** Recomputes today's targets if the user has everything they need; otherwise leaves them. */
export async function refreshTargets(db: Db, userId: string, timeZone: string): Promise<IdealTargets | null> {
  const [row] = await db
    .select({ user: users, answers: questionnaires.answers })
    .from(users)
    .leftJoin(questionnaires, eq(questionnaires.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, answers } = row;
  const training = answers?.training;
  if (
    !user.gender ||
    !user.age ||
    !user.heightCm ||
    !user.weightKg ||
    !user.dietType ||
    user.deficit === null ||
    !training
  )
    return null;
  const targets = idealTargets({
    body: { gender: user.gender as Gender, age: user.age, height: user.heightCm, weight: user.weightKg },
    objective: user.objective as Objective,
    training: training as Training,
    deficit: user.deficit as Deficit,
    diet: user.dietType as DietType,
    // The expenditure the user accepted through 'Ajustar mi meta' (docs/expenditure.md), if any.
    measuredTdee: user.measuredTdee,
  });
  const effectiveDate = localDateOf(new Date(), timeZone);
  await db
    .insert(userTargets)
    .values({ userId, effectiveDate, ...targets })
    .onConflictDoUpdate({ target: [userTargets.userId, userTargets.effectiveDate], set: { ...targets } });
  return targets;
}

/** The ideal that applied on a date: the newest targets set on or before it. */
export async function targetsOn(db: Db, userId: string, date: string): Promise<IdealTargets | null> {
  const [row] = await db
    .select({
      calories: userTargets.calories,
      protein: userTargets.protein,
      carbs: userTargets.carbs,
      fat: userTargets.fat,
    })
    .from(userTargets)
    .where(and(eq(userTargets.userId, userId), lte(userTargets.effectiveDate, sql`${date}::date`)))
    .orderBy(desc(userTargets.effectiveDate))
    .limit(1);
  return row ?? null;
}
