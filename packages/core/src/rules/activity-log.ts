/** How a synced workout (Strava) becomes an exercise log: Spanish sport name, minutes, calories. */

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

export interface ActivityInput {
  name: string;
  sportType: string;
  movingTimeSeconds: number;
  calories: number | null;
}

/** Description, whole minutes and calories (Strava's, else MET × kg × hours). */
export function activityToLog(activity: ActivityInput, weightKg: number | null) {
  const sport = SPORTS[activity.sportType] ?? DEFAULT_SPORT;
  const minutes = Math.max(1, Math.round(activity.movingTimeSeconds / 60));
  const calories = activity.calories ?? Math.round(sport.met * (weightKg ?? 70) * (minutes / 60));
  const name = activity.name.trim();
  return { description: name && name !== sport.label ? `${name} (${sport.label})` : sport.label, duration: minutes, units: 'minutes' as const, calories };
}
