import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { CircleSlash } from 'lucide-react';
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { useDailySummary } from '../api/get-daily-summary';
import { useDayComments } from '../api/get-day-comments';
import { useExpenditure } from '../api/get-expenditure';
import { usePointsSummary } from '../api/get-points-summary';
import { useStrictPlanStatus } from '../api/get-strict-plan-status';
import { useStrictPlan } from '@/lib/api/get-strict-plan';
import { chatLink, EXERCISE_CHAT_TEXT, mealChatText } from '../utils/chat-link';
import { useMealTypeLabels } from '@/lib/api/user-country';
import { nextMealToLog } from '../utils/checklist';
import { mealTypeAt, pickedDate, todayLocal } from '../utils/dates';
import { formatDayLabel } from '../utils/format';
import { useRepeatMeal } from '../api/repeat-meal';
import { Later } from '@/components/ui/later';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { lazyComponent } from '@/lib/lazy-component';
import { dayListsModule, strictPlanBannerModule } from './lazy-parts';
import { whenIdle, whenInteracting } from '@/lib/idle';
import { AddButton } from './add-button';
import { DatePicker } from './date-picker';
import { ListActions, SectionCard } from './section-card';
import type { LogDialog } from './log-sheets';
import { MacroGauges } from './macro-gauges';
import { SummaryCards } from './summary-cards';
import { useWeightWaiting } from '@/lib/offline/waiting-writes';

type DailySummaryScreenProps = {
  recommendationType: 'strict' | 'flex' | undefined;
  /** The coach's WhatsApp number (digits with the country code) for the add-via-chat links. */
  coachNumber: string;
};

// The sheets and dialogs (Radix and the forms) download when the screen is idle, or on the first tap.
const AddMenu = lazyDialog(() => import('./add-menu').then((m) => m.AddMenu));
const DayDetailSheet = lazyDialog(() => import('./day-detail-sheet').then((m) => m.DayDetailSheet));
const LogSheets = lazyDialog(
  () => import('./log-sheets').then((m) => m.LogSheets),
  (props) => props.dialog !== null,
);

// Each shows only once its own call has answered, and only for some users: they come in parallel with it.
const StrictPlanBanner = lazyComponent(strictPlanBannerModule, (m) => m.StrictPlanBanner);

// The lower cards' contents (docs/performance.md): asked for with the day's data, skeletons meanwhile.
const DayChecklist = lazyComponent(dayListsModule, (m) => m.DayChecklist);
const MealList = lazyComponent(dayListsModule, (m) => m.MealList);
const ExerciseList = lazyComponent(dayListsModule, (m) => m.ExerciseList);
const CopyMeals = lazyComponent(dayListsModule, (m) => m.CopyMeals);
const ExpenditureCard = lazyComponent(dayListsModule, (m) => m.ExpenditureCard);
const DailyTour = lazyComponent(dayListsModule, (m) => m.DailyTour);
const MealComments = lazyComponent(dayListsModule, (m) => m.MealComments);
const DayComments = lazyComponent(dayListsModule, (m) => m.DayComments);

type Dialog = LogDialog | { kind: 'add-menu' } | { kind: 'day-detail' };

/**
 * Whether the strict-plan banner's place is known: its inputs (the recommendation type, the plan
 * status, the plan, today's summary for the meals already logged) and its code have arrived, or
 * failed, in which case it stays hidden.
 */
