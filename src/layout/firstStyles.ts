// The styles Emotion (MUI's style engine) writes for a cold visit of the candidates page and for
// the screens painted first on a phone, which index.html carries already (src/layout/firstStyles.css,
// put there by scripts/vite/firstStyles.ts). The console's Emotion cache is told their classes
// are written, so its first render compiles none of them and leaves the element where it is.
import createCache, { type EmotionCache } from '@emotion/cache';

/** The id of the `<style>` element of index.html that holds the rules. */
export const FIRST_STYLES_ID = 'first-styles';

/** Emotion's key for MUI's default cache: its class names read `css-<name>`. */
const KEY = 'css';

const OWN_CLASS = new RegExp(`\\.${KEY}-([A-Za-z0-9_-]+)`);

/**
 * The names of Emotion's classes the rules (one a line) were written for, once each: a rule's
 * first class (`.css-1l106kt .RaLayout-content{…}` → `1l106kt`). Not every class a selector names:
 * a name listed is one Emotion will never write, so it must be one whose rules are all here.
 */
export function classNames(css: string): string[] {
  const names = new Set<string>();
  for (const line of css.split('\n')) {
    const name = OWN_CLASS.exec(line)?.[1];
    if (name) names.add(name);
  }
  return [...names];
}

/**
 * MUI's cache (Emotion's key `css`) with the classes of index.html's rules marked as written, as
 * Emotion's own hydration of server-rendered styles marks them. That hydration also moves the
 * element to the end of the head, and Chromium then parses its 870 rules again: 16-19 ms of the
 * console's longest task at Lighthouse's 4x CPU. Without the element (in development, or a build
 * without the file), a plain cache.
 */
export function firstStylesCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: KEY });
  const rules = doc.getElementById(FIRST_STYLES_ID)?.textContent ?? '';
  for (const name of classNames(rules)) cache.inserted[name] = true;
  return cache;
}
