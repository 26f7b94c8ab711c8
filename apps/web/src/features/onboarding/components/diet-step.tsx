import type { DietType } from '@nutricoach/core/constants/diets';
import type { Deficit } from '@nutricoach/core/constants/onboarding';
import type { QuestionnaireAnswers } from '@nutricoach/core/constants/questionnaire-values';
import { recommendedDiets } from '@nutricoach/core/rules/diet-score';
import {
  dailyCalories,
  defaultDeficit,
  effectiveDeficit,
  macroGrams,
  objectiveForGoal,
} from '@nutricoach/core/rules/targets';
import { weightLossLevel, weightLossPercentage } from '@nutricoach/core/rules/weight-loss';
import { ChevronDown, PencilLine } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDietTypes } from '@/lib/api/get-diet-types';
import type { PersonalData } from '../utils/flow-state';
import { DailyTarget } from './daily-target';
import { DietCard } from './diet-card';
import { StepScreen } from './step-screen';

type DietStepProps = {
  personal: PersonalData;
  answers: QuestionnaireAnswers;
  /** The deficit the server stored with the answers; until it is read, core's default for them. */
  deficit: Deficit | null | undefined;
  selected: DietType | null;
  onSelect: (diet: DietType) => void;
  onEditAnswers: () => void;
  onBack: () => void;
  onContinue: () => void;
};

/** What every diet of the list helps with, by the objective the goal weight says. */
const OBJECTIVE_AIM = {
  lose_weight: 'bajar de peso',
  maintain_weight: 'mantener tu peso',
  gain_weight: 'subir de peso',
} as const;

/** Stage 4 (docs/product.md §2.5): daily calories, the two recommended diets, the others folded away. */
export function DietStep({
  personal,
  answers,
  deficit,
  selected,
  onSelect,
  onEditAnswers,
  onBack,
  onContinue,
}: DietStepProps) {
  // The goal weight says the objective, as the server decides it (core's objectiveForGoal).
  const objective = objectiveForGoal(personal.weight, personal.weight_goal);
  const diets = useDietTypes({ objective });
  const recommended = recommendedDiets(
    answers,
    weightLossLevel(weightLossPercentage(personal.weight, personal.weight_goal)),
  );
  const others = diets.data?.filter((d) => !recommended.includes(d.diet as never)) ?? [];
  const [showOthers, setShowOthers] = useState(() => others.some((d) => d.diet === selected));

  const usedDeficit = deficit ?? defaultDeficit(objective, answers.mindset ?? 'progressive');
  const calories = dailyCalories({
    body: personal,
    objective,
    training: answers.training ?? 'no_train',
    deficit: usedDeficit,
  });
  const selectedOption = diets.data?.find((d) => d.diet === selected);

  const card = (diet: NonNullable<typeof diets.data>[number], isRecommended: boolean) => (
    <DietCard
      key={diet.diet}
      diet={diet}
      recommended={isRecommended}
      selected={diet.diet === selected}
      onSelect={() => onSelect(diet.diet)}
    />
  );

  return (
    <StepScreen
      title="Elige tu dieta"
      onBack={onBack}
      actions={
        <Button size="lg" className="w-full" disabled={!selected} onClick={onContinue}>
          ¡Comenzar mi transformación!
        </Button>
      }
    >
      <div className="space-y-6">
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Elige tu dieta</h1>
          <p className="text-[15px] text-gray-600">
            Todas te ayudan a {OBJECTIVE_AIM[objective]}; elige la que más te guste.
          </p>
          <button
            type="button"
            onClick={onEditAnswers}
            className="-ml-2 flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-[15px] font-semibold text-primary-700 hover:bg-primary-50"
          >
            <PencilLine className="size-4" aria-hidden />
            Editar respuestas
          </button>
        </div>

        <DailyTarget
          calories={calories}
          deficit={effectiveDeficit(objective, usedDeficit)}
          macros={selectedOption ? macroGrams(calories, selectedOption.macro_type) : null}
        />

        {diets.isPending && <PageSpinner label="Cargando dietas…" />}
        {diets.isError && (
          <QueryError
            message="Error al cargar la información de la dieta"
            onRetry={diets.refetch}
            retrying={diets.isFetching}
            buttonWidth="full"
          />
        )}

        {diets.data && (
          <div role="radiogroup" aria-label="Dietas" className="space-y-6">
            <section aria-labelledby="recommended-diets" className="space-y-3">
              <h2 id="recommended-diets" className="text-lg font-bold text-ink">
                Recomendadas para ti
              </h2>
              {recommended
                .map((key) => diets.data.find((d) => d.diet === key))
                .filter((d) => d !== undefined)
                .map((d) => card(d, true))}
            </section>

            <Collapsible.Root open={showOthers} onOpenChange={setShowOthers} asChild>
              <section aria-labelledby="other-diets" className="space-y-3">
                <div className="flex items-center justify-between gap-3">
                  <h2 id="other-diets" className="text-lg font-bold text-ink">
                    Otras dietas
                  </h2>
                  <Collapsible.Trigger asChild>
                    <Button variant="ghost" size="sm" className="-mr-2 px-3">
                      {showOthers ? 'Ocultar' : 'Ver más opciones'}
                      <ChevronDown
                        className={`size-4 transition-transform ${showOthers ? 'rotate-180' : ''}`}
                        aria-hidden
                      />
                    </Button>
                  </Collapsible.Trigger>
                </div>
                <Collapsible.Content className="space-y-3 data-[state=open]:animate-fade-in">
                  {others.map((d) => card(d, false))}
                </Collapsible.Content>
              </section>
            </Collapsible.Root>
          </div>
        )}
      </div>
    </StepScreen>
  );
}
