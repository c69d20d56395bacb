// React.lazy suspends on a component's first render even when its module is already loaded, and
// React then holds the revealed content back for up to 300 ms after the fallback showed (its
// fallback throttle). Screens, the console and popups are fetched ahead (while the sign-in page
// idles, on hover), so a component here renders at once, without suspending, when its module is
// there, and goes through React.lazy only when it is not.
//
// A failed load is tried again (loadWithRetry) before it is reported. React.lazy keeps a rejected
// load for good, so once a retry is asked for (the error screens' Retry, the top bar's refresh, a
// navigation: allowNewLoadAttempts), the next mount gets a new React.lazy, which loads anew.
import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadAttemptEpoch, loadWithRetry, type LoadOptions } from './loadWithRetry';

/** A module whose default export is a component, whatever its props (PropsOf reads them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Module = { default: ComponentType<any> };
type AnyProps = Record<string, unknown>;
type PropsOf<M extends Module> = M['default'] extends ComponentType<infer P> ? P : never;

export interface Preloadable<M extends Module> {
  (props: PropsOf<M>): ReturnType<typeof createElement>;
  /**
   * starts loading the module, once; resolves with it, or rejects with a LoadError after the
   * retries (and a later call loads again)
   */
  preload(): Promise<M>;
  /** whether the module is here, so the component renders at once */
  isLoaded(): boolean;
}

/** The default export of the module `load` resolves to, rendered as described above. */
export function preloadable<M extends Module>(
  load: () => Promise<M>,
  options?: LoadOptions,
): Preloadable<M> {
  type P = PropsOf<M>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M> | undefined;
  /** the epoch a load failed in, until a new React.lazy replaces the one that keeps it */
  let failedIn: number | undefined;
  const newLazy = () => lazy(preload) as unknown as ComponentType<P>;
  const preload = (): Promise<M> =>
    (pending ??= loadWithRetry(load, options).then(
      (module) => {
        loaded = module.default as ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        failedIn = loadAttemptEpoch();
        throw error;
      },
    ));
  let Lazy = newLazy();
  /** the React.lazy to mount: a new one when a retry was asked for since the last failure */
  const currentLazy = () => {
    if (failedIn !== undefined && failedIn !== loadAttemptEpoch()) {
      failedIn = undefined;
      Lazy = newLazy();
    }
    return Lazy;
  };

  function Preloaded(props: P) {
    // chosen once per mount: switching later would mount the screen anew
    const [Component] = useState(() => (loaded ?? currentLazy()) as ComponentType<AnyProps>);
    return createElement(Component, props as AnyProps);
  }
  return Object.assign(Preloaded, { preload, isLoaded: () => loaded !== undefined });
}
