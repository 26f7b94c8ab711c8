import { Flag, Medal, Sparkles, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { getErrorMessage } from '@/lib/api-client';
import { useChallenges } from '../api/get-challenges';
import { useJoinChallenge } from '../api/join-challenge';
import { ActiveChallengeCard, AvailableChallengeCard, CompletedChallengeCard } from './challenge-cards';

export const CHALLENGES_ERROR = 'Error al cargar los retos';

/**
 * /challenges (issue 19, docs/commitment-and-challenges.md): 'Retos Activos' with their progress,
 * 'Retos Completados' with the points they gave, and the challenges to join.
 */
export function ChallengesView() {
  const challenges = useChallenges();
  const join = useJoinChallenge();
  const data = challenges.data;
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Retos · NutriCoach</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Retos</h1>
          <p className="text-[15px] text-gray-600">
            Retos de una o dos semanas que se cumplen con lo que registras. Cada uno suma sus puntos una vez.
          </p>
        </div>
        {data && (
          <p
            data-testid="challenge-points"
            className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
          >
            <Trophy className="size-4" aria-hidden />
            {data.total_points} puntos de retos
          </p>
        )}
      </header>

      {challenges.isPending ? (
        <div role="status" aria-label="Cargando retos" className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-2xl bg-gray-100" />
          ))}
        </div>
      ) : challenges.isError ? (
        <QueryError
          message={CHALLENGES_ERROR}
          onRetry={challenges.refetch}
          retrying={challenges.isFetching}
          layout="row"
          buttonWidth="phone"
        />
      ) : (
        <>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <ListSection
              title="Retos Activos"
              icon={<Flag className="size-5 text-primary-600" aria-hidden />}
              empty="No tienes retos activos. Únete a uno de los de abajo."
            >
              {challenges.data.active.map((c) => (
                <ActiveChallengeCard key={`${c.id}-${c.start_date}`} challenge={c} />
              ))}
            </ListSection>
            <ListSection
              title="Retos Completados"
              icon={<Medal className="size-5 text-primary-600" aria-hidden />}
              empty="Aún no has completado retos."
            >
              {challenges.data.completed.map((c) => (
                <CompletedChallengeCard key={`${c.id}-${c.start_date}`} challenge={c} />
              ))}
            </ListSection>
          </div>

          <section aria-labelledby="available-title" className="space-y-3">
            <h2 id="available-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
              <Sparkles className="size-5 text-primary-600" aria-hidden />
              Únete a un reto
            </h2>
            {join.isError && (
              <Alert>{getErrorMessage(join.error, 'No pudimos unirte al reto. Intenta de nuevo.')}</Alert>
            )}
            {challenges.data.available.length === 0 ? (
              <p className="rounded-2xl bg-white px-4 py-6 text-center text-sm text-gray-600 ring-1 ring-gray-200">
                Ya estás en todos los retos. Vuelve cuando termine alguno.
              </p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {challenges.data.available.map((c) => (
                  <AvailableChallengeCard
                    key={c.id}
                    challenge={c}
                    joining={join.isPending && join.variables === c.id}
                    disabled={join.isPending}
                    onJoin={() => join.mutate(c.id)}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function ListSection({
  title,
  icon,
  empty,
  children,
}: {
  title: string;
  icon: ReactNode;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <h2 className="flex items-center gap-2 font-semibold text-ink">
        {icon}
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">{children}</ul>
      )}
    </section>
  );
}
