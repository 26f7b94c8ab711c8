/**
 * What fills the daily summary's lower cards: the checklist, the meals (with 'Copiar de ayer'), the
 * workouts, and 'Tu gasto real', with the tour's check. One lazy chunk with their icons, asked for
 * with the day's data (issue 17): the screen draws its header, cards and gauges without waiting for
 * it, the lists' skeletons meanwhile.
 */
import { useDailyTour } from '../hooks/use-daily-tour';

/** Runs the guided tour once the screen has shown its day (hooks/use-daily-tour). */
export function DailyTour({ ready }: { ready: boolean }) {
  useDailyTour(ready);
  return null;
}

export { CopyMeals } from './copy-meals';
export { DayChecklist } from './day-checklist';
export { ExerciseList } from './exercise-list';
export { MealList } from './meal-list';
export { ExpenditureCard } from './expenditure-card';
export { DayComments, MealComments } from './day-comments';
