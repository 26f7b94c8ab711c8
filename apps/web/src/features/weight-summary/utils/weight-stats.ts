/** The numbers of /weight-summary (docs/product.md §2.8), from the measurements (oldest first) and the goal. */
type Measurement = { date: string; weight: number };

export type WeightStats = {
  current: number;
  currentDate: string;
  initial: number;
  initialDate: string;
  goal: number | null;
  /** Kilos still to go toward the goal (never negative); null without a goal. */
  remaining: number | null;
  /** Which way the goal lies from the first weight; 'keep' when the first weight was the goal. */
  direction: 'lose' | 'gain' | 'keep' | null;
  /** Share of the way from the first weight to the goal, 0 to 100; null without a goal to move to. */
  progress: number | null;
  /** Current minus initial: positive means weight was gained (shown in red). */
  change: number;
  count: number;
  max: number;
  min: number;
};

/** Weights are kept with one decimal; this keeps 78.4 - 65 from showing as 13.400000000000006. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * `start` is the weight the person started from (the onboarding's): the first of the measurements
 * unless a weigh-in the same day replaced it, when 'Cambio total' still counts from it.
 */
export function weightStats(
  measurements: readonly Measurement[],
  goal: number | null,
  start: Measurement | null = null,
): WeightStats | null {
  const last = measurements.at(-1);
  const first = start && (!measurements[0] || start.date <= measurements[0].date) ? start : measurements[0];
  if (!first || !last) return null;
  const weights = measurements.map((m) => m.weight);
  const direction = goal === null ? null : first.weight > goal ? 'lose' : first.weight < goal ? 'gain' : 'keep';
  let remaining: number | null = null;
  let progress: number | null = null;
  if (goal !== null) {
    if (direction === 'lose') remaining = Math.max(0, last.weight - goal);
    else if (direction === 'gain') remaining = Math.max(0, goal - last.weight);
    else remaining = Math.abs(last.weight - goal);
    if (direction !== 'keep') {
      const done = (first.weight - last.weight) / (first.weight - goal);
      progress = Math.round(Math.min(1, Math.max(0, done)) * 100);
    }
  }
  return {
    current: last.weight,
    currentDate: last.date,
    initial: first.weight,
    initialDate: first.date,
    goal,
    remaining: remaining === null ? null : oneDecimal(remaining),
    direction,
    progress,
    change: oneDecimal(last.weight - first.weight),
    count: measurements.length,
    max: Math.max(...weights),
    min: Math.min(...weights),
  };
}

/** docs/product.md §2.8 and §9: the chart's y axis runs from the lowest weight − 20 to the highest + 20. */
export function weightAxisRange(measurements: readonly Measurement[]): { min: number; max: number } {
  const weights = measurements.map((m) => m.weight);
  return { min: oneDecimal(Math.min(...weights) - 20), max: oneDecimal(Math.max(...weights) + 20) };
}

/** '75,5' or '75.5' as typed on a phone keyboard; null when it is not a number. */
export function parseWeightInput(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

export const WEIGHT_MIN = 30;
export const WEIGHT_MAX = 300;
