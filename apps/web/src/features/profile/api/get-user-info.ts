import type { PersonalInfo } from '@nutricoach/core/contract/onboarding';
import { useQuery } from '@/lib/use-query';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';

export type { PersonalInfo };

const personalInfo = (response: { personal_info: PersonalInfo | null }) => response.personal_info;

/** Name, age, gender, height and weight; null until the onboarding asks for them. */
export function useUserInfo() {
  return useQuery({ ...getUserInfoQueryOptions(), select: personalInfo });
}
