/** The API answers the service worker keeps for offline use (issue 17; vite.config.ts names the cache). */
export const API_CACHE = 'nc-api';

/** Another person may sign in on this phone: what the last one read is dropped at sign-out. */
export function forgetCachedAnswers() {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => {});
}
