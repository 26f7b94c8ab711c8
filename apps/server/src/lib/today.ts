/** "Today" for a request: the user's calendar day in their time zone, read from the clock here (core's rules take no clock). */
import { localDateOf } from '@nutricoach/core/rules/local-date';

export const todayOf = (timeZone: string) => localDateOf(new Date(), timeZone);
