import { Slider } from 'radix-ui';
import { useEffect, useState } from 'react';
import { CALORIE_SLIDER } from '../utils/filters';

type CalorieSliderProps = { value: [number, number]; onCommit: (value: [number, number]) => void };

const { min: MIN, max: MAX, step: STEP } = CALORIE_SLIDER;
const LABELS = ['Calorías mínimas', 'Calorías máximas'] as const;

function rangeText([min, max]: [number, number]): string {
  if (min === MIN && max === MAX) return 'Cualquiera';
  if (max === MAX) return `Desde ${min} kcal`;
  if (min === MIN) return `Hasta ${max} kcal`;
  return `${min} – ${max} kcal`;
}

/**
 * docs/product.md §2.10's calorie slider (0–2500, step 100): it moves freely and searches when
 * released. Radix's Slider: each thumb is a slider to screen readers (arrows a step, PageUp/PageDown
 * ten, Home/End), a tap anywhere on the track moves the nearer thumb there, and the thumbs stay a
 * step apart (docs/performance.md says why it replaced two native range inputs).
 */
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
      <fieldset aria-labelledby="calorie-slider-label">
        <Slider.Root
          min={MIN}
          max={MAX}
          step={STEP}
          minStepsBetweenThumbs={1}
          value={draft}
          onValueChange={(v) => setDraft([v[0]!, v[1]!])}
          onValueCommit={(v) => {
            if (v[0] !== min || v[1] !== max) onCommit([v[0]!, v[1]!]);
          }}
          className="relative mt-2 flex h-11 w-full touch-none select-none items-center"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-gray-200">
            <Slider.Range className="absolute h-full rounded-full bg-primary-600" />
          </Slider.Track>
          {LABELS.map((label, i) => (
            <Slider.Thumb
              key={label}
              aria-label={label}
              aria-valuetext={`${draft[i]} kcal`}
              className="block size-7 cursor-grab rounded-full border-2 border-primary-600 bg-white shadow-md outline-none transition-transform focus-visible:ring-4 focus-visible:ring-primary-200 active:scale-110"
            />
          ))}
        </Slider.Root>
      </fieldset>
      <div className="flex justify-between text-xs text-gray-400" aria-hidden>
        <span>0</span>
        <span>2500 kcal</span>
      </div>
    </div>
  );
}
