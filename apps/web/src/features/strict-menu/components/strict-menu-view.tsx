import { PLAN_DAYS, type PlanMeal } from '@nutricoach/core/constants/strict-plan';
import { CalendarDays, Info, RefreshCw, ShoppingCart, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog, lazyDialog } from '@/components/ui/lazy-dialog';
import { ApiError } from '@/lib/api-client';
import { whenIdle } from '@/lib/idle';
import { useGenerateStrictPlan } from '../api/generate-strict-plan';
import { type StrictPlan, useStrictPlan } from '@/lib/api/get-strict-plan';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { GENERATE_ERROR, GENERATING_HINT, LOAD_ERROR } from '../utils/format';
import { formatWeekRange, startDayIndex } from '../utils/plan-days';
import { DayCarousel } from './day-carousel';
import type { OpenMeal } from './meal-detail-sheet';

const MealDetailSheet = lazyDialog(
  () => import('./meal-detail-sheet').then((module) => module.MealDetailSheet),
  (props) => props.open !== null,
);
const ShoppingListSheet = lazyDialog(() => import('./shopping-list-sheet').then((module) => module.ShoppingListSheet));

type StrictMenuViewProps = {
  /** Told after every generation, so screens of other features can read their flags again. */
  onGenerated?: () => void;
  /** Only for tests: the day the carousel treats as today. */
  today?: Date;
};

/** docs/product.md §2.11: the weekly strict plan, its generation, the meal detail and the shopping list. */
export function StrictMenuView({ onGenerated, today: todayProp }: StrictMenuViewProps) {
  const plan = useStrictPlan();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const generate = useGenerateStrictPlan({
    mutationConfig: {
      onSuccess: () => {
        setConfirmOpen(false);
        onGenerated?.();
      },
    },
  });
  const slow = useDelayedFlag(generate.isPending, 1000);
  const generateError = generate.error ? generationErrorDetail(generate.error) : null;
  const [today] = useState(() => todayProp ?? new Date());

  if (plan.isPending) return <PlanSkeleton />;
  if (plan.isError) {
    return <QueryError message={LOAD_ERROR} onRetry={plan.refetch} retrying={plan.isFetching} />;
  }

  if (!plan.data) {
    return (
      <div className="rounded-3xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-gray-200/80 sm:px-10">
        <span
          className="mx-auto grid size-16 place-items-center rounded-2xl bg-primary-50 text-primary-600"
          aria-hidden
        >
          <CalendarDays className="size-8" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-ink">Aún no tienes tu plan de esta semana</h2>
        <p className="mx-auto mt-2 max-w-sm text-[15px] leading-relaxed text-gray-600">
          Lo armamos con tus calorías y macros, tu dieta, tus alergias, tus gustos y tu presupuesto.
        </p>
        <Button
          size="lg"
          className="mt-6 w-full sm:w-auto"
          loading={generate.isPending}
          onClick={() => generate.mutate()}
        >
          <Sparkles className="size-5" aria-hidden />
          Generar Plan
        </Button>
        {slow && (
          <p role="status" className="mt-3 text-sm font-medium text-primary-700">
            {GENERATING_HINT}
          </p>
        )}
        {generateError && <GenerationError detail={generateError} className="mt-4 text-left" />}
      </div>
    );
  }

  return (
    <>
      <PlanScreen plan={plan.data} today={today} onRegenerate={() => setConfirmOpen(true)} />
      <LazyConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) generate.reset();
        }}
        title="¿Regenerar tu plan?"
        description={
          slow
            ? GENERATING_HINT
            : 'Se reemplazará el plan de esta semana por uno nuevo. La lista de compras también cambiará.'
        }
        confirmLabel="Regenerar"
        pending={generate.isPending}
        error={generateError ? [GENERATE_ERROR, generateError.message].filter(Boolean).join(' ') : null}
        onConfirm={() => generate.mutate()}
      />
    </>
  );
}

type GenerationErrorDetail = { message: string | null };

/** docs/product.md §8's text, and the server's reason when it is one the user can act on (409: no targets or diet yet). */
function generationErrorDetail(error: Error): GenerationErrorDetail {
  return { message: error instanceof ApiError && error.status === 409 && error.message ? error.message : null };
}

function GenerationError({ detail, className }: { detail: GenerationErrorDetail; className?: string }) {
  return (
    <Alert className={className}>
      {GENERATE_ERROR}
      {detail.message && <span className="mt-0.5 block font-semibold">{detail.message}</span>}
    </Alert>
  );
}

function PlanScreen({ plan, today, onRegenerate }: { plan: StrictPlan; today: Date; onRegenerate: () => void }) {
  const [detail, setDetail] = useState<OpenMeal | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const initialIndex = useMemo(
    () =>
      startDayIndex(
        plan.meals.map((d) => d.day),
        today,
      ),
    [plan.meals, today],
  );
  const generalNotes = useMemo(
    () => [
      ...new Set(
        plan.relaxed
          .filter((n) => !PLAN_DAYS.some((d) => n.where === d || n.where.startsWith(`${d}.`)))
          .map((n) => n.message),
      ),
    ],
    [plan.relaxed],
  );
  const openMeal = useCallback(
    (day: StrictPlan['meals'][number], mealKey: PlanMeal, dayLabel: string) =>
      setDetail({ mealKey, meal: day[mealKey], dayLabel }),
    [],
  );
  // The meal's sheet opens at once on the first tap too.
  useEffect(() => whenIdle(MealDetailSheet.preload), []);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="-mt-2 text-[15px] text-gray-600 sm:mt-0">
          Semana del <span className="font-semibold text-ink">{formatWeekRange(plan.week_start, plan.week_end)}</span>
        </p>
        <Button onClick={() => setShoppingOpen(true)} className="w-full sm:w-auto">
          <ShoppingCart className="size-5 shrink-0" aria-hidden />
          Lista de compras
        </Button>
      </div>

      {generalNotes.length > 0 && (
        <ul className="space-y-1">
          {generalNotes.map((message) => (
            <li key={message} className="flex items-start gap-1.5 text-xs leading-snug text-gray-500">
              <Info className="mt-px size-3.5 shrink-0" aria-hidden />
              {message}
            </li>
          ))}
        </ul>
      )}

      {/* A new plan (regenerated) starts again on today's day. */}
      <DayCarousel
        key={planIdentity(plan)}
        plan={plan}
        initialIndex={initialIndex}
        today={today}
        onOpenMeal={openMeal}
      />

      <div className="flex justify-center">
        <Button variant="ghost" onClick={onRegenerate}>
          <RefreshCw className="size-4 shrink-0" aria-hidden />
          Regenerar plan
        </Button>
      </div>

      <MealDetailSheet open={detail} onClose={() => setDetail(null)} />
      <ShoppingListSheet open={shoppingOpen} onOpenChange={setShoppingOpen} />
    </div>
  );
}

/** Tells two plans of the same week apart (a regenerated one has other plates). */
function planIdentity(plan: StrictPlan): string {
  return `${plan.week_start}:${plan.meals.map((d) => d.breakfast.plate_id + d.lunch.plate_id + d.dinner.plate_id).join('')}`;
}

function PlanSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Cargando tu plan…
      </span>
      <div className="h-5 w-56 animate-pulse rounded bg-gray-200" />
      <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80">
        <div className="mx-auto h-6 w-40 animate-pulse rounded bg-gray-200" />
        <div className="mt-6 space-y-5">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <div className="size-10 animate-pulse rounded-xl bg-gray-100" />
              <div className="flex-1 space-y-2">
                <div className="h-3 w-20 animate-pulse rounded bg-gray-100" />
                <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
