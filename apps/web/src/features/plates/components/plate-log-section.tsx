import { MEAL_TYPES, type MealType } from '@nutricoach/core/constants/logging';
import { useMealTypeLabels } from '@/lib/api/user-country';
import type { Plate } from '@nutricoach/core/contract/plates';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChipRadioGroup } from '@/components/ui/chip-radio-group';
import { mealLogErrorText } from '@/lib/log-error';
import { todayLocal } from '@/lib/today';
import { useLogPlate } from '../api/log-plate';
import { PLATE_PORTIONS, portionLabel } from '../utils/plate-log';
import { formatNumber } from '@/lib/format';

const PORTION_OPTIONS = PLATE_PORTIONS.map((p) => ({ value: String(p), label: portionLabel(p) }));
const kcal = (value: number) => formatNumber(Math.round(value));

/**
 * 'Registrar esta comida' (issue 15): the plate as a meal of today, with a portion (½ to 2 plates)
 * and a meal type (the plate's own by default). The server prices the ingredients; the answer's
 * kcal are what the success message says.
 */
export function PlateLogSection({ plate }: { plate: Plate }) {
  const mealLabels = useMealTypeLabels();
  const [portion, setPortion] = useState(1);
  const [mealType, setMealType] = useState<MealType>(plate.meal_type);
  const log = useLogPlate();
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      log.reset();
    };

  // On a phone the section has no box of its own: four chips ('Desayuno', 'Almuerzo') need the width.
  return (
    <section
      aria-labelledby="plate-log-title"
      className="mt-5 space-y-4 border-t border-gray-100 pt-4 sm:rounded-2xl sm:border-t-0 sm:bg-primary-50/60 sm:p-4 sm:ring-1 sm:ring-primary-100"
    >
      <h3 id="plate-log-title" className="text-base font-semibold text-ink">
        Registrar esta comida
      </h3>
      <ChipRadioGroup
        label="Porción (platos)"
        options={PORTION_OPTIONS}
        value={String(portion)}
        inputProps={{ name: 'plate-portion', onChange: (e) => change(setPortion)(Number(e.target.value)) }}
      />
      <ChipRadioGroup
        label="Tipo de comida"
        options={MEAL_TYPES.map((t) => ({ value: t, label: mealLabels[t] }))}
        value={mealType}
        inputProps={{ name: 'plate-meal-type', onChange: (e) => change(setMealType)(e.target.value as MealType) }}
      />
      <Button
        className="w-full"
        variant={log.isSuccess ? 'secondary' : 'primary'}
        loading={log.isPending}
        onClick={() => log.mutate({ plate, portion, mealType, date: todayLocal() })}
      >
        {log.isSuccess ? 'Registrar de nuevo' : `Registrar · ${kcal(plate.calories * portion)} kcal`}
      </Button>
      {log.data && (
        <Alert tone="success">
          <span className="font-semibold">
            Registrado: {kcal(log.data.calories)} kcal en {mealLabels[log.data.meal_type]}
          </span>
        </Alert>
      )}
      {log.error && <Alert>{mealLogErrorText(log.error)}</Alert>}
    </section>
  );
}
