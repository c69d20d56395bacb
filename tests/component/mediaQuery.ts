// A MediaQueryList as jsdom lacks it: `matches` fixed, listeners never called.

/** A media query's answer that never changes. */
export function fixedMediaQuery(query: string, matches = false): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
