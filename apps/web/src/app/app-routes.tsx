/** The route table of docs/product.md §2.1: every screen is its own lazy chunk under app/routes/. */
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getUserObjectiveQueryOptions } from '@/features/auth/api/get-user-objective';
import { getDietTypesQueryOptions } from '@/lib/api/get-diet-types';
import { getUserInfoQueryOptions } from '@/lib/api/get-user-info';
import { prefetchDailySummary } from '@/features/daily-summary/api/prefetch-daily-summary';
import { prefetchBudgetLevel, prefetchReminders } from '@/features/preferences/api/prefetch-reminders';
import { prefetchProfile } from '@/features/profile/api/prefetch-profile';
import { getAppConfigQueryOptions } from '@/features/shell/api/get-app-config';
import { getCurrentPlanQueryOptions } from '@/features/shell/api/get-current-plan';
import { getRecommendationTypeQueryOptions } from '@/features/shell/api/get-recommendation-type';
import { useAuthStore } from '@/lib/auth-store';
import { lazyComponent, lazyModule } from '@/lib/lazy-component';
import { inOwnTask } from '@/lib/own-task';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireActivePlanOutsideShell } from './guards/require-active-plan';
import { RequireAuth } from './guards/require-auth';
import { RequireOnboardingCompleted } from './guards/require-onboarding-completed';
import { RouteErrorBoundary } from './route-error-boundary';

type ScreenModule = { Component: ComponentType };

/**
 * Every module under app/routes/ exports its screen as `Component`. `load()` asks for the screen's
 * code ahead (preloadFirstScreen); the route then uses that download.
 */
function lazyScreen(importer: () => Promise<ScreenModule>) {
  const module = lazyModule(importer);
  return Object.assign(
    lazyComponent(module, (m) => m.Component),
    { load: module.load },
  );
}

const Login = lazyScreen(() => import('./routes/auth/login'));
const AuthToken = lazyScreen(() => import('./routes/auth/auth-token'));
const Restriction = lazyScreen(() => import('./routes/onboarding/restriction'));
const SelectStyle = lazyScreen(() => import('./routes/onboarding/select-style'));
const Shell = lazyScreen(() => import('./routes/app/shell'));
const DailySummary = lazyScreen(() => import('./routes/app/daily-summary'));
const WeeklySummary = lazyScreen(() => import('./routes/app/weekly-summary'));
const WeightSummary = lazyScreen(() => import('./routes/app/weight-summary'));
const WeeklyPoints = lazyScreen(() => import('./routes/app/weekly-points'));
const CommitmentLevel = lazyScreen(() => import('./routes/app/commitment-level'));
const FoodTable = lazyScreen(() => import('./routes/app/food-table'));
const MyFoods = lazyScreen(() => import('./routes/app/my-foods'));
const FlexMenu = lazyScreen(() => import('./routes/app/flex-menu'));
const StrictMenu = lazyScreen(() => import('./routes/app/strict-menu'));
const Strava = lazyScreen(() => import('./routes/app/strava'));
const Challenges = lazyScreen(() => import('./routes/app/challenges'));
const Subscription = lazyScreen(() => import('./routes/app/subscription'));
const Referrals = lazyScreen(() => import('./routes/app/referrals'));
const Profile = lazyScreen(() => import('./routes/app/profile'));
const Objectives = lazyScreen(() => import('./routes/app/objectives'));
const MyNutritionist = lazyScreen(() => import('./routes/app/my-nutritionist'));
const Consent = lazyScreen(() => import('./routes/consent'));
const ProLayout = lazyScreen(() => import('./routes/pro/pro-layout'));
const ProHome = lazyScreen(() => import('./routes/pro/pro'));
const ProClient = lazyScreen(() => import('./routes/pro/pro-client'));
const NotFound = lazyScreen(() => import('./routes/not-found'));

type Prefetch = (queryClient: QueryClient, search: URLSearchParams) => void;

/**
 * A screen's prefetch in a small chunk of its own, asked for with the shell's and the screen's: in
 * the entry it would weigh on every screen's first download, /login's too. If it fails to
 * download, the screen asks for its data itself.
 */
const lazyPrefetch =
  (load: () => Promise<Prefetch>): Prefetch =>
  (queryClient, search) =>
    void load().then(
      (prefetch) => prefetch(queryClient, search),
      () => {},
    );

