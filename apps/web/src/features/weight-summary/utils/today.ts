import { format } from 'date-fns';

/** The browser's local calendar day as YYYY-MM-DD (the API client sends the same time zone). */
export function localToday(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
