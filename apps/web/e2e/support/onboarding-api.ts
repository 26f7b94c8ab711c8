/**
 * Finishes a signed-in user's onboarding through the API (not clicked through), for the browser
 * tests of the screens behind it. A woman 34/165/78 -> 65, cardio, progressive, smart_balanced:
 * ideal 1628 kcal, 122 g protein, 54 g fat, 163 g carbs.
 */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<unknown>;

export async function completeOnboardingByApi(call: ApiCall, { name = 'Ana', recommendation = 'flex' as 'flex' | 'strict', tour = false } = {}) {
  await call('PUT', '/user/info', { personal_info: { name, age: 34, gender: 'female', height: 165, weight: 78 } });
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