/** The signed-in screens whose code and data are asked for as the app starts on them. */
const FIRST_SCREENS: { paths: string[]; load: () => Promise<unknown>; prefetch: Prefetch }[] = [
  {
    paths: [paths.home.path, paths.dailySummary.path],
    load: DailySummary.load,
    prefetch: (queryClient, search) => {
      prefetchDailySummary(queryClient, search);
      // The route reads it to place the strict-plan banner, which the cards wait for.
      inOwnTask(() => queryClient.prefetchQuery(getRecommendationTypeQueryOptions()));
      // The chat links' coach number: asked for by the route, it came late and drew the screen again.
      inOwnTask(() => queryClient.prefetchQuery(getAppConfigQueryOptions()));
    },
  },
  {
    paths: [paths.weeklySummary.path],
    load: WeeklySummary.load,
    prefetch: lazyPrefetch(() =>
      import('@/features/weekly-summary/api/prefetch-weekly-summary').then((m) => m.prefetchWeeklySummary),
    ),
  },
  {
    paths: [paths.strictMenu.path],
    load: StrictMenu.load,
    prefetch: lazyPrefetch(() =>
      import('@/features/strict-menu/api/prefetch-strict-menu').then((m) => m.prefetchStrictMenu),
    ),
  },
  {
    paths: [paths.foodTable.path],
    load: FoodTable.load,
    prefetch: lazyPrefetch(() =>
      import('@/features/food-table/api/prefetch-food-table').then((m) => m.prefetchFoodTable),
    ),
  },
  {
    paths: [paths.flexMenu.path],
    load: FlexMenu.load,
    prefetch: lazyPrefetch(() =>
      import('@/features/plates/api/prefetch-plate-search').then((m) => m.prefetchPlateSearch),
    ),
  },
  {
    paths: [paths.profile.path],
    load: Profile.load,
    // In the entry, not in a chunk of its own like the others: /profile's eight sections each wait
    // for a call, and a prefetch that first had to download came after the sections' skeletons,
    // which its answers then pushed down (CLS on a phone).
    prefetch: (queryClient) => {
      prefetchProfile(queryClient);
      prefetchReminders(queryClient);
      // The menu type's section, and on a strict menu its budget, which it asked for only once the
      // type had come.
      inOwnTask(() =>
        queryClient.fetchQuery(getRecommendationTypeQueryOptions()).then(
          (type) => type === 'strict' && prefetchBudgetLevel(queryClient),
          () => {},
        ),
      );
      // The diets offered for the objective, which the diet section asked for only once the
      // objective had come; its answer made the section four times taller (CLS on a wide screen).
      inOwnTask(() =>
        queryClient.fetchQuery(getUserObjectiveQueryOptions()).then(
          (objective) => objective && queryClient.prefetchQuery(getDietTypesQueryOptions(objective.objective)),
          () => {},
        ),
      );
    },
  },
];

/**
 * Called once as the app starts (main.tsx). Signed in on a screen of FIRST_SCREENS, its code, the
 * shell's and its data are asked for at once, beside the guards' calls, instead of each waiting for
 * the one before (the guards' answers, then the shell, then the screen, then its data).
 */
export function preloadFirstScreen(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
) {
  if (!useAuthStore.getState().isAuthenticated) return;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = FIRST_SCREENS.find((s) => s.paths.includes(normalized));
  if (!screen) return;
  // Each in a task of its own: together they were the start's longest task.
  // A failed download is retried, and reported, when the route renders.
  inOwnTask(() => Shell.load().catch(() => {}));
  inOwnTask(() => screen.load().catch(() => {}));
  // The guards' two calls (RequireOnboardingCompleted, RequireActivePlan), which hold every screen
  // and the shell: asked for now they leave with the screen's data, not after the first render.
  inOwnTask(() => queryClient.prefetchQuery(getCurrentPlanQueryOptions()));
  inOwnTask(() => queryClient.prefetchQuery(getUserObjectiveQueryOptions()));
  // The top bar's name and the meal labels of the user's country, on every screen of the shell.
  inOwnTask(() => queryClient.prefetchQuery(getUserInfoQueryOptions()));
  screen.prefetch(queryClient, new URLSearchParams(search));
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route element={<RedirectIfAuthenticated />}>
            <Route path={paths.login.path} element={<Login />} />
          </Route>
          <Route path={paths.authToken.path} element={<AuthToken />} />
          <Route path={paths.restriction.path} element={<Restriction />} />

          <Route element={<RequireAuth />}>
            {/* Issue 33: the consent link opens before the onboarding is done, and the professional
                area needs neither a plan nor an onboarding of its own. */}
            <Route path={paths.consent.path} element={<Consent />} />
            <Route element={<ProLayout />}>
              <Route path={paths.pro.path} element={<ProHome />} />
              <Route path={paths.proClient.path} element={<ProClient />} />
            </Route>
            <Route
              path={paths.selectStyle.path}
              element={
                <RequireActivePlanOutsideShell>
                  <SelectStyle />
                </RequireActivePlanOutsideShell>
              }
            />
            {/* An unfinished onboarding goes back to /select-style (but for /subscription and
                /referrals). Inside the shell, its plan guard lets only /subscription and /referrals
                through when the plan is not active. */}
            <Route element={<RequireOnboardingCompleted />}>
              <Route element={<Shell />}>
                <Route path={paths.home.path} element={<DailySummary />} />
                <Route path={paths.dailySummary.path} element={<DailySummary />} />
                <Route path={paths.weeklySummary.path} element={<WeeklySummary />} />
                <Route path={paths.weightSummary.path} element={<WeightSummary />} />
                <Route path={paths.weeklyPoints.path} element={<WeeklyPoints />} />
                <Route path={paths.commitmentLevel.path} element={<CommitmentLevel />} />
                <Route path={paths.foodTable.path} element={<FoodTable />} />
                <Route path={paths.myFoods.path} element={<MyFoods />} />
                <Route path={paths.flexMenu.path} element={<FlexMenu />} />
                <Route path={paths.strictMenu.path} element={<StrictMenu />} />
                <Route path={paths.strava.path} element={<Strava />} />
                <Route path={paths.challenges.path} element={<Challenges />} />
                <Route path={paths.subscription.path} element={<Subscription />} />
                <Route path={paths.referrals.path} element={<Referrals />} />
                <Route path={paths.profile.path} element={<Profile />} />
                <Route path={paths.objectives.path} element={<Objectives />} />
                <Route path={paths.myNutritionist.path} element={<MyNutritionist />} />
              </Route>
            </Route>
          </Route>

          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
