/**
 * A seeded user for the browser tests, the benches and the screenshots: signed in through the real
 * code sign-in and onboarded through the API (not clicked through), the API as that user, and pages
 * that open already signed in as them. The onboarding is Ana's (core's test fixture): a woman
 * 34/165/78 -> 65, cardio, progressive, smart_balanced: ideal 1628 kcal, 122 g protein, 54 g fat,
 * 163 g carbs.
 */
import { type ApiCall, type OnboardingOptions, onboardAsAna } from '@nutricoach/core/contract/onboarding.test-support';
import type { BrowserContext, Page } from 'playwright-core';
import { latestCode } from './server.ts';
import { newPhone } from './sign-in.ts';

export type { ApiCall, OnboardingOptions };

export const TZ = 'America/Lima';

/** One answer to each habit question of the onboarding, in order, as a person picks them on screen. */
export const HABIT_ANSWERS = [
  'Progresivo y constante',
  'Aceptable',
  'A veces',
  'Cardio',
  'Por rachas',
  'Desayuno',
  'Ninguna',
  'Ninguna',
] as const;
export type Session = { token: string; userId: string; baseURL: string };

/** One call to the API as `session`; an answer other than 2xx throws with its status and body. */
export async function api<T = unknown>(
  session: Pick<Session, 'token' | 'baseURL'>,
  method: string,
  path: string,
  body?: unknown,
  timeZone = TZ,
): Promise<T> {
  const res = await fetch(`${session.baseURL}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'x-time-zone': timeZone,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `api` bound to one session, in the shape core's onboarding fixture takes. */
export const apiOf =
  (session: Pick<Session, 'token' | 'baseURL'>, timeZone = TZ) =>
  <T = unknown>(method: string, path: string, body?: unknown) =>
    api<T>(session, method, path, body, timeZone);

async function post<T>(baseURL: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-time-zone': TZ },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    name?: string;
    phone?: string;
  };

/** Ana's onboarding (core's test fixture) through `call`. */
export const completeOnboardingByApi = onboardAsAna;

/**
 * A new user through the real code sign-in (API calls, no page), onboarding completed; the tour
 * already seen unless `tour`.
 */
export async function newUser(
  baseURL: string,
  { tour = false, recommendation = 'flex', personalInfo }: OnboardingOptions = {},
): Promise<Session & { phone: string }> {
  const phone = newPhone();
  await post(baseURL, '/auth/send-code', { phone: phone.e164 });
  const { token } = await post<{ token: string }>(baseURL, '/auth/verify-code', {
    phone: phone.e164,
    code: await latestCode(baseURL, phone.e164),
  });
  const s = { token, userId: claimsOf(token).sub, baseURL };
  await completeOnboardingByApi(apiOf(s), { tour, recommendation, personalInfo });
  return { ...s, phone: phone.e164 };
}

/** Every page of `context` starts signed in as `session` (the auth store's persisted shape). */
export async function signInContext(context: BrowserContext, session: Session & { phone?: string }) {
  // The token names the user and the session only (issue 31): the phone comes with the session when known.
  const user = claimsOf(session.token);
  const persisted = JSON.stringify({
    state: {
      token: session.token,
      user: { id: user.sub, name: user.name ?? '', phone: session.phone ?? user.phone ?? '' },
      isAuthenticated: true,
    },
    version: 0,
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', value);
  }, persisted);
}

/** The session of the user signed in on `page` (the token the app keeps in localStorage). */
export async function sessionOf(page: Page, baseURL: string): Promise<Session> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string | undefined,
  );
  if (!token) throw new Error('no session token in auth-storage');
  return { token, userId: claimsOf(token).sub, baseURL };
}

/** The API as the user signed in on `page`. */
export async function apiAsPage(page: Page, baseURL: string, timeZone = TZ): Promise<ApiCall> {
  return apiOf(await sessionOf(page, baseURL), timeZone);
}

/** Finishes the onboarding of the user signed in on `page`, through the API. */
export async function completeOnboardingOnPage(
  page: Page,
  baseURL: string,
  options?: OnboardingOptions,
  timeZone = TZ,
) {
  await completeOnboardingByApi(await apiAsPage(page, baseURL, timeZone), options);
}

/** Today in Lima, as the server and the browser (timezoneId America/Lima) see it. */
export function todayInLima(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
