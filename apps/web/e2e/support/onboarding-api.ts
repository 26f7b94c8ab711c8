/**
 * Finishes a signed-in user's onboarding through the API (not clicked through), for the browser
 * tests of the screens behind it: until it is completed the app sends the user back to it. A woman
 * 34/165/78 -> 65, cardio, progressive, smart_balanced: ideal 1628 kcal, 122 g protein, 54 g fat,
 * 163 g carbs.
 */
import type { Page } from 'playwright-core';

export type ApiCall = (method: string, path: string, body?: unknown) => Promise<unknown>;

type PersonalInfo = { name: string; age: number; gender: 'female' | 'male'; height: number; weight: number };

export type OnboardingOptions = {
  /** Replaces parts of the woman above ('Ana'). */
  personalInfo?: Partial<PersonalInfo>;
  /** 'strict' also answers a medium budget. */
  recommendation?: 'flex' | 'strict';
  /** Leaves the daily summary's guided tour unseen. */
  tour?: boolean;
};

export async function completeOnboardingByApi(
  call: ApiCall,
  { personalInfo, recommendation = 'flex', tour = false }: OnboardingOptions = {},
) {
  await call('PUT', '/user/info', {
    personal_info: { name: 'Ana', age: 34, gender: 'female', height: 165, weight: 78, ...personalInfo },
  });
  await call('PUT', '/user/weight-goal', { weight_goal: 65 });
  await call('PUT', '/user/questionnaire', {
    mindset: 'progressive',
    current_nutrition: 'acceptable',
    social_life: 'medium',
    training: 'cardio',
    emotional_profile: 'intermittent',
    meal_habits: ['breakfast', 'lunch', 'dinner'],
    medical_conditions: 'none',
    physiological_conditions: 'none',
    recommendation_type: recommendation,
    budget_level: recommendation === 'strict' ? 'medium' : null,
  });
  await call('PUT', '/user/diet-type', { diet_type: 'smart_balanced' });
  await call('POST', '/user/onboarding-completed');
  if (!tour) await call('PUT', '/user/tour-completed');
}

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
