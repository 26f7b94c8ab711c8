import { DIET_CONDITION_LABELS, DIET_CONDITIONS, type DietCondition } from '@nutricoach/core/constants/onboarding';
import { physiologicalOptionsForAge } from '@nutricoach/core/constants/questionnaire-values';
import { Flower2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ChoiceCard } from '@/components/ui/choice-card';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard, SettingsCardSkeleton } from '@/components/ui/settings-card';
import { useDietCondition } from '../api/get-diet-condition';
import { type PersonalInfo, useUserInfo } from '../api/get-user-info';
import { useUpdateDietCondition } from '../api/update-diet-condition';
import { USER_INFO_LOAD_ERROR } from './personal-info-section';

export const DIET_CONDITION_SAVE_ERROR = 'Error al actualizar la condición fisiológica';
const NONE = 'none';

/**
 * The choices offered to a woman of this age (core's physiologicalOptionsForAge: pregnancy and
 * postpartum 18–50, menopause 40–55), none first; a stored choice is always kept in the list.
 */
export function conditionChoices(age: number, current: DietCondition | null): (DietCondition | typeof NONE)[] {
  const allowed = new Set<string>(physiologicalOptionsForAge(age));
  return [NONE, ...DIET_CONDITIONS.filter((condition) => allowed.has(condition) || condition === current)];
}

/** docs/product.md §6: shown only when the person is a woman. */
export function showsDietCondition(person: PersonalInfo | null | undefined): person is PersonalInfo {
  return person?.gender === 'female';
}

/** docs/product.md §2.15, Physiological condition: none, pregnancy, postpartum or menopause; saves on change. */
export function DietConditionSection() {
  const info = useUserInfo();
  const person = info.data;
  if (!showsDietCondition(person)) return null;
  return <DietConditionCard person={person} />;
}

function DietConditionCard({ person }: { person: PersonalInfo }) {
  const condition = useDietCondition();
  const update = useUpdateDietCondition();
  if (condition.isPending) return <SettingsCardSkeleton rows={2} />;
  const current = condition.data ?? null;
  return (
    <SettingsCard
      icon={Flower2}
      title="Condición fisiológica"
      description="Ajustamos tus recomendaciones si estás embarazada, en posparto o en la menopausia."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {condition.isError ? (
        <Alert>{USER_INFO_LOAD_ERROR}</Alert>
      ) : (
        <fieldset>
          <legend className="sr-only">Condición fisiológica</legend>
          {update.isError && <Alert className="mb-3">{DIET_CONDITION_SAVE_ERROR}</Alert>}
          <div className="grid grid-cols-2 gap-2">
            {conditionChoices(person.age, current).map((choice) => (
              <ChoiceCard
                key={choice}
                type="radio"
                compact
                name="condicion-fisiologica"
                value={choice}
                checked={(current ?? NONE) === choice}
                onChange={() => update.mutate(choice === NONE ? null : choice)}
                label={choice === NONE ? 'Ninguna' : DIET_CONDITION_LABELS[choice]}
              />
            ))}
          </div>
        </fieldset>
      )}
    </SettingsCard>
  );
}
