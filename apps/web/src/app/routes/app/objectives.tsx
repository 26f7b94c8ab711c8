import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { getUserObjectiveQueryOptions, useUserObjective } from '@/features/auth/api/get-user-objective';
import { DeficitSection } from '@/features/objectives/components/deficit-section';
import { DietSection } from '@/features/objectives/components/diet-section';

/** /objectives (docs/product.md §2.16): the diet and the deficit, each changed after a confirmation. */
export function Component() {
  const queryClient = useQueryClient();
  const objective = useUserObjective();
  // Today's targets were recomputed: the new objective is stored where the app reads it and every
  // other cached answer is marked old, to be read again when its screen opens (as on /profile).
  const onSaved = (next: UserObjective) => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    queryClient.setQueryData(getUserObjectiveQueryOptions().queryKey, next);
  };
  const objectiveProps = { objective: objective.data, isError: objective.isError, onSaved };
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <title>Objetivos · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Objetivos</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          Tu dieta y tu déficit calórico. Al cambiarlos recalculamos tus metas desde hoy.
        </p>
      </header>
      <DietSection {...objectiveProps} />
      <DeficitSection {...objectiveProps} />
    </section>
  );
}
