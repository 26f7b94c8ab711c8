import { Leaf } from 'lucide-react';
import { cn } from './cn';

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-ink', className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-primary-600 text-white">
        <Leaf className="size-4.5" aria-hidden strokeWidth={2.5} />
      </span>
      <span className="text-lg">
        Nutri<span className="text-primary-600">Coach</span>
      </span>
    </span>
  );
}
