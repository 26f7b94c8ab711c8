import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timeouts on a single browser timer. Every query observer keeps a timeout for
 * when its data goes stale, and every query one to be forgotten; each answer, mount and unmount
 * clears one and sets another, dozens while a screen starts. Browser timers cost more than they
 * look (about 20 ms of a screen's first second on a fast machine, docs/performance.md, tenth
 * session); here a timeout is an entry in a map, and one browser timer waits for the earliest.
 * Intervals stay the browser's own: the app sets none through TanStack.
 */
export function coalescedTimeouts(): TimeoutProvider<number> {
  const pending = new Map<number, { at: number; run: TimeoutCallback }>();
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Number.POSITIVE_INFINITY;

  const arm = () => {
    let first = Number.POSITIVE_INFINITY;
    for (const entry of pending.values()) if (entry.at < first) first = entry.at;
    // The browser timer already wakes in time (a cleared earliest one only wakes it for nothing).
    if (first >= timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerAt = first;
    timer = setTimeout(fire, Math.max(0, first - Date.now()));
  };
  const fire = () => {
    // Due: what the browser timer was set for, and anything before it. Not read off the clock,
    // which a phone may set back (and tests freeze): the browser timer has waited already.
    const deadline = timerAt;
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    const due = [...pending].filter(([, entry]) => entry.at <= deadline).sort((a, b) => a[1].at - b[1].at);
    for (const [id] of due) pending.delete(id);
    for (const [, entry] of due) entry.run();
    arm();
  };

  return {
    setTimeout(run, delay) {
      const id = ++lastId;
      pending.set(id, { at: Date.now() + delay, run });
      arm();
      return id;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (run, delay) => setInterval(run, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id as unknown as number),
  };
}
