import type { weightLogBody, weightLogResponse } from '@nutricoach/core/contract/logs';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/react-query';

export type LogWeightInput = Infer<typeof weightLogBody>;
export type LoggedWeight = Infer<typeof weightLogResponse>;

/**
 * POST /logs/weight { date, weight }: one weight a day; a second one that day replaces the first.
 * Logged from the daily summary and the weight screen; each has its own `useLogWeight` in its api/
 * folder, because each refreshes a different part of the cache afterwards.
 */
export function logWeight(input: LogWeightInput): Promise<LoggedWeight> {
  return api.post<LoggedWeight>('/logs/weight', input);
}
