import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentPlan } from '@/features/shell/api/get-current-plan';
import { BottomBar } from '@/features/shell/components/bottom-bar';
import { TopBar } from '@/features/shell/components/top-bar';
import { RequireActivePlan } from '../../guards/require-active-plan';

// Shown from lg up only (phones open it in the menu's drawer): its own chunk, not rendered on phones.
const Sidebar = lazy(() => import('@/features/shell/components/sidebar').then((m) => ({ default: m.Sidebar })));
const WIDE = '(min-width: 64rem)'; // Tailwind's lg

function subscribeWide(callback: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', callback);
  return () => query?.removeEventListener('change', callback);
}
const isWide = () => window.matchMedia?.(WIDE).matches ?? true;

/** The shell of docs/product.md §2.2 around every signed-in screen but onboarding. */
export function Component() {
  const wide = useSyncExternalStore(subscribeWide, isWide);
  const plan = useCurrentPlan();
  const blocked = plan.data !== undefined && plan.data.status !== 'active';
  return (
    <div className="min-h-dvh lg:pl-72">
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-72 border-r border-gray-200 bg-white lg:block">
        {wide && (
          <Suspense fallback={null}>
            <Sidebar blocked={blocked} />
          </Suspense>
        )}
      </aside>
      <TopBar blocked={blocked} wide={wide} />
      <main className="mx-auto w-full max-w-5xl px-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] pt-5 sm:px-6 lg:px-8 lg:pb-12 lg:pt-8">
        <RequireActivePlan>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RequireActivePlan>
      </main>
      <BottomBar blocked={blocked} className="lg:hidden" />
    </div>
  );
}
