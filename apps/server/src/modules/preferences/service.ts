import { eq, sql } from 'drizzle-orm';
import { DEFAULT_BUDGET_LEVEL, type BudgetLevel } from '@nutricoach/core/constants/onboarding';
import type { RecommendationType } from '@nutricoach/core/contract/preferences';
import { defaultReminders, type Reminders } from '@nutricoach/core/rules/default-reminders';
import type { Db } from '../../db/client.ts';
import { preferences, questionnaires } from '../../db/schema.ts';

type PreferencesRow = typeof preferences.$inferSelect;

export async function getPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  return row;
}

/** Writes some preferences, creating the row with its defaults the first time. */
export async function savePreferences(
  db: Db,
  userId: string,
  set: Partial<Omit<PreferencesRow, 'userId'>>,
): Promise<PreferencesRow> {
  const values = { ...set, updatedAt: new Date() };
  const [row] = await db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values })
    .returning();
  return row!;
}

/** 'flex' until the onboarding questionnaire says otherwise. */
export async function recommendationType(db: Db, userId: string): Promise<RecommendationType> {
  return (await getPreferences(db, userId))?.recommendationType === 'strict' ? 'strict' : 'flex';
}

/** Choosing strict with no budget level set sets it to medium (docs/product.md §4). */
export async function putRecommendationType(
  db: Db,
  userId: string,
  type: RecommendationType,
): Promise<RecommendationType> {
  const current = await getPreferences(db, userId);
  const budget = type === 'strict' && !current?.budgetLevel ? { budgetLevel: DEFAULT_BUDGET_LEVEL } : {};
  return (await savePreferences(db, userId, { recommendationType: type, ...budget }))
    .recommendationType as RecommendationType;
}

export async function budgetLevel(db: Db, userId: string): Promise<BudgetLevel> {
  return ((await getPreferences(db, userId))?.budgetLevel as BudgetLevel | null) ?? DEFAULT_BUDGET_LEVEL;
}

/** The user's reminders; before they have any, the defaults their meal habits give (docs/product.md §9). */
export async function remindersOf(db: Db, userId: string): Promise<Reminders> {
  const [row] = await db
    .select({ reminders: preferences.reminders, answers: questionnaires.answers })
    .from(questionnaires)
    .fullJoin(preferences, eq(preferences.userId, questionnaires.userId))
    .where(sql`coalesce(${preferences.userId}, ${questionnaires.userId}) = ${userId}`);
  return row?.reminders ?? defaultReminders(row?.answers?.meal_habits ?? ['breakfast', 'lunch', 'dinner']);
}
