import { type ComponentType, lazy, useState } from 'react';

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
 * React.lazy over a lazyModule: the component's code is the download its preload began (beside the
 * screen's data, as the app starts), not a second request made at its first render. Once the module
 * is there the component renders at once: React.lazy suspends on its first render even for a module
 * already loaded, and React 19 holds a revealed boundary back for up to 300 ms, so whatever the
 * component pushes down would be drawn first and then moved (a layout shift).
 */
export function lazyComponent<M, P extends object>(
  module: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => module.load().then((arrived) => ({ default: pick(arrived) }))) as unknown as ComponentType<P>;
  return function LazyComponent(props: P) {
    // Chosen once per mount: switching types later would remount the component and lose its state.
    const [Component] = useState(() => {
      const arrived = module.loaded();
      return arrived === undefined ? Lazy : pick(arrived);
    });
    return <Component {...props} />;
  };
}
