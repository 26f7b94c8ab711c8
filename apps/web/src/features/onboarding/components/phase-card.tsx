import { Lock, Rocket } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatDecimal } from '../utils/format';

type PhaseCardProps = {
  number: number;
  name: string;
  description: string;
  weeks: number;
  weightLose: number;
  active: boolean;
};

const weeksText = (weeks: number) => `${weeks} ${weeks === 1 ? 'semana' : 'semanas'}`;

/** One phase of the plan: the active one stands out, the later ones are greyed (docs/product.md §2.5). */
export function PhaseCard({ number, name, description, weeks, weightLose, active }: PhaseCardProps) {
  return (
    <li
      aria-current={active ? 'step' : undefined}
      className={cn(
        'relative flex gap-4 rounded-2xl p-4',
        active ? 'bg-primary-600 text-white shadow-lg shadow-primary-600/20' : 'bg-gray-100/80 text-gray-500',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-xl',
          active ? 'bg-white/20 text-white' : 'bg-white text-gray-400',
        )}
      >
        {active ? <Rocket className="size-5.5" /> : <Lock className="size-5" />}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p
          className={cn('text-xs font-semibold uppercase tracking-wide', active ? 'text-primary-100' : 'text-gray-400')}
        >
          Fase {number}
          {active && (
            <span className="ml-2 rounded-full bg-white/20 px-2 py-0.5 normal-case tracking-normal">Empiezas aquí</span>
          )}
        </p>
        <h3 className={cn('text-lg font-bold', active ? 'text-white' : 'text-gray-600')}>{name}</h3>
        <p className={cn('text-sm leading-snug', active ? 'text-primary-50' : 'text-gray-500')}>{description}</p>
        <p className="flex flex-wrap gap-2 pt-2 text-sm font-semibold">
          <span className={cn('rounded-lg px-2.5 py-1', active ? 'bg-white/15' : 'bg-white')}>{weeksText(weeks)}</span>
          <span className={cn('rounded-lg px-2.5 py-1', active ? 'bg-white/15' : 'bg-white')}>
            −{formatDecimal(weightLose)} kg
          </span>
        </p>
      </div>
    </li>
  );
}
