import { RefreshCw } from 'lucide-react';
import { useAppUpdate } from '@/lib/pwa/update-store';

/** 'Hay una nueva versión: Actualizar' when a new build waits (issue 17); in the app's notices above the bottom bar. */
export function UpdateBanner() {
  const { waiting, update } = useAppUpdate();
  if (!waiting) return null;
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-ink px-4 py-2.5 text-white shadow-lg">
      <RefreshCw className="size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-[15px] font-medium">Hay una nueva versión</p>
      <button
        type="button"
        onClick={update}
        className="min-h-11 rounded-xl bg-white px-4 text-[15px] font-semibold text-ink hover:bg-gray-100"
      >
        Actualizar
      </button>
    </div>
  );
}
