/** The daily summary's section cards and the 'Añadir' and chat buttons of their headers. */
import { MessageCircle, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type SectionCardProps = {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  'data-tour'?: string;
};

export function SectionCard({ title, aside, children, className, bodyClassName, ...rest }: SectionCardProps) {
  return (
    <section
      className={cn(
        'rounded-3xl bg-white p-4 shadow-sm ring-1 ring-gray-200/80 sm:p-5',
        // Off screen, the browser skips the card's style, layout and paint (docs/performance.md,
        // tenth session). Until drawn once it is 400 px high; its width is left to the layout (a
        // width here would be its min-content width in a grid: wider than a 360 px phone).
        '[contain-intrinsic-block-size:auto_400px] [content-visibility:auto]',
        className,
      )}
      {...rest}
    >
      <div className="mb-3 flex min-h-11 items-center justify-between gap-2">
        <h2 className="text-lg font-bold tracking-tight text-ink">{title}</h2>
        {aside}
      </div>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}

/** 'Añadir' and the add-via-chat link of a list (docs/product.md §2.6). */
export function ListActions({
  addLabel,
  onAdd,
  chatHref,
  chatLabel,
}: {
  addLabel: string;
  onAdd: () => void;
  chatHref: string;
  chatLabel: string;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={chatLabel}
        title={chatLabel}
        className="grid size-11 place-items-center rounded-xl text-[#1a9e55] transition-colors hover:bg-green-50"
      >
        <MessageCircle className="size-5" aria-hidden />
      </a>
      <button
        type="button"
        onClick={onAdd}
        aria-label={addLabel}
        className="inline-flex min-h-11 items-center gap-1 rounded-xl bg-primary-50 px-3 text-sm font-semibold text-primary-700 transition-colors hover:bg-primary-100"
      >
        <Plus className="size-4" aria-hidden strokeWidth={2.5} />
        Añadir
      </button>
    </div>
  );
}
