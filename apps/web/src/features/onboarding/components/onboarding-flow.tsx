import type { DietType } from '@nutricoach/core/constants/diets';
import type { Deficit } from '@nutricoach/core/constants/onboarding';
import type { MedicalCondition } from '@nutricoach/core/constants/questionnaire-values';
import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import { getWeightGoalQueryOptions } from '../api/get-weight-goal';
import { useUpdateDietType } from '../api/update-diet-type';
import { useBackButton } from '../hooks/use-back-button';
import { useFinishOnboarding } from '../hooks/use-finish-onboarding';
import { useOnboardingFlow } from '../hooks/use-onboarding-flow';
import { useShowRecommendations } from '../hooks/use-show-recommendations';
import { personKey, questionsFor } from '../utils/flow-state';
import { clearFlowState } from '../utils/flow-storage';
import { savePersonalData } from '../utils/save-personal-data';
import { QuestionStep } from './question-step';
import { WelcomeStep } from './welcome-step';

// The form carries react-hook-form and zod (~30 kB gzip): it loads while the welcome is read.
const loadPersonalStep = () => import('./personal-step');
const PersonalStep = lazy(() => loadPersonalStep().then((m) => ({ default: m.PersonalStep })));
// The result screens (diet icons, scoring, targets) load while the questions are answered.
const loadResults = () => import('./result-steps');
const PlanStep = lazy(() => loadResults().then((m) => ({ default: m.PlanStep })));
const DietStep = lazy(() => loadResults().then((m) => ({ default: m.DietStep })));
const MedicalDietStep = lazy(() => loadResults().then((m) => ({ default: m.MedicalDietStep })));

type OnboardingFlowProps = {
  userId: string;
  /** The deficit the server stored (GET /user/objective), for the diet screen's calories. */
  deficit: Deficit | null | undefined;
  /** The answers changed the objective and deficit on the server. */
  onAnswersSaved: () => void;
  /** The onboarding is over: the route updates the objective and leaves. */
  onCompleted: (objective: UserObjective | null) => void;
  /** Diet chosen: on to /restriction. */
  onDietChosen: () => void;
};

/** /select-style (docs/product.md §2.5): welcome, personal data, questions, then the plan and diets or the medical diet. */
export function OnboardingFlow({ userId, deficit, onAnswersSaved, onCompleted, onDietChosen }: OnboardingFlowProps) {
  const [state, dispatch] = useOnboardingFlow(userId);
  const queryClient = useQueryClient();
  const recommendations = useShowRecommendations({ onSaved: onAnswersSaved });
  const { finish, finishing } = useFinishOnboarding();
  const updateDiet = useUpdateDietType({
    mutationConfig: { onError: (error) => console.error('No se pudo guardar la dieta', error) },
  });
  const back = () => dispatch({ type: 'back' });
  useBackButton(state.stage !== 'welcome' && !recommendations.pending && !finishing, back);

  useEffect(() => {
    if (state.stage === 'questionnaire') void loadResults().catch(() => undefined);
    if (state.stage !== 'welcome') return;
    void loadPersonalStep().catch(() => undefined);
    if (!state.personal) {
      void queryClient.prefetchQuery(getUserInfoQueryOptions());
      void queryClient.prefetchQuery(getWeightGoalQueryOptions());
    }
  }, [state.stage, state.personal, queryClient]);

  const screen = (() => {
    switch (state.stage) {
      case 'welcome':
        return <WelcomeStep onStart={() => dispatch({ type: 'start' })} />;

      case 'personal':
        return (
          <PersonalStep
            initial={state.personal}
            save={(personal) =>
              state.savedPersonal === personKey(personal) ? Promise.resolve() : savePersonalData(personal)
            }
            onBack={back}
            onDone={(personal, saved) => dispatch({ type: 'personal-done', personal, saved })}
          />
        );

      case 'questionnaire': {
        const questions = questionsFor(state);
        const index = Math.min(state.questionIndex, questions.length - 1);
        const question = questions[index];
        return (
          <QuestionStep
            key={question.id}
            question={question}
            index={index}
            count={questions.length}
            answers={state.answers}
            onChoose={(value) => dispatch({ type: question.multiple ? 'toggle' : 'answer', id: question.id, value })}
            onBack={back}
            onNext={() => dispatch({ type: 'next' })}
            finishing={recommendations.pending}
            finishError={recommendations.error}
            onFinish={async () => {
              // The next screen's code too, so it opens without a spinner.
              const [result] = await Promise.all([recommendations.run(state), loadResults().catch(() => undefined)]);
              if (!result) return;
              if (result.savedPersonal) dispatch({ type: 'personal-saved', personal: result.savedPersonal });
              dispatch({ type: 'results', medical: result.medical });
            }}
          />
        );
      }

      case 'plan':
        return (
          <PlanStep
            name={state.personal?.name}
            personal={state.personal ?? undefined}
            onBack={back}
            onContinue={() => dispatch({ type: 'go', stage: 'diets' })}
          />
        );

      case 'diets':
        return (
          <DietStep
            personal={state.personal!}
            answers={state.answers}
            deficit={deficit}
            selected={state.diet}
            onSelect={(diet: DietType) => {
              dispatch({ type: 'choose-diet', diet });
              updateDiet.mutate({ diet_type: diet });
            }}
            onEditAnswers={() => dispatch({ type: 'edit-answers' })}
            onBack={back}
            onContinue={onDietChosen}
          />
        );

      case 'medical': {
        // reviveFlowState only lets this stage through with a medical condition answered.
        const condition = state.answers.medical_conditions as Exclude<MedicalCondition, 'none'>;
        return (
          <MedicalDietStep
            condition={condition}
            finishing={finishing}
            onBack={back}
            onContinue={async () => {
              const objective = await finish();
              // Kept when the completion failed, so the onboarding resumes here.
              if (objective) clearFlowState(userId);
              onCompleted(objective);
            }}
          />
        );
      }
    }
  })();

  // Later screens load in their own chunks (each fetched ahead of time, see above).
  return <Suspense fallback={<PageSpinner />}>{screen}</Suspense>;
}
