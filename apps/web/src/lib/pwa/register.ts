/**
 * Registers the service worker vite-plugin-pwa builds (Workbox; config in vite.config.ts). A new
 * version never takes over by itself: it waits until the user taps 'Actualizar', so nobody loses
 * a form half filled; nor does anyone stay stuck on an old one, since the offer shows at once and
 * a check runs every hour for a tab left open. Production builds only.
 */
import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './update-store';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => announceUpdate(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
    },
  });
}
