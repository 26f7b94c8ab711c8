import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { env } from '@/config/env';
import { reloadOnceOnChunkError } from '@/lib/chunk-reload';
import { startOutboxSync } from '@/lib/offline/sync';
import { queryClient } from '@/lib/query-client';
import './index.css';

reloadOnceOnChunkError();
// Meals, workouts and weights logged offline are sent when the network returns (docs/offline.md).
startOutboxSync(queryClient);
// The service worker exists only in a production build (vite-plugin-pwa); its code loads after the page.
if (env.production) void import('@/lib/pwa/register').then((pwa) => pwa.registerServiceWorker());

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
