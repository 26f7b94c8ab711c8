/** Objective, diet and deficit: what the daily targets and the plan are computed from. */
import { eq } from 'drizzle-orm';
import type { UserObjective, UserPlanResponse } from '@nutricoach/core/contract/onboarding';
import { DIET_CATALOG } from '@nutricoach/core/constants/diet-catalog';
import { DIETS_BY_OBJECTIVE, type DietType } from '@nutricoach/core/constants/diets';
import type { Deficit, Gender, Objective, OnboardingType } from '@nutricoach/core/constants/onboarding';
import type { Training } from '@nutricoach/core/constants/questionnaire-values';
import { userPlan } from '@nutricoach/core/rules/plan-phases';
import type { Db } from '../../db/client.ts';
import { questionnaires, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserRow } from './service.ts';
import { requireUser } from './profile.ts';
import { refreshTargets } from './targets.ts';

export const OBJECTIVE_CHANGE_DAYS = 30;

export function objectiveOf(user: UserRow): UserObjective {
  return {
    objective: user.objective as Objective,
    diet_type: (user.dietType as DietType | null) ?? null,
    deficit: (user.deficit as Deficit | null) ?? null,
    onboarding_completed: user.onboardingCompleted,
    onboarding_type: user.onboardingType as OnboardingType,
  };
}

export async function getObjective(db: Db, userId: string) {
  return objectiveOf(await requireUser(db, userId));
}

async function updateUser(db: Db, userId: string, timeZone: string, set: Partial<typeof users.$inferInsert>) {
  const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!user) throw notFound('Usuario no encontrado');
  await refreshTargets(db, userId, timeZone);
  return objectiveOf(user);
}

/** Once onboarding is over, the objective may change at most once every 30 days. */
export async function putObjective(db: Db, userId: string, timeZone: string, objective: Objective, now = new Date()) {
  const user = await requireUser(db, userId);
  if (user.objective === objective) return objectiveOf(user);
  const last = user.objectiveChangedAt;
  if (user.onboardingCompleted && last && now.getTime() - last.getTime() < OBJECTIVE_CHANGE_DAYS * 86_400_000) {
    throw new AppError(
      409,
      'Solo puedes cambiar tu objetivo cada 30 días. Por favor, espera antes de realizar otro cambio.',
      'OBJECTIVE_CHANGE_TOO_FREQUENT',
    );
  }
  return updateUser(db, userId, timeZone, { objective, objectiveChangedAt: user.onboardingCompleted ? now : null });
}

export const putDietType = (db: Db, userId: string, timeZone: string, dietType: DietType) =>
  updateUser(db, userId, timeZone, { dietType });
export const putDeficit = (db: Db, userId: string, timeZone: string, deficit: Deficit) =>
  updateUser(db, userId, timeZone, { deficit });

export function dietOptions(objective: Objective) {
  return DIETS_BY_OBJECTIVE[objective].map((diet) => {
    const info = DIET_CATALOG[diet];
    return {
      _id: diet,
      diet,
      name: info.name,
      description: info.description,
      bullets: [...info.bullets],
      macro_type: { ...info.macro_type },
    };
  });
}

/** The three-phase plan; 404 until the questionnaire has given what it needs. */
export async function getPlan(db: Db, userId: string): Promise<UserPlanResponse> {
  const [row] = await db
    .select({ user: users, answers: questionnaires.answers })
    .from(users)
    .leftJoin(questionnaires, eq(questionnaires.userId, users.id))
    .where(eq(users.id, userId));
  const user = row?.user;
  const training = row?.answers?.training;
  if (!user?.gender || !user.age || !user.heightCm || !user.weightKg || user.weightGoalKg === null || !training) {
    throw notFound('Completa el cuestionario para ver tu plan');
  }
  return userPlan({
    body: { gender: user.gender as Gender, age: user.age, height: user.heightCm, weight: user.weightKg },
    weightGoal: user.weightGoalKg,
    objective: user.objective as Objective,
    training: training as Training,
    deficit: (user.deficit ?? 0) as Deficit,
    measuredTdee: user.measuredTdee,
  });
}
