import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from './cn';

type SettingsCardProps = {
  icon: LucideIcon;
  title: string;
  /** One line under the title: what the setting changes. */
  description?: ReactNode;
  /** Top-right corner: a SaveStatus, a badge. */
  status?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One section of a settings screen (/profile, /objectives): a white card with an icon, a title and its controls. */
export function SettingsCard({ icon: Icon, title, description, status, children, className }: SettingsCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5',
        // Off screen, the browser skips the card's style, layout and paint (docs/performance.md,
        // tenth session). Until drawn once it is 320 px high; its width is left to the layout (a
        // width here would be its min-content width in a grid: wider than a 360 px phone).
        '[contain-intrinsic-block-size:auto_320px] [content-visibility:auto]',
        className,
      )}
    >
      <header className="flex items-start gap-3">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id={`${id}-title`} className="text-[17px] font-bold leading-snug text-ink">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm leading-snug text-gray-600">{description}</p>}
        </div>
        {status && <div className="shrink-0 pt-1">{status}</div>}
      </header>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Grey placeholder bars in the shape of a settings card, while its data loads. */
export function SettingsCardSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div aria-hidden className={cn('rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5', className)}>
      <div className="flex items-center gap-3">
        <span className="size-9 animate-pulse rounded-xl bg-gray-100" />
        <span className="h-4 w-40 animate-pulse rounded-md bg-gray-100" />
      </div>
      <div className="mt-4 space-y-2.5">
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="block h-11 animate-pulse rounded-xl bg-gray-100" />
        ))}
      </div>
    </div>
  );
}
