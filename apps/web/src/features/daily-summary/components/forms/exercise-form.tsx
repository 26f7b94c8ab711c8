import { EXERCISE_UNIT_LABELS, EXERCISE_UNIT_SHORT, EXERCISE_UNITS } from '@nutricoach/core/constants/logging';
import type { TrainingLog } from '@nutricoach/core/contract/logs';
import { useForm } from 'react-hook-form';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { TextField } from '@/components/ui/text-field';
import { useCreateExerciseLog } from '../../api/create-exercise-log';
import { useUpdateExerciseLog } from '../../api/update-exercise-log';
import { exerciseResolver, type ExerciseFormOutput, type ExerciseFormValues } from '../../utils/log-forms';
import { decimalText, parseDecimal } from '@/lib/number-input';
import { useUserInfo } from '@/lib/api/get-user-info';
import { estimateWorkoutCalories } from '@nutricoach/core/rules/workout-estimate';
import { FormActions, SaveError, saveThen } from './form-parts';

const UNIT_OPTIONS = EXERCISE_UNITS.map((value) => ({ value, label: EXERCISE_UNIT_LABELS[value] }));

type ExerciseFormProps = { date: string; log?: TrainingLog; onDone: () => void };

/** 'Añadir ejercicio' and 'Editar Ejercicio': description, duration with its unit, burned calories. */
export function ExerciseForm({ date, log, onDone }: ExerciseFormProps) {
  const editing = log !== undefined;
  const create = useCreateExerciseLog();
  const update = useUpdateExerciseLog();
  const mutation = editing ? update : create;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ExerciseFormValues, unknown, ExerciseFormOutput>({
    resolver: exerciseResolver,
    defaultValues: {
      description: log?.description ?? '',
      duration: decimalText(log?.duration),
      units: log?.units ?? 'minutes',
      calories: decimalText(log?.calories),
    },
  });
  const units = watch('units');
  // Calories left empty are worked out as the coach does, from the sport, the time and the weight.
  const weight = useUserInfo().data?.personal_info?.weight ?? null;
  const [description, duration, calories] = watch(['description', 'duration', 'calories']);
  const typedDuration = parseDecimal(duration);
  const estimate =
    units && typedDuration !== undefined ? estimateWorkoutCalories(description, typedDuration, units, weight) : null;

  const onSubmit = handleSubmit((values) => {
    const burnt = values.calories ?? estimateWorkoutCalories(values.description, values.duration, values.units, weight);
    if (burnt === null) return setError('calories', { message: 'Escribe las calorías quemadas' });
    const body = { ...values, calories: burnt, date };
    return saveThen(() => (log ? update.mutateAsync({ id: log._id, log: body }) : create.mutateAsync(body)), onDone);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label="Descripción"
        placeholder="Ej.: Caminata en el parque"
        autoComplete="off"
        maxLength={300}
        error={errors.description?.message}
        {...register('description')}
      />
      <ChipRadioGroup
        label="Unidad"
        options={UNIT_OPTIONS}
        inputProps={register('units')}
        error={errors.units?.message}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Duración"
          unit={units ? EXERCISE_UNIT_SHORT[units] : undefined}
          inputMode={units === 'kilometers' ? 'decimal' : 'numeric'}
          autoComplete="off"
          error={errors.duration?.message}
          {...register('duration')}
        />
        <TextField
          label="Calorías quemadas"
          unit="kcal"
          inputMode="decimal"
          autoComplete="off"
          placeholder={estimate === null ? undefined : String(estimate)}
          hint={
            calories.trim() === '' && estimate !== null
              ? `Si lo dejas vacío, calculamos unas ${estimate} kcal con tu peso`
              : undefined
          }
          error={errors.calories?.message}
          {...register('calories')}
        />
      </div>
      <SaveError
        error={mutation.error}
        message={editing ? 'Error al guardar los cambios' : 'Error al registrar el ejercicio'}
      />
      <FormActions
        submitLabel={editing ? 'Guardar cambios' : 'Registrar ejercicio'}
        pending={mutation.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
