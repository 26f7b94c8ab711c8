import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { TextField } from '@/components/ui/text-field';
import { useLogWeight } from '@/lib/api/log-weight';
import { getErrorMessage } from '@/lib/api-client';
import { refreshAfterWeight } from '../api/log-weight';
import { WEIGHT_MAX, WEIGHT_MIN, parseWeightInput } from '../utils/weight-stats';
import { localToday } from '../utils/today';

const RANGE_ERROR = `El peso debe estar entre ${WEIGHT_MIN} y ${WEIGHT_MAX} kg`;

/** 'Registrar peso': today's weight, one a day (a second one replaces the first). */
export function LogWeightDialog({ lastWeight }: { lastWeight: number | null }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const logWeight = useLogWeight({ refresh: refreshAfterWeight, mutationConfig: { onSuccess: () => setOpen(false) } });

  const onOpenChange = (next: boolean) => {
    if (next) {
      setText(lastWeight === null ? '' : String(lastWeight).replace('.', ','));
      setFieldError(undefined);
      logWeight.reset();
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const weight = parseWeightInput(text);
    if (weight === null || weight < WEIGHT_MIN || weight > WEIGHT_MAX) {
      setFieldError(weight === null ? 'Escribe tu peso en kg, por ejemplo 72,5' : RANGE_ERROR);
      return;
    }
    setFieldError(undefined);
    logWeight.mutate({ date: localToday(), weight: Math.round(weight * 10) / 10 });
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <Plus className="size-5" aria-hidden />
          Registrar peso
        </Button>
      }
      size="sm"
      title="Registrar peso"
      description="Tu peso de hoy. Si ya lo registraste, lo reemplazamos."
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Peso de hoy"
          unit="kg"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldError}
          autoFocus
        />
        {logWeight.isError && <Alert>{getErrorMessage(logWeight.error, 'No se pudo registrar el peso')}</Alert>}
        <Button type="submit" size="lg" className="w-full" loading={logWeight.isPending}>
          Guardar
        </Button>
      </form>
    </Sheet>
  );
}
