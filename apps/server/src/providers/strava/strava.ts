/**
 * Strava over HTTP: OAuth token exchange and refresh, activities, deauthorization. A 429 (rate
 * limit: 200 requests / 15 min, 2,000 / day) is retried with exponential backoff, honouring
 * Retry-After, a few times before giving up with a StravaError.
 */
import type { StravaActivity, StravaProvider, StravaTokens } from './types.ts';
import { StravaError } from './types.ts';

export type StravaHttpConfig = {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  backoffMs: number;
  maxRetries: number;
};

type RawActivity = {
  id: number | string;
  name: string;
  sport_type?: string;
  type?: string;
  start_date: string;
  moving_time: number;
  distance: number;
  calories?: number;
};
type RawToken = { access_token: string; refresh_token: string; expires_at: number; athlete?: { id: number | string } };

const toActivity = (a: RawActivity): StravaActivity => ({
  id: String(a.id),
  name: a.name,
  sportType: a.sport_type ?? a.type ?? 'Workout',
  startDate: a.start_date,
  movingTimeSeconds: a.moving_time,
  distanceMeters: a.distance,
  calories: typeof a.calories === 'number' ? a.calories : null,
});

const toTokens = (t: RawToken): StravaTokens => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token,
  expiresAt: new Date(t.expires_at * 1000),
});

export function stravaHttp(config: StravaHttpConfig): StravaProvider {
  async function request<T>(path: string, init: RequestInit = {}): Promise<T | null> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      if (res.status === 429 && attempt < config.maxRetries) {
        const retryAfter = Number(res.headers.get('retry-after'));
        const wait =
          Number.isFinite(retryAfter) && retryAfter > 0
            ? Math.min(retryAfter * 1000, 60_000)
            : config.backoffMs * 2 ** attempt;
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new StravaError(`Strava answered ${res.status} to ${path}`, res.status);
      return (await res.json()) as T;
    }
  }
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  return {
    name: 'strava',
    authorizeUrl(state, redirectUri) {
      const q = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        approval_prompt: 'auto',
        scope: 'read,activity:read_all',
        state,
      });
      return `${config.baseUrl}/oauth/authorize?${q}`;
    },
    async exchangeCode(code) {
      const t = await request<RawToken>(
        '/oauth/token',
        form({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code,
          grant_type: 'authorization_code',
        }),
      );
      if (!t?.athlete) throw new StravaError('Strava did not return an athlete', 400);
      return { ...toTokens(t), athleteId: String(t.athlete.id) };
    },
    async refresh(refreshToken) {
      const t = await request<RawToken>(
        '/oauth/token',
        form({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          refresh_token: refreshToken,
          grant_type: 'refresh_token',
        }),
      );
      // A 404 here is a wrong STRAVA_API_BASE, not a refused grant: keep it apart from 400/401.
      if (!t) throw new StravaError('Strava answered 404 to the token refresh', 404);
      return toTokens(t);
    },
    async listActivities(accessToken, afterSeconds) {
      const all: StravaActivity[] = [];
      for (let page = 1; page <= 5; page++) {
        const batch =
          (await request<RawActivity[]>(
            `/api/v3/athlete/activities?after=${afterSeconds}&per_page=100&page=${page}`,
            bearer(accessToken),
          )) ?? [];
        all.push(...batch.map(toActivity));
        if (batch.length < 100) break;
      }
      return all;
    },
    async getActivity(accessToken, id) {
      const a = await request<RawActivity>(`/api/v3/activities/${encodeURIComponent(id)}`, bearer(accessToken));
      return a ? toActivity(a) : null;
    },
    async deauthorize(accessToken) {
      await request('/oauth/deauthorize', form({ access_token: accessToken }));
    },
  };
}
