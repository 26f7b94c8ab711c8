import { Slider } from 'radix-ui';
import { useEffect, useState } from 'react';
import { CALORIE_SLIDER } from '../utils/filters';

type CalorieSliderProps = { value: [number, number]; onCommit: (value: [number, number]) => void };

function rangeText([min, max]: [number, number]): string {
  if (min === CALORIE_SLIDER.min && max === CALORIE_SLIDER.max) return 'Cualquiera';
  if (max === CALORIE_SLIDER.max) return `Desde ${min} kcal`;
  if (min === CALORIE_SLIDER.min) return `Hasta ${max} kcal`;
  return `${min} – ${max} kcal`;
}

/** docs/product.md §2.10's calorie slider (0–2500, step 100): it moves freely and searches when released. */
export function CalorieSlider({ value, onCommit }: CalorieSliderProps) {
  const [draft, setDraft] = useState(value);
  const [min, max] = value;
  useEffect(() => setDraft([min, max]), [min, max]);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span id="calorie-slider-label" className="text-sm font-medium text-gray-700">
          Calorías por plato
        </span>
        <span className="text-sm font-semibold tabular-nums text-primary-700" aria-live="polite">
          {rangeText(draft)}
        </span>
      </div>
      <Slider.Root
        aria-labelledby="calorie-slider-label"
        min={CALORIE_SLIDER.min}
        max={CALORIE_SLIDER.max}
        step={CALORIE_SLIDER.step}
        minStepsBetweenThumbs={1}
        value={draft}
        onValueChange={(v) => setDraft([v[0]!, v[1]!])}
        onValueCommit={(v) => onCommit([v[0]!, v[1]!])}
        className="relative mt-2 flex h-11 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-gray-200">
          <Slider.Range className="absolute h-full rounded-full bg-primary-600" />
        </Slider.Track>
        {(['Calorías mínimas', 'Calorías máximas'] as const).map((label) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            className="block size-7 rounded-full border-2 border-primary-600 bg-white shadow-md outline-none transition-transform focus-visible:ring-4 focus-visible:ring-primary-200 active:scale-110"
          />
        ))}
      </Slider.Root>
      <div className="flex justify-between text-xs text-gray-400" aria-hidden>
        <span>0</span>
        <span>2500 kcal</span>
      </div>
    </div>
  );
}
