/**
 * One macro's ring (docs/product.md §9: cutout 80 %, 1000 ms animation): an SVG drawn with the
 * screen's first paint, in place of a Chart.js doughnut (61 kB gzip downloaded and run for three
 * rings). It draws what the doughnut drew: the coloured arc from the top, clockwise, with round
 * ends while it is a part of the ring, and the track after it; both sweep in from the top
 * (Chart.js's animateRotate, easeOutQuart) and move to a new value in 1000 ms.
 */
import './gauge-ring.css';

// In a 100 × 100 box: outer radius 50, inner 40 (the 80 % cutout), so the stroke is 10 wide on r 45.
const RADIUS = 45;
const WIDTH = 10;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** How far a round end reaches past its arc, in percent of the ring. */
const CAP = (WIDTH / 2 / CIRCUMFERENCE) * 100;

type GaugeRingProps = { percent: number; color: string; track: string };

export function GaugeRing({ percent, color, track }: GaugeRingProps) {
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
  return (
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
}
