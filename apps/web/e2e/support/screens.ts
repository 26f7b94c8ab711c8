/** Opening a screen and waiting until it shows its data, as a person would wait to read it. */
import type { Page } from 'playwright-core';
import { watch } from './watch.ts';

/**
 * The daily summary (or `path`, a variant of it such as '/daily-summary?date=…') with the day's
 * meals shown, or the words that say there are none. A failure says which calls failed.
 */
export async function openDailySummary(page: Page, path = '/daily-summary'): Promise<Page> {
  const explained = watch(page, 400);
  await page.goto(path);
  await explained(page.getByRole('heading', { name: 'Comidas' }).waitFor({ timeout: 15_000 }));
  // 'hoy' on today, the day's name on another ('No hay comidas registradas ayer').
  await page
    .getByTestId('meal-log')
    .or(page.getByText(/^No hay comidas registradas /))
    .first()
    .waitFor();
  return page;
}
