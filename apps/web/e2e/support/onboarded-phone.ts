/**
 * The usual start of a screen's browser test: the real server, Chromium, and a 390x844 page signed
 * in through the real login as a new user whose onboarding was finished through the API.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './browser.ts';
import { completeOnboardingOnPage, type OnboardingOptions } from './onboarding-api.ts';
import { startServer, type RunningServer } from './server.ts';
import { signIn } from './sign-in.ts';

export type OnboardedPhone = {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
};

export async function startOnboardedPhone(options?: OnboardingOptions): Promise<OnboardedPhone> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const context = await phoneContext(browser, server.baseURL);
    const page = await context.newPage();
    await signIn(page, server.baseURL);
    await completeOnboardingOnPage(page, server.baseURL, options);
    return { server, browser, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
