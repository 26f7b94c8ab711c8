/**
 * The calories of a workout logged without them (issue 29), with the coach's formula, so the app,
 * the API and the WhatsApp coach give one number for one workout (docs/daily-summary.md).
 */
import type { ExerciseUnit } from '../constants/logging.ts';
import { minutesForDistance, workoutCalories } from './activity-log.ts';
import { sportOf } from './coach-chat.ts';
import { normalizeSearchText } from './search-text.ts';

/** Steps in a minute of walking: a brisk walk's cadence, for a workout counted in steps. */
export const STEPS_PER_MINUTE = 100;

/**
 * MET × kg × hours for the sport the description names ('Caminata en el parque': walking; none
 * named: a general workout), its minutes (kilometres at the sport's pace, steps at 100 a minute of
 * walking) and the person's weight (70 kg unknown). Null when the time cannot be known: kilometres
 * of a sport without a pace (swimming, say), or no duration.
 */
export function estimateWorkoutCalories(
  description: string,
  duration: number,
  units: ExerciseUnit,
  weightKg: number | null,
): number | null {
  if (!(duration > 0)) return null;
  const sport = units === 'steps' ? 'Walk' : (sportOf(normalizeSearchText(description)) ?? 'Workout');
  const minutes =
    units === 'minutes'
      ? duration
      : units === 'steps'
        ? duration / STEPS_PER_MINUTE
        : minutesForDistance(sport, duration);
  return minutes === null ? null : workoutCalories(sport, minutes, weightKg);
}
