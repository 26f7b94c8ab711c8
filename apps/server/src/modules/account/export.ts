/**
 * GET /user/export: everything NutriCoach keeps about the caller, as JSON, or their logs as a CSV
 * with Spanish headers. Every query is filtered by the caller's id; a fixed number of queries
 * whatever the amount of data (docs/account-data.md).
 */
import { asc, eq } from 'drizzle-orm';
import type { ExportResponse } from '@nutricoach/core/contract/account';
import { EXPORT_CSV_HEADERS } from '@nutricoach/core/contract/account';
import { EXERCISE_UNIT_LABELS, MEAL_TYPE_LABELS } from '@nutricoach/core/constants/logging';
import type { ExerciseUnit, MealType } from '@nutricoach/core/constants/logging';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import type { Db } from '../../db/client.ts';
import {
  favorites,
  nutritionLogs,
  preferences,
  questionnaires,
  strictPlans,
  stravaConnections,
  trainingLogs,
  userLogins,
  userTargets,
  users,
  weightMeasurements,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { exportOwnFoods } from '../my-foods/service.ts';
import { exportProfessionalData, type ProfessionalExport } from '../professionals/export.ts';
import { currentPlan, subscriptionOf } from '../payments/service.ts';
import { referralStats } from '../referrals/service.ts';
import { dayRecords } from '../summaries/day-records.ts';
import { getPlan } from '../users/objective.ts';
import { countryOf } from '../users/service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function planOrNull(db: Db, userId: string) {
  try {
    return await getPlan(db, userId);
  } catch (err) {
    // A 404: the questionnaire is not finished, there is no plan yet. Anything else is a real failure.
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

export async function exportJson(db: Db, userId: string, today: string): Promise<ExportResponse> {
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [[user], [answers], targets, meals, workouts, weights, logins, [prefs], favs, plans, [strava]] =
    await Promise.all([
      db.select().from(users).where(eq(users.id, userId)),
      db.select().from(questionnaires).where(byUser(questionnaires)),
      db.select().from(userTargets).where(byUser(userTargets)).orderBy(asc(userTargets.effectiveDate)),
      db
        .select()
        .from(nutritionLogs)
        .where(byUser(nutritionLogs))
        .orderBy(asc(nutritionLogs.date), asc(nutritionLogs.createdAt)),
      db
        .select()
        .from(trainingLogs)
        .where(byUser(trainingLogs))
        .orderBy(asc(trainingLogs.date), asc(trainingLogs.createdAt)),
      db.select().from(weightMeasurements).where(byUser(weightMeasurements)).orderBy(asc(weightMeasurements.date)),
      db.select({ date: userLogins.date }).from(userLogins).where(byUser(userLogins)).orderBy(asc(userLogins.date)),
      db.select().from(preferences).where(byUser(preferences)),
      db.select().from(favorites).where(byUser(favorites)).orderBy(asc(favorites.createdAt)),
      db.select().from(strictPlans).where(byUser(strictPlans)).orderBy(asc(strictPlans.weekStart)),
      db
        .select({ athleteId: stravaConnections.athleteId, connectedAt: stravaConnections.connectedAt })
        .from(stravaConnections)
        .where(byUser(stravaConnections)),
    ]);
  if (!user) throw notFound('Usuario no encontrado');
  const [plan, referrals, planState, subscription, own, pro] = await Promise.all([
    planOrNull(db, userId),
    referralStats(db, userId),
    currentPlan(db, userId),
    subscriptionOf(db, userId),
    exportOwnFoods(db, userId),
    exportProfessionalData(db, userId),
  ]);
  // Points are computed from the logs, never stored: every day from the account's first to today.
  const firstDay = localDateOf(user.createdAt, user.timeZone);
  const points = await dayRecords(db, userId, firstDay < today ? firstDay : today, today);

  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      phone: user.phone,
      name: user.name,
      time_zone: user.timeZone,
      country: countryOf(user),
      gender: user.gender,
      age: user.age,
      height_cm: user.heightCm,
      weight_kg: user.weightKg,
      weight_goal_kg: user.weightGoalKg,
      objective: user.objective,
      diet_type: user.dietType,
      deficit: user.deficit,
      allergies: user.allergies,
      dislikes: user.dislikes,
      eating_style: user.eatingStyle,
      onboarding_completed: user.onboardingCompleted,
      measured_tdee: user.measuredTdee,
      measured_tdee_at: iso(user.measuredTdeeAt),
      strava_units: user.stravaUnits,
      trial_ends_at: iso(user.trialEndsAt),
      created_at: iso(user.createdAt),
    },
    answers: answers
      ? { ...answers.answers, weight_loss_percentage: answers.weightLossPercentage, updated_at: iso(answers.updatedAt) }
      : null,
    plan,
    targets: targets.map(({ userId: _, ...t }) => ({ ...t })),
    nutrition_logs: meals.map(({ userId: _, ...m }) => ({
      ...m,
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
    training_logs: workouts.map(({ userId: _, ...w }) => ({
      ...w,
      createdAt: iso(w.createdAt),
      updatedAt: iso(w.updatedAt),
    })),
    weights: weights.map((w) => ({ date: w.date, weight: w.weight })),
    points: points.map(({ date, actions, goals, points }) => ({ date, actions, goals, points })),
    logins: logins.map((l) => l.date),
    preferences: prefs
      ? {
          recommendation_type: prefs.recommendationType,
          budget_level: prefs.budgetLevel,
          intensity: prefs.intensity,
          diet_condition: prefs.dietCondition,
          reminders: prefs.reminders,
          reminders_schedule: prefs.remindersSchedule,
        }
      : null,
    favorites: favs.map((f) => ({ food_id: f.foodId, meal: f.meal, created_at: iso(f.createdAt) })),
    own_foods: own.own_foods,
    recipes: own.recipes,
    weekly_plans: plans.map((p) => ({ week_start: p.weekStart, plan: p.plan, created_at: iso(p.createdAt) })),
    referrals: { ...referrals },
    subscription: {
      ...planState,
      provider: subscription?.provider ?? null,
      first_paid_at: iso(subscription?.firstPaidAt ?? null),
      current_period_end: iso(subscription?.currentPeriodEnd ?? null),
      canceled: subscription?.canceled ?? null,
    },
    // The athlete id only: the access tokens are secrets of the link, not the user's data.
    strava: {
      connected: Boolean(strava),
      athlete_id: strava?.athleteId ?? null,
      connected_at: iso(strava?.connectedAt ?? null),
    },
    // The nutritionist (issue 33): the links, comments, messages and target changes; as a professional, the clients' names.
    ...pro,
  };
}

/**
 * A cell as a spreadsheet reads it: quoted when it holds a comma, quote or line break; a text
 * that starts like a formula (= + - @, tab, CR) gets a leading apostrophe, so opening the file
 * never runs it (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(Math.round(value * 10) / 10);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const day = (timestamp: unknown) => String(timestamp ?? '').slice(0, 10);

/**
 * The nutritionist's part of the CSV (issue 33), after each day's meals and workouts: the link
 * ('Nutricionista'), comments, messages ('Mensaje', origen 'Nutricionista' or 'Tú') and target
 * changes ('Objetivos', with their calories and macros), in the same columns.
 */
function professionalRows(pro: ProfessionalExport, start: number) {
  const row = (
    date: string,
    tipo: string,
    description: unknown,
    origin: string,
    macros: (number | null)[] = [null, null, null, null],
  ) => ({
    date,
    cells: [date, tipo, null, String(description ?? ''), ...macros, null, null, origin] as (string | number | null)[],
  });
  const rows = [
    ...pro.professional_links.map((l) =>
      row(
        day(l.since),
        'Nutricionista',
        `Compartes tu diario con ${l.professional_name}${l.ended_at ? ` hasta el ${day(l.ended_at)}` : ''}`,
        'App',
      ),
    ),
    ...pro.professional_comments.map((c) => row(String(c.date), 'Comentario', c.text, String(c.author_name))),
    ...pro.professional_messages.map((m) =>
      row(day(m.created_at), 'Mensaje', m.text, m.from === 'professional' ? 'Nutricionista' : 'Tú'),
    ),
    ...pro.professional_targets.map((t) =>
      row(String(t.effective_date), 'Objetivos', t.reason, String(t.author_name), [
        Number(t.calories),
        Number(t.protein),
        Number(t.fat),
        Number(t.carbs),
      ]),
    ),
  ];
  return rows.map((r, i) => ({ ...r, order: start + i }));
}

const SOURCE_LABELS: Record<string, string> = { app: 'App', chat: 'WhatsApp' };

/** One row per meal and per workout, by date (meals first within a day), in EXPORT_CSV_HEADERS' order. */
export async function exportCsv(db: Db, userId: string): Promise<string> {
  const [meals, workouts, pro] = await Promise.all([
    db
      .select()
      .from(nutritionLogs)
      .where(eq(nutritionLogs.userId, userId))
      .orderBy(asc(nutritionLogs.date), asc(nutritionLogs.createdAt)),
    db
      .select()
      .from(trainingLogs)
      .where(eq(trainingLogs.userId, userId))
      .orderBy(asc(trainingLogs.date), asc(trainingLogs.createdAt)),
    exportProfessionalData(db, userId),
  ]);
  const rows: { date: string; order: number; cells: (string | number | null)[] }[] = [
    ...meals.map((m, i) => ({
      date: m.date,
      order: i,
      cells: [
        m.date,
        'Comida',
        MEAL_TYPE_LABELS[m.mealType as MealType] ?? m.mealType,
        m.description,
        m.calories,
        m.protein,
        m.fat,
        m.carbs,
        null,
        null,
        SOURCE_LABELS[m.source] ?? m.source,
      ],
    })),
    ...workouts.map((w, i) => ({
      date: w.date,
      order: meals.length + i,
      cells: [
        w.date,
        'Ejercicio',
        null,
        w.description,
        w.calories,
        null,
        null,
        null,
        w.duration,
        EXERCISE_UNIT_LABELS[w.units as ExerciseUnit] ?? w.units,
        w.stravaActivityId ? 'Strava' : (SOURCE_LABELS[w.source] ?? w.source),
      ],
    })),
    ...professionalRows(pro, meals.length + workouts.length),
  ].sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  const lines = [EXPORT_CSV_HEADERS.join(','), ...rows.map((r) => r.cells.map(csvCell).join(','))];
  // The BOM makes spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
