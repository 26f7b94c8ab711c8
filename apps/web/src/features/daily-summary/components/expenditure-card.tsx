/** 'Tu gasto real' in the daily summary (docs/expenditure.md): the measured expenditure and the weekly 'Ajustar mi meta'. */
import { Flame, Scale, Utensils } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber, spanishNumber } from '@/lib/format';
import { useAnswerGoalAdjustment } from '../api/answer-goal-adjustment';
import type { Expenditure } from '../api/get-expenditure';

const CONFIDENCE = {
  high: { label: 'Precisión alta', tone: 'green' },
  medium: { label: 'Precisión media', tone: 'yellow' },
  low: { label: 'Precisión baja', tone: 'gray' },
} as const;

const kcal = (n: number) => `${formatNumber(Math.round(n))} kcal`;
const kgWeek = (n: number) =>
  `${n > 0 ? '+' : ''}${spanishNumber({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} kg/semana`;

type ExpenditureCardProps = {
  query: { data?: Expenditure; isError: boolean; isFetching: boolean; refetch: () => unknown };
  className?: string;
};

export function ExpenditureCard({ query, className }: ExpenditureCardProps) {
  const { data } = query;
  return (
    <section
      aria-labelledby="expenditure-title"
      className={cn('rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5', className)}
      data-testid="expenditure-card"
    >
      <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-2">
        <h2 id="expenditure-title" className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
          <Flame className="size-5 text-orange-500" aria-hidden />
          Tu gasto real
        </h2>
        {data?.confidence && <Badge tone={CONFIDENCE[data.confidence].tone}>{CONFIDENCE[data.confidence].label}</Badge>}
      </div>
      {query.isError ? (
        <QueryError message="Error al cargar tu gasto real" onRetry={query.refetch} retrying={query.isFetching} />
      ) : !data ? (
        <div className="space-y-2" aria-hidden>
          <span className="block h-8 w-40 animate-pulse rounded-md bg-gray-100" />
          <span className="block h-4 w-full animate-pulse rounded-md bg-gray-100" />
        </div>
      ) : data.expenditure === null ? (
        <NotEnoughData data={data} />
      ) : (
        <Measured data={data} expenditure={data.expenditure} />
      )}
    </section>
  );
}

function NotEnoughData({ data }: { data: Expenditure }) {
  return (
    <div className="space-y-3">
      <p className="font-semibold text-ink">Aún no hay datos suficientes</p>
      <p className="text-sm leading-relaxed text-gray-600">{data.missing}</p>
      <ul className="flex flex-wrap gap-2 text-sm text-gray-700">
        <li className="inline-flex items-center gap-1.5 rounded-xl bg-gray-50 px-3 py-1.5">
          <Utensils className="size-4 text-gray-400" aria-hidden />
          {data.days_used} de 14 días con comidas
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-xl bg-gray-50 px-3 py-1.5">
          <Scale className="size-4 text-gray-400" aria-hidden />
          {data.weigh_ins} de 8 pesajes
        </li>
      </ul>
    </div>
  );
}

function Measured({ data, expenditure }: { data: Expenditure; expenditure: number }) {
  return (
    <div className="space-y-3">
      <p className="text-ink">
        <span className="text-3xl font-bold tracking-tight">{formatNumber(expenditure)}</span>{' '}
        <span className="text-sm font-semibold text-gray-600">kcal al día</span>
      </p>
      <p className="text-sm leading-relaxed text-gray-600">
        Calculado con {data.days_used} días de comidas y {data.weigh_ins} pesajes de las últimas 4 semanas
        {data.trend_kg_per_week !== null && <> · tendencia {kgWeek(data.trend_kg_per_week)}</>}.
        {data.plan_tdee !== null && (
          <>
            {' '}
            Tu plan usa {kcal(data.plan_tdee)}
            {data.plan_tdee_measured ? ' (tu gasto medido)' : ' (estimado con una fórmula)'}.
          </>
        )}
      </p>
      {data.offer && <AdjustOffer offer={data.offer} />}
    </div>
  );
}

function AdjustOffer({ offer }: { offer: NonNullable<Expenditure['offer']> }) {
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerGoalAdjustment({ mutationConfig: { onSuccess: () => setConfirming(false) } });
  const more = offer.new_tdee > offer.current_tdee;
  const difference = kcal(Math.abs(offer.new_tdee - offer.current_tdee));
  const declining = answer.isPending && answer.variables?.decision === 'decline';
  return (
    <div className="rounded-2xl bg-primary-50 p-4 ring-1 ring-primary-200">
      <p className="font-semibold text-ink">
        Gastas {difference} {more ? 'más' : 'menos'} de lo que estimamos
      </p>
      <p className="mt-1 text-sm leading-relaxed text-gray-700">
        Podemos mover tu meta de {kcal(offer.current_calories)} a {kcal(offer.new_calories)} al día, manteniendo tu
        déficit. Tú decides.
      </p>
      {answer.isError && !confirming && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {getErrorMessage(answer.error, 'No pudimos guardar tu respuesta. Intenta de nuevo.')}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => setConfirming(true)} disabled={answer.isPending} className="w-full sm:w-auto">
          Ajustar mi meta
        </Button>
        <Button
          variant="secondary"
          onClick={() => answer.mutate({ decision: 'decline' })}
          loading={declining}
          disabled={answer.isPending}
          className="w-full sm:w-auto"
        >
          Ahora no
        </Button>
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) answer.reset();
        }}
        title="¿Ajustar tu meta de calorías?"
        description={`Desde hoy tu meta será ${kcal(offer.new_calories)} al día (antes ${kcal(offer.current_calories)}), con el mismo déficit. Los días anteriores no cambian.`}
        confirmLabel="Ajustar mi meta"
        pending={answer.isPending && answer.variables?.decision === 'accept'}
        error={answer.isError ? getErrorMessage(answer.error, 'No pudimos ajustar tu meta. Intenta de nuevo.') : null}
        onConfirm={() => answer.mutate({ decision: 'accept' })}
      />
    </div>
  );
}
