/** The reminders a user starts with when the onboarding ends (docs/product.md §9, Deficit and coaching). */
import { MAIN_MEALS, type MealHabit } from '../constants/questionnaire-values.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayReminders {
  breakfast_reminder: boolean;
  lunch_reminder: boolean;
  dinner_reminder: boolean;
  weight_reminder: boolean;
  daily_summary: boolean;
}
export type Reminders = Record<Weekday, DayReminders>;

const WEEKEND: readonly Weekday[] = ['saturday', 'sunday'];

/**
 * Meal reminders for the meals the person said they eat, every day; on weekdays the weight
 * reminder, and the daily summary only if they eat all three main meals; weekends neither.
 */
export function defaultReminders(mealHabits: readonly MealHabit[]): Reminders {
  const eats = (meal: MealHabit) => mealHabits.includes(meal);
  const allMain = MAIN_MEALS.every(eats);
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const weekday = !WEEKEND.includes(day);
      return [
        day,
        {
          breakfast_reminder: eats('breakfast'),
          lunch_reminder: eats('lunch'),
          dinner_reminder: eats('dinner'),
          weight_reminder: weekday,
          daily_summary: weekday && allMain,
        },
      ];
    }),
  ) as Reminders;
}
