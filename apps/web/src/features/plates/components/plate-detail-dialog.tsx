import { DIET_NAMES } from '@nutricoach/core/constants/diets';
import { useMealTypeLabels } from '@/lib/api/user-country';
import type { Plate } from '@nutricoach/core/contract/plates';
import { ChefHat, ChevronDown } from 'lucide-react';
import { Collapsible, Dialog } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { SheetFrame } from '@/components/ui/sheet';
import { IngredientRow, StepList } from '@/components/recipe-parts';
import { COST_LABELS, MEAL_TYPE_TONES, formatGrams } from '../utils/labels';
import { PlateLogSection } from './plate-log-section';

type PlateDetailDialogProps = { plate: Plate | null; onClose: () => void };

const MACROS = [
  { key: 'protein', label: 'Proteína', kcalPerGram: 4, bar: 'bg-sky-500' },
  { key: 'carbs', label: 'Carbohidratos', kcalPerGram: 4, bar: 'bg-amber-500' },
  { key: 'fat', label: 'Grasa', kcalPerGram: 9, bar: 'bg-rose-500' },
] as const;

/**
 * docs/product.md §2.10's detail: macros, cooking method and a collapsible ingredient list (plus the
 * steps), and 'Registrar esta comida' with a portion (issue 15).
 */
export function PlateDetailDialog({ plate, onClose }: PlateDetailDialogProps) {
  return (
    <SheetFrame
      open={plate !== null}
      onOpenChange={(open) => !open && onClose()}
      className="max-h-[92dvh] overflow-y-auto overscroll-contain px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5 sm:max-h-[88dvh] sm:p-6"
    >
      {plate && <PlateDetail plate={plate} />}
    </SheetFrame>
  );
}

function PlateDetail({ plate }: { plate: Plate }) {
  const mealLabels = useMealTypeLabels();
  const [ingredientsOpen, setIngredientsOpen] = useState(true);
  const macroKcal = MACROS.reduce((sum, m) => sum + plate.macro_type[m.key] * m.kcalPerGram, 0);
  return (
    <>
      <div className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
      <div className="flex flex-wrap items-center gap-2 pr-10">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', MEAL_TYPE_TONES[plate.meal_type])}>
          {mealLabels[plate.meal_type]}
        </span>
        <span className="text-xs text-gray-500">
          {DIET_NAMES[plate.diet]} · {COST_LABELS[plate.cost]}
        </span>
      </div>
      <Dialog.Title className="mt-2 pr-10 text-xl font-bold leading-tight text-ink">{plate.name}</Dialog.Title>

      <div className="mt-4 rounded-2xl bg-surface p-4">
        <p className="text-3xl font-bold tracking-tight text-ink">
          {Math.round(plate.calories)} <span className="text-base font-semibold text-gray-500">kcal</span>
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {MACROS.map(({ key, label, kcalPerGram, bar }) => {
            const share = macroKcal > 0 ? Math.round(((plate.macro_type[key] * kcalPerGram) / macroKcal) * 100) : 0;
            return (
              <div key={key}>
                <dt className="text-xs font-medium text-gray-500">{label}</dt>
                <dd className="text-lg font-bold text-ink">
                  {formatGrams(plate.macro_type[key])} <span className="text-sm font-medium text-gray-500">g</span>
                </dd>
                <div className="mt-1 h-1.5 rounded-full bg-gray-200" aria-hidden>
                  <div className={cn('h-full rounded-full', bar)} style={{ width: `${share}%` }} />
                </div>
              </div>
            );
          })}
        </dl>
      </div>

      {/* Keyed by plate: another plate starts again at one plate of its own meal type. */}
      <PlateLogSection key={plate._id} plate={plate} />

      <p className="mt-4 flex items-center gap-2 text-[15px] text-gray-700">
        <ChefHat className="size-5 text-primary-600" aria-hidden />
        <span>
          Método de cocción: <strong className="font-semibold text-ink">{plate.cooking_method}</strong>
        </span>
      </p>

      <Collapsible.Root
        open={ingredientsOpen}
        onOpenChange={setIngredientsOpen}
        className="mt-4 rounded-2xl ring-1 ring-gray-200"
      >
        <Collapsible.Trigger className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 text-left">
          <span className="text-base font-semibold text-ink">Ingredientes ({plate.ingredients.length})</span>
          <ChevronDown
            className={cn('size-5 text-gray-400 transition-transform', ingredientsOpen && 'rotate-180')}
            aria-hidden
          />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <ul className="divide-y divide-gray-100 border-t border-gray-100">
            {plate.ingredients.map((ingredient, index) => (
              <IngredientRow
                key={`${ingredient.food_id}-${index}`}
                name={ingredient.name}
                grams={formatGrams(ingredient.quantity)}
                equivalence={ingredient.equivalence}
              />
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>

      {plate.steps.length > 0 && (
        <section className="mt-5">
          <h3 className="text-base font-semibold text-ink">Preparación</h3>
          <StepList steps={plate.steps} />
        </section>
      )}
    </>
  );
}
