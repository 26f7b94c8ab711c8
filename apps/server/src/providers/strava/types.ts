/** The activity service (Strava): OAuth and activities; the adapter (Strava, sandbox or none) is chosen by config. */
export interface StravaTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
}

export interface StravaActivity {
  id: string;
  name: string;
  sportType: string;
  /** ISO instant the activity started. */
  startDate: string;
  movingTimeSeconds: number;
  distanceMeters: number;
  /** Only detailed activities carry it. */
  calories: number | null;
}

export class StravaError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface StravaProvider {
  readonly name: 'strava' | 'sandbox' | 'none';
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string): Promise<StravaTokens & { athleteId: string }>;
  refresh(refreshToken: string): Promise<StravaTokens>;
  listActivities(accessToken: string, afterSeconds: number): Promise<StravaActivity[]>;
  getActivity(accessToken: string, id: string): Promise<StravaActivity | null>;
  deauthorize(accessToken: string): Promise<void>;
}
