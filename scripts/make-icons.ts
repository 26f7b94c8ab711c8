/**
 * node --import tsx scripts/make-icons.ts — the app's install icons (issue 17) drawn from the
 * favicon's leaf by Debian's Chromium into apps/web/public/icons: 192 and 512 px with rounded
 * corners ('any'), and 512 px full-bleed with the leaf inside the central 80 % ('maskable', the
 * safe zone launchers may crop to). Run again only when the logo changes; the PNGs are committed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../apps/web/e2e/support/browser.ts';

const GREEN = '#138a4b';
const LEAF =
  'M22.5 8.5c-7 0-12 4-12 10.5 0 1.6.4 3 1 4.1 2.2-4.3 5.5-7 9.5-8.6-3.3 2.2-5.8 5-7.3 9.2 1 .5 2.1.8 3.3.8 6 0 8.5-5.5 5.5-16z';
const out = path.resolve('apps/web/public/icons');
mkdirSync(out, { recursive: true });

/** The leaf at `scale` of the 32-unit box, centred; `radius` rounds the background's corners. */
const svg = (radius: number, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="${radius}" fill="${GREEN}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16.5 -16)"><path d="${LEAF}" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, art: svg(7, 1.15) },
  { file: 'icon-512.png', size: 512, art: svg(7, 1.15) },
  { file: 'icon-maskable-512.png', size: 512, art: svg(0, 0.9) },
];

const browser = await launchBrowser();
try {
  for (const { file, size, art } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0;background:transparent">${art}</body>`);
    await page.screenshot({ path: path.join(out, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
