import { Check, Leaf } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import type { StravaStatus } from '../api/get-strava-status';
import { UNAVAILABLE_DETAIL, UNAVAILABLE_TITLE } from '../utils/messages';
import { ConnectButton } from './connect-button';
import { StravaMark } from './strava-mark';

type ConnectionCardProps = {
  status: StravaStatus | undefined;
  isPending: boolean;
  /** The status could not be read: its message. */
  loadError: string | null;
  onRetry: () => void;
  retrying: boolean;
  /** The code from Strava is being exchanged: no buttons meanwhile. */
  exchanging: boolean;
  connecting: boolean;
  connectError: string | null;
  /** Strava is not offered by this server: no connect button, a sentence instead. */
  unavailable: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  /** A confirmation after disconnecting. */
  notice: string | null;
  /** While connected: how synced runs and rides are shown (issue 9). */
  unitsPreference?: ReactNode;
};

/** docs/product.md §2.18's connection state: connected (with the athlete) or not, and the one action that fits. */
export function ConnectionCard(props: ConnectionCardProps) {
  const { status, isPending, loadError, exchanging } = props;
  const connected = status?.connected === true;
  return (
    <section
      aria-labelledby="strava-connection-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200/80"
    >
      <div className="flex flex-col items-center gap-3 bg-gradient-to-br from-orange-50 via-white to-primary-50 px-4 pb-4 pt-6">
        <div aria-hidden className="flex items-center gap-2">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-600 text-white shadow-sm">
            <Leaf className="size-7" strokeWidth={2.4} />
          </span>
          <span className={cn('flex items-center gap-1', connected ? 'text-primary-500' : 'text-gray-300')}>
            <span className="size-1.5 rounded-full bg-current" />
            {connected ? (
              <span className="grid size-6 place-items-center rounded-full bg-primary-600 text-white">
                <Check className="size-3.5" strokeWidth={3} />
              </span>
            ) : (
              <span className="size-1.5 rounded-full bg-current" />
            )}
            <span className="size-1.5 rounded-full bg-current" />
          </span>
          <span className="grid size-14 place-items-center rounded-2xl bg-[#FC4C02] text-white shadow-sm">
            <StravaMark className="size-7" />
          </span>
        </div>
        {status && (
          <Badge tone={connected ? 'green' : 'gray'} className="gap-1.5 bg-white">
            <span aria-hidden className={cn('size-1.5 rounded-full', connected ? 'bg-primary-600' : 'bg-gray-400')} />
            {connected ? 'Conectado' : 'No conectado'}
          </Badge>
        )}
      </div>

      <div className="space-y-4 p-4 sm:p-5">
        <h2 id="strava-connection-title" className="text-[17px] font-bold leading-snug text-ink">
          Tu cuenta de Strava
        </h2>

        {isPending && !status ? (
          <div aria-hidden className="space-y-2.5">
            <span className="block h-4 w-3/4 animate-pulse rounded-md bg-gray-100" />
            <span className="block h-12 animate-pulse rounded-xl bg-gray-100" />
          </div>
        ) : loadError && !status ? (
          <QueryError message={loadError} onRetry={props.onRetry} retrying={props.retrying} buttonWidth="phone" />
        ) : connected ? (
          <Connected
            athleteId={status?.athlete_id ?? null}
            exchanging={exchanging}
            onDisconnect={props.onDisconnect}
            unitsPreference={props.unitsPreference}
          />
        ) : (
          <NotConnected {...props} />
        )}

        {props.notice && !connected && <Alert tone="success">{props.notice}</Alert>}
      </div>
    </section>
  );
}

type ConnectedProps = {
  athleteId: string | null;
  exchanging: boolean;
  onDisconnect: () => void;
  unitsPreference: ReactNode;
};

function Connected({ athleteId, exchanging, onDisconnect, unitsPreference }: ConnectedProps) {
  return (
    <>
      <div className="space-y-1">
        <p className="text-[15px] leading-snug text-gray-700">
          Tus entrenamientos de Strava se registran solos en tu diario de ejercicio.
        </p>
        {athleteId && (
          <p className="text-sm text-gray-500">
            Atleta de Strava <span className="font-semibold tabular-nums text-gray-700">N.º {athleteId}</span>
          </p>
        )}
      </div>
      {unitsPreference}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={paths.dailySummary.getHref()}
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-primary-600 px-4 text-[15px] font-semibold text-white shadow-sm transition-colors hover:bg-primary-700 active:bg-primary-800"
        >
          Ver mis ejercicios
        </Link>
        <Button
          variant="secondary"
          disabled={exchanging}
          onClick={onDisconnect}
          className="text-red-700 hover:bg-red-50 active:bg-red-100"
        >
          Desconectar
        </Button>
      </div>
    </>
  );
}

function NotConnected({ exchanging, connecting, connectError, unavailable, onConnect }: ConnectionCardProps) {
  if (unavailable) {
    return (
      <div role="status" className="space-y-1 rounded-xl bg-gray-50 px-3.5 py-3 ring-1 ring-gray-200/80">
        <p className="text-[15px] font-semibold leading-snug text-ink">{UNAVAILABLE_TITLE}</p>
        <p className="text-sm leading-snug text-gray-600">{UNAVAILABLE_DETAIL}</p>
      </div>
    );
  }
  return (
    <>
      <p className="text-[15px] leading-snug text-gray-700">
        Conecta tu cuenta y cada entrenamiento que registres en Strava aparecerá en tu resumen diario.
      </p>
      <div className="space-y-2">
        <ConnectButton loading={connecting || exchanging} onClick={onConnect} />
        <p className="text-xs leading-snug text-gray-500">
          Te llevaremos a Strava para que autorices la conexión y luego volverás aquí.
        </p>
      </div>
      {connectError && <Alert>{connectError}</Alert>}
    </>
  );
}
