/**
 * The frame of most browser test files: the real server on a snapshot of the built app (other
 * engineers rebuild apps/web/dist in the same checkout; WEB_DIST_DIR names a build of one's own)
 * and Debian's Chromium, started before the file's tests and stopped after them. A phone context
 * opened by a test closes when that test ends; one opened in a beforeAll lives as long as the file.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { desktopContext, launchBrowser, phoneContext } from './browser.ts';
import { snapshotDist } from './dist.ts';
import { completeOnboardingOnPage, newUser, type OnboardingOptions, type Session, signInContext } from './session.ts';
import { type RunningServer, startServer } from './server.ts';
import { signIn } from './sign-in.ts';

type ContextOptions = Parameters<typeof phoneContext>[2];

export type Rig = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new phone context on the server, closed with the test (or the file) that opened it. */
  phone(options?: ContextOptions): Promise<BrowserContext>;
  /** The same on a laptop (1280x800, no touch). */
  desktop(options?: ContextOptions): Promise<BrowserContext>;
  /** A page of a new phone context that opens signed in as `session`. */
  pageAs(session: Session, options?: ContextOptions): Promise<Page>;
  /** A seeded user: signed in by code and onboarded through the API. */
  newUser(options?: OnboardingOptions): ReturnType<typeof newUser>;
  /**
   * A page signed in through the real login (the code typed in) as a new user, with the onboarding
   * then completed through the API unless `onboarding` is false.
   */
  signedInPage(onboarding?: OnboardingOptions | false, options?: ContextOptions): Promise<Page>;
};

export function useRig(env: Record<string, string> = {}): Rig {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dist: ReturnType<typeof snapshotDist> | undefined;
  let inTest = false;
  const testContexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (!process.env.WEB_DIST_DIR) dist = snapshotDist();
    [server, browser] = await Promise.all([
      startServer({ WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? dist!.dir, ...env }),
      launchBrowser(),
    ]);
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all(testContexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    dist?.remove();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the rig's ${what} is not started: use it in a test or a hook`);
    return value;
  };

  const rig: Rig = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async phone(options) {
      const context = await phoneContext(rig.browser, rig.server.baseURL, options);
      if (inTest) testContexts.push(context);
      return context;
    },
    async desktop(options) {
      const context = await desktopContext(rig.browser, rig.server.baseURL, options);
      if (inTest) testContexts.push(context);
      return context;
    },
    async pageAs(session, options) {
      const context = await rig.phone(options);
      await signInContext(context, session);
      return context.newPage();
    },
    newUser: (options) => newUser(rig.server.baseURL, options),
    async signedInPage(onboarding = {}, options) {
      const page = await (await rig.phone(options)).newPage();
      await signIn(page, rig.server.baseURL);
      if (onboarding) await completeOnboardingOnPage(page, rig.server.baseURL, onboarding, options?.timezoneId);
      return page;
    },
  };
  return rig;
}