function useBannerSettled(
  recommendationType: 'strict' | 'flex' | undefined,
  status: ReturnType<typeof useStrictPlanStatus>,
  today: string,
): boolean {
  const strict = recommendationType === 'strict';
  const generated = status.data?.data.is_generated === true;
  const plan = useStrictPlan({ queryConfig: { enabled: strict && generated } });
  // The screen's own call when it shows today.
  const todaySummary = useDailySummary({ date: today, queryConfig: { enabled: strict && generated } });
  const [, codeArrived] = useState(false);
  const [codeFailed, setCodeFailed] = useState(false);
  const codeThere = strictPlanBannerModule.loaded() !== undefined;
  useEffect(() => {
    if (strict && !codeThere)
      void strictPlanBannerModule.load().then(
        // A transition: the cards this lets through are drawn in slices, not in one long task.
        () => startTransition(() => codeArrived(true)),
        () => setCodeFailed(true),
      );
  }, [strict, codeThere]);
  // Once settled it stays so: the banner's own check refetches a failed status when it mounts, and
  // the cards must not go away and come back with it.
  const [latched, latch] = useState(false);
  const settled =
    recommendationType !== undefined &&
    (!strict ||
      status.isError ||
      (!status.isPending && (!generated || (!plan.isPending && !todaySummary.isPending)) && (codeThere || codeFailed)));
  if (settled && !latched) latch(true);
  return settled || latched;
}

