import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * The bottom bar of a step-by-step screen: it sticks to the bottom of the viewport on phones (the
 * thumb's reach) and sits under the content when the page is short. Put it last in a flex column
 * of at least the screen's height.
 */
export function ActionBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="sticky bottom-0 z-10 mt-auto border-t border-black/5 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div
        className={cn(
          'mx-auto flex w-full max-w-xl items-center gap-3 px-5 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3',
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
