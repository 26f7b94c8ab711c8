/** The Spanish names of the weekdays, Monday first as the app's weeks are. */
import { WEEKDAYS, type Weekday } from '@nutricoach/core/rules/default-reminders';

export const WEEKDAY_NAMES: Record<Weekday, { short: string; long: string }> = {
  monday: { short: 'Lun', long: 'lunes' },
  tuesday: { short: 'Mar', long: 'martes' },
  wednesday: { short: 'Mié', long: 'miércoles' },
  thursday: { short: 'Jue', long: 'jueves' },
  friday: { short: 'Vie', long: 'viernes' },
  saturday: { short: 'Sáb', long: 'sábado' },
  sunday: { short: 'Dom', long: 'domingo' },
};

/** The weekday of a YYYY-MM-DD date (read as a calendar day, whatever the time zone). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** 'Lunes'. */
export function weekdayName(date: string): string {
  const { long } = WEEKDAY_NAMES[weekdayOf(date)];
  return long.charAt(0).toUpperCase() + long.slice(1);
}

/** 'Lun'…'Dom'. */
export function shortWeekdayName(date: string): string {
  return WEEKDAY_NAMES[weekdayOf(date)].short;
}
