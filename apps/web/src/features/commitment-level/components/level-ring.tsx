/** A ring that fills to `percent`, with the figure in its centre (plain SVG: no chart library for one value). */
export function LevelRing({ percent, label }: { percent: number; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  const ring = { cx: 60, cy: 60, r: radius, fill: 'none', stroke: 'currentColor', strokeWidth: 12 } as const;
  return (
    <div role="img" aria-label={`${label}: ${percent} %`} className="relative size-40 shrink-0 sm:size-44">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden>
        <circle {...ring} className="text-white/20" />
        <circle {...ring} strokeLinecap="round" strokeDasharray={`${filled} ${circumference}`} className="text-white" />
      </svg>
      <div aria-hidden className="absolute inset-0 flex flex-col items-center justify-center text-white">
        <span className="text-4xl font-bold tabular-nums">
          {percent}
          <span className="text-xl"> %</span>
        </span>
        <span className="text-xs font-medium text-white/80">{label}</span>
      </div>
    </div>
  );
}
