import type { UserObjective } from '@nutricoach/core/contract/onboarding';
import { useQueryClient } from '@tanstack/react-query';
import { getUserObjectiveQueryOptions, useUserObjective } from '@/features/auth/api/get-user-objective';
import { SettingsCardSkeleton } from '@/components/ui/settings-card';
import { useProfessionalTargets } from '@/features/objectives/api/professional-targets';
import { DeficitSection } from '@/features/objectives/components/deficit-section';
import { DietSection } from '@/features/objectives/components/diet-section';
import { ProfessionalTargetsSection } from '@/features/objectives/components/professional-targets-section';

/** /objectives (docs/product.md §2.16): the diet and the deficit, each changed after a confirmation. */
export function Component() {
  const queryClient = useQueryClient();
  const objective = useUserObjective();
  // Issue 33: targets a nutritionist set come first. While they load the sections wait under one
  // skeleton, so that the card does not push them down when it comes; a failure leaves it out.
  const proTargets = useProfessionalTargets();
  // Today's targets were recomputed: the new objective is stored where the app reads it and every
  // other cached answer is marked old, to be read again when its screen opens (as on /profile).
  const onSaved = (next: UserObjective) => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    queryClient.setQueryData(getUserObjectiveQueryOptions().queryKey, next);
  };
  const objectiveProps = { objective: objective.data, isError: objective.isError, onSaved };
  const targets = proTargets.data?.targets ?? null;
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <title>Objetivos · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Objetivos</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          {targets
            ? 'Tu nutricionista ajustó tus metas. Tu dieta y tu déficit se usan si vuelves a los objetivos de la app.'
            : 'Tu dieta y tu déficit calórico. Al cambiarlos recalculamos tus metas desde hoy.'}
        </p>
      </header>
      {proTargets.isPending ? (
        <SettingsCardSkeleton rows={4} />
      ) : (
        <>
          {targets && <ProfessionalTargetsSection targets={targets} />}
          <DietSection {...objectiveProps} />
          <DeficitSection {...objectiveProps} />
        </>
      )}
    </section>
  );
}
