import { levelBand } from '@nutricoach/core/rules/commitment';
import { QueryError } from '@/components/query-error';
import { useCommitment } from '../api/get-commitment';
import { AchievementsSection } from './achievements-section';
import { LevelHistory } from './level-history';
import { LevelRing } from './level-ring';

export const COMMITMENT_ERROR = 'Error al cargar tu nivel de compromiso';

/**
 * /commitment-level (issue 19, docs/commitment-and-challenges.md): this week's level (points
 * against the weekly goal of 70), the level of past weeks and the achievements, from the user's logs.
 */
export function CommitmentLevelView() {
  const commitment = useCommitment();
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      {/* Named as its menu entry: 'Nivel de compromiso' is /seguimiento-semanal's (docs/product.md §2.2). */}
      <title>Mis logros · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Mis logros</h1>
        <p className="text-[15px] text-gray-600">
          Tus puntos de esta semana frente a la meta de 70, y los logros que vas desbloqueando.
        </p>
      </header>

      {commitment.isPending ? (
        <div role="status" aria-label="Cargando tu nivel" className="grid gap-4 lg:grid-cols-5">
          <div className="h-64 animate-pulse rounded-3xl bg-primary-100 lg:col-span-2" />
          <div className="h-64 animate-pulse rounded-3xl bg-gray-100 lg:col-span-3" />
          <div className="h-48 animate-pulse rounded-3xl bg-gray-100 lg:col-span-5" />
        </div>
      ) : commitment.isError ? (
        <QueryError
          message={COMMITMENT_ERROR}
          onRetry={commitment.refetch}
          retrying={commitment.isFetching}
          layout="row"
          buttonWidth="phone"
        />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-5">
            <LevelCard level={commitment.data.level} previous={commitment.data.history.at(-2)?.level ?? null} />
            <LevelHistory history={commitment.data.history} />
          </div>
          <AchievementsSection achievements={commitment.data.achievements} />
        </>
      )}
    </section>
  );
}

/** The week still runs until Sunday, so the card shows last week's level beside it rather than a difference. */
function LevelCard({ level, previous }: { level: number; previous: number | null }) {
  const band = levelBand(level);
  return (
    <section
      aria-labelledby="level-title"
      className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-br from-primary-600 to-primary-800 p-6 text-center text-white shadow-md sm:flex-row sm:text-left lg:col-span-2 lg:flex-col lg:text-center"
    >
      <LevelRing percent={level} label="Nivel actual" />
      <div className="space-y-1">
        <h2 id="level-title" className="text-xl font-bold">
          Nivel {band.name}
        </h2>
        <p className="text-sm text-white/85">{band.message}</p>
        <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
          {previous === null ? 'Tu primera semana: cada registro suma' : `La semana pasada: ${previous} %`}
        </p>
      </div>
    </section>
  );
}
