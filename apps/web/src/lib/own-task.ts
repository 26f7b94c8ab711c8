/**
 * Runs `callback` in a task of its own, after the current one. As the app starts it asks for a
 * dozen calls and chunks at once; each `fetch()` and each modulepreload costs the main thread a few
 * milliseconds, and all in the start task they made one long task, the first screen's largest
 * share of Total Blocking Time (docs/performance.md, twelfth session).
 */
export function inOwnTask(callback: () => unknown): void {
  window.setTimeout(callback, 0);
}
