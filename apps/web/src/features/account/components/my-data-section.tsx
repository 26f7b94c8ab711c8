/**
 * /profile's 'Tu cuenta' (docs/account-data.md): download everything, sign out on every device
 * (issue 31), or delete the account after typing the words.
 */
import { DELETE_ACCOUNT_CONFIRMATION, isDeleteConfirmation } from '@nutricoach/core/constants/account';
import { Download, FileSpreadsheet, LogOut, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-dialog';
import { SettingsCard } from '@/components/ui/settings-card';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { type ExportFormat, useDownloadMyData } from '../api/download-my-data';

/** `planActive` false (on /subscription): there is nothing left to cancel, so the dialog does not promise it. */
export function MyDataSection({ onDeleted, planActive = true }: { onDeleted: () => void; planActive?: boolean }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
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
      <div className="mt-4 flex flex-col items-start gap-1 border-t border-gray-100 pt-4">
        <button
          type="button"
          onClick={() => setSigningOut(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-left text-[15px] font-semibold text-gray-700 transition-colors hover:bg-gray-100"
        >
          <LogOut className="size-4 shrink-0" aria-hidden />
          Cerrar sesión en todos los dispositivos
        </button>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-[15px] font-semibold text-red-700 transition-colors hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden />
          Eliminar mi cuenta
        </button>
      </div>
      <SignOutEverywhereDialog open={signingOut} onOpenChange={setSigningOut} onSignedOut={onDeleted} />
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} planActive={planActive} />
    </SettingsCard>
  );
}

/** Confirms, then ends every session of the user on the server, this one included. */
function SignOutEverywhereDialog({
  open,
  onOpenChange,
  onSignedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut: () => void;
}) {
  const signOut = useSignOutEverywhere({ mutationConfig: { onSuccess: onSignedOut } });
  return (
    <LazyConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) signOut.reset();
      }}
      title="¿Cerrar sesión en todos los dispositivos?"
      description="Se cerrará tu sesión en este teléfono o computadora y en cualquier otro donde hayas entrado. Para volver, ingresa de nuevo con tu número."
      confirmLabel="Cerrar sesión en todos"
      destructive
      pending={signOut.isPending}
      error={
        signOut.isError ? getErrorMessage(signOut.error, 'No pudimos cerrar tus sesiones. Intenta de nuevo.') : null
      }
      onConfirm={() => !signOut.isPending && signOut.mutate()}
    />
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
  planActive,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  planActive: boolean;
}) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const remove = useDeleteAccount({ mutationConfig: { onSuccess: onDeleted } });
  const ready = isDeleteConfirmation(typed);
  const confirm = () => {
    if (ready && !remove.isPending) remove.mutate({ confirmation: typed });
  };
  return (
    <LazyConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setTyped('');
          remove.reset();
        }
      }}
      title="¿Eliminar tu cuenta?"
      description="Se borrarán para siempre tus comidas, ejercicios, pesos, puntos, plan y preferencias."
      confirmLabel="Eliminar mi cuenta"
      destructive
      pending={remove.isPending}
      confirmDisabled={!ready}
      error={remove.isError ? getErrorMessage(remove.error, 'No pudimos eliminar tu cuenta. Intenta de nuevo.') : null}
      onConfirm={confirm}
    >
      <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] leading-relaxed text-gray-600">
        {planActive && <li>Tu suscripción se cancelará ahora y no se te cobrará más.</li>}
        <li>Strava se desconectará.</li>
        <li>Si vuelves a entrar con este teléfono, empezarás de cero.</li>
      </ul>
      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-ink">
        Escribe «{DELETE_ACCOUNT_CONFIRMATION}» para confirmar
      </label>
      <input
        id={inputId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && confirm()}
        autoComplete="off"
        spellCheck={false}
        placeholder={DELETE_ACCOUNT_CONFIRMATION}
        disabled={remove.isPending}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-ink outline-none focus:border-red-500 focus:ring-2 focus:ring-red-200"
      />
    </LazyConfirmDialog>
  );
}
