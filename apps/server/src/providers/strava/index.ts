import type { Config } from '../../config.ts';
import { unconfiguredStrava } from './none.ts';
import { sandboxStrava } from './sandbox.ts';
import { stravaHttp } from './strava.ts';
import type { StravaProvider } from './types.ts';

export function createStrava(config: Config): StravaProvider {
  const s = config.strava;
  if (s.provider === 'none') return unconfiguredStrava();
  if (s.provider === 'sandbox') return sandboxStrava();
  return stravaHttp({
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    baseUrl: s.apiBase,
    backoffMs: s.backoffMs,
    maxRetries: 3,
  });
}
