import {
  ALLERGIES,
  ALLERGY_LABELS,
  EATING_STYLE_LABELS,
  EATING_STYLES,
  OTHER_ALLERGY_LABEL,
  OTHER_ALLERGY_MAX_LENGTH,
} from '@nutricoach/core/constants/onboarding';
import type { AllergiesDislikesBody, AllergiesDislikesResponse } from '@nutricoach/core/contract/onboarding';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { PageSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import {
  allergiesBodyOf,
  restrictionDefaults,
  restrictionValuesOf,
  type RestrictionValues,
} from '../utils/restriction-values';
import { StepScreen } from './step-screen';

type RestrictionStepProps = {
  finishing: boolean;
  onBack?: () => void;
  /** The page's Continue (docs/product.md §2.5): the real save. */
  onContinue: (body: AllergiesDislikesBody) => void;
  /** What the user saved before (GET /user/allergies-dislikes); absent: the empty form. */
  saved?: AllergiesDislikesResponse;
  /** The saved values are on their way: no form yet, so nothing can be overwritten by mistake. */
  loading?: boolean;
  /** The saved values could not be read: say so above the empty form. */
  loadFailed?: boolean;
};

const TITLE = 'Alergias y estilo de alimentación';

const ALLERGY_EMOJI: Record<string, string> = { dairy: '🥛', gluten: '🌾', shellfish: '🦐', nuts: '🥜', egg: '🥚' };
const STYLE_INFO: Record<string, { emoji: string; description: string }> = {
  none: { emoji: '🍽️', description: 'Como de todo' },
  vegetarian: { emoji: '🥕', description: 'Sin carnes ni pescados' },
  vegan: { emoji: '🌱', description: 'Nada de origen animal' },
};

/** /restriction: allergy checkboxes with 'Otra' and its text, and the eating style. */
export function RestrictionStep({ loading = false, ...props }: RestrictionStepProps) {
  if (loading) {
    return (
      <StepScreen title={TITLE} onBack={props.onBack}>
        <PageSpinner label="Cargando tus alergias…" />
      </StepScreen>
    );
  }
  return <RestrictionForm {...props} />;
}

/** Mounted once the saved values are known: the form starts from them. */
function RestrictionForm({
  finishing,
  onBack,
  onContinue,
  saved,
  loadFailed = false,
}: Omit<RestrictionStepProps, 'loading'>) {
  const { register, watch, setValue, getValues } = useForm<RestrictionValues>({
    defaultValues: saved ? restrictionValuesOf(saved) : restrictionDefaults,
  });
  const other = watch('other');

  // Unchecking 'Otra' clears its text (docs/product.md §5).
  useEffect(() => {
    if (!other) setValue('otherText', '');
  }, [other, setValue]);

  return (
    <StepScreen
      title={TITLE}
      onBack={finishing ? undefined : onBack}
      actions={
        <Button
          size="lg"
          className="w-full"
          loading={finishing}
          onClick={() => onContinue(allergiesBodyOf(getValues()))}
        >
          Continuar
          {!finishing && <ArrowRight className="size-5" aria-hidden />}
        </Button>
      }
    >
      {/* The form's own submit is a placeholder (docs/product.md §2.5): Enter in 'Otra' must not leave the page. */}
      <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-8">
        <div className="space-y-1.5">
          <p className="text-sm font-semibold text-primary-700">Último paso</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{TITLE}</h1>
          <p className="text-[15px] text-gray-600">Lo tendremos en cuenta al armar tus menús.</p>
        </div>

        {loadFailed && <Alert>Error al cargar tus alergias guardadas. Puedes marcarlas de nuevo.</Alert>}

        <fieldset className="space-y-3">
          <legend className="mb-3 text-lg font-bold text-ink">¿Tienes alguna alergia?</legend>
          <div className="grid grid-cols-2 gap-3">
            {ALLERGIES.map((allergy) => (
              <ChoiceCard
                key={allergy}
                type="checkbox"
                value={allergy}
                label={ALLERGY_LABELS[allergy]}
                leading={ALLERGY_EMOJI[allergy]}
                compact
                {...register('allergies')}
              />
            ))}
            <ChoiceCard type="checkbox" label={OTHER_ALLERGY_LABEL} leading="✏️" compact {...register('other')} />
          </div>
          <TextField
            label="¿Cuál otra alergia?"
            placeholder={other ? 'Ej.: fresas, kiwi' : 'Marca «Otra» para escribirla'}
            hint="Si son varias, sepáralas con comas."
            maxLength={OTHER_ALLERGY_MAX_LENGTH}
            disabled={!other}
            enterKeyHint="done"
            {...register('otherText')}
          />
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="mb-3 text-lg font-bold text-ink">¿Sigues algún estilo de alimentación?</legend>
          {EATING_STYLES.map((style) => (
            <ChoiceCard
              key={style}
              type="radio"
              value={style}
              label={EATING_STYLE_LABELS[style]}
              description={STYLE_INFO[style].description}
              leading={STYLE_INFO[style].emoji}
              {...register('eatingStyle')}
            />
          ))}
        </fieldset>
      </form>
    </StepScreen>
  );
}
