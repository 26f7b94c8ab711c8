import { Plus } from 'lucide-react';

/**
 * The add button, in the screen's header beside the date: in the page's flow, so it never covers
 * the content under it (a floating one hid the carbohydrate gauge at 390x844; docs/product.md §2.6).
 */
export function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Registrar"
      data-tour="add"
      className="inline-flex size-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-primary-600 text-white shadow-sm transition hover:bg-primary-700 active:scale-95 sm:w-auto sm:px-5"
    >
      <Plus className="size-6 sm:size-5" aria-hidden strokeWidth={2.5} />
      <span className="hidden text-[15px] font-semibold sm:inline">Registrar</span>
    </button>
  );
}
