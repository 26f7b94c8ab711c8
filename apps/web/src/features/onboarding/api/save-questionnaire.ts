import type { QuestionnaireBody, questionnaireResponse } from '@nutricoach/core/contract/onboarding';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Infer, MutationConfig } from '@/lib/react-query';

export type QuestionnaireResponse = Infer<typeof questionnaireResponse>;

/**
 * PUT /user/questionnaire (needs the info and the weight goal saved first). The server derives the
 * objective, the deficit, the medical diet, recommendation type, budget and physiological condition.
 */
export function saveQuestionnaire(body: QuestionnaireBody): Promise<QuestionnaireResponse> {
  return api.put<QuestionnaireResponse>('/user/questionnaire', body);
}

export function useSaveQuestionnaire({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof saveQuestionnaire>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: saveQuestionnaire });
}
