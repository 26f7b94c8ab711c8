import { Notice, type NoticeTone } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { StravaReturn } from '../hooks/use-strava-return';
import { importedMessage } from '../utils/messages';

type ReturnNoticeProps = { status: StravaReturn; onDismiss: () => void };

/** What happened on the way back from Strava: exchanging the code, connected, failed or cancelled. */
export function ReturnNotice({ status, onDismiss }: ReturnNoticeProps) {
  if (status.kind === 'none') return null;
  const { tone, title, text } = describe(status);
  const exchanging = status.kind === 'exchanging';
  return (
    <Notice
      tone={tone}
      title={title}
      text={text}
      icon={exchanging ? <Spinner className="mt-0.5 size-5 text-[#FC4C02]" /> : undefined}
      onDismiss={exchanging ? undefined : onDismiss}
      data-testid="strava-return"
    />
  );
}

function describe(status: Exclude<StravaReturn, { kind: 'none' }>): {
  tone: NoticeTone;
  title: string;
  text?: string;
} {
  switch (status.kind) {
    case 'exchanging':
      return {
        tone: 'neutral',
        title: 'Conectando con Strava…',
        text: 'Estamos trayendo tus actividades de los últimos 30 días.',
      };
    case 'connected':
      return {
        tone: 'success',
        title: importedMessage(status.imported),
        text:
          status.imported > 0
            ? 'Ya están en tu registro de ejercicio, con la marca «Sincronizado con Strava».'
            : undefined,
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
