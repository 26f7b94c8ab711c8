/**
 * Which reminders are due for a user at an instant (docs/product.md §Reminders): each goes out one
 * hour after its configured local time, and stays due for a window after that so that a server
 * that was down for a moment still sends it; the daily summary goes one hour after the dinner one.
 */
import { WEEKDAYS, type DayReminders, type Reminders, type Weekday } from './default-reminders.ts';

export const REMINDER_KINDS = ['breakfast', 'lunch', 'dinner', 'weight', 'daily_summary'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface DaySchedule {
  breakfast_time: string;
  lunch_time: string;
  dinner_time: string;
  weight_time: string;
}
export interface ReminderSchedule {
  weekdays: DaySchedule;
  weekend: DaySchedule;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  weekdays: { breakfast_time: '08:00', lunch_time: '13:00', dinner_time: '20:00', weight_time: '07:30' },
  weekend: { breakfast_time: '09:00', lunch_time: '14:00', dinner_time: '20:30', weight_time: '09:00' },
};

/** Minutes after the configured time at which a reminder goes out. */
export const REMINDER_DELAY_MINUTES = 60;
/** The daily summary: this many minutes after the dinner time (one hour after the dinner reminder). */
export const DAILY_SUMMARY_AFTER_DINNER_MINUTES = 120;
/** A reminder not sent within this many minutes of its due time is dropped (stale). */
export const REMINDER_WINDOW_MINUTES = 180;

const FLAG: Record<ReminderKind, keyof DayReminders> = {
  breakfast: 'breakfast_reminder',
  lunch: 'lunch_reminder',
  dinner: 'dinner_reminder',
  weight: 'weight_reminder',
  daily_summary: 'daily_summary',
};

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** The local calendar date, weekday and minute of the day of an instant in a time zone. */
export function localClock(instant: Date, timeZone: string): { date: string; weekday: Weekday; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!.toLowerCase() as Weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The minute of the local day a reminder kind is due at, for that day's schedule. */
export function dueMinute(kind: ReminderKind, day: DaySchedule): number {
  switch (kind) {
    case 'breakfast':
      return toMinutes(day.breakfast_time) + REMINDER_DELAY_MINUTES;
    case 'lunch':
      return toMinutes(day.lunch_time) + REMINDER_DELAY_MINUTES;
    case 'dinner':
      return toMinutes(day.dinner_time) + REMINDER_DELAY_MINUTES;
    case 'weight':
      return toMinutes(day.weight_time) + REMINDER_DELAY_MINUTES;
    case 'daily_summary':
      return toMinutes(day.dinner_time) + DAILY_SUMMARY_AFTER_DINNER_MINUTES;
  }
}

/**
 * The reminders due now: switched on for today's weekday, past their due minute and within the
 * window. (Due minutes past midnight are not carried to the next day: a 23:30 dinner's summary
 * is not sent.) Whether the action is already logged, or the reminder already sent, is the caller's.
 */
export function dueReminders(
  instant: Date,
  timeZone: string,
  reminders: Reminders,
  schedule: ReminderSchedule,
): { date: string; kinds: ReminderKind[] } {
  const { date, weekday, minute } = localClock(instant, timeZone);
  const day = weekday === 'saturday' || weekday === 'sunday' ? schedule.weekend : schedule.weekdays;
  const flags = reminders[weekday];
  const kinds = REMINDER_KINDS.filter((kind) => {
    if (!flags?.[FLAG[kind]]) return false;
    const due = dueMinute(kind, day);
    return due < 24 * 60 && minute >= due && minute < due + REMINDER_WINDOW_MINUTES;
  });
  return { date, kinds };
}

export { WEEKDAYS };
