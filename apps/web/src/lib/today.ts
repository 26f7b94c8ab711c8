/** The user's today as 'YYYY-MM-DD' (the daily summary's, and any screen's that logs something). */
import { localDateOf } from '@nutricoach/core/rules/local-date';
import { browserTimeZone } from './time-zone';

/** Today in the time zone the API client sends (x-time-zone), so the screen and the server agree. */
export function todayLocal(now = new Date()): string {
  return localDateOf(now, browserTimeZone() ?? 'America/Lima');
}
