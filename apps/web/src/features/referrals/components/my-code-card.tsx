import { REFERRAL_FREE_DAYS } from '@nutricoach/core/constants/plans';
import { Check, Copy, Gift, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { shareText, whatsAppShareUrl } from '../utils/referral-code';

const COPIED_MS = 2000;

/** The clipboard API needs a secure origin; an old-style copy covers plain http and old phones. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

type MyCodeCardProps = {
  /** null while the code is being created or read. */
  code: string | null;
  /** The code could not be read or created. */
  failed: boolean;
  onRetry: () => void;
};

/** docs/product.md §2.17: the user's own code, to copy or share (the phone's share sheet, else WhatsApp). */
export function MyCodeCard({ code, failed, onRetry }: MyCodeCardProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  const invitation = code ? shareText(code, `${window.location.origin}/login`) : '';

  async function share() {
    try {
      await navigator.share({ title: 'NutriCoach', text: invitation });
    } catch (error) {
      // Closing the share sheet is not an error; anything else falls back to WhatsApp.
      if ((error as Error).name !== 'AbortError') window.open(whatsAppShareUrl(invitation), '_blank', 'noopener');
    }
  }

  return (
    <section
      aria-labelledby="my-code-title"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-primary-600 to-primary-800 p-4 text-white shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15">
          <Gift className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="my-code-title" className="text-[17px] font-bold leading-snug">
            Tu código de referido
          </h2>
          <p className="mt-0.5 text-sm leading-snug text-white/85">
            Tu amigo recibe {REFERRAL_FREE_DAYS} días gratis al usarlo, y tú ganas {REFERRAL_FREE_DAYS} días cuando
            pague su plan.
          </p>
        </div>
      </div>

      <div className="mt-4 grid min-h-16 place-items-center rounded-xl border-2 border-dashed border-white/40 bg-white/10 px-3 py-3">
        {code ? (
          <p className="select-all font-mono text-3xl font-bold tracking-[0.2em]">{code}</p>
        ) : failed ? (
          <div className="flex flex-col items-center gap-2 text-center text-sm">
            <p>No pudimos mostrar tu código.</p>
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 rounded-lg px-3 font-semibold underline underline-offset-4"
            >
              Reintentar
            </button>
          </div>
        ) : (
          <span aria-hidden className="h-8 w-48 animate-pulse rounded-lg bg-white/20" />
        )}
      </div>

      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          disabled={!code}
          onClick={async () => code && setCopyState((await copyText(code)) ? 'copied' : 'failed')}
          className="border-0 bg-white text-primary-800 hover:bg-primary-50 disabled:bg-white/60"
        >
          {copyState === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copyState === 'copied' ? '¡Copiado!' : 'Copiar'}
        </Button>
        {canShare() || !code ? (
          <Button
            variant="secondary"
            disabled={!code}
            onClick={() => void share()}
            className="border-white/40 bg-white/10 text-white hover:bg-white/20 disabled:text-white/60"
          >
            <Share2 className="size-4" aria-hidden />
            Compartir
          </Button>
        ) : (
          <a
            href={whatsAppShareUrl(invitation)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Compartir por WhatsApp"
            className="inline-flex min-h-11 select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl border border-white/40 bg-white/10 px-4 text-[15px] font-semibold text-white transition-colors hover:bg-white/20"
          >
            <Share2 className="size-4" aria-hidden />
            WhatsApp
          </a>
        )}
      </div>
      <p role="status" className="sr-only">
        {copyState === 'copied'
          ? 'Código copiado'
          : copyState === 'failed'
            ? 'No se pudo copiar; mantén pulsado el código para copiarlo'
            : ''}
      </p>
      {copyState === 'failed' && (
        <p className="mt-2 text-center text-sm text-white/90">Mantén pulsado el código para copiarlo.</p>
      )}
    </section>
  );
}
