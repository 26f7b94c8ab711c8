/**
 * GET /user/expenditure and 'Ajustar mi meta' (issue 19): the expenditure measured from the
 * user's last 28 days of meals and weights (core rules/expenditure.ts), and the offer to move the
 * calorie target to it. docs/expenditure.md says how the adjustment is stored and shown.
 */
import { and, between, eq, sql } from 'drizzle-orm';
import type { AdjustGoalBody, ExpenditureResponse } from '@nutricoach/core/contract/account';
import type { Deficit, Gender, Objective } from '@nutricoach/core/constants/onboarding';
import type { Training } from '@nutricoach/core/constants/questionnaire-values';
import {
  estimateExpenditure,
  expenditureWindow,
  type ExpenditureDay,
  goalAdjustmentOffer,
} from '@nutricoach/core/rules/expenditure';
import { activityFactor, bmr, effectiveDeficit, type Body } from '@nutricoach/core/rules/targets';
import { datesBetween, weekOf } from '@nutricoach/core/rules/week';
import type { Db } from '../../db/client.ts';
import { nutritionLogs, questionnaires, users, weightMeasurements } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { refreshTargets, targetsOn } from './targets.ts';

/** Three queries whatever the window: the user with their answers, the day totals, the weights. */
async function readWindow(db: Db, userId: string, today: string) {
  const { from, to } = expenditureWindow(today);
  const [[row], intakes, weights, current] = await Promise.all([
    db
      .select({ user: users, training: sql<string | null>`${questionnaires.answers}->>'training'` })
      .from(users)
      .leftJoin(questionnaires, eq(questionnaires.userId, users.id))
      .where(eq(users.id, userId)),
    db
      .select({ date: nutritionLogs.date, kcal: sql<number>`sum(${nutritionLogs.calories})`.mapWith(Number) })
      .from(nutritionLogs)
      .where(and(eq(nutritionLogs.userId, userId), between(nutritionLogs.date, from, to)))
      .groupBy(nutritionLogs.date),
    db
      .select({ date: weightMeasurements.date, weight: weightMeasurements.weight })
      .from(weightMeasurements)
      .where(and(eq(weightMeasurements.userId, userId), between(weightMeasurements.date, from, to))),
    targetsOn(db, userId, today),
  ]);
  if (!row) throw notFound('Usuario no encontrado');
  const intakeOf = new Map(intakes.map((d) => [d.date, d.kcal]));
  const weightOf = new Map(weights.map((d) => [d.date, d.weight]));
  const days: ExpenditureDay[] = datesBetween(from, to).map((date) => ({
    date,
    intake: intakeOf.get(date) ?? null,
    weight: weightOf.get(date) ?? null,
  }));
  return {
    user: row.user,
    training: row.training as Training | null,
    days,
    currentCalories: current?.calories ?? null,
  };
}

export async function getExpenditure(db: Db, userId: string, today: string): Promise<ExpenditureResponse> {
  const { user, training, days, currentCalories } = await readWindow(db, userId, today);
  const body: Body | null =
    user.gender && user.age && user.heightCm && user.weightKg
      ? { gender: user.gender as Gender, age: user.age, height: user.heightCm, weight: user.weightKg }
      : null;
  const estimate = estimateExpenditure(days, body);
  const formulaTdee = body && training ? bmr(body) * activityFactor(training) : null;
  const planTdee = user.measuredTdee ?? formulaTdee;
  const offer =
    body && planTdee !== null && currentCalories !== null && user.deficit !== null
      ? goalAdjustmentOffer({
          estimate,
          planTdee,
          currentCalories,
          effectiveDeficitPercent: effectiveDeficit(user.objective as Objective, user.deficit as Deficit),
          gender: body.gender,
          answeredThisWeek: user.expenditureOfferWeek === weekOf(today).start,
        })
      : null;
  return {
    ...estimate,
    plan_tdee: planTdee === null ? null : Math.round(planTdee),
    plan_tdee_measured: user.measuredTdee !== null,
    offer,
  };
}

/**
 * The user's answer to this week's offer: 'accept' moves their targets to the measured expenditure
 * (from today on: past days keep their targets), 'decline' only hides the offer until next week.
 * The estimate is recomputed here: the client says yes or no, never a number.
 */
export async function answerGoalAdjustment(
  db: Db,
  userId: string,
  timeZone: string,
  today: string,
  { decision }: AdjustGoalBody,
): Promise<ExpenditureResponse> {
  const { offer } = await getExpenditure(db, userId, today);
  if (!offer) throw conflict('No hay un ajuste de meta disponible esta semana.', 'NO_GOAL_ADJUSTMENT');
  const week = weekOf(today).start;
  await db
    .update(users)
    .set(
      decision === 'accept'
        ? { measuredTdee: offer.new_tdee, measuredTdeeAt: new Date(), expenditureOfferWeek: week }
        : { expenditureOfferWeek: week },
    )
    .where(eq(users.id, userId));
  if (decision === 'accept') await refreshTargets(db, userId, timeZone);
  return getExpenditure(db, userId, today);
}
