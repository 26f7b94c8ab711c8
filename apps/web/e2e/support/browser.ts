/** Debian's Chromium driven by playwright-core, offline, at a phone's size. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Debian's Chromium. Its contexts block service workers unless a test asks for them
 * (`serviceWorkers: 'allow'`, offline.e2e.ts): Playwright's request routing, which many tests use
 * to make the API fail, does not see the requests a service worker makes for the page.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-proxy-server',
      // Without this Chromium still calls Google's hosts; with it only loopback is reached.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

export function phoneContext(
  browser: Browser,
  baseURL: string,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...options,
    baseURL,
    viewport: PHONE,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    isMobile: true,
    hasTouch: true,
  });
}
