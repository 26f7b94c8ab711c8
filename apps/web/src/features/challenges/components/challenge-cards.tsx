import type { ActiveChallenge, Challenge, CompletedChallenge } from '@nutricoach/core/contract/challenges';
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

const shortDate = (date: string) => format(parseISO(date), 'd MMM', { locale: es }).replace('.', '');
const unitLabel = (c: Challenge) => (c.unit === 'points' ? 'puntos' : 'días');
const duration = (c: Challenge) => (c.days === 14 ? '2 semanas' : '1 semana');

function Reward({ points }: { points: number }) {
  return (
    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      +{points} pts
    </span>
  );
}

export function ActiveChallengeCard({ challenge }: { challenge: ActiveChallenge }) {
  return (
    <li data-testid={`active-${challenge.id}`} className="rounded-xl bg-primary-50/60 p-3 ring-1 ring-primary-100">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-ink">{challenge.title}</p>
        <Reward points={challenge.points} />
      </div>
      <p className="mt-0.5 text-sm text-gray-600">{challenge.description}</p>
      <ProgressBar
        className="mt-2.5 bg-white"
        value={challenge.progress}
        max={challenge.target}
        label={`Progreso de ${challenge.title}`}
      />
      <div className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs text-gray-600">
        <span className="font-medium tabular-nums text-primary-800">
          {challenge.progress} de {challenge.target} {unitLabel(challenge)}
        </span>
        <span>
          {challenge.days_left === 1 ? 'Último día' : `Quedan ${challenge.days_left} días`} · hasta el{' '}
          {shortDate(challenge.end_date)}
        </span>
      </div>
    </li>
  );
}

export function CompletedChallengeCard({ challenge }: { challenge: CompletedChallenge }) {
  return (
    <li data-testid={`completed-${challenge.id}`} className="flex gap-3 rounded-xl bg-gray-50 p-3 ring-1 ring-gray-200">
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 font-semibold text-ink">{challenge.title}</p>
          <Reward points={challenge.points} />
        </div>
        <p className="text-xs text-gray-600">
          Completado el {format(parseISO(challenge.completed_at), "d 'de' MMMM", { locale: es })}
        </p>
      </div>
    </li>
  );
}

export function AvailableChallengeCard({
  challenge,
  joining,
  disabled,
  onJoin,
}: {
  challenge: Challenge;
  joining: boolean;
  disabled: boolean;
  onJoin: () => void;
}) {
  return (
    <li
      data-testid={`available-${challenge.id}`}
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-ink">{challenge.title}</p>
        <Reward points={challenge.points} />
      </div>
      <p className="mt-1 flex-1 text-sm text-gray-600">{challenge.description}</p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="text-xs text-gray-500">Dura {duration(challenge)}</span>
        <Button
          size="md"
          loading={joining}
          disabled={disabled}
          onClick={onJoin}
          aria-label={`Unirme a ${challenge.title}`}
        >
          Unirme
        </Button>
      </div>
    </li>
  );
}
