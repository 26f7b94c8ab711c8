/** The sheets that create and edit an own food or a recipe (the forms are a lazy chunk of their own). */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import type { OwnFood, Recipe } from '@nutricoach/core/contract/my-foods';
import { lazy, Suspense, useRef } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';

const FoodForm = lazy(() => import('./food-form').then((m) => ({ default: m.FoodForm })));
const RecipeForm = lazy(() => import('./recipe-form').then((m) => ({ default: m.RecipeForm })));

export type OwnSheet =
  | {
      kind: 'food';
      food?: OwnFood;
      name?: string;
      prefill?: BarcodePrefill;
      onCreated?: (food: SearchedFood) => void;
    }
  | { kind: 'recipe'; recipe?: Recipe; name?: string; onCreated?: (food: SearchedFood) => void };

function FormFallback() {
  return (
    <div className="flex min-h-64 items-center justify-center text-primary-600">
      <Spinner className="size-7" label="Cargando el formulario" />
    </div>
  );
}

export function OwnFoodSheets({ sheet, onClose }: { sheet: OwnSheet | null; onClose: () => void }) {
  // Kept while the sheet plays its closing animation.
  const last = useRef<OwnSheet | null>(null);
  if (sheet) last.current = sheet;
  const shown = sheet ?? last.current;
  const closeIfShut = (open: boolean) => !open && onClose();
  return (
    <>
      <Sheet
        open={sheet?.kind === 'food'}
        onOpenChange={closeIfShut}
        title={shown?.kind === 'food' && shown.food ? 'Editar alimento' : 'Crear alimento'}
        description="Copia la información nutricional de la etiqueta."
      >
        <Suspense fallback={<FormFallback />}>
          {shown?.kind === 'food' && (
            <FoodForm
              food={shown.food}
              initialName={shown.name}
              prefill={shown.prefill}
              onCancel={onClose}
              onSaved={(food) => {
                shown.onCreated?.(food);
                onClose();
              }}
            />
          )}
        </Suspense>
      </Sheet>
      <Sheet
        open={sheet?.kind === 'recipe'}
        onOpenChange={closeIfShut}
        title={shown?.kind === 'recipe' && shown.recipe ? 'Editar receta' : 'Crear receta'}
        description="Sus ingredientes, cuántas porciones salen y, si la pesas, cuánto pesa cocida."
      >
        <Suspense fallback={<FormFallback />}>
          {shown?.kind === 'recipe' && (
            <RecipeForm
              recipe={shown.recipe}
              initialName={shown.name}
              onCancel={onClose}
              onSaved={(recipe) => {
                shown.onCreated?.(recipe.food);
                onClose();
              }}
            />
          )}
        </Suspense>
      </Sheet>
    </>
  );
}
