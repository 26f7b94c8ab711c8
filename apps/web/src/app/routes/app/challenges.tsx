import { Flag, Medal } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** /challenges: a placeholder with its two lists (docs/product.md §2.1). */
export function Component() {
  return (
    <ComingSoon title="Retos" description="Muy pronto podrás unirte a retos y ganar recompensas.">
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
          <h2 className="flex items-center gap-2 font-semibold text-ink">
            <Flag className="size-5 text-primary-600" aria-hidden />
            Retos Activos
          </h2>
          <p className="mt-2 text-sm text-gray-600">No tienes retos activos.</p>
        </section>
        <section className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
          <h2 className="flex items-center gap-2 font-semibold text-ink">
            <Medal className="size-5 text-primary-600" aria-hidden />
            Retos Completados
          </h2>
          <p className="mt-2 text-sm text-gray-600">Aún no has completado retos.</p>
        </section>
      </div>
    </ComingSoon>
  );
}
