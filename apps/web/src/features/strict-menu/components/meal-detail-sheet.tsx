import type { PlanMeal } from '@nutricoach/core/constants/strict-plan';
import { usePlanMealLabels } from '@/lib/api/user-country';
import type { StrictMeal } from '@nutricoach/core/contract/strict-plan';
import { ChefHat } from 'lucide-react';
import { Sheet } from '@/components/ui/sheet';
import { useLastValue } from '../hooks/use-last-value';
import { IngredientRow, StepList } from '@/components/recipe-parts';
import { formatGrams, formatKcal } from '../utils/format';

export type OpenMeal = { mealKey: PlanMeal; meal: StrictMeal; dayLabel: string };

type MealDetailSheetProps = { open: OpenMeal | null; onClose: () => void };

const MACROS = [
  { key: 'protein', label: 'Proteína', tone: 'bg-sky-500' },
  { key: 'carbs', label: 'Carbohidratos', tone: 'bg-amber-500' },
  { key: 'fat', label: 'Grasa', tone: 'bg-rose-500' },
] as const;

/** docs/product.md §2.11's detail: calories, macros, ingredients (g and household measure) and the steps. */
export function MealDetailSheet({ open, onClose }: MealDetailSheetProps) {
  const planMealLabels = usePlanMealLabels();
  // The meal stays on screen while the sheet slides away after closing.
  const shown = useLastValue(open);
  return (
    <Sheet
      open={open !== null}
      onOpenChange={(next) => !next && onClose()}
      title={shown?.meal.name ?? ''}
      description={shown ? `${planMealLabels[shown.mealKey]} · ${shown.dayLabel}` : undefined}
    >
      {shown && <MealDetail meal={shown.meal} />}
    </Sheet>
  );
}

function MealDetail({ meal }: { meal: StrictMeal }) {
  return (
    <div className="space-y-5">
      <div className="rounded-2xl bg-surface p-4">
        <p className="text-3xl font-bold tracking-tight text-ink">
          {formatKcal(meal.calories)} <span className="text-base font-semibold text-gray-500">kcal</span>
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {MACROS.map(({ key, label, tone }) => (
            <div key={key} className="min-w-0">
              <dt className="flex items-center gap-1.5 truncate text-xs font-medium text-gray-500">
                <span className={`size-2 shrink-0 rounded-full ${tone}`} aria-hidden />
                {label}
              </dt>
              <dd className="text-lg font-bold tabular-nums text-ink">
                {formatGrams(meal[key])} <span className="text-sm font-medium text-gray-500">g</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {meal.cooking_method && (
        <p className="flex items-center gap-2 text-[15px] text-gray-700">
          <ChefHat className="size-5 shrink-0 text-primary-600" aria-hidden />
          <span>
            Método de cocción: <strong className="font-semibold text-ink">{meal.cooking_method}</strong>
          </span>
        </p>
      )}

      <section aria-labelledby="strict-meal-ingredients">
        <h3 id="strict-meal-ingredients" className="text-base font-semibold text-ink">
          Ingredientes ({meal.ingredients.length})
        </h3>
        <ul className="mt-2 divide-y divide-gray-100 rounded-2xl ring-1 ring-gray-200">
          {meal.ingredients.map((ingredient, index) => (
            <IngredientRow
              key={`${ingredient.name}-${index}`}
              name={ingredient.name}
              grams={formatGrams(ingredient.quantity)}
              equivalence={ingredient.equivalence ?? undefined}
            />
          ))}
        </ul>
      </section>

      {meal.steps.length > 0 && (
        <section aria-labelledby="strict-meal-steps">
          <h3 id="strict-meal-steps" className="text-base font-semibold text-ink">
            Preparación
          </h3>
          {meal.steps.length === 1 ? (
            <p className="mt-2 text-[15px] leading-relaxed text-gray-700">{meal.steps[0]}</p>
          ) : (
            <StepList steps={meal.steps} />
          )}
        </section>
      )}
    </div>
  );
}
