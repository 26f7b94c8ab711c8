/** What every screen owes a phone: nothing wider than the screen, and touch targets of 44x44 px. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page scrolls only up and down. Measured against the layout viewport's `clientWidth`: on a
 * phone (`isMobile`) Chromium widens `innerWidth` to fit a page that is too wide, so a comparison
 * with it never fails (the past day's date pushed the '+' 38 px off a 390 px screen unseen). A
 * failure names the outermost elements that stick out.
 */
export async function expectNoHorizontalOverflow(page: Page, where = page.url()) {
  const { overflow, what } = await page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - screen;
    const what: string[] = [];
    if (overflow > 0) {
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= screen + 0.5) continue;
        if (el.parentElement && el.parentElement.getBoundingClientRect().right > screen + 0.5) continue;
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        what.push(`<${el.tagName.toLowerCase()}> '${label}' reaches ${Math.round(box.right)} px`);
      }
    }
    return { overflow, what };
  });
  expect(overflow, `${where} is wider than the screen by (px): ${what.join('; ')}`).toBeLessThanOrEqual(0);
}

/**
 * Nothing wider than the screen, and every visible button and link in <main> or an open dialog
 * (and a dialog's labels, which are its options) at least 44x44 px.
 */
export async function expectPhoneFriendly(page: Page) {
  await expectNoHorizontalOverflow(page);
  const small = await page.evaluate(() => {
    const isVisible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('[inert]') && r.right > 0 && r.left < innerWidth;
    };
    return [...document.querySelectorAll('main button, main a, [role="dialog"] button, [role="dialog"] label')]
      .filter(isVisible)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => Math.round(r.height) < 44 || Math.round(r.width) < 44)
      .map(
        ({ el, r }) =>
          `${el.tagName} '${el.textContent?.trim() || el.getAttribute('aria-label')}' ${Math.round(r.width)}x${Math.round(r.height)}`,
      );
  });
  expect(small).toEqual([]);
}
