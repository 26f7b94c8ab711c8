import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CALORIE_SLIDER } from '../utils/filters';
import './calorie-slider.css';

type CalorieSliderProps = { value: [number, number]; onCommit: (value: [number, number]) => void };
type Bound = 0 | 1;

const { min: MIN, max: MAX, step: STEP } = CALORIE_SLIDER;
const LABELS = ['Calorías mínimas', 'Calorías máximas'] as const;
/** PageUp / PageDown move ten steps, as they did with Radix's slider. */
const PAGE = 10 * STEP;

function rangeText([min, max]: [number, number]): string {
  if (min === MIN && max === MAX) return 'Cualquiera';
  if (max === MAX) return `Desde ${min} kcal`;
  if (min === MIN) return `Hasta ${max} kcal`;
  return `${min} – ${max} kcal`;
}

/** The bound moved to `value`, kept a step away from the other one and inside the scale. */
function moved(range: [number, number], bound: Bound, value: number): [number, number] {
  if (bound === 0) return [Math.max(MIN, Math.min(value, range[1] - STEP)), range[1]];
  return [range[0], Math.min(MAX, Math.max(value, range[0] + STEP))];
}

const percent = (value: number) => ((value - MIN) / (MAX - MIN)) * 100;

/**
 * docs/product.md §2.10's calorie slider (0–2500, step 100): it moves freely and searches when
 * released. Two native range inputs over one track (each a slider to screen readers, with the
 * keyboard and touch a browser gives them); only their thumbs take the pointer (calorie-slider.css).
 */
export function CalorieSlider({ value, onCommit }: CalorieSliderProps) {
  const [draft, setDraft] = useState(value);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [min, max] = value;
  useEffect(() => setDraft([min, max]), [min, max]);

  const move = (bound: Bound, to: number) => setDraft((current) => moved(current, bound, to));
  const commitRef = useRef((_bound: Bound, _to: number) => {});
  commitRef.current = (bound, to) => {
    const next = moved(draftRef.current, bound, to);
    setDraft(next);
    if (next[0] !== value[0] || next[1] !== value[1]) onCommit(next);
  };
  const commit = (bound: Bound, to: number) => commitRef.current(bound, to);
  // The native 'change' (not React's onChange, which is 'input') comes when a drag is released or
  // at each key: that is when the search runs.
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    const listeners = inputs.current.map((input, bound) => {
      const listener = () => input && commitRef.current(bound as Bound, Number(input.value));
      input?.addEventListener('change', listener);
      return () => input?.removeEventListener('change', listener);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, []);
  const onKeyDown = (bound: Bound) => (event: KeyboardEvent<HTMLInputElement>) => {
    const current = draftRef.current[bound];
    const to =
      event.key === 'PageUp'
        ? current + PAGE
        : event.key === 'PageDown'
          ? current - PAGE
          : event.key === 'Home'
            ? MIN
            : event.key === 'End'
              ? MAX
              : null;
    if (to === null) return;
    event.preventDefault();
    commit(bound, to);
  };

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
      <fieldset aria-labelledby="calorie-slider-label" className="calorie-slider relative mt-2 h-11 w-full">
        <div className="absolute inset-x-3.5 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-gray-200">
          <div
            className="absolute h-full rounded-full bg-primary-600"
            style={{ left: `${percent(draft[0])}%`, right: `${100 - percent(draft[1])}%` }}
          />
        </div>
        {LABELS.map((label, i) => {
          const bound = i as Bound;
          return (
            <input
              key={label}
              type="range"
              aria-label={label}
              aria-valuenow={draft[bound]}
              min={MIN}
              max={MAX}
              step={STEP}
              value={draft[bound]}
              onChange={(event) => move(bound, Number(event.currentTarget.value))}
              onKeyDown={onKeyDown(bound)}
              ref={(input) => {
                inputs.current[bound] = input;
              }}
              className="absolute inset-0 h-full w-full"
            />
          );
        })}
      </fieldset>
      <div className="flex justify-between text-xs text-gray-400" aria-hidden>
        <span>0</span>
        <span>2500 kcal</span>
      </div>
    </div>
  );
}
