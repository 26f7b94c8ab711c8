/**
 * A tab left open across a deploy asks for chunks the new build no longer has (the server answers
 * 404). Vite reports that as 'vite:preloadError'; reloading fetches the new build. Only once in a
 * short window: if the chunk still fails right after a reload, the error screen shows instead of a
 * reload loop. Never while the browser says it is offline: a reload cannot fetch anything then, and
 * it would throw away what the person was typing (a form half filled when the signal dropped).
 */
const LAST_RELOAD_KEY = 'nutricoach:chunk-reload-at';
const RELOAD_WINDOW_MS = 10_000;

export function reloadOnceOnChunkError(win: Window = window, now: () => number = Date.now) {
  win.addEventListener('vite:preloadError', (event) => {
    if (!win.navigator.onLine) return;
    const last = Number(win.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now() - last < RELOAD_WINDOW_MS) return; // just reloaded: let the error reach the error screen
    event.preventDefault();
    win.sessionStorage.setItem(LAST_RELOAD_KEY, String(now()));
    win.location.reload();
  });
}
