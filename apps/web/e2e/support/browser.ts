/** Debian's Chromium driven by playwright-core, offline, at a phone's size. */
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';

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

type ContextOptions = Pick<BrowserContextOptions, 'serviceWorkers' | 'viewport' | 'storageState' | 'timezoneId'>;

const given = (options: ContextOptions) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));

/**
 * A phone's browser session (390x844 unless `viewport`, touch, Spanish, Lima's time) on `baseURL`;
 * `storageState` carries another session's sign-in over, as a new tab of a new browser would.
 */
export function phoneContext(browser: Browser, baseURL: string, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    isMobile: true,
    hasTouch: true,
    ...given(options),
    baseURL,
  });
}

/** The same on a laptop: 1280x800 unless `viewport`, a mouse, no touch. */
export function desktopContext(
  browser: Browser,
  baseURL: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: DESKTOP,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    ...given(options),
    baseURL,
  });
}
