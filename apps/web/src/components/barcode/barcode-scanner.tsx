/**
 * The scanner's sheet body (issue 30): the rear camera reading EAN-13, EAN-8, UPC-A and UPC-E, and a
 * field to type the digits, which works with or without a camera. A code is looked up at once
 * (GET /foods/barcode/:code); a product found goes to the caller, a code no one can log offers
 * 'Crear alimento' filled with what is known. A lazy chunk of its own: nothing of it is in a
 * screen's first download.
 */
import type { BarcodePrefill } from '@nutricoach/core/contract/barcode';
import type { SearchedFood } from '@nutricoach/core/contract/foods';
import { parseBarcode } from '@nutricoach/core/rules/barcode';
import { RotateCcw, Tag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { OPEN_FOOD_FACTS_NOTICE } from '@/components/food-search';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useLookupBarcode } from '@/lib/api/lookup-barcode';
import {
  CAMERA_MESSAGES,
  CameraError,
  type CameraProblem,
  countFrames,
  MAX_RESTARTS,
  openRearCamera,
  STALL_MS,
  stopStream,
} from './camera';
import { createDetector, type Detector, firstValidCode } from './detector';

const DETECT_EVERY_MS = 150;

export type BarcodeScannerProps = {
  /** A product (or the person's own food for the code): the caller adds it and closes the sheet. */
  onFound: (food: SearchedFood) => void;
  /** Where the caller can create a food: 'Crear alimento' filled with what is known of the code. */
  onCreate?: (prefill: BarcodePrefill) => void;
};

type Camera = 'starting' | 'scanning' | 'restarting' | 'off' | CameraProblem;
type Lookup =
  | { state: 'idle' }
  | { state: 'looking'; code: string }
  | { state: 'not-found'; message: string; prefill: BarcodePrefill }
  | { state: 'error'; message: string; code: string };

