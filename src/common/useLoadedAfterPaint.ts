import { startTransition, useEffect, useState } from 'react';

/** What useLoadedAfterPaint needs of a Preloadable (preloadable.tsx), whatever its module. */
interface Loadable {
  isLoaded(): boolean;
  preload(): Promise<unknown>;
}

/**
 * Calls `then` once the browser has painted what is committed now: after a frame (whose paint
 * follows its animation frame callbacks), in a task after it. Returns the cancel.
 */
function afterPaint(then: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/**
 * Whether to render `component` yet: once its module, asked for after the first paint, has come,
 * or at once when it is here already. The load starts from the task after the paint without a
 * render of its own (a state change there re-rendered the whole dashboard, a blocking task of
 * 128 ms before the charts' chunk was even asked for); rendered once it has come, it shows without
 * suspending: a Suspense boundary that suspended holds back what it reveals until 300 ms after its
 * fallback showed (React's fallback throttle), which made the dashboard's charts 250 ms later. A
 * load that failed says true as well, so the component's own load runs again and its error is
 * shown.
 */
export function useLoadedAfterPaint(component: Loadable): boolean {
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    // what it renders then renders in a transition, in slices, rather than in one task
    const settle = () => {
      if (mounted) startTransition(() => setLoaded(true));
    };
    const cancel = afterPaint(() => void component.preload().then(settle, settle));
    return () => {
      mounted = false;
      cancel();
    };
  }, [component, loaded]);
  return loaded;
}
