import { Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useLogWeight } from '../api/log-weight';
import { WEIGHT_MAX, WEIGHT_MIN, parseWeightInput } from '../utils/weight-stats';
import { localToday } from '../utils/today';

const RANGE_ERROR = `El peso debe estar entre ${WEIGHT_MIN} y ${WEIGHT_MAX} kg`;

/** 'Registrar peso': today's weight, one a day (a second one replaces the first). */
export function LogWeightDialog({ lastWeight }: { lastWeight: number | null }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const logWeight = useLogWeight({ mutationConfig: { onSuccess: () => setOpen(false) } });

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>
          <Plus className="size-5" aria-hidden />
          Registrar peso
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-3xl bg-white px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5 shadow-2xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
          <Dialog.Title className="pr-10 text-xl font-bold text-ink">Registrar peso</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-600">
            Tu peso de hoy. Si ya lo registraste, lo reemplazamos.
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
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
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Cerrar"
              className="absolute right-3 top-3 grid size-11 place-items-center rounded-full text-gray-500 transition-colors hover:bg-gray-100"
            >
              <X className="size-5" aria-hidden />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
