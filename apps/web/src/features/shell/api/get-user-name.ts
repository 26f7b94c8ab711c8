import type { UserInfoResponse } from '@nutricoach/core/contract/onboarding';
import { useQuery } from '@/lib/use-query';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import { useAuthStore } from '@/lib/auth-store';

const storedName = (response: UserInfoResponse) => response.personal_info?.name.trim() ?? '';

/**
 * The signed-in person's name, as the onboarding stored it (GET /user/info). The session token's
 * name is the one the account had when the code was verified: empty for everyone, since the name
 * is asked for after sign-in, so the shell greeted '¡Hola!' and the menu showed only the phone
 * (issue 29). `enabled: false` leaves the call to whoever needs it and reads only what is cached.
 */
export function useUserName({ enabled = true }: { enabled?: boolean } = {}): string {
  const tokenName = useAuthStore((state) => state.user?.name.trim() ?? '');
  const stored = useQuery({ ...getUserInfoQueryOptions(), select: storedName, enabled });
  return stored.data || tokenName;
}
