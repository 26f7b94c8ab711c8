/** Every route path of the app (docs/product.md §2.1), written once. `path` is the router pattern. */
export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  authToken: {
    // Optional so that a link without a token reaches the screen and says 'Token no proporcionado'.
    path: '/auth/:token?',
    getHref: (token: string) => `/auth/${encodeURIComponent(token)}`,
  },
  selectStyle: {
    path: '/select-style/:onboarding_type',
    getHref: (onboardingType?: string | null) => `/select-style/${encodeURIComponent(onboardingType || 'default')}`,
  },
  restriction: { path: '/restriction', getHref: () => '/restriction' },

  home: { path: '/', getHref: () => '/' },
  dailySummary: { path: '/daily-summary', getHref: () => '/daily-summary' },
  weeklySummary: { path: '/weekly-summary', getHref: () => '/weekly-summary' },
  weightSummary: { path: '/weight-summary', getHref: () => '/weight-summary' },
  weeklyPoints: { path: '/seguimiento-semanal', getHref: () => '/seguimiento-semanal' },
  commitmentLevel: { path: '/commitment-level', getHref: () => '/commitment-level' },
  foodTable: { path: '/food-table', getHref: () => '/food-table' },
  myFoods: { path: '/mis-alimentos', getHref: () => '/mis-alimentos' },
  flexMenu: { path: '/flex-menu', getHref: () => '/flex-menu' },
  strictMenu: { path: '/strict-menu', getHref: () => '/strict-menu' },
  strava: { path: '/strava', getHref: () => '/strava' },
  challenges: { path: '/challenges', getHref: () => '/challenges' },
  subscription: { path: '/subscription', getHref: () => '/subscription' },
  referrals: { path: '/referrals', getHref: () => '/referrals' },
  profile: { path: '/profile', getHref: () => '/profile' },
  objectives: { path: '/objectives', getHref: () => '/objectives' },
  myNutritionist: { path: '/mi-nutricionista', getHref: () => '/mi-nutricionista' },

  // Issue 33: the client's consent, outside the shell (it opens before the onboarding is done).
  consent: { path: '/nutricionista/:code', getHref: (code: string) => `/nutricionista/${encodeURIComponent(code)}` },
  // The professional area: its own layout, no plan or onboarding guard (a nutritionist needs neither).
  pro: { path: '/pro', getHref: () => '/pro' },
  proClient: {
    path: '/pro/clientes/:id',
    getHref: (id: string, date?: string) =>
      `/pro/clientes/${encodeURIComponent(id)}${date ? `?date=${encodeURIComponent(date)}` : ''}`,
  },
} as const;

/** Where a signed-out visit may come back to after signing in (the consent link, the professional area). */
export function isReturnablePath(pathname: string): boolean {
  return pathname.startsWith('/nutricionista/') || pathname === '/pro' || pathname.startsWith('/pro/');
}

/** Routes a user whose plan is not 'active' may still open (docs/product.md §2.2, §6). */
export const PLAN_FREE_PATHS: readonly string[] = [paths.subscription.path, paths.referrals.path];

/** Shell routes a user whose onboarding is not completed may still open (the rest send them back to it). */
export const ONBOARDING_FREE_PATHS: readonly string[] = [paths.subscription.path, paths.referrals.path];
