/**
 * A local Strava: an authorize page served by the app and a sandbox athlete whose activities are
 * made up from the athlete id (a run today, rides and walks in the last weeks).
 */
import { createHash } from 'node:crypto';
import type { StravaActivity, StravaProvider } from './types.ts';

const SPORTS = [
  { sport: 'Run', name: 'Carrera matutina', minutes: 35, km: 6.2 },
  { sport: 'Ride', name: 'Vuelta en bici', minutes: 60, km: 22 },
  { sport: 'Walk', name: 'Caminata por el parque', minutes: 45, km: 3.8 },
  { sport: 'WeightTraining', name: 'Pesas en el gimnasio', minutes: 50, km: 0 },
  { sport: 'Yoga', name: 'Yoga', minutes: 30, km: 0 },
];

/** Activities of a sandbox athlete: one today, then one every three days back to a month ago. */
export function sandboxActivities(athleteId: string, now = new Date()): StravaActivity[] {
  return Array.from({ length: 10 }, (_, i) => {
    const s = SPORTS[i % SPORTS.length]!;
    const start = new Date(now.getTime() - i * 3 * 86_400_000 - 2 * 3_600_000);
    return {
      id: `${athleteId}${String(i).padStart(3, '0')}`,
      name: s.name,
      sportType: s.sport,
      startDate: start.toISOString(),
      movingTimeSeconds: s.minutes * 60,
      distanceMeters: s.km * 1000,
      calories: null,
    };
  });
}

const athleteOf = (code: string) => String(parseInt(createHash('sha256').update(code).digest('hex').slice(0, 8), 16));

export function sandboxStrava(): StravaProvider {
  const byToken = (token: string) => token.replace(/^sandbox-(access|refresh)-/, '');
  return {
    name: 'sandbox',
    authorizeUrl(state, redirectUri) {
      return `/api/strava/sandbox/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`;
    },
    async exchangeCode(code) {
      const athleteId = athleteOf(code);
      return {
        athleteId,
        accessToken: `sandbox-access-${athleteId}`,
        refreshToken: `sandbox-refresh-${athleteId}`,
        expiresAt: new Date(Date.now() + 6 * 3_600_000),
      };
    },
    async refresh(refreshToken) {
      const athleteId = byToken(refreshToken);
      return {
        accessToken: `sandbox-access-${athleteId}`,
        refreshToken,
        expiresAt: new Date(Date.now() + 6 * 3_600_000),
      };
    },
    async listActivities(accessToken, afterSeconds) {
      return sandboxActivities(byToken(accessToken)).filter((a) => Date.parse(a.startDate) / 1000 > afterSeconds);
    },
    async getActivity(accessToken, id) {
      return sandboxActivities(byToken(accessToken)).find((a) => a.id === id) ?? null;
    },
    async deauthorize() {},
  };
}
