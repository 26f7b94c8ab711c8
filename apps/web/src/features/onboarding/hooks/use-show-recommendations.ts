import { MEDICAL_CONDITION_DIETS } from '@nutricoach/core/constants/diets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { getDietTypesQueryOptions } from '@/lib/api/get-diet-types';
import { getUserPlanQueryOptions } from '../api/get-user-plan';
import { saveQuestionnaire } from '../api/save-questionnaire';
import { updateDietType } from '../api/update-diet-type';
import { personKey, questionnaireBodyOf, type FlowState, type PersonalData } from '../utils/flow-state';
import { savePersonalData } from '../utils/save-personal-data';

type Result = { medical: boolean; savedPersonal: PersonalData | null };

/**
 * 'Ver recomendaciones': stores the personal data (unless already stored as it is), the weight
 * goal and the answers, then loads what the next screen shows so it opens complete. Unlike most
 * onboarding saves these block: without them there is no plan to show.
 */
export function useShowRecommendations({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (state: FlowState): Promise<Result | null> => {
    if (!state.personal) return null;
    setPending(true);
    setError(null);
    try {
      let savedPersonal: PersonalData | null = null;
      if (state.savedPersonal !== personKey(state.personal)) {
        await savePersonalData(state.personal);
        savedPersonal = state.personal;
      }
      const body = questionnaireBodyOf(state);
      await saveQuestionnaire(body);
      const medical = body.medical_conditions !== 'none';
      if (body.medical_conditions !== 'none') {
        const diet = MEDICAL_CONDITION_DIETS[body.medical_conditions];
        await Promise.all([
          updateDietType({ diet_type: diet }).catch((e) => console.error('No se pudo guardar la dieta médica', e)),
          queryClient.prefetchQuery(getDietTypesQueryOptions('medical')),
        ]);
      } else {
        // The plan first (a failure is shown by the plan screen, with its 'Reintentar'); what the
        // next screens need loads after it, so it does not compete with it.
        await queryClient.fetchQuery({ ...getUserPlanQueryOptions(), staleTime: 0 }).catch(() => undefined);
        void queryClient.prefetchQuery(getDietTypesQueryOptions('lose_weight'));
      }
      onSaved?.();
      return { medical, savedPersonal };
    } catch (e) {
      console.error('No se pudieron guardar tus respuestas', e);
      setError(getErrorMessage(e, 'No pudimos guardar tus respuestas. Revisa tu conexión e inténtalo de nuevo.'));
      return null;
    } finally {
      setPending(false);
    }
  };

  return { run, pending, error };
}
