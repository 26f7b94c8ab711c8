/**
 * How a synced workout (Strava) becomes an exercise log: Spanish sport name, duration in minutes or,
 * for runs and rides when the user prefers it, distance in kilometres, and calories.
 */

/** Spanish names and MET values (Compendium of Physical Activities, moderate effort) per Strava sport_type. */
export const SPORTS: Record<string, { label: string; met: number }> = {
  Run: { label: 'Carrera', met: 9.8 },
  TrailRun: { label: 'Trail running', met: 9 },
  VirtualRun: { label: 'Carrera virtual', met: 9.8 },
  Ride: { label: 'Ciclismo', met: 7.5 },
  VirtualRide: { label: 'Ciclismo virtual', met: 6.8 },
  MountainBikeRide: { label: 'Ciclismo de montaña', met: 8.5 },
  EBikeRide: { label: 'Bici eléctrica', met: 4 },
  Walk: { label: 'Caminata', met: 3.5 },
  Hike: { label: 'Senderismo', met: 6 },
  Swim: { label: 'Natación', met: 7 },
  WeightTraining: { label: 'Pesas', met: 5 },
  Workout: { label: 'Entrenamiento', met: 5 },
  Crossfit: { label: 'Crossfit', met: 8 },
  Yoga: { label: 'Yoga', met: 2.5 },
  Pilates: { label: 'Pilates', met: 3 },
  Elliptical: { label: 'Elíptica', met: 5 },
  Rowing: { label: 'Remo', met: 7 },
  Soccer: { label: 'Fútbol', met: 7 },
  Tennis: { label: 'Tenis', met: 7.3 },
};
const DEFAULT_SPORT = { label: 'Actividad', met: 5 };

/** How the user wants synced runs and rides logged (issue 9); everything else is always in minutes. */
export const SYNCED_WORKOUT_UNITS = ['minutes', 'kilometers'] as const;
export type SyncedWorkoutUnits = (typeof SYNCED_WORKOUT_UNITS)[number];

/**
 * The runs and rides: the sports whose distance is how people talk about them ("hice 10 km").
 * Walks and hikes are not here: the issue and the screen's label speak of runs and rides, and a
 * hike's kilometres say little about its effort (climb, terrain, stops), so they stay in minutes.
 */
export const DISTANCE_SPORTS: readonly string[] = [
  'Run',
  'TrailRun',
  'VirtualRun',
  'Ride',
  'VirtualRide',
  'MountainBikeRide',
  'EBikeRide',
];

/** Facts of a synced workout that its duration is computed from. */
export interface WorkoutFacts {
  sportType: string;
  movingTimeSeconds: number;
  /** Strava's distance, in metres (0 when it recorded none). */
  distanceMeters: number;
}

export interface ActivityInput extends WorkoutFacts {
  name: string;
  calories: number | null;
}

/** Whole minutes of moving time, at least 1 (a log of 0 minutes reads as an error). */
export const movingMinutes = (seconds: number) => Math.max(1, Math.floor(seconds / 60 + 0.5));

/**
 * Kilometres with two decimals, as Strava itself shows them (6,21 km): the metres rounded to the
 * nearest 10 m, half up. `floor(x + 0.5)` rather than Math.round so the server's SQL re-expression
 * (apps/server/src/modules/strava/units.ts) computes the very same double.
 */
export const kilometers = (meters: number) => Math.floor(meters / 10 + 0.5) / 100;

/**
 * The duration and unit of a synced workout: kilometres for a run or ride with a distance (one that
 * rounds to at least 0.01 km) when the user prefers them, else minutes of moving time.
 */
export function syncedDuration(
  facts: WorkoutFacts,
  preference: SyncedWorkoutUnits,
): { duration: number; units: SyncedWorkoutUnits } {
  if (
    preference === 'kilometers' &&
    DISTANCE_SPORTS.includes(facts.sportType) &&
    kilometers(facts.distanceMeters) > 0
  ) {
    return { duration: kilometers(facts.distanceMeters), units: 'kilometers' };
  }
  return { duration: movingMinutes(facts.movingTimeSeconds), units: 'minutes' };
}

/**
 * Calories of a workout with no measured figure: MET × kg × hours (Compendium values in SPORTS,
 * 70 kg when the user's weight is unknown). The one formula for synced workouts without Strava's
 * calories and for workouts told to the coach by chat.
 */
export function workoutCalories(sportType: string, minutes: number, weightKg: number | null): number {
  const sport = SPORTS[sportType] ?? DEFAULT_SPORT;
  return Math.round(sport.met * (weightKg ?? 70) * (minutes / 60));
}

/**
 * Minutes per km at the effort SPORTS' MET value describes, for a workout told as a distance
 * ('corrí 5 km'): the Compendium's running 9.8 MET is about 6 mph (6 min/km), walking 3.5 MET
 * about 3 mph (12 min/km), cycling 7.5 MET about 12–14 mph (3 min/km), hiking about 5 km/h.
 */
export const MINUTES_PER_KM: Readonly<Record<string, number>> = { Run: 6, Walk: 12, Ride: 3, Hike: 12 };

/** The moving minutes of a distance at MINUTES_PER_KM's pace (null for a sport told only in time). */
export function minutesForDistance(sportType: string, km: number): number | null {
  const pace = MINUTES_PER_KM[sportType];
  return pace === undefined ? null : Math.max(1, Math.round(km * pace));
}

/** Description, duration (minutes, or km as above) and calories (Strava's, else MET × kg × hours). */
export function activityToLog(
  activity: ActivityInput,
  weightKg: number | null,
  preference: SyncedWorkoutUnits = 'minutes',
) {
  const sport = SPORTS[activity.sportType] ?? DEFAULT_SPORT;
  const minutes = movingMinutes(activity.movingTimeSeconds);
  const calories = activity.calories ?? workoutCalories(activity.sportType, minutes, weightKg);
  const name = activity.name.trim();
  return {
    description: name && name !== sport.label ? `${name} (${sport.label})` : sport.label,
    ...syncedDuration(activity, preference),
    calories,
  };
}
