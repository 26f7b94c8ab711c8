import { type RefObject, useEffect, useState } from 'react';
import type { LineChart } from '@/components/ui/line-chart';

type LineChartComponent = typeof LineChart;

let loading: Promise<LineChartComponent> | undefined;
const loadLineChart = () => {
  loading ??= import('@/components/ui/line-chart').then((module) => module.LineChart);
  return loading;
};

/**
 * The line chart component, null until `ref`'s element comes into view or the page is idle: Chart.js
 * (61 kB gzip) stays out of the screen's first download, and the numbers above each chart do not
 * wait for it. The screen then draws its charts one at a time (components/ui/later.tsx, useOneAtATime).
 */
export function useLineChartWhenVisible(ref: RefObject<HTMLElement | null>): LineChartComponent | null {
  const [Chart, setChart] = useState<LineChartComponent | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (Chart || !element) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void loadLineChart().then((component) => setChart(() => component));
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load());
    observer?.observe(element);
    // Safari has no requestIdleCallback.
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(load, 500) : undefined;
    return () => {
      started = true;
      observer?.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [Chart, ref]);
  return Chart;
}
