import { GENDER_LABELS } from '@nutricoach/core/constants/onboarding';
import { UserRound } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import type { ReactNode } from 'react';
import { SettingsCard } from '@/components/ui/settings-card';
import { formatNumber } from '@/lib/format';
import { useUserInfo } from '../api/get-user-info';

export const USER_INFO_LOAD_ERROR = 'Error al cargar la información del usuario';

const FACT_LABELS = ['Edad', 'Sexo', 'Estatura', 'Peso'] as const;

/** A grey bar one line of text high, in place of a value still loading. */
const placeholder = (width: string) => (
  <span className={`inline-block h-[1em] ${width} animate-pulse rounded-md bg-gray-200 align-middle`} />
);

/**
 * The card's body, the data's or the placeholders' (the same boxes, so the card keeps its height
 * when the data comes: it is the first card of /profile, and everything under it would move).
 */
function PersonFacts({ initial, name, values }: { initial: ReactNode; name: ReactNode; values: ReactNode[] }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-100 text-lg font-bold text-primary-700"
        >
          {initial}
        </span>
        <p className="min-w-0 truncate text-lg font-bold text-ink">{name}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FACT_LABELS.map((label, i) => (
          <div key={label} className="rounded-xl bg-surface px-3 py-2.5">
            <dt className="text-xs font-medium text-gray-500">{label}</dt>
            <dd className="mt-0.5 text-[15px] font-bold text-ink tabular-nums">{values[i]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** docs/product.md §2.15: name, age, gender, height and weight, read-only (the onboarding sets them). */
export function PersonalInfoSection() {
  const info = useUserInfo();
  const person = info.data;
  return (
    <SettingsCard icon={UserRound} title="Tus datos" description="Los usamos para calcular tus calorías y macros.">
      {info.isPending ? (
        <div aria-busy="true">
          <PersonFacts initial="" name={placeholder('w-32')} values={FACT_LABELS.map(() => placeholder('w-14'))} />
        </div>
      ) : info.isError ? (
        <Alert>{USER_INFO_LOAD_ERROR}</Alert>
      ) : !person ? (
        <p className="text-sm text-gray-600">Aún no nos diste tus datos personales.</p>
      ) : (
        <PersonFacts
          initial={(person.name.trim()[0] ?? 'N').toUpperCase()}
          name={person.name}
          values={[
            `${person.age} años`,
            GENDER_LABELS[person.gender],
            `${formatNumber(person.height)} cm`,
            `${formatNumber(person.weight)} kg`,
          ]}
        />
      )}
    </SettingsCard>
  );
}
