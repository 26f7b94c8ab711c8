import { MEDICAL_CONDITION_DIETS } from '@nutricoach/core/constants/diets';
import { QUESTIONS } from '@nutricoach/core/constants/questionnaire';
import type { MedicalCondition } from '@nutricoach/core/constants/questionnaire-values';
import { ArrowRight, Stethoscope } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDietTypes } from '@/lib/api/get-diet-types';
import { DietBullet } from './diet-bullet-icon';
import { MacroSplit } from './macro-split';
import { StepScreen } from './step-screen';

type MedicalDietStepProps = {
  condition: Exclude<MedicalCondition, 'none'>;
  finishing: boolean;
  onBack: () => void;
  onContinue: () => void;
};

const conditionLabel = (condition: MedicalCondition) =>
  QUESTIONS.find((q) => q.id === 'medical_conditions')?.options.find((o) => o.value === condition)?.label ?? '';

/** The medical path (docs/product.md §2.5): the diet stored for the condition; continuing ends the onboarding. */
export function MedicalDietStep({ condition, finishing, onBack, onContinue }: MedicalDietStepProps) {
  const diets = useDietTypes({ objective: 'medical' });
  const diet = diets.data?.find((d) => d.diet === MEDICAL_CONDITION_DIETS[condition]);

  return (
    <StepScreen
      title="Tu dieta"
      onBack={finishing ? undefined : onBack}
      actions={
        <Button size="lg" className="w-full" onClick={onContinue} loading={finishing}>
          Continuar
          {!finishing && <ArrowRight className="size-5" aria-hidden />}
        </Button>
      }
    >
      <div className="space-y-6">
        <div className="space-y-1.5">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary-700 ring-1 ring-primary-100">
            <Stethoscope className="size-4" aria-hidden />
            {conditionLabel(condition)}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Tu dieta está pensada para tu salud</h1>
          <p className="text-[15px] text-gray-600">
            Por tu condición, tu plan usa esta dieta y un déficit ligero, para bajar de peso cuidándote.
          </p>
        </div>

        {diets.isPending && <PageSpinner label="Cargando tu dieta…" />}
        {(diets.isError || (diets.isSuccess && !diet)) && (
          <QueryError
            message="Error al cargar la información de la dieta"
            onRetry={diets.refetch}
            retrying={diets.isFetching}
            buttonWidth="full"
          />
        )}
        {diet && (
          <article
            aria-labelledby="medical-diet"
            className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-black/5 sm:p-5"
          >
            <div className="space-y-2">
              <h2 id="medical-diet" className="text-xl font-bold text-ink">
                {diet.name}
              </h2>
              <p className="text-sm leading-relaxed text-gray-600">{diet.description}</p>
            </div>
            <ul className="space-y-2">
              {diet.bullets.map((bullet) => (
                <DietBullet key={bullet} bullet={bullet} />
              ))}
            </ul>
            <div className="border-t border-gray-100 pt-3">
              <MacroSplit macros={diet.macro_type} />
            </div>
          </article>
        )}
        <p className="text-xs leading-relaxed text-gray-500">
          NutriCoach no reemplaza a tu médico: sigue sus indicaciones y consúltale antes de cambiar tu alimentación.
        </p>
      </div>
    </StepScreen>
  );
}
