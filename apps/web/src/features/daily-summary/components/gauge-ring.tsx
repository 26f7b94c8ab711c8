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
  const [sweeping, setSweeping] = useState(canSweep);
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
  return sweeping ? <SweepIn onDone={() => setSweeping(false)}>{svg}</SweepIn> : svg;
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

/** The turn of each half of the sweep, as keyframes: the right half turns first, then the left. */
function halfTurn(half: 'right' | 'left', sign: 1 | -1): Keyframe[] {
  const times = [...Array.from({ length: 25 }, (_, i) => i / 24), HALF_AT].sort((a, b) => a - b);
  return times.map((t) => {
    const degrees = 360 * easeOutQuart(t);
    const turn = half === 'right' ? Math.min(degrees, 180) : Math.max(degrees - 180, 0);
    return { offset: t, transform: `rotate(${sign * turn}deg)` };
  });
}

/**
 * The ring drawn from the top, clockwise, by turning boxes rather than by redrawing the SVG: a
 * transform is animated by the compositor, off the main thread, where the SVG's stroke would be
 * painted again on every frame of the second the sweep lasts, the very second the screen's data
 * arrives (about 250 ms of Total Blocking Time on a slow phone, docs/performance.md, tenth
 * session). Each half of the ring box shows a half-plane turning into it, which uncovers the part
 * of the ring already swept; the ring inside turns back by as much, so it stays still.
 */
function SweepIn({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  const boxes = useRef<(HTMLDivElement | null)[]>([]);
  const done = useRef(onDone);
  done.current = onDone;
  useLayoutEffect(() => {
    const [rightClip, rightRing, leftClip, leftRing] = boxes.current;
    const options = { duration: SWEEP_MS, fill: 'both' } as const;
    const animations = [
      rightClip?.animate(halfTurn('right', 1), options),
      rightRing?.animate(halfTurn('right', -1), options),
      leftClip?.animate(halfTurn('left', 1), options),
      leftRing?.animate(halfTurn('left', -1), options),
    ];
    let live = true;
    void Promise.all(animations.map((a) => a?.finished)).then(
      () => live && done.current(),
      () => {},
    );
    return () => {
      live = false;
      for (const animation of animations) animation?.cancel();
    };
  }, []);
  const set = (i: number) => (element: HTMLDivElement | null) => {
    boxes.current[i] = element;
  };
  return (
    <>
      {/* The right half of the box, where the left half-plane turns in about the centre. */}
      <div className="absolute inset-y-0 right-0 left-1/2 overflow-hidden" aria-hidden>
        <div ref={set(0)} className="absolute inset-y-0 right-full w-full origin-right overflow-hidden">
          <div ref={set(1)} className="absolute inset-y-0 left-0 w-[200%] origin-center">
            {children}
          </div>
        </div>
      </div>
      {/* The left half, where the right half-plane turns in once the right is drawn. */}
      <div className="absolute inset-y-0 right-1/2 left-0 overflow-hidden" aria-hidden>
        <div ref={set(2)} className="absolute inset-y-0 left-full w-full origin-left overflow-hidden">
          <div ref={set(3)} className="absolute inset-y-0 right-0 w-[200%] origin-center">
            {children}
          </div>
        </div>
      </div>
    </>
  );
}
