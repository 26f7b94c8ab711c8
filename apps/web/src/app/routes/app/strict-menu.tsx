import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getStrictPlanStatusQueryOptions } from '@/features/daily-summary/api/get-strict-plan-status';
import { StrictMenuView } from '@/features/strict-menu/components/strict-menu-view';

/** /strict-menu (docs/product.md §2.11): the weekly plan of a strict user. */
export function Component() {
  const queryClient = useQueryClient();
  // The daily summary's banner ('Recuerda generar tu plan semanal aquí') goes once a plan exists.
  const onGenerated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getStrictPlanStatusQueryOptions().queryKey }),
    [queryClient],
  );
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <title>Plan semanal · NutriCoach</title>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Plan semanal</h1>
      <StrictMenuView onGenerated={onGenerated} />
    </section>
  );
}
