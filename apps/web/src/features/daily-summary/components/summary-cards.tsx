import type { DailySummary } from '@nutricoach/core/contract/summaries';
import { excessOver, gaugePercent } from '@nutricoach/core/rules/gauge';
import { DAILY_POINTS_MAX, WEEKLY_POINTS_MAX } from '@nutricoach/core/rules/points';
import { ChevronRight, CloudOff, Flame, type LucideIcon, Scale, Star, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import type { PointsSummary } from '../api/get-points-summary';
import { formatKg, formatWhole } from '../utils/format';

const cardBase = 'flex min-h-32 flex-col rounded-2xl bg-white p-3.5 text-left shadow-sm ring-1 ring-gray-200/80 sm:p-4';
const interactive = 'transition hover:ring-primary-300 active:scale-[0.99]';

function CardHead({ icon: Icon, label, tone }: { icon: LucideIcon; label: string; tone: string }) {
  return (
    <span className="flex items-center gap-2">
      {/* Below 360 px the label needs the room. */}
      <span className={cn('grid size-8 shrink-0 place-items-center rounded-xl max-[359px]:hidden', tone)}>
        <Icon className="size-4.5" aria-hidden />
      </span>
      <span className="min-w-0 text-[13px] font-semibold leading-tight text-gray-600">{label}</span>
    </span>
  );
}

function Value({ value, unit }: { value: ReactNode; unit?: string }) {
  return (
    <span className="mt-2.5 flex items-baseline gap-1">
      <span className="text-[26px] font-bold leading-none tracking-tight text-ink tabular-nums">{value}</span>
      {unit && <span className="text-sm font-medium text-gray-500">{unit}</span>}
    </span>
  );
}

function Foot({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('mt-auto flex items-center gap-0.5 pt-2 text-xs font-medium text-gray-500', className)}>
      {children}
    </span>
  );
}

const Shimmer = ({ className }: { className?: string }) => (
  <span className={cn('block animate-pulse rounded-md bg-gray-100', className)} />
);

type SummaryCardsProps = {
  summary: DailySummary | undefined;
  points: { data: PointsSummary | undefined; isPending: boolean; isError: boolean };
  isToday: boolean;
  /** The day's weight was logged offline and waits to be sent. */
  weightPending?: boolean;
  onOpenDayDetail: () => void;
  onLogWeight: () => void;
};

/** docs/product.md §2.6's four cards: calories, the day's points, weight and the weekly commitment, 2x2 on phones. */
export function SummaryCards({
  summary,
  points,
  isToday,
  weightPending,
  onOpenDayDetail,
  onLogWeight,
}: SummaryCardsProps) {
  const calories = summary?.summary;
  const caloriePercent = calories ? gaugePercent(calories.consumed.calories, calories.ideal.calories) : 0;
  const calorieExcess = calories ? excessOver(calories.consumed.calories, calories.ideal.calories) : 0;
  const pointsError = <span className="mt-2.5 block text-sm font-medium text-red-700">Error al cargar los puntos</span>;

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div className={cardBase}>
        <CardHead icon={Flame} label="Calorías" tone="bg-orange-50 text-orange-600" />
        {calories ? (
          <>
            <Value value={formatWhole(calories.consumed.calories)} unit="kcal" />
            <Foot className="flex-col items-stretch gap-1.5">
              <span>de {formatWhole(calories.ideal.calories)} kcal</span>
              {/* Above the ideal the full bar turns red and says by how much (issue 29). */}
              {calorieExcess > 0 && (
                <span className="-mt-1 font-semibold text-red-700">{formatWhole(calorieExcess)} kcal por encima</span>
              )}
              <ProgressBar
                value={caloriePercent}
                max={100}
                label="Calorías consumidas del ideal"
                className={cn(
                  'h-1.5',
                  calorieExcess > 0 ? 'bg-red-100 [&>div]:bg-red-600' : 'bg-orange-100 [&>div]:bg-orange-500',
                )}
              />
            </Foot>
          </>
        ) : (
          <Shimmer className="mt-3 h-7 w-20" />
        )}
      </div>

      <button
        type="button"
        onClick={onOpenDayDetail}
        className={cn(cardBase, interactive)}
        aria-haspopup="dialog"
        data-tour="points"
      >
        <CardHead
          icon={Star}
          label={isToday ? 'Puntos de hoy' : 'Puntos del día'}
          tone="bg-yellow-50 text-yellow-600"
        />
        {points.isError ? (
          pointsError
        ) : points.data ? (
          <Value value={points.data.daily} unit={`/${DAILY_POINTS_MAX}`} />
        ) : (
          <Shimmer className="mt-3 h-7 w-14" />
        )}
        <Foot className="text-primary-700">
          Ver detalle <ChevronRight className="size-3.5" aria-hidden />
        </Foot>
      </button>

      <button type="button" onClick={onLogWeight} className={cn(cardBase, interactive)} aria-haspopup="dialog">
        <CardHead icon={Scale} label={isToday ? 'Peso de hoy' : 'Peso del día'} tone="bg-sky-50 text-sky-600" />
        {summary ? (
          <Value
            value={summary.weight === null ? '—' : formatKg(summary.weight)}
            unit={summary.weight === null ? undefined : 'kg'}
          />
        ) : (
          <Shimmer className="mt-3 h-7 w-16" />
        )}
        {weightPending ? (
          <Foot className="text-amber-700">
            <CloudOff className="size-3.5" aria-hidden /> Pendiente
          </Foot>
        ) : (
          <Foot className="text-primary-700">
            {summary?.weight === null ? 'Registrar peso' : 'Actualizar'}{' '}
            <ChevronRight className="size-3.5" aria-hidden />
          </Foot>
        )}
      </button>

      <Link to={paths.weeklyPoints.getHref()} className={cn(cardBase, interactive)}>
        <CardHead icon={TrendingUp} label="Compromiso semanal" tone="bg-primary-50 text-primary-600" />
        {points.isError ? (
          pointsError
        ) : points.data ? (
          <>
            <Value value={points.data.weekly} unit={`/${WEEKLY_POINTS_MAX}`} />
            <Foot className="flex-col items-stretch gap-1.5">
              <ProgressBar
                value={points.data.weekly}
                max={WEEKLY_POINTS_MAX}
                label="Compromiso semanal"
                className="h-1.5"
              />
            </Foot>
          </>
        ) : (
          <Shimmer className="mt-3 h-7 w-14" />
        )}
      </Link>
    </div>
  );
}
