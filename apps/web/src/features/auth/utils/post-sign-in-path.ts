import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { getUserObjectiveQueryOptions } from '../api/get-user-objective';

/**
 * Where a user lands right after signing in: onboarding until it is completed, else `homePath`.
 * If the objective cannot be read the user still gets in, at `homePath`.
 */
export async function resolvePostSignInPath(queryClient: QueryClient, homePath: string): Promise<string> {
  try {
    const objective = await queryClient.fetchQuery({ ...getUserObjectiveQueryOptions(), staleTime: 0 });
    if (!objective || objective.onboarding_completed) return homePath;
    return paths.selectStyle.getHref(objective.onboarding_type);
  } catch {
    return homePath;
  }
}
