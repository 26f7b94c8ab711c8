import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useDisconnectStrava } from '../api/disconnect-strava';
import { useGetConnectUrl } from '../api/get-connect-url';
import { useStravaStatus } from '../api/get-strava-status';
import { useStravaReturn } from '../hooks/use-strava-return';
import { CONNECT_URL_ERROR, DISCONNECT_ERROR, NOT_CONFIGURED_CODE, STATUS_ERROR } from '../utils/messages';
import { redirectTo } from '../utils/redirect';
import { ConnectionCard } from './connection-card';
import { HowSyncWorks } from './how-sync-works';
import { ReturnNotice } from './return-notice';
import { UnitsPreference } from './units-preference';

type StravaScreenProps = {
  /**
   * Workouts came in, changed unit or the link changed: the route re-reads the summaries and points
   * that other screens cached (their query keys belong to their features).
   */
  onWorkoutsChanged: () => void;
};

/** /strava (docs/product.md §2.18): the link to Strava, connecting through its authorize page, and disconnecting. */
export function StravaScreen({ onWorkoutsChanged }: StravaScreenProps) {
  const status = useStravaStatus();
  const back = useStravaReturn({ onConnected: onWorkoutsChanged });
  const connectUrl = useGetConnectUrl({ mutationConfig: { onSuccess: (url) => redirectTo(url) } });
  const [confirming, setConfirming] = useState(false);
  const [disconnectedNotice, setDisconnectedNotice] = useState<string | null>(null);
  const disconnect = useDisconnectStrava({
    mutationConfig: {
      onSuccess: () => {
        setConfirming(false);
        setDisconnectedNotice('Desconectaste Strava. Tus ejercicios ya sincronizados siguen en tu registro.');
        onWorkoutsChanged();
      },
    },
  });

  // Coming back from Strava with the browser's back button restores this page as it was left
  // (bfcache), button spinning: let it be pressed again.
  const { reset: resetConnectUrl } = connectUrl;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && resetConnectUrl();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetConnectUrl]);

  const exchanging = back.status.kind === 'exchanging';
  // The server offers no Strava at all (production without its credentials): say so instead of a button that cannot work.
  const unavailable =
    status.data?.available === false ||
    (connectUrl.error instanceof ApiError && connectUrl.error.code === NOT_CONFIGURED_CODE);

  return (
    <section className="mx-auto max-w-4xl space-y-4">
      <title>Strava · NutriCoach</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Strava</h1>
        <p className="text-[15px] leading-snug text-gray-600">
          Sincroniza tus entrenamientos con tu registro de ejercicio.
        </p>
      </header>

      <ReturnNotice status={back.status} onDismiss={back.dismiss} />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
        <ConnectionCard
          status={status.data}
          isPending={status.isPending}
          loadError={status.isError ? getErrorMessage(status.error, STATUS_ERROR) : null}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
          exchanging={exchanging}
          // After a successful answer the browser is on its way to Strava: keep the spinner.
          connecting={connectUrl.isPending || connectUrl.isSuccess}
          connectError={
            connectUrl.isError && !unavailable ? getErrorMessage(connectUrl.error, CONNECT_URL_ERROR) : null
          }
          unavailable={unavailable}
          onConnect={() => {
            setDisconnectedNotice(null);
            back.dismiss();
            connectUrl.mutate();
          }}
          onDisconnect={() => {
            disconnect.reset();
            setConfirming(true);
          }}
          notice={disconnectedNotice}
          unitsPreference={status.data && <UnitsPreference units={status.data.units} onSaved={onWorkoutsChanged} />}
        />
        <HowSyncWorks />
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Desconectar Strava?"
        description="Dejaremos de recibir tus nuevas actividades. Los ejercicios ya sincronizados se quedan en tu registro."
        confirmLabel="Desconectar"
        destructive
        pending={disconnect.isPending}
        error={disconnect.isError ? getErrorMessage(disconnect.error, DISCONNECT_ERROR) : null}
        onConfirm={() => disconnect.mutate()}
      />
    </section>
  );
}
