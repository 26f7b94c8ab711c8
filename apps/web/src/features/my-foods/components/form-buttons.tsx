import { Button } from '@/components/ui/button';

/** Cancelar and save, pinned to the sheet's bottom while the form scrolls (-bottom-5: the sheet body's padding). */
export function FormButtons({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="sticky -bottom-5 -mx-5 -mb-5 flex gap-2 border-t border-gray-100 bg-white px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3">
      <Button variant="secondary" onClick={onCancel} disabled={pending} className="flex-1">
        Cancelar
      </Button>
      <Button type="submit" loading={pending} className="flex-[2]">
        {submitLabel}
      </Button>
    </div>
  );
}
