/**
 * The Chart.js look every chart of the app shares: system font, greys, dark rounded tooltips,
 * Spanish numbers, and an animation that is off for users who asked for reduced motion. Importing this module
 * brings Chart.js in, so only lazy screens import it; each chart registers its other parts.
 */
import { Chart, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

export { Chart };

export const CHART_TICK_COLOR = '#6b7280';
export const CHART_GRID_COLOR = '#eef1ef';

Chart.defaults.font.family =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif";
Chart.defaults.font.size = 11;
Chart.defaults.color = CHART_TICK_COLOR;
Chart.defaults.locale = 'es';

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Pass as `options.animation` (set per chart, so other charts' defaults stay Chart.js's own). */
export const CHART_ANIMATION = reducedMotion ? false : ({ duration: 500 } as const);

/**
 * A chart's animation: none for its first drawing, CHART_ANIMATION for what changes after (another
 * week's data). A chart comes in as it scrolls into view, already drawn; four charts sweeping in
 * together were about 30 canvas redraws of 15–50 ms each on a cheap phone, while the screen was
 * still being read (docs/performance.md, "Fifth session"). Pass `chartRef` as the chart's `ref` and
 * `animation()` as `options.animation`.
 */
export function useChartAnimation<T extends Chart>() {
  const chartRef = useRef<T>(null);
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
    // The chart keeps the options it was made with until they change: later updates animate.
    if (chartRef.current) chartRef.current.options.animation = CHART_ANIMATION;
  }, []);
  return { chartRef, animation: () => (drawn.current ? CHART_ANIMATION : false) };
}

// Every chart has a tooltip; its defaults exist only once the plugin is registered.
Chart.register(Tooltip);
const tooltip = Chart.defaults.plugins.tooltip;
tooltip.backgroundColor = '#0f1f17';
tooltip.titleFont = { weight: 'bold', size: 12 };
tooltip.bodyFont = { size: 12 };
tooltip.padding = 10;
tooltip.cornerRadius = 10;
tooltip.boxPadding = 4;

/** '1628', '78,4': Spanish separators, at most `decimals` decimals (in lib/format, so a screen can
 * write its figures without loading Chart.js). */
export { formatDecimal as formatChartNumber } from '@/lib/format';
