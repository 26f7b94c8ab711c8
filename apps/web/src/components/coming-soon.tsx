import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './ui/cn';

type ComingSoonProps = { title: string; description?: string; children?: ReactNode; className?: string };

/** What a screen shows until its own step lands: its title and 'Disponible pronto'. */
export function ComingSoon({ title, description, children, className }: ComingSoonProps) {
  return (
    <section className={cn('space-y-5', className)}>
      <title>{`${title} · NutriCoach`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-primary-200 bg-white px-6 py-10 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-600">
          <Sparkles className="size-6" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-ink">Disponible pronto</p>
        <p className="max-w-sm text-sm text-gray-600">
          {description ?? 'Estamos preparando esta sección para ti. Vuelve en unos días.'}
        </p>
      </div>
      {children}
    </section>
  );
}
