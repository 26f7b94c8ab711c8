/**
 * For the daily summary's browser tests and screenshots: a signed-in user whose onboarding is done
 * (set up through the API, not clicked through), and a page that opens with that session.
 * A woman 34/165/78 -> 65, cardio, progressive, smart_balanced: ideal 1628 kcal, 122 g protein,
 * 54 g fat, 163 g carbs.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { latestCode } from './support/server.ts';
import { completeOnboardingByApi } from './support/onboarding-api.ts';
import { newPhone } from './support/sign-in.ts';

export const TZ = 'America/Lima';
export type Session = { token: string; userId: string; baseURL: string };

export async function api<T = unknown>(
  session: Pick<Session, 'token' | 'baseURL'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${session.baseURL}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'x-time-zone': TZ,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function post<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-time-zone': TZ },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new user through the real code sign-in, onboarding completed; the tour already seen unless `tour`. */
export async function newUser(
  baseURL: string,
  { tour = false, recommendation = 'flex' as 'flex' | 'strict' } = {},
): Promise<Session> {
  const phone = newPhone();
  await post(baseURL, '/auth/send-code', { phone: phone.e164 });
  const { token } = await post<{ token: string }>(baseURL, '/auth/verify-code', {
    phone: phone.e164,
    code: await latestCode(baseURL, phone.e164),
  });
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const s = { token, userId, baseURL };
  await completeOnboardingByApi((method, path, body) => api(s, method, path, body), { tour, recommendation });
  return s;
}

/** Every page of `context` starts signed in as `session` (the auth store's persisted shape). */
export async function signInContext(context: BrowserContext, session: Session) {
  const user = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString());
  const persisted = JSON.stringify({
    state: {
      token: session.token,
      user: { id: user.sub, name: user.name ?? '', phone: user.phone ?? '' },
      isAuthenticated: true,
    },
    version: 0,
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
  }, persisted);
}

/** Today in Lima, as the server and the browser (timezoneId America/Lima) see it. */
export function todayInLima(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/**
 * A copy of the built app in a temporary folder, for the server's WEB_DIST_DIR: other engineers
 * rebuild apps/web/dist in the same checkout, and a rebuild during a run swaps the hashed files
 * under the test's feet (a blank page). Copied only once index.html and its assets agree.
 */
export function snapshotDist(): { dir: string; remove: () => void } {
  const dist = path.resolve(import.meta.dirname, '../dist');
  for (let attempt = 0; attempt < 20; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'nc-dist-'));
    cpSync(dist, dir, { recursive: true });
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    if (assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, asset)))) {
      return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
    }
    rmSync(dir, { recursive: true, force: true });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
  throw new Error('apps/web/dist is not a complete build; run npm run build');
}
