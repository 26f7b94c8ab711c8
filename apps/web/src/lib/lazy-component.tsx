import type { ComponentType } from 'react';

/**
 * A module fetched once and kept: `load()` starts (or joins) the download, `loaded()` is the module
 * once it has arrived. A failed download is forgotten, so the next call tries again.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= importer().then(
      (arrived) => {
        module = arrived;
        return arrived;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { load, loaded: () => module };
}

export type LazyModule<M> = ReturnType<typeof lazyModule<M>>;

/**
 * React.lazy over a shared lazyModule: a component whose module has already arrived (asked for
 * ahead, beside the screen's data) renders in the same pass as its parent, where React.lazy
 * suspends once on its first render whatever happened before, and each lazy component then costs
 * a render of its own: on a cheap phone, the daily summary's first visit made eleven
 * (docs/performance.md, "Fewer renders"). Until then it suspends like React.lazy.
 */
export function lazyComponent<M, P extends object>(
  module: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let failed: { error: unknown } | undefined;
  function Lazy(props: P) {
    const arrived = module.loaded();
    if (!arrived) {
      // As a failed React.lazy: to the error boundary (a deploy removed the chunk, or no network);
      // rendered again, it tries again.
      const failure = failed;
      failed = undefined;
      if (failure) throw failure.error;
      // Suspense waits for the download (begun here, or joined); a failure re-renders this.
      throw module.load().catch((error: unknown) => {
        failed = { error };
      });
    }
    const Component = pick(arrived);
    return <Component {...props} />;
  }
  return Lazy;
}
