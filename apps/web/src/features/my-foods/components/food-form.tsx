/**
 * 'Crear alimento' / 'Editar alimento' (issue 28 §4): a form that reads like the nutrition label
 * the person holds, per 100 g or per serving. Checked on the phone with core's schema (the label
 * check included) before it is sent; the server checks again.
 */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import type { OwnFood } from '@nutricoach/core/contract/my-foods';
import { per100Of } from '@nutricoach/core/rules/own-foods';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useSaveOwnFood } from '@/lib/api/my-foods';
import { OPEN_FOOD_FACTS_NOTICE } from '@/components/food-search';
import { formatDecimal } from '@/lib/format';
import {
  checkLabel,
  emptyLabel,
  type LabelField,
  type LabelValues,
  labelFromPrefill,
  labelOf,
} from '../utils/label-form';
import { FormButtons } from './form-buttons';

const BASES = [
  { value: 'per_100g', label: 'Por 100 g' },
  { value: 'per_serving', label: 'Por porción' },
];

type LabelRowProps = {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A line of the label under another ('de los cuales…'). */
  sub?: boolean;
  strong?: boolean;
  placeholder?: string;
};

/** One line of the label: its name on the left, the figure typed on the right. */
function LabelRow({ label, unit, value, onChange, error, sub, strong, placeholder }: LabelRowProps) {
  const id = useId();
  return (
    <div className={cn('py-1.5', !sub && 'border-t border-ink/70 first:border-t-0')}>
      <div className="flex items-center justify-between gap-3">
        <label
          htmlFor={id}
          className={cn(
            'min-w-0 text-[15px] text-ink',
            sub ? 'pl-4 text-sm text-gray-700' : 'font-semibold',
            strong && 'text-base font-bold',
          )}
        >
          {label}
        </label>
        <div
          className={cn(
            'flex h-11 w-32 shrink-0 items-center rounded-lg bg-white ring-1 focus-within:ring-2',
            error ? 'ring-red-400 focus-within:ring-red-500' : 'ring-gray-300 focus-within:ring-primary-600',
          )}
        >
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 w-full min-w-0 rounded-lg bg-transparent px-3 text-right text-base tabular-nums text-ink outline-none placeholder:text-gray-400"
          />
          <span aria-hidden className="pr-3 text-sm text-gray-500">
            {unit}
          </span>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-right text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FoodFormProps = {
  /** The food to edit; absent: a new one. */
  food?: OwnFood;
  /** A new food's name, from what was searched. */
  initialName?: string;
  /** A scanned code's known data and the code itself. */
  prefill?: BarcodePrefill;
  onSaved: (food: OwnFood) => void;
  onCancel: () => void;
};

export function FoodForm({ food, initialName, prefill, onSaved, onCancel }: FoodFormProps) {
  const [values, setValues] = useState<LabelValues>(() =>
    food ? labelOf(food) : prefill ? labelFromPrefill(prefill) : emptyLabel(initialName),
  );
  const [errors, setErrors] = useState<Partial<Record<LabelField, string>>>({});
  const [labelError, setLabelError] = useState<string | null>(null);
  const save = useSaveOwnFood();
  const set = (field: LabelField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setLabelError(null);
  };
  const perServing = values.basis === 'per_serving';
  const check = checkLabel(values);
  // Per serving, what it means per 100 g, as soon as the label adds up.
  const per100 = perServing && check.ok ? per100Of(check.input) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!check.ok) {
      setErrors(check.errors);
      setLabelError(check.label);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: food?._id, food: check.input });
      onSaved(saved.food);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={food ? 'Editar alimento' : 'Crear alimento'}>
      <TextField
        label="Nombre"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        maxLength={80}
        autoComplete="off"
        placeholder="Galletas de avena"
      />
      <TextField
        label="Marca (opcional)"
        value={values.brand}
        onChange={(e) => set('brand')(e.target.value)}
        error={errors.brand}
        maxLength={60}
        autoComplete="off"
      />
      <ChipRadioGroup
        label="La etiqueta da los valores"
        options={BASES}
        value={values.basis}
        inputProps={{
          name: 'basis',
          onChange: (e) => {
            setValues((v) => ({ ...v, basis: e.target.value as LabelValues['basis'] }));
            setErrors({});
            setLabelError(null);
          },
        }}
      />
      <div className="grid grid-cols-[1fr_8rem] gap-2">
        <TextField
          label={perServing ? 'Porción' : 'Porción (opcional)'}
          value={values.serving_label}
          onChange={(e) => set('serving_label')(e.target.value)}
          error={errors.serving_label}
          maxLength={30}
          autoComplete="off"
          placeholder="barra, vaso, galleta"
        />
        <TextField
          label="Pesa"
          unit="g"
          inputMode="decimal"
          value={values.serving_grams}
          onChange={(e) => set('serving_grams')(e.target.value)}
          autoComplete="off"
          placeholder="30"
        />
      </div>
      {errors.serving_grams && <p className="-mt-2 text-sm text-red-700">{errors.serving_grams}</p>}

      <section
        aria-label="Información nutricional"
        className="rounded-xl border-2 border-ink bg-white px-3.5 pb-2 pt-2.5"
        data-testid="nutrition-label"
      >
        <div className="flex items-baseline justify-between gap-2 border-b-[6px] border-ink pb-1.5">
          <h3 className="text-lg font-extrabold leading-tight text-ink">Información nutricional</h3>
          <p className="shrink-0 text-sm font-semibold text-gray-700">
            {perServing
              ? `por porción${parseGrams(values.serving_grams) ? ` (${values.serving_grams} g)` : ''}`
              : 'por 100 g'}
          </p>
        </div>
        <LabelRow
          label="Calorías"
          unit="kcal"
          value={values.calories}
          onChange={set('calories')}
          error={errors.calories}
          strong
        />
        <LabelRow label="Grasas" unit="g" value={values.fat} onChange={set('fat')} error={errors.fat} />
        <LabelRow label="Carbohidratos" unit="g" value={values.carbs} onChange={set('carbs')} error={errors.carbs} />
        <LabelRow
          label="de los cuales fibra"
          unit="g"
          value={values.fiber}
          onChange={set('fiber')}
          error={errors.fiber}
          sub
          placeholder="opcional"
        />
        <LabelRow
          label="de los cuales polialcoholes"
          unit="g"
          value={values.polyols}
          onChange={set('polyols')}
          error={errors.polyols}
          sub
          placeholder="opcional"
        />
        <LabelRow label="Proteínas" unit="g" value={values.protein} onChange={set('protein')} error={errors.protein} />
      </section>
      {per100 && (
        <p className="text-sm tabular-nums text-gray-600" data-testid="per-100">
          Por 100 g: {formatDecimal(per100.calories, 0)} kcal · Proteína {formatDecimal(per100.protein)} g · Grasa{' '}
          {formatDecimal(per100.fat)} g · Carbohidratos {formatDecimal(per100.carbs)} g
        </p>
      )}

      <TextField
        label="Código de barras (opcional)"
        hint="Con él, tu próximo escaneo de este envase encuentra este alimento."
        value={values.barcode}
        onChange={(e) => set('barcode')(e.target.value)}
        error={errors.barcode}
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
      />
      {prefill?.name && (
        <p className="text-xs text-gray-500">{OPEN_FOOD_FACTS_NOTICE}: revisa cada cifra con la etiqueta.</p>
      )}

      {labelError && <Alert>{labelError}</Alert>}
      {save.error && <Alert>{getErrorMessage(save.error, 'No pudimos guardar el alimento. Intenta de nuevo.')}</Alert>}
      <FormButtons
        submitLabel={food ? 'Guardar cambios' : 'Guardar alimento'}
        pending={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}

function parseGrams(text: string) {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
}
