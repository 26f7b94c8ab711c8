import {
  COACH_PERSONALITIES,
  COACH_PERSONALITY_INFO,
  type CoachPersonality,
} from '@nutricoach/core/constants/onboarding';
import { MessageCircleHeart } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ChoiceCard } from '@/components/ui/choice-card';
import { SaveStatus } from '@/components/ui/save-status';
import { SettingsCard } from '@/components/ui/settings-card';
import { useIntensity } from '../api/get-intensity';
import { useUpdateIntensity } from '../api/update-intensity';
import { INTENSITY_SAVE_ERROR, PREFERENCES_LOAD_ERROR } from './messages';

const EMOJI: Record<CoachPersonality, string> = {
  chill: '😌',
  balanced: '⚖️',
  strict: '💪',
  inspirational: '✨',
  analytical: '📊',
  practical: '🛠️',
  funny: '😄',
};

/** docs/product.md §2.15, Coach personality: the tone of the coach's messages and reminders; saves on change. */
export function CoachPersonalitySection() {
  const intensity = useIntensity();
  const update = useUpdateIntensity();
  return (
    <SettingsCard
      icon={MessageCircleHeart}
      title="Personalidad de tu coach"
      description="Así te hablará tu coach en sus mensajes y recordatorios."
      status={<SaveStatus pending={update.isPending} savedAt={update.isSuccess ? update.submittedAt : 0} />}
    >
      {intensity.isError ? (
        <Alert>{PREFERENCES_LOAD_ERROR}</Alert>
      ) : (
        // While the stored personality loads, the seven options (constants) show disabled, none
        // checked: the card has its height at once, and what is under it does not move.
        <fieldset disabled={intensity.isPending} aria-busy={intensity.isPending || undefined}>
          <legend className="sr-only">Personalidad de tu coach</legend>
          {update.isError && <Alert className="mb-3">{INTENSITY_SAVE_ERROR}</Alert>}
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {COACH_PERSONALITIES.map((personality) => (
              <ChoiceCard
                key={personality}
                type="radio"
                name="personalidad-coach"
                value={personality}
                checked={intensity.data === personality}
                onChange={() => update.mutate(personality)}
                leading={EMOJI[personality]}
                label={COACH_PERSONALITY_INFO[personality].label}
                description={COACH_PERSONALITY_INFO[personality].description}
              />
            ))}
          </div>
        </fieldset>
      )}
    </SettingsCard>
  );
}
