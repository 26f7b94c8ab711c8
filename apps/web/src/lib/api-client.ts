/**
 * The one HTTP client of the app: JSON in and out, the session token, the user's time zone,
 * errors as ApiError, the central 401 handling (logout, then back to /login) and the 402 one
 * (the plan is no longer active: the app reads it again and its guard takes over).
 */
import type { ErrorBody } from '@nutricoach/core/contract/common';
import { env } from '@/config/env';
import { useAuthStore } from './auth-store';
import { browserTimeZone } from './time-zone';

// Same value as TIME_ZONE_HEADER in core's contract/auth; importing that module at runtime would
// pull zod into the first chunk, so only its name is repeated here.
const TIME_ZONE_HEADER = 'x-time-zone';

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** A 429's or 503's Retry-After, in seconds: how long the server asks the client to wait. */
  readonly retryAfterSeconds?: number;
  /** The whole error body, for a call whose error says more than its message (a barcode's prefill). */
  readonly body?: Record<string, unknown>;

  /** `status` 0 means the request never got an answer (offline, DNS, aborted proxy). */
  constructor(
    status: number,
    message: string,
    code?: string,
    retryAfterSeconds?: number,
    body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
  }
}

/** Retry-After as seconds (the delay form, or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The server's Spanish message when it sent one, else the screen's own fallback text. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

let onUnauthorized: () => void = () => {};

/** The app tells the client where to go after a 401 (the router lives above lib/). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let onPlanInactive: () => void = () => {};

/**
 * The app tells the client what to do on a 402 (PLAN_INACTIVE: a trial or plan ended while the app
 * was open): re-read the current plan, so the plan guard sends the user to /subscription.
 */
export function setPlanInactiveHandler(handler: () => void): void {
  onPlanInactive = handler;
}

/** The parsed body; `invalid` when there was a body and it was not JSON (an HTML error page). */
async function readJson(response: Response): Promise<{ data: unknown; invalid: boolean }> {
  const text = await response.text().catch(() => '');
  if (!text) return { data: undefined, invalid: false };
  try {
    return { data: JSON.parse(text), invalid: false };
  } catch {
    return { data: undefined, invalid: true };
  }
}

function toErrorBody(body: unknown): Partial<ErrorBody> {
  if (!body || typeof body !== 'object') return {};
  const { message, code } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a write retried with the same key is done once (docs/offline.md). */
  idempotencyKey?: string;
};

/** The answer's body as a file, and the name the server gave it (Content-Disposition). */
export type Download = { blob: Blob; filename: string | null };

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options, 'json')) as T;
}

async function send(
  path: string,
  { method = 'GET', body, signal, idempotencyKey }: RequestOptions,
  as: 'json' | 'file',
): Promise<unknown> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { Accept: as === 'json' ? 'application/json' : '*/*' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const timeZone = browserTimeZone();
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;

  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, '', 'NETWORK_ERROR');
  }

  if (as === 'file' && response.ok) {
    const disposition = response.headers.get('content-disposition') ?? '';
    return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  }
  const { data, invalid } = await readJson(response);
  if (!response.ok) {
    // Only a request that carried a session can lose it; a 401 on the sign-in calls themselves
    // (a wrong code) is an ordinary error for the screen to show.
    if (response.status === 401 && token) {
      useAuthStore.getState().logout();
      onUnauthorized();
    }
    if (response.status === 402) onPlanInactive();
    const { message, code } = toErrorBody(data);
    throw new ApiError(
      response.status,
      message ?? '',
      code,
      retryAfterSeconds(response.headers.get('retry-after')),
      data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined,
    );
  }
  // e.g. the SPA's index.html where JSON was expected: a route the server does not have yet.
  if (invalid) throw new ApiError(response.status, '', 'INVALID_RESPONSE');
  return data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  /** A DELETE may carry a body: DELETE /user wants the typed confirmation. */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
  /** A GET whose answer is a file to save (GET /user/export); errors and a 401 as any call. */
  download: (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    send(path, { ...options, method: 'GET' }, 'file') as Promise<Download>,
};
