/** /profile's 'Tus datos' (docs/account-data.md): download everything, or delete the account after typing the words. */
import { DELETE_ACCOUNT_CONFIRMATION, isDeleteConfirmation } from '@nutricoach/core/contract/account';
import { AlertDialog } from 'radix-ui';
import { Download, FileSpreadsheet, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { overlayClassName } from '@/components/ui/dialog-parts';
import { SettingsCard } from '@/components/ui/settings-card';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { type ExportFormat, useDownloadMyData } from '../api/download-my-data';
import '@/components/ui/sheet.css';

export function MyDataSection({ onDeleted }: { onDeleted: () => void }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const pending = (format: ExportFormat) => download.isPending && download.variables?.format === format;
  return (
    <SettingsCard
      icon={ShieldCheck}
      title="Tu cuenta"
      description="Descarga todo lo que NutriCoach guarda de ti, o elimina tu cuenta."
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          onClick={() => download.mutate({ format: 'json' })}
          loading={pending('json')}
          disabled={download.isPending}
          className="w-full sm:w-auto"
        >
          {!pending('json') && <Download className="size-4" aria-hidden />}
          Descargar mis datos
        </Button>
        <Button
          variant="secondary"
          onClick={() => download.mutate({ format: 'csv' })}
          loading={pending('csv')}
          disabled={download.isPending}
          className="w-full sm:w-auto"
        >
          {!pending('csv') && <FileSpreadsheet className="size-4" aria-hidden />}
          Registros en CSV
        </Button>
      </div>
      {download.isError && (
        <Alert className="mt-3">
          {getErrorMessage(download.error, 'No pudimos descargar tus datos. Intenta de nuevo.')}
        </Alert>
      )}
      <div className="mt-4 border-t border-gray-100 pt-4">
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-[15px] font-semibold text-red-700 transition-colors hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden />
          Eliminar mi cuenta
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </SettingsCard>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const remove = useDeleteAccount({ mutationConfig: { onSuccess: onDeleted } });
  const ready = isDeleteConfirmation(typed);
  const close = (next: boolean) => {
    if (remove.isPending) return;
    onOpenChange(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={close}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content className="nc-sheet fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-3xl bg-white px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-3 shadow-2xl outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:pt-6">
          <div className="mx-auto mb-4 h-1.5 w-10 rounded-full bg-gray-200 sm:hidden" aria-hidden />
          <AlertDialog.Title className="text-lg font-bold leading-snug text-ink">
            ¿Eliminar tu cuenta?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-1.5 space-y-2 text-[15px] leading-relaxed text-gray-600">
              <p>Se borrarán para siempre tus comidas, ejercicios, pesos, puntos, plan y preferencias.</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>Tu suscripción se cancelará ahora y no se te cobrará más.</li>
                <li>Strava se desconectará.</li>
                <li>Si vuelves a entrar con este teléfono, empezarás de cero.</li>
              </ul>
            </div>
          </AlertDialog.Description>
          <form
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (ready && !remove.isPending) remove.mutate({ confirmation: typed });
            }}
          >
            <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
              Escribe «{DELETE_ACCOUNT_CONFIRMATION}» para confirmar
            </label>
            <input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="sentences"
              spellCheck={false}
              placeholder={DELETE_ACCOUNT_CONFIRMATION}
              disabled={remove.isPending}
              className="mt-1.5 block min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-ink outline-none focus:border-red-500 focus:ring-2 focus:ring-red-200"
            />
            {remove.isError && (
              <Alert className="mt-3">
                {getErrorMessage(remove.error, 'No pudimos eliminar tu cuenta. Intenta de nuevo.')}
              </Alert>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={remove.isPending} className="w-full sm:w-auto">
                  Cancelar
                </Button>
              </AlertDialog.Cancel>
              <button
                type="submit"
                disabled={!ready || remove.isPending}
                aria-busy={remove.isPending || undefined}
                className="inline-flex min-h-11 w-full select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-red-600 px-4 text-[15px] font-semibold text-white shadow-sm transition-colors hover:bg-red-700 active:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-600/45 sm:w-auto"
              >
                {remove.isPending && <Spinner className="size-4" />}
                Eliminar mi cuenta
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
