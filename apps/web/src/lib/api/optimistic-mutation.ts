/** A save that shows its result at once (optimistic), for the settings that save on every tap. */
import {
  type DataTag,
  type MutationFunctionContext,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** What a caller may add, as for any other mutation hook; its callbacks are all called. */
export type OptimisticMutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

type OptimisticContext<TCached> = {
  previous: TCached | undefined;
  shown: TCached | undefined;
  caller: unknown;
};

export type OptimisticMutationOptions<TData, TVariables, TCached> = {
  /** The cache entry that shows the change: a `get...QueryOptions().queryKey`, which carries its type. */
  queryKey: DataTag<QueryKey, TCached, Error>;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What the entry shows while the save runs. */
  optimistic: (variables: TVariables, current: TCached | undefined) => TCached;
  /**
   * When the save fails: 'rollback' puts back what the entry showed before and reads it again from
   * the server; 'keep' leaves the choice on screen (the caller's onError decides what else to do).
   */
  onFailure?: 'rollback' | 'keep';
  /** The server's answer, stored in the entry when the save succeeds; without it the shown value stays. */
  answerToCache?: (data: TData, variables: TVariables) => TCached;
  /** Saves of one scope run one after the other, in the order they were made. */
  scope?: { id: string };
  mutationConfig?: OptimisticMutationConfig<TData, TVariables>;
};

/**
 * useMutation with the optimistic steps done once: stop a read of the entry in flight (it would
 * overwrite the change), show the change, and on failure roll back and read the server's value.
 * The caller's onMutate, onSuccess, onError and onSettled are called with their own context.
 *
 * The change is shown synchronously inside `mutate` (nothing is awaited before it, and TanStack
 * calls onMutate without waiting), so a second tap that builds on what is shown sees the first.
 */
export function useOptimisticMutation<TData, TVariables, TCached>({
  queryKey,
  mutationFn,
  optimistic,
  onFailure = 'rollback',
  answerToCache,
  scope,
  mutationConfig,
}: OptimisticMutationOptions<TData, TVariables, TCached>) {
  const queryClient = useQueryClient();
  const { onMutate, onSuccess, onError, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation<TData, Error, TVariables, OptimisticContext<TCached>>({
    scope,
    ...rest,
    mutationFn,
    onMutate: async (variables: TVariables, context: MutationFunctionContext) => {
      const previous = queryClient.getQueryData(queryKey);
      // Cancelling reverts the entry at once, so the change set just after it is what stays.
      void queryClient.cancelQueries({ queryKey });
      const shown = optimistic(variables, previous);
      queryClient.setQueryData(queryKey, shown);
      return { previous, shown, caller: await onMutate?.(variables, context) };
    },
    onSuccess: async (data, variables, context, fnContext) => {
      if (answerToCache) queryClient.setQueryData(queryKey, answerToCache(data, variables));
      await onSuccess?.(data, variables, context?.caller, fnContext);
    },
    onError: async (error, variables, context, fnContext) => {
      if (onFailure === 'rollback') {
        // Only if nothing newer was shown since: a later tap's change is not undone by this failure.
        if (context && queryClient.getQueryData(queryKey) === context.shown) {
          queryClient.setQueryData(queryKey, context.previous);
        }
        void queryClient.invalidateQueries({ queryKey });
      }
      await onError?.(error, variables, context?.caller, fnContext);
    },
    onSettled: async (data, error, variables, context, fnContext) => {
      await onSettled?.(data, error, variables, context?.caller, fnContext);
    },
  });
}
