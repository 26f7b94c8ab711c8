/**
 * 'Escanear código' (issue 30), in 'Añadir comida' and 'Crear receta': a tap opens the scanner's
 * sheet, and the tap is what lets the browser open the camera. The scanner itself (camera,
 * decoder) is a lazy chunk, loaded when the sheet opens.
 */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { ScanBarcode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';

const BarcodeScanner = lazy(() => import('./barcode-scanner').then((m) => ({ default: m.BarcodeScanner })));

type ScanBarcodeButtonProps = {
  onFound: (food: SearchedFood) => void;
  onCreate?: (prefill: BarcodePrefill) => void;
  className?: string;
};

export function ScanBarcodeButton({ onFound, onCreate, className }: ScanBarcodeButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className={className} onClick={() => setOpen(true)}>
        <ScanBarcode className="size-4" aria-hidden />
        Escanear código
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title="Escanear código"
        description="Apunta la cámara trasera al código de barras del envase, o escribe sus números."
        size="md"
      >
        {open && (
          <Suspense
            fallback={
              <div className="flex min-h-48 items-center justify-center text-primary-600">
                <Spinner className="size-7" label="Abriendo el escáner" />
              </div>
            }
          >
            <BarcodeScanner
              onFound={(food) => {
                setOpen(false);
                onFound(food);
              }}
              onCreate={
                onCreate &&
                ((prefill) => {
                  setOpen(false);
                  onCreate(prefill);
                })
              }
            />
          </Suspense>
        )}
      </Sheet>
    </>
  );
}
