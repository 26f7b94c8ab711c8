import { REFERRAL_FREE_DAYS } from '@nutricoach/core/constants/plans';
import { CircleCheck, Ticket } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useApplyCode } from '../api/apply-code';
import { canApplyCode, normalizeReferralCode, REFERRAL_CODE_LENGTH } from '../utils/referral-code';

export const APPLY_SUCCESS_FALLBACK = `Hemos ampliado tu plan por ${REFERRAL_FREE_DAYS} días gratis.`;
export const APPLY_ERROR_FALLBACK = 'No se pudo aplicar el código de referido';

type ApplyCodeCardProps = {
  /** The friend's code this user already used (one per user); null if none or not known yet. */
  usedCode: string | null;
  /** After a code is accepted: the plan has more days now. */
  onApplied: () => void;
};

/** docs/product.md §2.17 and §5: a friend's code, uppercased as typed, 8 characters to apply. */
export function ApplyCodeCard({ usedCode, onApplied }: ApplyCodeCardProps) {
  const id = useId();
  const [code, setCode] = useState('');
  // The content outlives `open`, so a closing dialog keeps its words while it fades out.
  const [dialog, setDialog] = useState<{ tone: 'success' | 'error'; message: string }>({
    tone: 'success',
    message: '',
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const showDialog = (tone: 'success' | 'error', message: string) => {
    setDialog({ tone, message });
    setDialogOpen(true);
  };
  const apply = useApplyCode({
    mutationConfig: {
      onSuccess: (result) => {
        setCode('');
        showDialog('success', result.message || APPLY_SUCCESS_FALLBACK);
        onApplied();
      },
      onError: (error) => showDialog('error', getErrorMessage(error, APPLY_ERROR_FALLBACK)),
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty or short code is ignored (docs/product.md §5); the button says so by being disabled.
    if (!canApplyCode(code) || apply.isPending) return;
    apply.mutate(code);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Ticket className="size-[18px]" />
        </span>
        <div className="min-w-0 pt-0.5">
          <h2 id={`${id}-title`} className="text-[17px] font-bold leading-snug text-ink">
            ¿Te invitó un amigo?
          </h2>
          <p className="mt-0.5 text-sm leading-snug text-gray-600">
            Escribe su código y recibe {REFERRAL_FREE_DAYS} días gratis.
          </p>
        </div>
      </div>

      {usedCode ? (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-primary-50 px-3 py-2.5 text-sm text-primary-900">
          <CircleCheck className="size-4 shrink-0" aria-hidden />
          <span>
            Ya usaste el código <strong className="font-mono font-semibold tracking-wider">{usedCode}</strong>
          </span>
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4" noValidate>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-gray-700">
            Código de referido
          </label>
          <div className="mt-1.5 flex gap-2">
            <div className="flex min-h-12 min-w-0 flex-1 items-center rounded-xl bg-white ring-1 ring-gray-300 transition focus-within:ring-2 focus-within:ring-primary-600">
              <input
                id={`${id}-code`}
                value={code}
                onChange={(event) => setCode(normalizeReferralCode(event.target.value))}
                aria-describedby={`${id}-hint`}
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="done"
                placeholder="ABCD2345"
                className="h-12 w-full min-w-0 flex-1 rounded-xl bg-transparent px-3.5 font-mono text-lg uppercase tracking-[0.15em] text-ink outline-none placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:text-gray-400 focus-visible:outline-none"
              />
              <span aria-hidden className="pr-3.5 text-xs font-medium tabular-nums text-gray-500">
                {code.length}/{REFERRAL_CODE_LENGTH}
              </span>
            </div>
            <Button
              type="submit"
              size="lg"
              className="min-h-12"
              disabled={!canApplyCode(code)}
              loading={apply.isPending}
            >
              Aplicar
            </Button>
          </div>
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-500">
            8 caracteres (letras y números)
          </p>
        </form>
      )}

      <MessageDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        tone={dialog.tone}
        title={dialog.tone === 'error' ? 'Error al aplicar código' : '¡Felicitaciones!'}
        description={dialog.message}
        closeLabel={dialog.tone === 'error' ? 'Entendido' : '¡Genial!'}
      />
    </section>
  );
}
