/** Personal data the plan needs: name, gender, age, height, weight and goal weight; and what the user cannot eat. */
import { eq, sql } from 'drizzle-orm';
import { objectiveForGoal } from '@nutricoach/core/rules/targets';
import type {
  AllergiesDislikesBody,
  AllergiesDislikesResponse,
  PersonalInfo,
  UserCountryResponse,
  UserInfoResponse,
  WeightGoalResponse,
} from '@nutricoach/core/contract/onboarding';
import type { UserCountry } from '@nutricoach/core/constants/countries';
import type { EatingStyle, Gender } from '@nutricoach/core/constants/onboarding';
import { localDateOf } from '@nutricoach/core/rules/local-date';
import type { Db } from '../../db/client.ts';
import { users, weightMeasurements } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { countryOf, findUser, type UserRow } from './service.ts';

/** Below this body-mass index a goal weight is not a healthy target (WHO: severe thinness). */
const MIN_GOAL_BMI = 16;

export async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw notFound('Usuario no encontrado');
  return user;
}

export function personalInfoOf(user: UserRow): PersonalInfo | null {
  if (!user.gender || user.age === null || user.heightCm === null || user.weightKg === null) return null;
  return {
    name: user.name,
    age: user.age,
    gender: user.gender as Gender,
    height: user.heightCm,
    weight: user.weightKg,
  };
}

export async function getUserInfo(db: Db, userId: string): Promise<UserInfoResponse> {
  const user = await requireUser(db, userId);
  return { personal_info: personalInfoOf(user), country: countryOf(user) };
}

/** PUT /user/country: the country chosen in /profile. */
export async function putCountry(db: Db, userId: string, country: UserCountry): Promise<UserCountryResponse> {
  const [user] = await db.update(users).set({ country }).where(eq(users.id, userId)).returning();
  if (!user) throw notFound('Usuario no encontrado');
  return { country: countryOf(user) };
}

/**
 * Saves personal data; the weight given is also today's weight measurement. The first weight given
 * (the onboarding's) is also the start, which later weights and edits leave as it is.
 */
export async function putUserInfo(
  db: Db,
  userId: string,
  timeZone: string,
  info: PersonalInfo,
): Promise<UserInfoResponse> {
  const date = localDateOf(new Date(), timeZone);
  const [user] = await db
    .update(users)
    .set({
      name: info.name,
      age: info.age,
      gender: info.gender,
      heightCm: info.height,
      weightKg: info.weight,
      startWeightKg: sql`coalesce(${users.startWeightKg}, ${info.weight})`,
      startWeightDate: sql`coalesce(${users.startWeightDate}, ${date}::date)`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('Usuario no encontrado');
  await db
    .insert(weightMeasurements)
    .values({ userId, date, weight: info.weight })
    .onConflictDoUpdate({
      target: [weightMeasurements.userId, weightMeasurements.date],
      set: { weight: info.weight, updatedAt: new Date() },
    });
  return { personal_info: personalInfoOf(user), country: countryOf(user) };
}

export function weightGoalOf(user: UserRow): WeightGoalResponse {
  return {
    gender: (user.gender as Gender | null) ?? null,
    age: user.age,
    weight: user.weightKg,
    weight_goal: user.weightGoalKg,
  };
}

/** A goal must point the way of the objective and stay at a healthy weight for the height. */
export function checkWeightGoal(user: Pick<UserRow, 'objective' | 'weightKg' | 'heightCm'>, goal: number) {
  const { objective, weightKg: weight, heightCm: height } = user;
  if (weight !== null && objective === 'lose_weight' && goal > weight) {
    throw badRequest('Tu peso meta debe ser menor o igual a tu peso actual', 'INVALID_WEIGHT_GOAL');
  }
  if (weight !== null && objective === 'gain_weight' && goal < weight) {
    throw badRequest('Tu peso meta debe ser mayor o igual a tu peso actual', 'INVALID_WEIGHT_GOAL');
  }
  if (height !== null && goal / (height / 100) ** 2 < MIN_GOAL_BMI) {
    throw badRequest('Ese peso meta es demasiado bajo para tu estatura', 'INVALID_WEIGHT_GOAL');
  }
}

/**
 * During the onboarding the goal also sets the objective (lose, maintain or gain: core's
 * objectiveForGoal), unless the person came for a medical condition; afterwards the objective is
 * theirs to change and the goal must point its way.
 */
export async function putWeightGoal(db: Db, userId: string, goal: number): Promise<WeightGoalResponse> {
  const current = await requireUser(db, userId);
  const objective =
    current.onboardingCompleted || current.objective === 'medical'
      ? current.objective
      : objectiveForGoal(current.weightKg, goal);
  checkWeightGoal({ ...current, objective }, goal);
  const [user] = await db.update(users).set({ weightGoalKg: goal, objective }).where(eq(users.id, userId)).returning();
  return weightGoalOf(user!);
}

/** What /restriction stored: allergy keys and free texts, dislikes, the eating style. */
export function allergiesDislikesOf(user: UserRow): AllergiesDislikesResponse {
  return { allergies: user.allergies, dislikes: user.dislikes, eating_style: user.eatingStyle as EatingStyle };
}

/** Saves what /restriction sends (repeats dropped); the eating style only when one is given. */
export async function putAllergiesDislikes(
  db: Db,
  userId: string,
  { allergies, dislikes, eating_style }: AllergiesDislikesBody,
): Promise<AllergiesDislikesResponse> {
  const [user] = await db
    .update(users)
    .set({
      allergies: [...new Set(allergies)],
      dislikes: [...new Set(dislikes)],
      ...(eating_style ? { eatingStyle: eating_style } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return allergiesDislikesOf(user!);
}

/** Marks the daily summary's guided tour as seen (or, with false, as not seen). */
export async function putTourCompleted(db: Db, userId: string, done: boolean) {
  await db.update(users).set({ tourCompleted: done }).where(eq(users.id, userId));
  return { tour_completed: done };
}
