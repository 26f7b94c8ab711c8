import type { MealParseResponse } from '@nutricoach/core/contract/foods';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /logs/parse { text }: a draft of the meal the text describes; nothing is logged. */
export function parseMeal(text: string): Promise<MealParseResponse> {
  return api.post<MealParseResponse>('/logs/parse', { text });
}

export function useParseMeal() {
  return useMutation({ mutationFn: parseMeal });
}
