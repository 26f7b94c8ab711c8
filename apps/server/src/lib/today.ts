/** "Today" for a request: the user's calendar day in their time zone, read from the clock here (core's rules take no clock). */
import { localDateOf } from '@nutricoach/core/rules/local-date';

// Every signed-in call asks for its user's today, and formatting a date in a time zone (Intl) was
// ~2 % of the daily summary's CPU. A zone's date can only change when its local time passes
// midnight, which (every zone's offset today being whole minutes) is at a whole UTC minute: the
// answer is kept for the rest of the current UTC minute. Bounded like core's formats.
const MAX_CACHED_ZONES = 1000;
const todays = new Map<string, { date: string; from: number; until: number }>();

export function todayOf(timeZone: string): string {
  const now = Date.now();
  const kept = todays.get(timeZone);
  if (kept && now >= kept.from && now < kept.until) return kept.date;
  const from = now - (now % 60_000);
  const date = localDateOf(new Date(now), timeZone);
  if (todays.size >= MAX_CACHED_ZONES) todays.clear();
  todays.set(timeZone, { date, from, until: from + 60_000 });
  return date;
}
