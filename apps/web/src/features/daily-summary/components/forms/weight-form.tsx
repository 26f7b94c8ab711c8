import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useLogWeight } from '@/lib/api/log-weight';
import { refreshAfterWeight } from '../../api/log-weight';
import { weightResolver, type WeightFormValues } from '../../utils/log-forms';
import { decimalText } from '@/lib/number-input';
import { FormActions, SaveError, saveThen } from './form-parts';

type WeightFormProps = { date: string; current: number | null; onDone: () => void };

/** 'Registrar peso': one weight a day; a new one replaces that day's. */
export function WeightForm({ date, current, onDone }: WeightFormProps) {
  const mutation = useLogWeight({ refresh: refreshAfterWeight });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WeightFormValues, unknown, { weight: number }>({
    resolver: weightResolver,
    defaultValues: { weight: decimalText(current) },
  });

  const onSubmit = handleSubmit(({ weight }) =>
    saveThen(() => mutation.mutateAsync({ date, weight: Math.round(weight * 10) / 10 }), onDone),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label="Peso"
        unit="kg"
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        hint={
          current !== null ? 'Reemplaza el peso que ya registraste ese día.' : 'Pésate en ayunas para comparar mejor.'
        }
        error={errors.weight?.message}
        {...register('weight')}
      />
      <SaveError error={mutation.error} message="Error al registrar el peso" />
      <FormActions submitLabel="Guardar peso" pending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}
