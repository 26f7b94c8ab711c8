/**
 * One macro's ring (docs/product.md §9: cutout 80 %, 1000 ms animation): an SVG drawn with the
 * screen's first paint, in place of a Chart.js doughnut (61 kB gzip downloaded and run for three
 * rings). It draws what the doughnut drew: the coloured arc from the top, clockwise, with round
 * ends while it is a part of the ring, and the track after it; both sweep in from the top
 * (Chart.js's animateRotate, easeOutQuart) and move to a new value in 1000 ms.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './gauge-ring.css';

// In a 100 × 100 box: outer radius 50, inner 40 (the 80 % cutout), so the stroke is 10 wide on r 45.
const RADIUS = 45;
const WIDTH = 10;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** How far a round end reaches past its arc, in percent of the ring. */
const CAP = (WIDTH / 2 / CIRCUMFERENCE) * 100;

type GaugeRingProps = { percent: number; color: string; track: string };

export function GaugeRing({ percent, color, track }: GaugeRingProps) {
  // The sweep in from the top is for the ring's first drawing; later values move in the SVG itself.
  const [sweeps] = useState(canSweep);
  // Round ends sit inside the arc (as Chart.js's borderRadius does), so the arc must be long enough for them.
  const rounded = percent > 0 && percent < 100 && percent > 2 * CAP;
  const arc = rounded ? percent - 2 * CAP : percent;
  const ring = {
    className: 'nc-gauge-arc',
    cx: 50,
    cy: 50,
    r: RADIUS,
    fill: 'none',
    strokeWidth: WIDTH,
    pathLength: 100,
  };
  const svg = (
    <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden>
      <circle
        {...ring}
        stroke={track}
        style={{ strokeDasharray: `${100 - percent} 100`, strokeDashoffset: -percent }}
      />
      <circle
        {...ring}
        stroke={color}
        strokeLinecap={rounded ? 'round' : 'butt'}
        style={{ strokeDasharray: `${arc} 100`, strokeDashoffset: rounded ? -CAP : 0 }}
      />
    </svg>
  );
  return sweeps ? <SweepIn>{svg}</SweepIn> : svg;
}

function canSweep(): boolean {
  return (
    typeof Element.prototype.animate === 'function' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/** Chart.js's easeOutQuart: how far round the sweep is at `t` of its 1000 ms. */
const easeOutQuart = (t: number) => 1 - (1 - t) ** 4;
const SWEEP_MS = 1000;
/** When the sweep passes the bottom of the ring (half of it drawn): 159 ms in. */
const HALF_AT = 1 - 0.5 ** 0.25;

/** The turn of each half's cover, as keyframes: the right one turns away first, then the left. */
function halfTurn(half: 'right' | 'left'): Keyframe[] {
  const times = [...Array.from({ length: 25 }, (_, i) => i / 24), HALF_AT].sort((a, b) => a - b);
  return times.map((t) => {
    const degrees = 360 * easeOutQuart(t);
    const turn = half === 'right' ? Math.min(degrees, 180) : Math.max(degrees - 180, 0);
    return { offset: t, transform: `rotate(${turn}deg)` };
  });
}

/**
 * The ring uncovered from the top, clockwise, by turning two covers of the card's white away
 * rather than by redrawing the SVG: a transform is animated by the compositor, off the main
 * thread, where the SVG's stroke would be painted again on every frame of the second the sweep
 * lasts, the very second the screen's data arrives (about 250 ms of Total Blocking Time on a slow
 * phone, docs/performance.md, tenth session). Each half of the ring box holds a cover of that half
 * which turns out of it about the centre. At the end the covers are hidden: no render, no DOM
 * change, and the ring is the one SVG (halves drawn apart showed a seam on
 * screens of 2.625 device pixels per CSS pixel). The percentage in the centre is drawn above.
 */
function SweepIn({ children }: { children: ReactNode }) {
  const covers = useRef<(HTMLDivElement | null)[]>([]);
  useLayoutEffect(() => {
    const turns = covers.current.map((cover, i) =>
      cover?.animate(halfTurn(i === 0 ? 'right' : 'left'), { duration: SWEEP_MS, fill: 'forwards' }),
    );
    // Turned away, a cover is hidden (its edge on the centre line still tinted a pixel there on
    // some screens); then the animation, and its layer, can go.
    for (const [i, turn] of turns.entries())
      turn?.finished.then(
        () => {
          const cover = covers.current[i];
          if (cover) cover.style.visibility = 'hidden';
          turn.cancel();
        },
        () => {},
      );
    return () => {
      for (const turn of turns) turn?.cancel();
    };
  }, []);
  const set = (i: number) => (element: HTMLDivElement | null) => {
    covers.current[i] = element;
  };
  return (
    <>
      {children}
      <div className="absolute inset-y-0 right-0 left-1/2 overflow-hidden" aria-hidden>
        <div ref={set(0)} className="absolute inset-0 origin-left bg-white" />
      </div>
      <div className="absolute inset-y-0 right-1/2 left-0 overflow-hidden" aria-hidden>
        <div ref={set(1)} className="absolute inset-0 origin-right bg-white" />
      </div>
    </>
  );
}
