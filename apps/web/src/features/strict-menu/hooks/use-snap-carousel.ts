import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long the strip must be still (and untouched) before the day on screen is read from it. */
const REST_MS = 150;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A horizontal scroll-snapping strip of `count` full-width slides. `index` is the slide on
 * screen: set at once by `goTo` (arrows, dots, keys) and read back from the strip when it comes to
 * rest after a swipe. A strip that rests between two slides was moved by something else (a resize,
 * a rotation, the browser restoring a position) and goes back to `index`.
 */
export function useSnapCarousel(count: number, initialIndex: number) {
  const [index, setIndex] = useState(initialIndex);
  const strip = useRef<HTMLDivElement>(null);
  const indexRef = useRef(index);
  indexRef.current = index;
  const touching = useRef(false);
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const align = useCallback((el: HTMLElement, slide: number) => {
    el.scrollLeft = slide * el.clientWidth;
  }, []);

  const settle = useCallback(() => {
    clearTimeout(restTimer.current);
    const el = strip.current;
    if (!el || touching.current || el.clientWidth === 0) return;
    const nearest = Math.max(0, Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
    if (Math.abs(el.scrollLeft - nearest * el.clientWidth) > 2) align(el, indexRef.current);
    else setIndex(nearest);
  }, [align, count]);

  const scheduleSettle = useCallback(() => {
    clearTimeout(restTimer.current);
    restTimer.current = setTimeout(settle, REST_MS);
  }, [settle]);

  useLayoutEffect(() => {
    const el = strip.current;
    if (!el) return;
    if (el.clientWidth > 0) align(el, indexRef.current);
    if (typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      if (width > 0) align(el, indexRef.current);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [align]);

  useEffect(() => () => clearTimeout(restTimer.current), []);

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.max(0, Math.min(count - 1, next));
      setIndex(clamped);
      const el = strip.current;
      if (!el || el.clientWidth === 0) return;
      el.scrollTo?.({ left: clamped * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [count],
  );

  const stripProps = {
    ref: strip,
    onScroll: scheduleSettle,
    onTouchStart: () => {
      touching.current = true;
      clearTimeout(restTimer.current);
    },
    onTouchEnd: () => {
      touching.current = false;
      scheduleSettle();
    },
    onTouchCancel: () => {
      touching.current = false;
      scheduleSettle();
    },
  };

  return { index, goTo, stripProps };
}
