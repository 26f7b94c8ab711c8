import { Beef, CalendarCheck, Flame, Lock, Sprout, Sunrise, Trophy } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_CURRENT_LEVEL,
  DEMO_HISTORY,
  type DemoAchievement,
  levelName,
} from '../utils/demo-data';
import { LevelRing } from './level-ring';

const ICONS = {
  sprout: Sprout,
  calendar: CalendarCheck,
  sunrise: Sunrise,
  beef: Beef,
  flame: Flame,
  trophy: Trophy,
} as const;

/** docs/product.md §2.13: a static demo of the commitment level (current level, history, achievements). */
export function CommitmentLevelView() {
  const level = levelName(DEMO_CURRENT_LEVEL);
  const previous = DEMO_HISTORY.at(-2)?.level ?? DEMO_CURRENT_LEVEL;
  const delta = DEMO_CURRENT_LEVEL - previous;
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Nivel de compromiso · NutriCoach</title>
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Nivel de compromiso</h1>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
            Demostración
          </span>
        </div>
        <p className="text-[15px] text-gray-600">Así se verá tu nivel: datos de ejemplo, no los tuyos.</p>
      </header>

      <div className="grid gap-4 lg:grid-cols-5">
        <section
          aria-labelledby="level-title"
          className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-br from-primary-600 to-primary-800 p-6 text-center text-white shadow-md sm:flex-row sm:text-left lg:col-span-2 lg:flex-col lg:text-center"
        >
          <LevelRing percent={DEMO_CURRENT_LEVEL} label="Nivel actual" />
          <div className="space-y-1">
            <h2 id="level-title" className="text-xl font-bold">
              Nivel {level.name}
            </h2>
            <p className="text-sm text-white/85">{level.message}</p>
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
              {delta >= 0 ? '+' : '−'}
              {Math.abs(delta)} puntos frente a la semana pasada
            </p>
          </div>
        </section>

        <section
          aria-labelledby="level-history-title"
          className="flex min-w-0 flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5 lg:col-span-3"
        >
          <h2 id="level-history-title" className="text-base font-semibold text-ink">
            Historial
          </h2>
          <p className="text-xs text-gray-500">Tu nivel de las últimas {DEMO_HISTORY.length} semanas</p>
          <ol className="mt-4 flex min-h-48 flex-1 items-end gap-1.5 sm:gap-3">
            {DEMO_HISTORY.map((week, index) => {
              const current = index === DEMO_HISTORY.length - 1;
              return (
                <li key={week.week} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
                  {/* The track leaves room above a full bar for its figure. */}
                  <div aria-hidden className="relative mt-5 w-full flex-1">
                    <span
                      className={cn(
                        'absolute inset-x-0 bottom-0 mx-auto w-full max-w-9 rounded-t-lg',
                        current ? 'bg-primary-600' : 'bg-primary-200',
                      )}
                      style={{ height: `${week.level}%` }}
                    />
                    <span
                      className={cn(
                        'absolute inset-x-0 text-center text-[11px] font-semibold tabular-nums',
                        current ? 'text-primary-700' : 'text-gray-500',
                      )}
                      style={{ bottom: `calc(${week.level}% + 2px)` }}
                    >
                      {week.level}
                    </span>
                  </div>
                  <span className="w-full truncate text-center text-[10px] text-gray-500 sm:text-[11px]">
                    {week.week}
                    <span className="sr-only">: {week.level} %</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      </div>

      <section
        aria-labelledby="achievements-title"
        className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="achievements-title" className="text-base font-semibold text-ink">
            Logros
          </h2>
          <p className="text-xs text-gray-500">
            {DEMO_ACHIEVEMENTS.filter((a) => a.done >= a.total).length} de {DEMO_ACHIEVEMENTS.length} desbloqueados
          </p>
        </div>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {DEMO_ACHIEVEMENTS.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} />
          ))}
        </ul>
      </section>
    </section>
  );
}

function AchievementCard({ achievement }: { achievement: DemoAchievement }) {
  const Icon = ICONS[achievement.icon];
  const unlocked = achievement.done >= achievement.total;
  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl p-3 ring-1',
        unlocked ? 'bg-primary-50/70 ring-primary-100' : 'bg-gray-50 ring-gray-200',
      )}
    >
      <span
        className={cn(
          'relative grid size-12 shrink-0 place-items-center rounded-2xl',
          unlocked ? 'bg-primary-600 text-white shadow-sm' : 'bg-gray-200 text-gray-400',
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
        <p className={cn('font-semibold', unlocked ? 'text-ink' : 'text-gray-600')}>
          {achievement.title}
          <span className="sr-only">{unlocked ? ' (desbloqueado)' : ' (bloqueado)'}</span>
        </p>
        <p className="text-sm text-gray-600">{achievement.description}</p>
        {!unlocked && achievement.total > 1 && (
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
        )}
      </div>
    </li>
  );
}