/** docs/product.md §2.6: the daily summary (the screen of / and /daily-summary). */
export function DailySummaryScreen({ recommendationType, coachNumber }: DailySummaryScreenProps) {
  const mealLabels = useMealTypeLabels();
  const today = todayLocal();
  const [params, setParams] = useSearchParams();
  const picked = pickedDate(params.get('date'), today);
  // An emptied picker is null: the screen shows today's data.
  const date = picked ?? today;
  const isToday = date === today;
  const weightPending = useWeightWaiting(date);
  const setPicked = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === today) next.delete('date');
        else next.set('date', value ?? '');
        return next;
      },
      { replace: true },
    );

  const summary = useDailySummary({ date });
  // The nutritionist's comments (issue 33): the meals wait for them, so a comment under a meal does
  // not push the next ones down when it comes; a failure leaves them out.
  const comments = useDayComments(date);
  const points = usePointsSummary({ date });
  // Asked for here, not by the lazy banner, so it comes in parallel with the banner's chunk.
  const strictStatus = useStrictPlanStatus({ queryConfig: { enabled: recommendationType === 'strict' } });
  const bannerSettled = useBannerSettled(recommendationType, strictStatus, today);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const repeat = useRepeatMeal(today);

  // Not when the day arrives but now, with its request.
  useEffect(() => void dayListsModule.load().catch(() => {}), []);
  const loaded = summary.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    // The sheets come while the user reads, so the first tap opens a ready sheet; the forms, heavier
    // to start, once the user first touches the page (docs/performance.md, "Later downloads").
    const cancelSheets = whenIdle(() => {
      AddMenu.preload();
      DayDetailSheet.preload();
    });
    const cancelForms = whenInteracting(
      () =>
        void import('./log-sheets').then(
          (m) => m.preloadLogForms(),
          () => {},
        ),
    );
    return () => {
      cancelSheets();
      cancelForms();
    };
  }, [loaded]);

  const dayLabel = formatDayLabel(date, today);
  // The day in words: 'hoy' on today (the spec's empty texts), 'ayer', 'el martes 24 de noviembre'.
  const dayWords = isToday ? 'hoy' : dayLabel === 'Ayer' ? 'ayer' : `el ${dayLabel}`;
  const dayText = `Para ${dayWords}`;
  const data: DailySummary | null | undefined = summary.data;

  let body: ReactNode;
  if (summary.isError) {
    body = (
      <QueryError
        message="Error al cargar el resumen diario"
        onRetry={summary.refetch}
        retrying={summary.isFetching}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gray-200/80"
      />
    );
  } else if (summary.isSuccess && !data) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-gray-200/80">
        <CircleSlash className="size-8 text-gray-300" aria-hidden />
        <p className="font-semibold text-ink">No hay datos disponibles</p>
      </div>
    );
  } else {
    const logIds = new Set(data?.logs.map((log) => log._id));
    const allComments = comments.data ?? [];
    const commentsOf = (logId: string) => allComments.filter((comment) => comment.nutrition_log_id === logId);
    // A comment on a meal deleted since is said at the day's level.
    const dayComments = allComments.filter(
      (comment) => !comment.nutrition_log_id || !logIds.has(comment.nutrition_log_id),
    );
    const mealChat = chatLink(coachNumber, mealChatText(data ? nextMealToLog(data) : null, mealLabels));
    const exerciseChat = chatLink(coachNumber, EXERCISE_CHAT_TEXT);
    body = (
      <>
        <div data-tour="cards">
          <SummaryCards
            summary={data ?? undefined}
            points={points}
            isToday={isToday}
            weightPending={weightPending}
            onOpenDayDetail={() => setDialog({ kind: 'day-detail' })}
            onLogWeight={() => setDialog({ kind: 'weight' })}
          />
        </div>

        {isToday && <ExpenditureSlot place="top" />}

        <div className="grid gap-4 lg:grid-cols-5">
          <SectionCard
            title="Macronutrientes"
            className="flex flex-col lg:col-span-3"
            bodyClassName="flex flex-1 flex-col justify-center"
            data-tour="gauges"
          >
            {data && !(data.summary.ideal.protein > 0 || data.summary.ideal.fat > 0 || data.summary.ideal.carbs > 0) ? (
              <p className="py-6 text-center text-sm text-gray-500">No hay datos disponibles</p>
            ) : (
              <MacroGauges summary={data?.summary} />
            )}
          </SectionCard>
          <SectionCard title="Tu día" className="lg:col-span-2" data-tour="checklist">
            <LaterList rows={5}>
              {data ? (
                <DayChecklist
                  summary={data}
                  onLog={(item) =>
                    setDialog(
                      item === 'weight'
                        ? { kind: 'weight' }
                        : item === 'training'
                          ? { kind: 'exercise' }
                          : { kind: 'meal', mealType: item },
                    )
                  }
                />
              ) : (
                <ListSkeleton rows={5} />
              )}
            </LaterList>
          </SectionCard>
        </div>

        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <SectionCard
            title="Comidas"
            data-tour="meals"
            aside={
              <ListActions
                addLabel="Añadir comida"
                onAdd={() => setDialog({ kind: 'meal' })}
                chatHref={mealChat}
                chatLabel="Registrar comida por chat con tu coach"
              />
            }
          >
            <LaterList rows={2}>
              {data && !comments.isPending ? (
                <>
                  <MealList
                    logs={data.logs}
                    below={(log) => <MealComments comments={commentsOf(log._id)} />}
                    dayWords={dayWords}
                    onEdit={(log) => setDialog({ kind: 'meal', log })}
                    onDelete={(log) => setDialog({ kind: 'delete-meal', log })}
                    onSaveRecipe={(log) => setDialog({ kind: 'save-recipe', log })}
                    onRepeat={isToday ? undefined : repeat.repeat}
                    repeating={repeat.repeating}
                    repeated={repeat.done}
                  />
                  {repeat.failed && (
                    <p className="mt-2 text-sm text-red-700" role="alert">
                      No pudimos repetir la comida. Intenta de nuevo.
                    </p>
                  )}
                  <CopyMeals date={date} today={today} day={data} />
                </>
              ) : (
                <ListSkeleton rows={2} />
              )}
            </LaterList>
          </SectionCard>
          <SectionCard
            title="Ejercicios"
            data-tour="exercises"
            aside={
              <ListActions
                addLabel="Añadir ejercicio"
                onAdd={() => setDialog({ kind: 'exercise' })}
                chatHref={exerciseChat}
                chatLabel="Registrar entrenamiento por chat con tu coach"
              />
            }
          >
            <LaterList rows={1}>
              {data ? (
                <ExerciseList
                  logs={data.training}
                  dayWords={dayWords}
                  onEdit={(log) => setDialog({ kind: 'exercise', log })}
                  onDelete={(log) => setDialog({ kind: 'delete-exercise', log })}
                />
              ) : (
                <ListSkeleton rows={1} />
              )}
            </LaterList>
          </SectionCard>
        </div>

        {dayComments.length > 0 && (
          <Suspense fallback={null}>
            <DayComments comments={dayComments.map((comment) => ({ ...comment, nutrition_log_id: null }))} />
          </Suspense>
        )}

        {isToday && <ExpenditureSlot place="bottom" />}

        <AddMenu
          open={dialog?.kind === 'add-menu'}
          onOpenChange={(open) => !open && close()}
          onPick={(kind) => setDialog({ kind })}
          mealChatHref={mealChat}
          exerciseChatHref={exerciseChat}
        />
        <LogSheets
          dialog={
            dialog && dialog.kind !== 'add-menu' && dialog.kind !== 'day-detail'
              ? withSuggestedMeal(dialog, isToday)
              : null
          }
          onClose={close}
          date={date}
          dayText={dayText}
          weight={data?.weight ?? null}
        />
        <DayDetailSheet date={date} open={dialog?.kind === 'day-detail'} onOpenChange={(open) => !open && close()} />
      </>
    );
  }

  return (
    <section className="space-y-4 pb-6" aria-busy={summary.isPending || undefined}>
      <title>Resumen diario · NutriCoach</title>
      <Suspense fallback={null}>
        {/* The tour's first step sits under the strict-plan banner: it starts once the banner is
            settled, or its popover is placed for cards the banner then pushes down. */}
        <DailyTour
          ready={
            loaded && recommendationType !== undefined && !(recommendationType === 'strict' && strictStatus.isPending)
          }
        />
      </Suspense>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Resumen diario</h1>
        <div className="flex items-center gap-3">
          <DatePicker value={picked} today={today} onChange={setPicked} className="flex-1 sm:w-80 sm:flex-none" />
          {!summary.isError && <AddButton onClick={() => setDialog({ kind: 'add-menu' })} />}
        </div>
      </header>
      {recommendationType === 'strict' && bannerSettled && (
        <Suspense fallback={null}>
          <StrictPlanBanner
            recommendationType={recommendationType}
            isToday={isToday}
            onAteSomethingElse={(mealType) => setDialog({ kind: 'meal', mealType })}
          />
        </Suspense>
      )}
      {summary.isPending && (
        <span className="sr-only" role="status">
          Cargando el resumen diario…
        </span>
      )}
      {/* The cards wait for the banner above them, which would otherwise push them down as it came. */}
      {bannerSettled && body}
    </section>
  );
}

