/** What a failed wait in a browser test should say: where the page was, what went wrong there, what it showed. */
import type { Page } from 'playwright-core';

/**
 * Starts listening to `page`'s script errors and failed answers (status >= `minStatus`); the
 * function returned awaits a step and, when it fails, adds the page's address, those problems and
 * the start of its text to the error.
 */
export function watch(page: Page, minStatus = 500) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => r.status() >= minStatus && problems.push(`${r.status()} ${r.url()}`));
  return async <T>(step: Promise<T>): Promise<T> =>
    step.catch(async (error: Error) => {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(`${error.message}\n${page.url()}\n${problems.join('\n')}\n${text.slice(0, 800)}`);
    });
}
