/**
 * What reads barcodes from the camera's frames: the browser's own BarcodeDetector where it reads
 * EAN and UPC (Android, macOS, ChromeOS), else the `barcode-detector` polyfill over ZXing-C++ in
 * WebAssembly, whose .wasm is one of our own build's files (no CDN). This module and the polyfill
 * are downloaded only when the scanner opens.
 */
import { type BarcodeFormat, parseBarcode } from '@nutricoach/core/rules/barcode';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const FORMATS: readonly BarcodeFormat[] = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

type Detected = { rawValue: string; format: string };
export type Detector = { detect(source: HTMLVideoElement): Promise<Detected[]>; kind: 'native' | 'wasm' };

type NativeDetectorClass = {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<Detected[]> };
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = FORMATS.filter((f) => supported.includes(f));
    if (!formats.length) return null;
    const detector = new Native({ formats });
    return { kind: 'native', detect: (source) => detector.detect(source) };
  } catch {
    return null;
  }
}

async function wasmDetector(): Promise<Detector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: [...FORMATS] });
  return { kind: 'wasm', detect: (source) => detector.detect(source) };
}

/** The browser's detector when it reads our formats, else the WebAssembly one. */
export async function createDetector(): Promise<Detector> {
  return (await nativeDetector()) ?? wasmDetector();
}

/** The first detected code whose check digit is right, as its canonical key. */
export function firstValidCode(found: readonly Detected[]): string | null {
  for (const code of found) {
    const format = FORMATS.find((f) => f === code.format);
    if (!format) continue;
    const parsed = parseBarcode(code.rawValue, format);
    if (parsed) return parsed.code;
  }
  return null;
}
