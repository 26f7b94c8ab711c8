/** The onboarding questionnaire and its completion (docs/product.md §2.5, docs/product.md §Onboarding and targets). */
import { eq, sql } from 'drizzle-orm';
import type { QuestionnaireBody } from '@nutricoach/core/contract/onboarding';
import { MEDICAL_CONDITION_DIETS } from '@nutricoach/core/constants/diets';
import { DEFAULT_BUDGET_LEVEL, type Objective } from '@nutricoach/core/constants/onboarding';
import { physiologicalOptionsForAge } from '@nutricoach/core/constants/questionnaire';
import { defaultReminders } from '@nutricoach/core/rules/default-reminders';
import { defaultDeficit, objectiveForGoal } from '@nutricoach/core/rules/targets';
import { weightLossPercentage } from '@nutricoach/core/rules/weight-loss';
import type { Db } from '../../db/client.ts';
import { preferences, questionnaires, users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { objectiveOf } from '../users/objective.ts';
import { requireUser } from '../users/profile.ts';
import { refreshTargets } from '../users/targets.ts';
import { ensureReferralCode } from '../referrals/service.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function getQuestionnaire(db: Db, userId: string) {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.userId, userId));
  if (!row) return { data: null };
  return { data: { ...(row.answers as QuestionnaireBody), weight_loss_percentage: row.weightLossPercentage ?? 0 } };
}

/**
 * Stores the answers and what follows from them: objective (medical when a condition is named),
 * the medical diet, the default deficit, the recommendation type and budget, the physiological
 * condition; then today's targets.
 */
export async function putQuestionnaire(db: Db, userId: string, timeZone: string, body: QuestionnaireBody) {
  const user = await requireUser(db, userId);
  if (user.weightKg === null || user.weightGoalKg === null) {
    throw badRequest('Primero guarda tu peso y tu peso meta', 'PERSONAL_INFO_MISSING');
  }
  const isFemale = user.gender === 'female';
  const physiological = isFemale ? body.physiological_conditions : null;
  if (physiological && user.age !== null && !physiologicalOptionsForAge(user.age).includes(physiological)) {
    throw badRequest('Esa etapa no corresponde a tu edad', 'INVALID_PHYSIOLOGICAL_CONDITION');
  }
  const budgetLevel = body.recommendation_type === 'strict' ? (body.budget_level ?? DEFAULT_BUDGET_LEVEL) : null;
  const answers: QuestionnaireBody = { ...body, physiological_conditions: physiological, budget_level: budgetLevel };
  const percentage = round2(weightLossPercentage(user.weightKg, user.weightGoalKg));

  const medical = body.medical_conditions !== 'none';
  // After onboarding the objective is the user's own choice (PUT /user/objective); during it, the
  // answers decide: a medical condition, or else the goal weight against the current one.
  const objective: Objective = user.onboardingCompleted
    ? (user.objective as Objective)
    : medical
      ? 'medical'
      : objectiveForGoal(user.weightKg, user.weightGoalKg);
  const medicalDiet = medical
    ? MEDICAL_CONDITION_DIETS[body.medical_conditions as keyof typeof MEDICAL_CONDITION_DIETS]
    : null;

  await db.transaction(async (tx) => {
    await tx
      .insert(questionnaires)
      .values({ userId, answers, weightLossPercentage: percentage })
      .onConflictDoUpdate({
        target: questionnaires.userId,
        set: { answers, weightLossPercentage: percentage, updatedAt: new Date() },
      });
    await tx
      .update(users)
      .set({
        objective,
        deficit: defaultDeficit(objective, body.mindset),
        ...(medicalDiet ? { dietType: medicalDiet } : {}),
      })
      .where(eq(users.id, userId));
    const prefs = {
      recommendationType: body.recommendation_type,
      budgetLevel: budgetLevel,
      dietCondition: physiological === 'none' ? null : physiological,
      updatedAt: new Date(),
    };
    await tx
      .insert(preferences)
      .values({ userId, ...prefs })
      .onConflictDoUpdate({ target: preferences.userId, set: prefs });
  });
  await refreshTargets(db, userId, timeZone);
  return { data: { ...answers, weight_loss_percentage: percentage } };
}

/** Marks the onboarding done, gives the default reminders and the referral code. Idempotent. */
export async function completeOnboarding(db: Db, userId: string) {
  const [answers] = await db
    .select({ answers: questionnaires.answers })
    .from(questionnaires)
    .where(eq(questionnaires.userId, userId));
  const reminders = defaultReminders(answers?.answers.meal_habits ?? ['breakfast', 'lunch', 'dinner']);
  const [user] = await db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, userId)).returning();
  await db
    .insert(preferences)
    .values({ userId, reminders })
    .onConflictDoUpdate({
      target: preferences.userId,
      set: { reminders: sql`coalesce(${preferences.reminders}, excluded.reminders)` },
    });
  await ensureReferralCode(db, userId);
  return objectiveOf(user!);
}
