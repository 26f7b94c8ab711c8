import { EXERCISE_UNIT_LABELS, EXERCISE_UNIT_SHORT, EXERCISE_UNITS } from '@nutricoach/core/constants/logging';
import type { TrainingLog } from '@nutricoach/core/contract/logs';
import { useForm } from 'react-hook-form';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { TextField } from '@/components/ui/text-field';
import { useCreateExerciseLog } from '../../api/create-exercise-log';
import { useUpdateExerciseLog } from '../../api/update-exercise-log';
import { exerciseResolver, type ExerciseFormOutput, type ExerciseFormValues } from '../../utils/log-forms';
import { decimalText } from '@/lib/number-input';
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

  const onSubmit = handleSubmit((values) =>
    saveThen(
      () =>
        log ? update.mutateAsync({ id: log._id, log: { ...values, date } }) : create.mutateAsync({ ...values, date }),
      onDone,
    ),
  );

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
