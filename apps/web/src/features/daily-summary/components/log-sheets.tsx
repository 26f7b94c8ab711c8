/**
 * The sheets that add, edit and delete logs. The forms (react-hook-form, zod and core's schemas,
 * ~30 kB gzip) are a lazy chunk: the sheet and its title open at once, the form follows.
 */
import type { MealType } from '@nutricoach/core/constants/logging';
import type { NutritionLog, TrainingLog } from '@nutricoach/core/contract/logs';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteExerciseLog } from '../api/delete-exercise-log';
import { useDeleteMealLog } from '../api/delete-meal-log';

const loadMealForm = () => import('./forms/meal-form');
const loadExerciseForm = () => import('./forms/exercise-form');
const loadWeightForm = () => import('./forms/weight-form');
const loadSaveRecipeForm = () => import('./forms/save-recipe-form');
const MealForm = lazy(() => loadMealForm().then((m) => ({ default: m.MealForm })));
const ExerciseForm = lazy(() => loadExerciseForm().then((m) => ({ default: m.ExerciseForm })));
const WeightForm = lazy(() => loadWeightForm().then((m) => ({ default: m.WeightForm })));
const SaveRecipeForm = lazy(() => loadSaveRecipeForm().then((m) => ({ default: m.SaveRecipeForm })));

/** Downloads the forms ahead of the first tap (called when the screen is idle). */
export function preloadLogForms() {
  void Promise.all([loadMealForm(), loadExerciseForm(), loadWeightForm()]).catch(() => {
    // A later tap will try again and show its own error.
  });
}

export type LogDialog =
  | { kind: 'meal'; log?: NutritionLog; mealType?: MealType }
  | { kind: 'exercise'; log?: TrainingLog }
  | { kind: 'weight' }
  | { kind: 'delete-meal'; log: NutritionLog }
  | { kind: 'save-recipe'; log: NutritionLog }
  | { kind: 'delete-exercise'; log: TrainingLog };

/** The last value of a given kind, kept while its sheet plays its closing animation. */
function useLastOf<K extends LogDialog['kind']>(
  dialog: LogDialog | null,
  kind: K,
): Extract<LogDialog, { kind: K }> | undefined {
  const last = useRef<Extract<LogDialog, { kind: K }>>(undefined);
  if (dialog?.kind === kind) last.current = dialog as Extract<LogDialog, { kind: K }>;
  return last.current;
}

function FormFallback() {
  return (
    <div className="flex min-h-64 items-center justify-center text-primary-600">
      <Spinner className="size-7" label="Cargando el formulario" />
    </div>
  );
}

type LogSheetsProps = {
  dialog: LogDialog | null;
  onClose: () => void;
  date: string;
  /** 'Para hoy' / 'Para el lunes 12 de mayo'. */
  dayText: ReactNode;
  weight: number | null;
};

export function LogSheets({ dialog, onClose, date, dayText, weight }: LogSheetsProps) {
  const meal = useLastOf(dialog, 'meal');
  const exercise = useLastOf(dialog, 'exercise');
  const deleteMeal = useLastOf(dialog, 'delete-meal');
  const saveRecipe = useLastOf(dialog, 'save-recipe');
  const deleteExercise = useLastOf(dialog, 'delete-exercise');
  const closeIfShut = (open: boolean) => !open && onClose();

  const removeMeal = useDeleteMealLog({ mutationConfig: { onSuccess: onClose } });
  const removeExercise = useDeleteExerciseLog({ mutationConfig: { onSuccess: onClose } });

  return (
    <>
      <Sheet
        open={dialog?.kind === 'meal'}
        onOpenChange={closeIfShut}
        title={meal?.log ? 'Editar Comida' : 'Añadir comida'}
        description={dayText}
      >
        <Suspense fallback={<FormFallback />}>
          <MealForm date={meal?.log?.date ?? date} log={meal?.log} initialMealType={meal?.mealType} onDone={onClose} />
        </Suspense>
      </Sheet>

      <Sheet
        open={dialog?.kind === 'exercise'}
        onOpenChange={closeIfShut}
        title={exercise?.log ? 'Editar Ejercicio' : 'Añadir ejercicio'}
        description={dayText}
      >
        <Suspense fallback={<FormFallback />}>
          <ExerciseForm date={exercise?.log?.date ?? date} log={exercise?.log} onDone={onClose} />
        </Suspense>
      </Sheet>

      <Sheet open={dialog?.kind === 'weight'} onOpenChange={closeIfShut} title="Registrar peso" description={dayText}>
        <Suspense fallback={<FormFallback />}>
          <WeightForm date={date} current={weight} onDone={onClose} />
        </Suspense>
      </Sheet>

      <Sheet
        open={dialog?.kind === 'save-recipe'}
        onOpenChange={closeIfShut}
        size="sm"
        title="Guardar como receta"
        description="Sus alimentos, con las cantidades que registraste, quedan como una receta tuya."
      >
        <Suspense fallback={<FormFallback />}>
          {saveRecipe && <SaveRecipeForm key={saveRecipe.log._id} log={saveRecipe.log} onDone={onClose} />}
        </Suspense>
      </Sheet>

      <DeleteLogDialog
        open={dialog?.kind === 'delete-meal'}
        title="¿Eliminar este registro de comida?"
        log={deleteMeal?.log}
        removal={removeMeal}
        onClose={onClose}
      />
      <DeleteLogDialog
        open={dialog?.kind === 'delete-exercise'}
        title="¿Eliminar este ejercicio?"
        log={deleteExercise?.log}
        removal={removeExercise}
        onClose={onClose}
      />
    </>
  );
}

type DeleteLogDialogProps = {
  open: boolean;
  title: string;
  /** The meal or workout asked about; kept while the dialog closes. */
  log: { _id: string; date: string; description: string } | undefined;
  removal: Pick<ReturnType<typeof useDeleteMealLog>, 'mutate' | 'reset' | 'isPending' | 'isError'>;
  onClose: () => void;
};

/** '¿Eliminar…?' for a meal or a workout: stays open with the error when the delete fails. */
function DeleteLogDialog({ open, title, log, removal, onClose }: DeleteLogDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          removal.reset();
          onClose();
        }
      }}
      title={title}
      description={log ? `«${log.description}» dejará de contar en tu día.` : undefined}
      destructive
      pending={removal.isPending}
      error={removal.isError ? 'Error al eliminar el registro' : null}
      onConfirm={() => log && removal.mutate({ id: log._id, date: log.date })}
    />
  );
}
