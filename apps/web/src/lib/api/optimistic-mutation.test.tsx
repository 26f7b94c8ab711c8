import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type OptimisticMutationOptions, useOptimisticMutation } from './optimistic-mutation';

type Level = 'low' | 'medium' | 'high';

const levelQuery = queryOptions({
  queryKey: ['test', 'level'],
  queryFn: (): Promise<Level> => Promise.resolve('low'),
});
const { queryKey } = levelQuery;

/** A deferred save: the test decides when and how it ends. */
function controlledSave() {
  const pending: { resolve: (level: Level) => void; reject: (error: Error) => void }[] = [];
  const save = vi.fn((_level: Level) => new Promise<Level>((resolve, reject) => pending.push({ resolve, reject })));
  /** The nth save sent (from 1), once the mutation has sent it. */
  const sent = async (nth = 1) => {
    await waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(nth));
    return pending[nth - 1]!;
  };
  return { save, sent };
}

function setup(
  options: Partial<OptimisticMutationOptions<Level, Level, Level>> & { save: (level: Level) => Promise<Level> },
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKey, 'low');
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useOptimisticMutation({
        queryKey,
        mutationFn: options.save,
        optimistic: (level) => level,
        ...options,
      }),
    { wrapper },
  );
  return { queryClient, invalidate, result };
}

describe('useOptimisticMutation', () => {
  it('shows the change at once, and on a refusal puts back what was shown and reads it again', async () => {
    const { save, sent } = controlledSave();
    const { queryClient, invalidate, result } = setup({ save });
    act(() => result.current.mutate('high'));
    expect(queryClient.getQueryData(queryKey)).toBe('high');
    const refusal = new Error('No se pudo guardar');
    const first = await sent();
    await act(async () => first.reject(refusal));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(queryKey)).toBe('low');
    expect(invalidate).toHaveBeenCalledWith({ queryKey });
    expect(result.current.error).toBe(refusal);
  });

  it("calls the caller's onMutate, onError and onSettled on a refusal, with the caller's own context", async () => {
    const { save, sent } = controlledSave();
    const onMutate = vi.fn(() => 'caller context');
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onSettled = vi.fn();
    const { result } = setup({ save, mutationConfig: { onMutate, onSuccess, onError, onSettled } });
    act(() => result.current.mutate('high'));
    const refusal = new Error('No se pudo guardar');
    const first = await sent();
    await act(async () => first.reject(refusal));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(onMutate).toHaveBeenCalledWith('high', expect.anything());
    expect(onError).toHaveBeenCalledWith(refusal, 'high', 'caller context', expect.anything());
    expect(onSettled).toHaveBeenCalledWith(undefined, refusal, 'high', 'caller context', expect.anything());
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("calls the caller's onSuccess and onSettled, and stores the server's answer when asked", async () => {
    const { save, sent } = controlledSave();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onSettled = vi.fn();
    const { queryClient, invalidate, result } = setup({
      save,
      answerToCache: (answer) => answer,
      mutationConfig: { onSuccess, onError, onSettled },
    });
    act(() => result.current.mutate('high'));
    // The server stored something else than what was sent: its answer is what the entry shows.
    const first = await sent();
    await act(async () => first.resolve('medium'));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(onSuccess).toHaveBeenCalledWith('medium', 'high', undefined, expect.anything());
    expect(onSettled).toHaveBeenCalledWith('medium', null, 'high', undefined, expect.anything());
    expect(onError).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKey)).toBe('medium');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("keeps the change on a refusal when told to, still calling the caller's onError", async () => {
    const { save, sent } = controlledSave();
    const onError = vi.fn();
    const { queryClient, invalidate, result } = setup({ save, onFailure: 'keep', mutationConfig: { onError } });
    act(() => result.current.mutate('high'));
    const first = await sent();
    await act(async () => first.reject(new Error('No se pudo guardar')));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(queryClient.getQueryData(queryKey)).toBe('high');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('does not undo a later change when an earlier save is refused', async () => {
    const { save, sent } = controlledSave();
    const onError = vi.fn();
    const { queryClient, result } = setup({ save, mutationConfig: { onError } });
    act(() => result.current.mutate('medium'));
    act(() => result.current.mutate('high'));
    expect(queryClient.getQueryData(queryKey)).toBe('high');
    const first = await sent(1);
    await sent(2);
    await act(async () => first.reject(new Error('No se pudo guardar')));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.any(Error), 'medium', undefined, expect.anything()),
    );
    expect(queryClient.getQueryData(queryKey)).toBe('high');
  });
});
