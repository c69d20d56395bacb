import { startTransition, useEffect, useState } from 'react';

/** What useLoadedAfterPaint needs of a Preloadable (preloadable.tsx), whatever its module. */
interface Loadable {
  isLoaded(): boolean;
  preload(): Promise<unknown>;
}

/**
 * False until the browser has painted what the component's first render committed: a frame (whose
 * paint follows its animation frame callbacks), then a task after it. What waits on it, e.g. the
 * fetch of a heavy chunk, neither delays that paint nor shares its bandwidth and main thread.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}

/**
 * Whether to render `component` yet: once its module, asked for after the first paint (usePainted),
 * has come, or at once when it is here already. Rendered then, it shows without suspending: a
 * Suspense boundary that suspended holds back what it reveals until 300 ms after its fallback
 * showed (React's fallback throttle), which made the dashboard's charts 250 ms later. A load that
 * failed says true as well, so the component's own load runs again and its error is shown.
 */
export function useLoadedAfterPaint(component: Loadable): boolean {
  const painted = usePainted();
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (!painted || loaded) return undefined;
    let mounted = true;
    // what it renders then renders in a transition, in slices, rather than in one task
    const settle = () => {
      if (mounted) startTransition(() => setLoaded(true));
    };
    component.preload().then(settle, settle);
    return () => {
      mounted = false;
    };
  }, [component, painted, loaded]);
  return loaded;
}
