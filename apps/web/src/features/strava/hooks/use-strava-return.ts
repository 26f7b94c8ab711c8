/**
 * Strava's way back to /strava: ?code=...&state=... after 'Autorizar', ?error=access_denied after
 * 'Cancelar'. The code is single-use, so it is exchanged exactly once and dropped from the address.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@/lib/api-client';
import { useConnectStrava, type StravaConnectResult } from '../api/connect-strava';
import { CONNECT_ERROR } from '../utils/messages';

/** What the page says about the trip to Strava it has just come back from. */
export type StravaReturn =
  | { kind: 'none' }
  | { kind: 'exchanging' }
  | { kind: 'connected'; imported: number }
  | { kind: 'failed'; message: string }
  | { kind: 'denied' };

const RETURN_PARAMS = ['code', 'state', 'scope', 'error'] as const;

/**
 * Codes already handed to the server by this page load. A set outside React rather than a ref: it
 * also holds when StrictMode runs the effect twice or the screen mounts again before the address
 * is cleaned.
 */
const exchangedCodes = new Set<string>();

export function useStravaReturn({ onConnected }: { onConnected?: (result: StravaConnectResult) => void } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const error = searchParams.get('error');
  const [outcome, setOutcome] = useState<'denied' | 'failed' | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const connect = useConnectStrava({ mutationConfig: { onSuccess: (result) => onConnected?.(result) } });
  const { mutate } = connect;

  useEffect(() => {
    if (code === null && error === null) return;
    if (code !== null && !exchangedCodes.has(code)) {
      exchangedCodes.add(code);
      setDismissed(false);
      setOutcome(null);
      // A missing state still goes to the server, which answers with its own Spanish message.
      mutate({ code, state: state ?? '' });
    } else if (code === null && error !== null) {
      setDismissed(false);
      setOutcome(error === 'access_denied' ? 'denied' : 'failed');
    }
    setSearchParams(
      (params) => {
        for (const name of RETURN_PARAMS) params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [code, state, error, mutate, setSearchParams]);

  let status: StravaReturn = { kind: 'none' };
  if (connect.isPending) status = { kind: 'exchanging' };
  else if (dismissed) status = { kind: 'none' };
  else if (connect.isSuccess) status = { kind: 'connected', imported: connect.data.imported };
  else if (connect.isError) status = { kind: 'failed', message: getErrorMessage(connect.error, CONNECT_ERROR) };
  else if (outcome === 'denied') status = { kind: 'denied' };
  else if (outcome === 'failed') status = { kind: 'failed', message: CONNECT_ERROR };

  return { status, dismiss: () => setDismissed(true) };
}
