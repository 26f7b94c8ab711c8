/**
 * Runs `callback` when the browser is idle (after 1.5 s where there is no requestIdleCallback, as
 * in Safari): for downloads the first screen does not need. Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(handle);
}
