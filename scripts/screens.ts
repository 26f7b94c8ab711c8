/**
 * The seven screens the benches measure (bench:bundle, bench:lighthouse): the sign-in screen and
 * the six a signed-in user opens most. docs/performance.md holds their figures.
 */
export const BENCH_SCREENS = [
  '/login',
  '/daily-summary',
  '/weekly-summary',
  '/strict-menu',
  '/food-table',
  '/flex-menu',
  '/profile',
];
