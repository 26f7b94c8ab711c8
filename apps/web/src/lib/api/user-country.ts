import { DEFAULT_COUNTRY, type UserCountry } from '@nutricoach/core/constants/countries';
import type { MealType } from '@nutricoach/core/constants/logging';
import { PLAN_MEALS, type PlanMeal } from '@nutricoach/core/constants/strict-plan';
import type { UserCountryResponse, UserInfoResponse } from '@nutricoach/core/contract/onboarding';
import { localMealLabel, mealTypeLabels, planMealLabel } from '@nutricoach/core/rules/meal-labels';
import { useQuery } from '@/lib/use-query';
import { useOptimisticMutation } from '@/lib/api/optimistic-mutation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { getUserInfoQueryOptions } from './get-user-info';

const countryOf = (response: UserInfoResponse) => response.country;

/**
 * The person's country (docs/countries.md), read from GET /user/info's cache entry: it names their
 * meals and foods. Until the answer comes, the sign-in default.
 */
export function useUserCountry(): UserCountry {
  return useQuery({ ...getUserInfoQueryOptions(), select: countryOf }).data ?? DEFAULT_COUNTRY;
}

/** PUT /user/country. */
export async function updateCountry(country: UserCountry): Promise<UserCountry> {
  return (await api.put<UserCountryResponse>('/user/country', { country })).country;
}

/** The choice shows at once (in /user/info's entry); a refusal puts back what the server has. */
export function useUpdateCountry({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateCountry> } = {}) {
  return useOptimisticMutation({
    queryKey: getUserInfoQueryOptions().queryKey,
    mutationFn: updateCountry,
    optimistic: (country, current): UserInfoResponse => ({ personal_info: current?.personal_info ?? null, country }),
    scope: { id: 'update-country' },
    mutationConfig,
  });
}

/** The meal types' labels as the person's country says them ('Comida' for lunch in Mexico; docs/countries.md). */
export function useMealTypeLabels(): Record<MealType, string> {
  return mealTypeLabels(useUserCountry());
}

/** The weekly plan's meals' labels as the person's country says them. */
export function usePlanMealLabels(): Record<PlanMeal, string> {
  const country = useUserCountry();
  return Object.fromEntries(PLAN_MEALS.map((m) => [m, planMealLabel(m, country)])) as Record<PlanMeal, string>;
}

/** A screen's label that names a meal ('Almuerzo' in the reminders) as the person's country says it. */
export function useMealWord(): (label: string) => string {
  const country = useUserCountry();
  return (label) => localMealLabel(label, country);
}
