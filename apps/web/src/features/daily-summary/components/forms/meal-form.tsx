import { MEAL_TYPE_LABELS, MEAL_TYPES, type MealType } from '@nutricoach/core/constants/logging';
import type { NutritionLog } from '@nutricoach/core/contract/logs';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/text-field';
import { useFoodTable } from '@/lib/api/get-food-table';
import { useCreateMealLog } from '../../api/create-meal-log';
import { useUpdateMealLog } from '../../api/update-meal-log';
import { portionNutrients } from '../../utils/food-macros';
import { formatGrams, formatWhole } from '../../utils/format';
import { mealResolver, type MealFormMode, type MealFormOutput, type MealFormValues } from '../../utils/log-forms';
import { decimalText, parseDecimal } from '../../utils/number-input';
import { catalogFoods, FoodPicker } from './food-picker';
import { FormActions, SaveError, saveThen } from './form-parts';

const MACRO_FIELDS = ['calories', 'protein', 'fat', 'carbs'] as const;
const MEAL_OPTIONS = MEAL_TYPES.map((value) => ({ value, label: MEAL_TYPE_LABELS[value] }));

type MealFormProps = {
  /** The day the meal belongs to (YYYY-MM-DD). */
  date: string;
  /** Editing this log ('Editar Comida'); absent: a new meal ('Añadir comida'). */
  log?: NutritionLog;
  initialMealType?: MealType;
  onDone: () => void;
};

/**
 * 'Añadir comida' (a food of the table with its grams, or typed macros) and 'Editar Comida'
 * (typed macros). Saves and closes; on failure stays open with the error (docs/product.md §4).
 */
export function MealForm({ date, log, initialMealType, onDone }: MealFormProps) {
  const editing = log !== undefined;
  const catalog = useFoodTable({ queryConfig: { enabled: !editing } });
  const foods = useMemo(() => (catalog.data ? catalogFoods(catalog.data) : undefined), [catalog.data]);
  const foodsById = useMemo(() => new Map(foods?.map((entry) => [entry.food._id, entry])), [foods]);
  const resolver = useMemo(() => mealResolver((id) => foodsById.get(id)?.food), [foodsById]);

  const create = useCreateMealLog();
  const update = useUpdateMealLog();
  const mutation = editing ? update : create;

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<MealFormValues, unknown, MealFormOutput>({
    resolver,
    defaultValues: {
      meal_type: log?.meal_type ?? initialMealType ?? '',
      description: log?.description ?? '',
      mode: editing ? 'macros' : 'food',
      food_id: '',
      grams: '100',
      calories: decimalText(log?.calories),
      protein: decimalText(log?.protein),
      fat: decimalText(log?.fat),
      carbs: decimalText(log?.carbs),
    },
  });

  const mode = watch('mode');
  const selected = foodsById.get(watch('food_id'));
  const grams = parseDecimal(watch('grams'));
  const portion = selected && grams && grams > 0 ? portionNutrients(selected.food, grams) : null;
  // The description follows the picked food until the user writes their own.
  const autoDescription = useRef('');

  const setMode = (next: MealFormMode) => {
    // A picked portion becomes the starting point of typed macros.
    if (next === 'macros' && portion && MACRO_FIELDS.every((field) => getValues(field).trim() === '')) {
      for (const field of MACRO_FIELDS) setValue(field, decimalText(portion[field]));
    }
    setValue('mode', next);
    clearErrors();
  };

  const onSubmit = handleSubmit((values) => {
    const body = { ...values, date, image_url: log?.image_url ?? null };
    return saveThen(() => (log ? update.mutateAsync({ id: log._id, log: body }) : create.mutateAsync(body)), onDone);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ChipRadioGroup
        label="Tipo de comida"
        options={MEAL_OPTIONS}
        inputProps={register('meal_type')}
        error={errors.meal_type?.message}
      />

      {!editing && (
        <div
          role="radiogroup"
          aria-label="Cómo registrar"
          className="grid grid-cols-2 gap-1 rounded-2xl bg-surface p-1 ring-1 ring-gray-200"
        >
          {(
            [
              ['food', 'Buscar alimento', Search],
              ['macros', 'Ingresar macros', SlidersHorizontal],
            ] as const
          ).map(([value, label, Icon]) => (
            // biome-ignore lint/a11y/useSemanticElements: the mode is what the form shows, not a value it sends; as labelled native radios these would also answer to the food field's label 'Alimento'
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'flex min-h-11 items-center justify-center gap-1.5 rounded-xl text-sm font-semibold transition',
                mode === value ? 'bg-white text-ink shadow-sm ring-1 ring-gray-200' : 'text-gray-600 hover:text-ink',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          ))}
        </div>
      )}

      {mode === 'food' && (
        <div className="space-y-4">
          <FoodPicker
            foods={foods}
            loading={catalog.isPending}
            failed={catalog.isError}
            selected={selected}
            error={errors.food_id?.message}
            onSelect={(entry) => {
              setValue('food_id', entry?.food._id ?? '');
              clearErrors('food_id');
              const description = getValues('description').trim();
              if (entry && (description === '' || description === autoDescription.current)) {
                setValue('description', entry.food.food);
                autoDescription.current = entry.food.food;
                clearErrors('description');
              }
            }}
          />
          {selected && (
            <>
              <TextField
                label="Cantidad"
                unit={selected.food.unit}
                inputMode="decimal"
                autoComplete="off"
                error={errors.grams?.message}
                {...register('grams')}
              />
              <div className="rounded-2xl bg-surface px-4 py-3" aria-live="polite">
                <p className="text-xs font-medium text-gray-500">Aporta</p>
                <p className="mt-0.5 text-lg font-bold text-ink">
                  {portion ? `${formatWhole(portion.calories)} kcal` : '—'}
                </p>
                {portion && (
                  <p className="text-sm text-gray-600">
                    Proteína {formatGrams(portion.protein)} g · Grasa {formatGrams(portion.fat)} g · Carbohidratos{' '}
                    {formatGrams(portion.carbs)} g
                  </p>
                )}
              </div>
            </>
          )}
        </div>
      )}

      <TextField
        label="Descripción"
        placeholder={mode === 'food' ? 'Se completa con el alimento' : 'Ej.: Avena con plátano y leche'}
        autoComplete="off"
        maxLength={300}
        error={errors.description?.message}
        {...register('description')}
      />

      {mode === 'macros' && (
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
      )}

      <SaveError
        error={mutation.error}
        message={editing ? 'Error al guardar los cambios' : 'Error al registrar la comida'}
      />
      <FormActions
        submitLabel={editing ? 'Guardar cambios' : 'Registrar comida'}
        pending={mutation.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
