import { startTransition, useCallback, useState, type RefCallback } from 'react';

export interface Size {
  width: number;
  height: number;
}

const NONE: Size = { width: 0, height: 0 };

/**
 * The size of an element's content box, as a ResizeObserver reports it once the browser has laid
 * the page out: 0 × 0 until the first report. Reading a size during a render or an effect
 * (offsetWidth, getComputedStyle) makes the browser lay out the whole page at once, inside that
 * task; the observer's report comes after the layout the browser does anyway. A hidden element
 * (display: none) reports 0 × 0, which keeps the last size, so what is drawn at it stays as it was.
 */
export function useObservedSize<E extends Element>(): [RefCallback<E>, Size] {
  const [size, setSize] = useState(NONE);
  const ref = useCallback((element: E | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      const height = Math.floor(entry?.contentRect.height ?? 0);
      if (width === 0 || height === 0) return;
      // what is drawn at the new size renders in a transition, in slices that leave the main
      // thread free, rather than in one task
      startTransition(() =>
        setSize((last) =>
          last.width === width && last.height === height ? last : { width, height },
        ),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
