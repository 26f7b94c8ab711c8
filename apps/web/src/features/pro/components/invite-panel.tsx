import { Check, Copy, MessageCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateInvite } from '../api/pro';
import { formatLongDay, inviteWhatsAppHref } from '../utils/format';

export const INVITE_ERROR = 'No se pudo crear la invitación. Intenta de nuevo.';

/** 'Invitar cliente' (issue 33): a single-use code and its link, valid 7 days, to copy or send by WhatsApp. */
export function InvitePanel({ professionalName }: { professionalName: string }) {
  const create = useCreateInvite();
  const [copied, setCopied] = useState(false);
  const invite = create.data;

  const copy = async () => {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(invite.url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="space-y-3">
      <Button
        onClick={() => {
          setCopied(false);
          create.mutate();
        }}
        loading={create.isPending}
        className="w-full sm:w-auto"
      >
        {!create.isPending && <UserPlus className="size-4.5" aria-hidden />}
        {invite ? 'Crear otra invitación' : 'Invitar cliente'}
      </Button>
      {create.isError && <Alert>{getErrorMessage(create.error, INVITE_ERROR)}</Alert>}
      {invite && (
        <section
          aria-label="Invitación"
          className="space-y-3 rounded-2xl bg-primary-50 p-4 ring-1 ring-primary-200"
          data-testid="invite"
        >
          <div>
            <p className="text-sm text-primary-900">Código</p>
            <p className="font-mono text-2xl font-bold tracking-[0.2em] text-ink" data-testid="invite-code">
              {invite.code}
            </p>
            <p className="mt-1 break-all text-sm text-gray-700" data-testid="invite-url">
              {invite.url}
            </p>
            <p className="mt-1 text-xs text-gray-600">
              Sirve una sola vez, hasta el {formatLongDay(invite.expires_at)}.
            </p>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? <Check className="size-4.5" aria-hidden /> : <Copy className="size-4.5" aria-hidden />}
              {copied ? 'Enlace copiado' : 'Copiar enlace'}
            </Button>
            <a
              href={inviteWhatsAppHref(invite.url, invite.code, professionalName)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-[#1f9d55] px-4 text-[15px] font-semibold text-white hover:bg-[#187f45]"
            >
              <MessageCircle className="size-4.5" aria-hidden />
              Enviar por WhatsApp
            </a>
          </div>
        </section>
      )}
    </div>
  );
}
