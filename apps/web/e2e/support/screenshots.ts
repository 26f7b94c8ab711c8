/** Screenshots for docs/screenshots, taken only with SPEC_SCREENSHOTS=1 (a normal run writes nothing). */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.ts';

/**
 * CSS for a full-page screenshot: the app's cards skip their drawing while far off screen
 * (content-visibility: auto, docs/performance.md), so a capture of the whole page would show them
 * blank; a reader scrolling there sees them drawn. Passed as the screenshot's `style`.
 */
export const DRAW_OFFSCREEN = '* { content-visibility: visible !important; }';

const SHOTS = process.env.SPEC_SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

/**
 * docs/screenshots/<name>-390x844.png and -1280x800.png: the page with `target` scrolled to the
 * middle (clear of the phone's bottom bar and the top bar), or only `target` when `cropTo` says so.
 * The page is left at the phone's size.
 */
export async function shootBothSizes(
  page: Page,
  name: string,
  { target, cropTo = false }: { target?: Locator; cropTo?: boolean } = {},
) {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['390x844', PHONE],
    ['1280x800', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await target?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const file = path.join(SHOTS, `${name}-${label}.png`);
    if (target && cropTo) await target.screenshot({ path: file });
    else await page.screenshot({ path: file });
  }
  await page.setViewportSize(PHONE);
}