export function BarcodeScanner({ onFound, onCreate }: BarcodeScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [session, setSession] = useState(0);
  const lookupBarcode = useLookupBarcode();
  const found = useRef(onFound);
  found.current = onFound;

  const look = async (code: string) => {
    setLookup({ state: 'looking', code });
    try {
      const answer = await lookupBarcode(code);
      if (answer.found) return found.current(answer.food);
      setLookup({ state: 'not-found', message: answer.message, prefill: answer.prefill });
    } catch (error) {
      setLookup({
        state: 'error',
        code,
        message: getErrorMessage(error, 'No pudimos buscar el código. Revisa tu conexión e intenta de nuevo.'),
      });
    }
  };
  const lookRef = useRef(look);
  lookRef.current = look;

  // The camera, the detector, the frame watch: one run per session (a new scan starts another).
  useEffect(() => {
    const element = video.current!;
    let stopped = false;
    let stream: MediaStream | null = null;
    let frames: ReturnType<typeof countFrames> | null = null;
    let detector: Detector | null = null;
    let timer = 0;
    let restarts = 0;
    let lastCount = 0;
    let lastFrameAt = 0;

    const close = () => {
      frames?.stop();
      stopStream(stream);
      stream = null;
    };

    const open = async () => {
      close();
      stream = await openRearCamera();
      if (stopped) return close();
      element.srcObject = stream;
      for (const track of stream.getVideoTracks()) track.addEventListener('ended', () => void reopen());
      await element.play().catch(() => {});
      frames = countFrames(element);
      lastCount = 0;
      lastFrameAt = performance.now();
    };

    const reopen = async () => {
      if (stopped) return;
      restarts += 1;
      if (restarts > MAX_RESTARTS) {
        close();
        return setCamera('busy');
      }
      setCamera('restarting');
      try {
        await open();
        if (!stopped) setCamera('scanning');
      } catch (error) {
        if (!stopped) setCamera(error instanceof CameraError ? error.problem : 'busy');
      }
    };

    const loop = async () => {
      if (stopped) return;
      const now = performance.now();
      const count = frames?.frames() ?? 0;
      if (count !== lastCount) {
        lastCount = count;
        lastFrameAt = now;
        restarts = 0;
      } else if (stream && now - lastFrameAt > STALL_MS) {
        await reopen();
      }
      if (detector && stream && element.readyState >= 2) {
        try {
          const code = firstValidCode(await detector.detect(element));
          if (code && !stopped) {
            stopped = true;
            close();
            setCamera('off');
            return void lookRef.current(code);
          }
        } catch {
          // A frame the detector could not read: the next one may.
        }
      }
      if (!stopped) timer = window.setTimeout(() => void loop(), DETECT_EVERY_MS);
    };

    (async () => {
      try {
        // Asked together: the camera's permission prompt and the decoder's download.
        const [, made] = await Promise.all([open(), createDetector()]);
        detector = made;
        if (stopped) return;
        setCamera('scanning');
        void loop();
      } catch (error) {
        close();
        if (!stopped) setCamera(error instanceof CameraError ? error.problem : 'busy');
      }
    })();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      close();
    };
  }, [session]);

  const scanAgain = () => {
    setLookup({ state: 'idle' });
    setTypedError(null);
    setCamera('starting');
    setSession((s) => s + 1);
  };

  const submitTyped = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseBarcode(typed);
    if (!parsed) {
      setTypedError('El código no es válido: revisa los números (tiene 8, 12 o 13)');
      return;
    }
    setTypedError(null);
    void look(parsed.code);
  };

  const problem = camera === 'denied' || camera === 'absent' || camera === 'busy' ? camera : null;
  const looking = lookup.state === 'looking';

  return (
    <div className="space-y-4">
      <div
        className={
          problem || camera === 'off'
            ? 'hidden'
            : 'relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-gray-900'
        }
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label="Imagen de la cámara"
          className="size-full object-cover"
          data-testid="scanner-video"
        />
        {/* Where to hold the code. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-8 top-1/2 h-24 -translate-y-1/2 rounded-xl border-2 border-white/85 shadow-[0_0_0_999px_rgba(0,0,0,0.25)]"
        />
        <p
          className="absolute inset-x-0 bottom-0 bg-black/55 px-3 py-2 text-center text-sm text-white"
          role="status"
          data-testid="scanner-status"
        >
          {camera === 'starting'
            ? 'Abriendo la cámara…'
            : camera === 'restarting'
              ? 'La cámara dejó de enviar imagen: la estamos reiniciando…'
              : 'Apunta al código de barras del envase'}
        </p>
      </div>

      {problem && <Alert>{CAMERA_MESSAGES[problem]}</Alert>}

      {looking && (
        <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
          <Spinner className="size-4 text-primary-600" /> Buscando el código {lookup.code}…
        </p>
      )}
      {lookup.state === 'not-found' && (
        <div className="space-y-3" data-testid="barcode-not-found">
          <Alert>{lookup.message}</Alert>
          {lookup.prefill.name && <p className="text-xs text-gray-500">{OPEN_FOOD_FACTS_NOTICE}</p>}
          <div className="grid grid-cols-2 gap-2">
            {onCreate && (
              <Button variant="primary" size="sm" onClick={() => onCreate(lookup.prefill)}>
                <Tag className="size-4" aria-hidden />
                Crear alimento
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={scanAgain} className={onCreate ? '' : 'col-span-2'}>
              <RotateCcw className="size-4" aria-hidden />
              Escanear otro
            </Button>
          </div>
        </div>
      )}
      {lookup.state === 'error' && (
        <div className="space-y-3">
          <Alert>{lookup.message}</Alert>
          <Button variant="secondary" size="sm" className="w-full" onClick={() => void look(lookup.code)}>
            Intentar de nuevo
          </Button>
        </div>
      )}

      <form onSubmit={submitTyped} noValidate className="space-y-1.5">
        <label htmlFor="barcode-digits" className="block text-sm font-medium text-gray-700">
          O escribe los números del código
        </label>
        <div className="flex gap-2">
          <input
            id="barcode-digits"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedError(null);
            }}
            placeholder="7751234567890"
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? 'barcode-digits-error' : undefined}
            className="h-12 min-w-0 flex-1 rounded-xl border border-gray-300 px-3.5 text-base tabular-nums text-ink placeholder:text-gray-400 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/25"
          />
          <Button type="submit" variant="secondary" className="self-stretch" loading={looking}>
            Buscar
          </Button>
        </div>
        {typedError && (
          <p id="barcode-digits-error" className="text-sm text-red-700">
            {typedError}
          </p>
        )}
      </form>
    </div>
  );
}
