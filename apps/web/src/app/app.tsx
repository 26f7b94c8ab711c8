import { BrowserRouter } from 'react-router';
import { SyncBanner } from '@/components/sync-banner';
import { UpdateBanner } from '@/components/update-banner';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';
import { ScrollToTop } from './scroll-to-top';
import { UnauthorizedRedirect } from './unauthorized-redirect';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <ScrollToTop />
        <AppRoutes />
        {/* The app's notices, stacked above the bottom bar (beside the sidebar on wide screens). */}
        <div className="pointer-events-none fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-col gap-2 lg:bottom-6 [&>*]:pointer-events-auto">
          <SyncBanner />
          <UpdateBanner />
        </div>
      </BrowserRouter>
    </AppProvider>
  );
}
