import { MEAL_TYPES, type MealType } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { TextField } from '@/components/ui/text-field';
import { useCreateMealLog } from '../../api/create-meal-log';
import { useUpdateMealLog } from '../../api/update-meal-log';
import { mealResolver, type MealFormOutput, type MealFormValues } from '../../utils/log-forms';
import { decimalText } from '@/lib/number-input';
import { FormActions, SaveError, saveThen } from './form-parts';
import { MealComposer, type TypedStart } from './meal-composer';

/** The meal choices, labelled as the person's country says them. */
function useMealOptions() {
  const labels = useMealTypeLabels();
  return MEAL_TYPES.map((value) => ({ value, label: labels[value] }));
}

type MealFormProps = {
  /** The day the meal belongs to (YYYY-MM-DD). */
  date: string;
  /** Editing this log ('Editar Comida'); absent: a new meal ('Añadir comida'). */
  log?: NutritionLog;
  initialMealType?: MealType;
  onDone: () => void;
};

/**
 * 'Añadir comida' and 'Editar Comida': a list of foods (the composer), or typed calories and
 * macros. A meal logged with foods is edited as foods; one logged with typed numbers, as numbers.
 */
export function MealForm({ date, log, initialMealType, onDone }: MealFormProps) {
  const [typed, setTyped] = useState(log !== undefined && log.items.length === 0);
  // The meal type already chosen stays chosen when the user switches to typed numbers, and the
  // foods' totals become the typed numbers to start from.
  const [mealType, setMealType] = useState(initialMealType);
  const [fromFoods, setFromFoods] = useState<TypedStart | undefined>();
  // The composer stays mounted while the typed form shows: its foods are there again on the way
  // back ('Elegir alimentos en su lugar'), never dropped by the switch.
  const composable = log === undefined || log.items.length > 0;
  return (
    <>
      {composable && (
        <div hidden={typed}>
          <MealComposer
            date={date}
            log={log}
            initialMealType={mealType}
            onDone={onDone}
            onTypeMacros={(chosen, totals) => {
              if (chosen) setMealType(chosen);
              setFromFoods(totals);
              setTyped(true);
            }}
          />
        </div>
      )}
      {typed && (
        <TypedMealForm
          date={date}
          log={log}
          initialMealType={mealType}
          start={fromFoods}
          onDone={onDone}
          onPickFoods={log ? undefined : () => setTyped(false)}
        />
      )}
    </>
  );
}

/** Typed macros (docs/product.md §5): description, calories, protein, fat and carbs. Saves and closes. */
function TypedMealForm({
  date,
  log,
  initialMealType,
  start,
  onDone,
  onPickFoods,
}: MealFormProps & { start?: TypedStart; onPickFoods?: () => void }) {
  const mealOptions = useMealOptions();
  const create = useCreateMealLog();
  const update = useUpdateMealLog();
  const mutation = log ? update : create;

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MealFormValues, unknown, MealFormOutput>({
    resolver: mealResolver,
    defaultValues: {
      meal_type: log?.meal_type ?? initialMealType ?? '',
      description: log?.description ?? start?.description ?? '',
      calories: decimalText(log?.calories ?? start?.calories),
      protein: decimalText(log?.protein ?? start?.protein),
      fat: decimalText(log?.fat ?? start?.fat),
      carbs: decimalText(log?.carbs ?? start?.carbs),
    },
  });

  const onSubmit = handleSubmit((values) => {
    const body = { ...values, date, image_url: log?.image_url ?? null };
    return saveThen(
      () => (log ? update.mutateAsync({ id: log._id, log: body }) : create.mutateAsync({ log: body })),
      onDone,
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ChipRadioGroup
        label="Tipo de comida"
        options={mealOptions}
        inputProps={register('meal_type')}
        error={errors.meal_type?.message}
      />
      <TextField
        label="Descripción"
        placeholder="Ej.: Avena con plátano y leche"
        autoComplete="off"
        maxLength={300}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Calorías"
          unit="kcal"
          inputMode="decimal"
          autoComplete="off"
          error={errors.calories?.message}
          {...register('calories')}
        />
        <TextField
          label="Proteína"
          unit="g"
          inputMode="decimal"
          autoComplete="off"
          error={errors.protein?.message}
          {...register('protein')}
        />
        <TextField
          label="Grasa"
          unit="g"
          inputMode="decimal"
          autoComplete="off"
          error={errors.fat?.message}
          {...register('fat')}
        />
        <TextField
          label="Carbohidratos"
          unit="g"
          inputMode="decimal"
          autoComplete="off"
          error={errors.carbs?.message}
          {...register('carbs')}
        />
      </div>
      {onPickFoods && (
        <button
          type="button"
          onClick={onPickFoods}
          className="min-h-11 text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          Elegir alimentos en su lugar
        </button>
      )}
      <SaveError
        error={mutation.error}
        message={log ? 'Error al guardar los cambios' : 'Error al registrar la comida'}
      />
      <FormActions
        submitLabel={log ? 'Guardar cambios' : 'Registrar comida'}
        pending={mutation.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