/**
 * Today's expenditure card (the estimate is of the last four weeks, whatever day is picked): with
 * 'Ajustar mi meta' this week, high on the screen; otherwise below the lists. Its own component, so
 * its answer draws only the card, not the whole screen.
 */
function ExpenditureSlot({ place }: { place: 'top' | 'bottom' }) {
  const expenditure = useExpenditure();
  const offered = Boolean(expenditure.data?.offer);
  if (offered !== (place === 'top')) return null;
  return (
    <Suspense fallback={null}>
      <ExpenditureCard query={expenditure} />
    </Suspense>
  );
}

/** A new meal of today starts on the meal of the hour; an edit or a checklist tap keeps its own type. */
function withSuggestedMeal(dialog: LogDialog, isToday: boolean): LogDialog {
  if (dialog.kind !== 'meal' || dialog.log || dialog.mealType || !isToday) return dialog;
  return { ...dialog, mealType: mealTypeAt(new Date()) };
}

/** A card's list: its skeleton until its own task after the first paint, and its code, have come. */
function LaterList({ rows, children }: { rows: number; children: ReactNode }) {
  return (
    <Later fallback={<ListSkeleton rows={rows} />}>
      <Suspense fallback={<ListSkeleton rows={rows} />}>{children}</Suspense>
    </Later>
  );
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-3" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <span className="size-11 shrink-0 animate-pulse rounded-2xl bg-gray-100" />
          <span className="h-4 flex-1 animate-pulse rounded-md bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
