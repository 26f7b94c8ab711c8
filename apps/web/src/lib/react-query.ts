/** Types that keep every feature's api/ file in the same shape (after bulletproof-react). */
import type { UseMutationOptions } from '@tanstack/react-query';

// `never[]` parameters accept every fetcher signature (a parameter type is checked the other way round).
type AsyncFn = (...args: never[]) => Promise<unknown>;

export type ApiFnReturnType<Fn extends AsyncFn> = Awaited<ReturnType<Fn>>;

/** Extra useQuery options a hook accepts; the key and the fetcher come from its queryOptions. */
export type QueryConfig<OptionsFn extends (...args: never[]) => unknown> = Omit<
  ReturnType<OptionsFn>,
  'queryKey' | 'queryFn'
>;

export type MutationConfig<Fn extends AsyncFn> = Omit<
  UseMutationOptions<ApiFnReturnType<Fn>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;

/** The output type of one of core's zod schemas, without importing zod into the web app. */
export type Infer<Schema extends { _output: unknown }> = Schema['_output'];
