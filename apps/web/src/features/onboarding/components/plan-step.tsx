import { ArrowRight } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { objectiveForGoal } from '@nutricoach/core/rules/targets';
import { formatDecimal } from '../utils/format';
import type { PersonalData } from '../utils/flow-state';
import { useUserPlan } from '../api/get-user-plan';
import { PhaseCard } from './phase-card';
import { StepScreen } from './step-screen';

type PlanStepProps = {
  name: string | undefined;
  /** The weight and goal typed: they say the objective (core's objectiveForGoal), as the server reads them. */
  personal?: Pick<PersonalData, 'weight' | 'weight_goal'>;
  onBack: () => void;
  onContinue: () => void;
};

const PHASES = [
  {
    key: 'momentum',
    name: 'Impulso',
    description: 'Arrancas con todo: los primeros resultados llegan rápido y te motivan.',
  },
  {
    key: 'consistency',
    name: 'Constancia',
    description: 'Tus nuevos hábitos se vuelven rutina y sigues bajando a buen ritmo.',
  },
  { key: 'maintenance', name: 'Ajuste', description: 'Afinamos tus porciones para llegar a tu meta y quedarte ahí.' },
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Stage 3 (docs/product.md §2.5): the three-phase plan from GET /user/plan. */
export function PlanStep({ name, personal, onBack, onContinue }: PlanStepProps) {
  const plan = useUserPlan();
  const objective = personal ? objectiveForGoal(personal.weight, personal.weight_goal) : 'lose_weight';

  if (plan.isPending) {
    return (
      <StepScreen title="Tu plan" onBack={onBack}>
        <PageSpinner label="Preparando tu plan…" />
      </StepScreen>
    );
  }
  if (plan.isError) {
    return (
      <StepScreen title="Tu plan" onBack={onBack}>
        <QueryError
          message="Error al cargar el plan del usuario"
          onRetry={plan.refetch}
          retrying={plan.isFetching}
          buttonWidth="full"
          size="lg"
          className="pt-6"
        />
      </StepScreen>
    );
  }

  const { total } = plan.data;
  const losing = objective === 'lose_weight';
  const goal = losing ? round1(total.weight - total.weight_lose) : (personal?.weight_goal ?? total.weight);
  const totals = [
    { label: 'Peso actual', value: formatDecimal(total.weight), unit: 'kg' },
    { label: 'Peso meta', value: formatDecimal(goal), unit: 'kg' },
    ...(losing
      ? [{ label: 'Plazo saludable', value: String(total.weeks), unit: total.weeks === 1 ? 'semana' : 'semanas' }]
      : []),
  ];
  // The phases measure a loss: to keep or gain weight the plan is one steady habit, said in words.
  const summary = losing
    ? total.weight_lose > 0
      ? `Bajarás ${formatDecimal(total.weight_lose)} kg en 3 fases, a un ritmo que tu cuerpo puede sostener.`
      : 'Ya estás en tu peso meta: tu plan te ayuda a cuidarlo con buenos hábitos.'
    : objective === 'maintain_weight'
      ? 'Tu meta es mantener tu peso: comerás lo que gastas, sin déficit, con buenos hábitos.'
      : `Tu meta es subir ${formatDecimal(round1(goal - total.weight))} kg: comerás un poco más de lo que gastas (10 %), sin prisa.`;

  return (
    <StepScreen
      title="Tu plan"
      onBack={onBack}
      actions={
        <Button size="lg" className="w-full" onClick={onContinue}>
          Comenzar Fase 1: Impulso
          <ArrowRight className="size-5" aria-hidden />
        </Button>
      }
    >
      <div className="space-y-6">
        <div className="space-y-1.5">
          <p className="text-sm font-semibold text-primary-700">Tu plan personalizado</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink">
            {name ? `${name}, así llegarás a tu meta` : 'Así llegarás a tu meta'}
          </h1>
          <p className="text-[15px] text-gray-600">{summary}</p>
        </div>

        <dl
          className={`grid ${losing ? 'grid-cols-3' : 'grid-cols-2'} divide-x divide-gray-100 rounded-2xl bg-white py-4 ring-1 ring-black/5`}
        >
          {totals.map(({ label, value, unit }) => (
            <div key={label} className="flex flex-col-reverse items-center gap-1 px-1.5 text-center">
              <dt className="text-xs leading-tight text-gray-500">{label}</dt>
              <dd className="flex flex-wrap items-baseline justify-center gap-x-1 text-xl font-bold text-ink">
                {value} <span className="text-sm font-semibold text-gray-600">{unit}</span>
              </dd>
            </div>
          ))}
        </dl>

        {losing && (
          <ol className="space-y-3" aria-label="Fases del plan">
            {PHASES.map((phase, i) => (
              <PhaseCard
                key={phase.key}
                number={i + 1}
                name={phase.name}
                description={phase.description}
                weeks={plan.data[phase.key].weeks}
                weightLose={plan.data[phase.key].weight_lose}
                active={i === 0}
              />
            ))}
          </ol>
        )}
      </div>
    </StepScreen>
  );
}
