// React.lazy suspends on a component's first render even when its module is already loaded, and
// React then holds the revealed content back for up to 300 ms after the fallback showed (its
// fallback throttle). Screens, the console and popups are fetched ahead (while the sign-in page
// idles, on hover), so a component here renders at once, without suspending, when its module is
// there, and goes through React.lazy only when it is not.
import { createElement, lazy, useState, type ComponentType } from 'react';

/** A module whose default export is a component, whatever its props (PropsOf reads them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Module = { default: ComponentType<any> };
type AnyProps = Record<string, unknown>;
type PropsOf<M extends Module> = M['default'] extends ComponentType<infer P> ? P : never;

export interface Preloadable<M extends Module> {
  (props: PropsOf<M>): ReturnType<typeof createElement>;
  /** starts loading the module, once; resolves with it (a failed load may be tried again) */
  preload(): Promise<M>;
}

/** The default export of the module `load` resolves to, rendered as described above. */
export function preloadable<M extends Module>(load: () => Promise<M>): Preloadable<M> {
  type P = PropsOf<M>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default as ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;

  function Preloaded(props: P) {
    // chosen once per mount: switching later would mount the screen anew
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<AnyProps>);
    return createElement(Component, props as AnyProps);
  }
  return Object.assign(Preloaded, { preload });
}
