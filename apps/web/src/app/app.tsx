import { BrowserRouter } from 'react-router';
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
        <UpdateBanner />
      </BrowserRouter>
    </AppProvider>
  );
}
