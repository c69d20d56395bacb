import { useEffect, useState } from 'react';

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
