/** What every screen owes a phone: nothing wider than the screen, and touch targets of 44x44 px. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page scrolls only up and down. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'wider than the screen by (px)').toBeLessThanOrEqual(0);
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
