import { afterEach, describe, expect, it } from 'vitest';
import { createDetector, firstValidCode } from './detector';

const globals = globalThis as { BarcodeDetector?: unknown };

describe('the barcode detector', () => {
  afterEach(() => {
    delete globals.BarcodeDetector;
  });

  it("uses the browser's own BarcodeDetector when it reads EAN and UPC, asking only for those formats", async () => {
    let asked: string[] = [];
    globals.BarcodeDetector = class {
      static getSupportedFormats = async () => ['qr_code', 'ean_13', 'upc_a'];
      constructor(options: { formats: string[] }) {
        asked = options.formats;
      }
      detect = async () => [{ rawValue: '036000291452', format: 'upc_a' }];
    };
    const detector = await createDetector();
    expect(detector.kind).toBe('native');
    expect(asked).toEqual(['ean_13', 'upc_a']);
    expect(firstValidCode(await detector.detect(document.createElement('video')))).toBe('0036000291452');
  });

  it('takes the first code whose check digit is right, in its canonical form', () => {
    expect(firstValidCode([])).toBeNull();
    expect(
      firstValidCode([
        { rawValue: '3017620422004', format: 'ean_13' },
        { rawValue: '96385074', format: 'ean_8' },
      ]),
    ).toBe('96385074');
    // A QR code's text is never taken for a barcode.
    expect(firstValidCode([{ rawValue: '3017620422003', format: 'qr_code' }])).toBeNull();
  });
});
