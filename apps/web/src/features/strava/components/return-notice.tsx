import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { StravaReturn } from '../hooks/use-strava-return';
import { importedMessage } from '../utils/messages';

type ReturnNoticeProps = { status: StravaReturn; onDismiss: () => void };

const TONES = {
  progress: 'bg-white text-ink ring-gray-200',
  success: 'bg-primary-50 text-primary-900 ring-primary-200',
  error: 'bg-red-50 text-red-900 ring-red-200',
  info: 'bg-sky-50 text-sky-950 ring-sky-200',
} as const;

/** What happened on the way back from Strava: exchanging the code, connected, failed or cancelled. */
export function ReturnNotice({ status, onDismiss }: ReturnNoticeProps) {
  if (status.kind === 'none') return null;
  const { tone, title, text } = describe(status);
  const Icon = tone === 'success' ? CircleCheck : tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="strava-return"
      className={cn('flex items-start gap-3 rounded-2xl px-4 py-3.5 ring-1', TONES[tone])}
    >
      {tone === 'progress' ? (
        <Spinner className="mt-0.5 size-5 text-[#FC4C02]" />
      ) : (
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{title}</p>
        {text && <p className="mt-0.5 text-sm leading-snug opacity-90">{text}</p>}
      </div>
      {tone !== 'progress' && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Cerrar aviso"
          className="-m-2 grid size-11 shrink-0 place-items-center rounded-full opacity-70 transition hover:bg-black/5 hover:opacity-100"
        >
          <X className="size-4.5" aria-hidden />
        </button>
      )}
    </div>
  );
}

function describe(status: Exclude<StravaReturn, { kind: 'none' }>): {
  tone: keyof typeof TONES;
  title: string;
  text?: string;
} {
  switch (status.kind) {
    case 'exchanging':
      return { tone: 'progress', title: 'Conectando con Strava…', text: 'Estamos trayendo tus actividades de los últimos 30 días.' };
    case 'connected':
      return {
        tone: 'success',
        title: importedMessage(status.imported),
        text: status.imported > 0 ? 'Ya están en tu registro de ejercicio, con la marca «Sincronizado con Strava».' : undefined,
      };
    case 'failed':
      return { tone: 'error', title: 'No pudimos conectar Strava', text: status.message };
    case 'denied':
      return {
        tone: 'info',
        title: 'No se conectó Strava',
        text: 'Cancelaste la autorización, así que no importamos nada. Puedes conectarlo cuando quieras.',
      };
  }
}
