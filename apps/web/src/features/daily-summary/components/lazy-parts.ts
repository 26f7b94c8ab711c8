import { lazyModule } from '@/lib/lazy-component';

// The daily summary's parts that download apart from the screen, each shared by the screen and its prefetch.

/**
 * The daily summary's lower cards' contents (day-lists.tsx), one download shared by the screen and
 * its prefetch: asked for with the day's data, they render with the screen once both are there.
 */
export const dayListsModule = lazyModule(() => import('./day-lists'));

/** The strict-plan banner (strict users only), asked for by the prefetch once the plan status says so. */
export const strictPlanBannerModule = lazyModule(() => import('./strict-plan-banner'));
