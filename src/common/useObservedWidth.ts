import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * The width of an element, as a ResizeObserver reports it once the browser has laid the page out:
 * 0 until the first report. Reading a size during a render or an effect (offsetWidth,
 * getComputedStyle) makes the browser lay out the whole page at once, inside that task; the
 * observer's report comes after the layout the browser does anyway. A hidden element (display:
 * none) reports 0, which keeps the last width, so what is drawn at that width stays as it was.
 */
export function useObservedWidth<E extends Element>(): [RefCallback<E>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const observed = Math.floor(entry?.contentRect.width ?? 0);
      // what is drawn at the new width renders in a transition, in slices that leave the main
      // thread free, rather than in one task
      if (observed > 0) startTransition(() => setWidth(observed));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
