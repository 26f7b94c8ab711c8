import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// firstScreenSettled keeps its promise for the page's life: each test loads the module afresh.
async function settledWith(queryClient: QueryClient) {
  vi.resetModules();
  const { firstScreenSettled } = await import('./idle');
  let done = false;
  void firstScreenSettled(queryClient).then(() => {
    done = true;
  });
  return () => done;
}

describe('firstScreenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves once the calls have been quiet for 400 ms', async () => {
    const done = await settledWith(new QueryClient());
    await vi.advanceTimersByTimeAsync(399);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('waits for a call in flight, then 400 ms after its answer', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const done = await settledWith(queryClient);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done()).toBe(false);
    answer('listo');
    await vi.advanceTimersByTimeAsync(399);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('starts counting again at each change of a query', async () => {
    const queryClient = new QueryClient();
    const done = await settledWith(queryClient);
    await vi.advanceTimersByTimeAsync(300);
    queryClient.setQueryData(['day'], { kcal: 1200 });
    await vi.advanceTimersByTimeAsync(300);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(true);
  });
});
