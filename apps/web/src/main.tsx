import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadFirstScreen } from '@/app/app-routes';
import { env } from '@/config/env';
import { reloadOnceOnChunkError } from '@/lib/chunk-reload';
import { whenIdle } from '@/lib/idle';
import { queryClient } from '@/lib/query-client';
import './index.css';

reloadOnceOnChunkError();
preloadFirstScreen(window.location, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// A transition: React draws the first screen in slices of a few milliseconds instead of one long
// task, so the page answers a tap while it is drawn (Total Blocking Time, docs/performance.md).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Not needed for the first screen: their code comes once it has been drawn.
whenIdle(() => {
  // Meals, workouts and weights logged offline are sent when the network returns (docs/offline.md).
  void import('@/lib/offline/sync').then((sync) => sync.startOutboxSync(queryClient));
  // The service worker exists only in a production build (vite-plugin-pwa).
  if (env.production) void import('@/lib/pwa/register').then((pwa) => pwa.registerServiceWorker());
});
