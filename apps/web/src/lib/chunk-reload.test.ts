import { describe, expect, it, vi } from 'vitest';
import { reloadOnceOnChunkError } from './chunk-reload';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    navigator: { onLine },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
    location: { reload },
  } as unknown as Window;
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, reload, fail };
}

describe('reloadOnceOnChunkError', () => {
  it('reloads once for a chunk the server no longer has, then lets the next failure through', () => {
    const { win, reload, fail } = fakeWindow(true);
    let clock = 1_000_000;
    reloadOnceOnChunkError(win, () => clock);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 5_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 10_000;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while offline: the page and what was typed in it stay', () => {
    const { win, reload, fail } = fakeWindow(false);
    reloadOnceOnChunkError(win, () => 1_000_000);
    expect(fail()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
