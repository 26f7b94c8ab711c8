import { DIET_NAMES } from '@nutricoach/core/constants/diets';
import { useUserObjective } from '@/features/auth/api/get-user-objective';
import { FoodTableView } from '@/features/food-table/components/food-table-view';

/** /food-table (docs/product.md §2.9). */
export function Component() {
  const objective = useUserObjective();
  const dietName = objective.data ? DIET_NAMES[objective.data.diet_type ?? 'smart_balanced'] : null;
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <title>Tabla de alimentos · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Tabla de alimentos</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          {dietName ? (
            <>
              Qué puedes comer en tu dieta <strong className="font-semibold text-ink">{dietName}</strong>.
            </>
          ) : (
            'Qué puedes comer en tu dieta.'
          )}{' '}
          Marca lo que te gusta, lo que no y tus alergias: lo tendremos en cuenta en tus menús.
        </p>
      </header>
      <FoodTableView />
    </section>
  );
}
