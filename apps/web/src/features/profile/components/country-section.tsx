import { USER_COUNTRIES, USER_COUNTRY_NAMES, type UserCountry } from '@nutricoach/core/constants/countries';
import { useQueryClient } from '@tanstack/react-query';
import { Globe2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard } from '@/components/ui/settings-card';
import { useUserInfo } from '@/lib/api/get-user-info';
import { useUpdateCountry } from '@/lib/api/user-country';
import { USER_INFO_LOAD_ERROR } from './personal-info-section';

export const COUNTRY_SAVE_ERROR = 'No se pudo cambiar tu país. Por favor, intenta de nuevo.';

/**
 * 'Tu país' (issue 28, docs/countries.md): what the person's food words mean and what the app
 * calls foods and meals ('tortilla', 'Comida' in Mexico). It starts as the phone's country; saves
 * on change, and every cached answer that names foods is read again when its screen opens.
 */
export function CountrySection() {
  const info = useUserInfo();
  const queryClient = useQueryClient();
  const update = useUpdateCountry({
    mutationConfig: { onSuccess: () => void queryClient.invalidateQueries({ refetchType: 'none' }) },
  });
  return (
    <SettingsCard
      icon={Globe2}
      title="Tu país"
      description="Así entendemos lo que escribes y así llamamos a tus alimentos y comidas."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {info.isError ? (
        <Alert>{USER_INFO_LOAD_ERROR}</Alert>
      ) : (
        <>
          {update.isError && <Alert className="mb-3">{COUNTRY_SAVE_ERROR}</Alert>}
          <label htmlFor="pais" className="sr-only">
            Tu país
          </label>
          <select
            id="pais"
            value={info.data?.country ?? ''}
            disabled={info.isPending}
            aria-busy={info.isPending || undefined}
            onChange={(e) => update.mutate(e.target.value as UserCountry)}
            className="h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-[15px] text-ink focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25 disabled:bg-gray-50"
          >
            {info.isPending && <option value="">Cargando…</option>}
            {USER_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {USER_COUNTRY_NAMES[country]}
              </option>
            ))}
          </select>
        </>
      )}
    </SettingsCard>
  );
}
