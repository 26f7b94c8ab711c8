/**
 * Finishes a signed-in user's onboarding through the API (not clicked through), for the browser
 * tests of the screens behind it: until it is completed the app sends the user back to it. A woman
 * 34/165/78 -> 65, cardio, progressive, smart_balanced: ideal 1628 kcal, 122 g protein, 54 g fat,
 * 163 g carbs.
 */
import { type ApiCall, type OnboardingOptions, onboardAsAna } from '@nutricoach/core/contract/onboarding.test-support';
import type { Page } from 'playwright-core';

export type { ApiCall, OnboardingOptions };

/** Ana's onboarding (core's test fixture) through `call`. */
export const completeOnboardingByApi = onboardAsAna;

/** The API as the user signed in on `page` (the session token the app keeps in localStorage). */
export async function apiAsPage(page: Page, baseURL: string): Promise<ApiCall> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string | undefined,
  );
  if (!token) throw new Error('no session token in auth-storage');
  return async (method, path, body) => {
    const res = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'x-time-zone': 'America/Lima',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** Finishes the onboarding of the user signed in on `page`, through the API. */
export async function completeOnboardingOnPage(page: Page, baseURL: string, options?: OnboardingOptions) {
  await completeOnboardingByApi(await apiAsPage(page, baseURL), options);
}
