import { Flag, Hourglass, Scale, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { formatKg, formatKgChange, shortDate } from '../utils/format';
import type { WeightStats } from '../utils/weight-stats';

type CardProps = {
  label: string;
  value: string;
  note: string;
  icon: ReactNode;
  tone?: 'neutral' | 'good' | 'bad';
  testId: string;
};

function StatCard({ label, value, note, icon, tone = 'neutral', testId }: CardProps) {
  return (
    <div data-testid={testId} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-600">
        {icon}
        {label}
      </dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-bold tracking-tight tabular-nums',
          tone === 'good' ? 'text-primary-700' : tone === 'bad' ? 'text-red-600' : 'text-ink',
        )}
      >
        {value}
      </dd>
      <dd className="mt-0.5 truncate text-xs text-gray-500">{note}</dd>
    </div>
  );
}

function remainingNote(stats: WeightStats): string {
  if (stats.remaining === null) return 'Define tu meta en tu perfil';
  if (stats.remaining === 0) return '¡Meta alcanzada!';
  if (stats.direction === 'gain') return 'por subir';
  if (stats.direction === 'lose') return 'por bajar';
  return 'para volver a tu meta';
}

/** docs/product.md §2.8's four cards: current weight, goal, remaining and total change (red when it went up). */
export function WeightCards({ stats }: { stats: WeightStats }) {
  const iconClass = 'size-4 shrink-0';
  const gained = stats.change > 0;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        testId="weight-current"
        label="Peso actual"
        value={formatKg(stats.current)}
        note={`Al ${shortDate(stats.currentDate)}`}
        icon={<Scale className={cn(iconClass, 'text-primary-600')} aria-hidden />}
      />
      <StatCard
        testId="weight-goal"
        label="Meta"
        value={stats.goal === null ? '—' : formatKg(stats.goal)}
        note={stats.goal === null ? 'Sin meta definida' : 'Tu peso objetivo'}
        icon={<Flag className={cn(iconClass, 'text-primary-600')} aria-hidden />}
      />
      <StatCard
        testId="weight-remaining"
        label="Restante"
        value={stats.remaining === null ? '—' : formatKg(stats.remaining)}
        note={remainingNote(stats)}
        icon={<Hourglass className={cn(iconClass, 'text-primary-600')} aria-hidden />}
      />
      <StatCard
        testId="weight-change"
        label="Cambio total"
        value={formatKgChange(stats.change)}
        note={`Desde el ${shortDate(stats.initialDate)}`}
        tone={gained ? 'bad' : 'good'}
        icon={
          gained ? (
            <TrendingUp className={cn(iconClass, 'text-red-600')} aria-hidden />
          ) : (
            <TrendingDown className={cn(iconClass, 'text-primary-600')} aria-hidden />
          )
        }
      />
    </dl>
  );
}
