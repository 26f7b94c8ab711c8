import { useUserObjective } from '@/features/auth/api/get-user-objective';
import { PlateSearch } from '@/features/plates/components/plate-search';

/** /flex-menu (docs/product.md §2.10): plate search. */
export function Component() {
  const objective = useUserObjective();
  const userDiet = objective.data ? (objective.data.diet_type ?? 'smart_balanced') : null;
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <title>Menú de alimentos · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Menú de alimentos</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          Platos para tu dieta, sin los alimentos a los que eres alérgico.
        </p>
      </header>
      <PlateSearch userDiet={userDiet} />
    </section>
  );
}
