import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { UpdateBanner } from '@/components/update-banner';
import { useAuthStore } from '@/lib/auth-store';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';
import { ScrollToTop } from './scroll-to-top';
import { UnauthorizedRedirect } from './unauthorized-redirect';

// Only for a signed-in user, and not needed to draw the screen: its own chunk, with the outbox's sync.
const SyncBanner = lazy(() => import('@/components/sync-banner').then((m) => ({ default: m.SyncBanner })));

export function App() {
  const signedIn = useAuthStore((state) => Boolean(state.user?.id));
  return (
    <AppProvider>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <ScrollToTop />
        <AppRoutes />
        {/* The app's notices, stacked above the bottom bar (beside the sidebar on wide screens). */}
        <div className="pointer-events-none fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-col gap-2 lg:bottom-6 [&>*]:pointer-events-auto">
          {signedIn && (
            <Suspense fallback={null}>
              <SyncBanner />
            </Suspense>
          )}
          <UpdateBanner />
        </div>
      </BrowserRouter>
    </AppProvider>
  );
}
