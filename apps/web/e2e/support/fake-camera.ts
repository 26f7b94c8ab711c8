/** A fake rear camera for the barcode scanner's browser tests (issue 30). */
import type { Page } from 'playwright-core';

export type Camera = {
  /** The EAN-13 drawn on each opening of the camera, in order (the last one repeats); '' draws none. */
  codes?: string[];
  /** The first opening stops sending frames after a few (a stalled camera). */
  stallFirst?: boolean;
  /** getUserMedia refuses: the person said no. */
  denied?: boolean;
};

/**
 * Replaces getUserMedia with a canvas's stream: white, the code's bars (EAN-13, from its digits:
 * GS1's L/G/R patterns), repainted 20 times a second so the stream has frames.
 */
export async function fakeCamera(page: Page, camera: Camera) {
  // tsx (a script run outside vitest) compiles with esbuild's keepNames, which wraps the named
  // functions below in __name(): the page needs it too, or the script throws there.
  await page.addInitScript('globalThis.__name ??= (f) => f;');
  await page.addInitScript((options: Camera) => {
    const L = [
      '0001101',
      '0011001',
      '0010011',
      '0111101',
      '0100011',
      '0110001',
      '0101111',
      '0111011',
      '0110111',
      '0001011',
    ];
    const R = L.map((p) => [...p].map((b) => (b === '0' ? '1' : '0')).join(''));
    const G = R.map((p) => [...p].reverse().join(''));
    const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];
    const modules = (code: string) => {
      let bits = '101';
      const parity = PARITY[Number(code[0])]!;
      for (let i = 1; i < 7; i += 1) bits += (parity[i - 1] === 'L' ? L : G)[Number(code[i])];
      bits += '01010';
      for (let i = 7; i < 13; i += 1) bits += R[Number(code[i])];
      return `${bits}101`;
    };
    const w = window as unknown as { __cameraOpenings: number };
    w.__cameraOpenings = 0;
    const getUserMedia = async () => {
      if (options.denied) throw new DOMException('Permission denied', 'NotAllowedError');
      const opening = w.__cameraOpenings++;
      const codes = options.codes ?? [];
      const code = codes[Math.min(opening, codes.length - 1)] ?? '';
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d')!;
      let frame = 0;
      const paint = () => {
        if (options.stallFirst && opening === 0 && frame > 5) return;
        frame += 1;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, 640, 480);
        ctx.fillStyle = '#000';
        if (code) {
          const bits = modules(code);
          for (let i = 0; i < bits.length; i += 1) if (bits[i] === '1') ctx.fillRect(130 + i * 4, 140, 4, 200);
        }
        // A pixel that changes: each paint is a new frame of the stream.
        ctx.fillStyle = frame % 2 ? '#fefefe' : '#fdfdfd';
        ctx.fillRect(0, 0, 1, 1);
      };
      paint();
      setInterval(paint, 50);
      return canvas.captureStream(20);
    };
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  }, camera);
}
