import { PERSONAL_FIELDS, type PersonalField } from '@nutricoach/core/constants/questionnaire';
import { ArrowRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { PageSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useStoredPersonal } from '../hooks/use-stored-personal';
import type { PersonalData } from '../utils/flow-state';
import { personalFormDefaults, personalResolver, type PersonalFormValues } from '../utils/personal-form';
import { StepScreen } from './step-screen';

type PersonalStepProps = {
  initial: PersonalData | null;
  /** Stores the data on the server; skipped by the caller when nothing changed. */
  save: (personal: PersonalData) => Promise<void>;
  onBack: () => void;
  /** `saved` is false when the server could not be reached: it is sent again before the results. */
  onDone: (personal: PersonalData, saved: boolean) => void;
};

const field = (id: PersonalField['id']) => PERSONAL_FIELDS.find((f) => f.id === id)!;
const FORM_ID = 'personal-data';

/** The personal data the plan needs (docs/product.md §Onboarding and targets): this device's, else what the server knows. */
export function PersonalStep(props: PersonalStepProps) {
  const stored = useStoredPersonal(props.initial === null);
  if (stored.pending) {
    return (
      <StepScreen title="Tus datos" onBack={props.onBack}>
        <PageSpinner />
      </StepScreen>
    );
  }
  return <PersonalForm {...props} initial={props.initial ?? stored.known} loadFailed={stored.failed} />;
}

type PersonalFormProps = Omit<PersonalStepProps, 'initial'> & { initial: Partial<PersonalData>; loadFailed: boolean };

/** The form, checked with core's bounds and messages; the goal also by the server. */
function PersonalForm({ initial, loadFailed, save, onBack, onDone }: PersonalFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PersonalFormValues, unknown, PersonalData>({
    defaultValues: personalFormDefaults(initial),
    resolver: personalResolver,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (personal) => {
    setFormError(null);
    try {
      await save(personal);
      onDone(personal, true);
    } catch (error) {
      // The server's checks of the goal (not above the weight, not too low for the height).
      if (error instanceof ApiError && error.code === 'INVALID_WEIGHT_GOAL') {
        setError('weight_goal', { message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
        setFormError(error.message);
      } else {
        // Offline or a server failure: go on; the data is sent again before the results (docs/product.md §4).
        console.error('No se pudieron guardar los datos personales', error);
        onDone(personal, false);
      }
    }
  });

  // The keyboard's 'next' key moves to the next box; only the last one submits.
  const nextOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])')];
    const next = boxes[boxes.indexOf(event.target) + 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const number = (id: 'age' | 'height' | 'weight' | 'weight_goal', decimals: boolean) => {
    const f = field(id);
    return (
      <TextField
        label={f.label}
        unit={f.unit}
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        enterKeyHint={id === 'weight_goal' ? 'go' : 'next'}
        placeholder={id === 'age' ? '30' : id === 'height' ? '165' : '70'}
        error={errors[id]?.message}
        {...register(id)}
      />
    );
  };

  return (
    <StepScreen
      title="Tus datos"
      onBack={onBack}
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={onBack}>
            Anterior
          </Button>
          <Button type="submit" form={FORM_ID} size="lg" className="flex-1" loading={isSubmitting}>
            Siguiente
            {!isSubmitting && <ArrowRight className="size-5" aria-hidden />}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} onKeyDown={nextOnEnter} noValidate className="space-y-6">
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Cuéntanos sobre ti</h1>
          <p className="text-[15px] text-gray-600">Con estos datos calculamos tus calorías y tu plan.</p>
        </div>

        {loadFailed && <Alert>Error al cargar la información del usuario.</Alert>}

        <TextField
          label={field('name').label}
          placeholder={field('name').placeholder}
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={field('name').max}
          error={errors.name?.message}
          {...register('name')}
        />

        <fieldset className="space-y-1.5" aria-describedby={errors.gender ? 'gender-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-gray-700">{field('gender').label}</legend>
          <div className="grid grid-cols-2 gap-3">
            {field('gender').options!.map((option) => (
              <ChoiceCard
                key={option.value}
                type="radio"
                value={option.value}
                label={option.label}
                compact
                {...register('gender')}
              />
            ))}
          </div>
          {errors.gender && (
            <p id="gender-error" className="text-sm text-red-700">
              {errors.gender.message}
            </p>
          )}
        </fieldset>

        <div className="grid grid-cols-2 gap-3">
          {number('age', false)}
          {number('height', true)}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {number('weight', true)}
          {number('weight_goal', true)}
        </div>

        {formError && <Alert>{formError}</Alert>}
      </form>
    </StepScreen>
  );
}
