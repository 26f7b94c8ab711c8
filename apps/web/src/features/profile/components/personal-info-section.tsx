import { GENDER_LABELS } from '@nutricoach/core/constants/onboarding';
import { UserRound } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { formatNumber } from '@/lib/format';
import { useUserInfo } from '../api/get-user-info';

export const USER_INFO_LOAD_ERROR = 'Error al cargar la información del usuario';

/** docs/product.md §2.15: name, age, gender, height and weight, read-only (the onboarding sets them). */
export function PersonalInfoSection() {
  const info = useUserInfo();
  if (info.isPending) return <SettingsCardSkeleton rows={2} />;
  const person = info.data;
  const facts = person
    ? [
        { label: 'Edad', value: `${person.age} años` },
        { label: 'Sexo', value: GENDER_LABELS[person.gender] },
        { label: 'Estatura', value: `${formatNumber(person.height)} cm` },
        { label: 'Peso', value: `${formatNumber(person.weight)} kg` },
      ]
    : [];
  return (
    <SettingsCard icon={UserRound} title="Tus datos" description="Los usamos para calcular tus calorías y macros.">
      {info.isError ? (
        <Alert>{USER_INFO_LOAD_ERROR}</Alert>
      ) : !person ? (
        <p className="text-sm text-gray-600">Aún no nos diste tus datos personales.</p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-100 text-lg font-bold text-primary-700"
            >
              {(person.name.trim()[0] ?? 'N').toUpperCase()}
            </span>
            <p className="min-w-0 truncate text-lg font-bold text-ink">{person.name}</p>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-surface px-3 py-2.5">
                <dt className="text-xs font-medium text-gray-500">{fact.label}</dt>
                <dd className="mt-0.5 text-[15px] font-bold text-ink tabular-nums">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </SettingsCard>
  );
}
