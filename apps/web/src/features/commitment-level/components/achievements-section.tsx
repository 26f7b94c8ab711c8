import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import {
  Beef,
  CalendarCheck,
  Dumbbell,
  Flame,
  Lock,
  type LucideIcon,
  Medal,
  Scale,
  Sprout,
  Star,
  Sunrise,
  Trophy,
} from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { Achievement } from '../api/get-commitment';

const ICONS: Record<Achievement['id'], LucideIcon> = {
  'first-meal': Sprout,
  'week-streak': CalendarCheck,
  'five-breakfasts': Sunrise,
  'protein-five': Beef,
  'weigh-ten': Scale,
  'train-ten': Dumbbell,
  'perfect-day': Star,
  'four-weeks-70': Flame,
  'level-90': Trophy,
  'month-streak': Medal,
};

/** The achievements, unlocked ones first (newest first), then the rest in the catalog's order. */
export function AchievementsSection({ achievements }: { achievements: readonly Achievement[] }) {
  const unlocked = achievements
    .filter((a) => a.unlocked_at !== null)
    .sort((a, b) => (a.unlocked_at! < b.unlocked_at! ? 1 : -1));
  const locked = achievements.filter((a) => a.unlocked_at === null);
  return (
    <section
      aria-labelledby="achievements-title"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="achievements-title" className="text-base font-semibold text-ink">
          Logros
        </h2>
        <p className="text-xs text-gray-500">
          {unlocked.length} de {achievements.length} desbloqueados
        </p>
      </div>
      {unlocked.length === 0 && (
        <p className="mt-2 rounded-xl bg-surface px-3 py-3 text-sm text-gray-600">
          Aún no tienes logros. Registra tu primera comida para conseguir «Primer paso».
        </p>
      )}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...unlocked, ...locked].map((achievement) => (
          <AchievementCard key={achievement.id} achievement={achievement} />
        ))}
      </ul>
    </section>
  );
}

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const Icon = ICONS[achievement.id];
  const unlocked = achievement.unlocked_at !== null;
  return (
    <li
      data-testid={`achievement-${achievement.id}`}
      className={cn(
        'flex gap-3 rounded-2xl p-3 ring-1',
        unlocked ? 'bg-primary-50/70 ring-primary-100' : 'bg-gray-50 ring-gray-200',
      )}
    >
      <span
        className={cn(
          'relative grid size-12 shrink-0 place-items-center rounded-2xl',
          unlocked ? 'bg-primary-600 text-white shadow-sm' : 'bg-gray-200 text-gray-500',
        )}
      >
        <Icon className="size-6" aria-hidden />
        {!unlocked && (
          <span className="absolute -bottom-1 -right-1 grid size-5 place-items-center rounded-full bg-white text-gray-500 ring-1 ring-gray-200">
            <Lock className="size-3" aria-hidden />
          </span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('font-semibold', unlocked ? 'text-ink' : 'text-gray-700')}>
          {achievement.title}
          <span className="sr-only">{unlocked ? ' (desbloqueado)' : ' (bloqueado)'}</span>
        </p>
        <p className="text-sm text-gray-600">{achievement.description}</p>
        {unlocked ? (
          <p className="mt-1 text-xs font-medium text-primary-700">
            Desbloqueado el {format(parseISO(achievement.unlocked_at!), "d 'de' MMMM", { locale: es })}
          </p>
        ) : (
          achievement.total > 1 && (
            <div className="mt-1.5 flex items-center gap-2">
              <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-gray-200">
                <span
                  className="block h-full rounded-full bg-primary-500"
                  style={{ width: `${(achievement.done / achievement.total) * 100}%` }}
                />
              </span>
              <span className="text-xs tabular-nums text-gray-500">
                {achievement.done}/{achievement.total}
              </span>
            </div>
          )
        )}
      </div>
    </li>
  );
}
