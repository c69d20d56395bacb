// A build plugin (vite.config.ts): index.html carries the styles Emotion writes for a cold visit of
// the candidates page (src/layout/firstStyles.css, written by `npm run styles`), in the form of
// Emotion's server rendering. Emotion's cache reads such an element when it is created: it keeps
// the element and takes its class names as written, so the first render does not compile them
// again (stylis: about 140 ms of the page's first render on this machine, unminified).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const FILE = fileURLToPath(new URL('../../src/layout/firstStyles.css', import.meta.url));

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

/** The id of the `<style>` element of index.html that holds the rules. */
export const ELEMENT_ID = 'first-styles';

/**
 * index.html's inline script after the rules: it lists their classes' names in the element's
 * `data-emotion` attribute (`css name1 name2 …`), as classNames() does, which is what Emotion's
 * createCache looks for (@emotion/cache: `style[data-emotion^="css "]`). The page runs it before
 * any module script. Listed in the page itself, the 111 names took 0.5 kB more of brotli.
 */
export const NAMES_SCRIPT =
  `(function(s){var n={};s.textContent.replace(/^.*?\\.${KEY}-([\\w-]+)/gm,` +
  `function(l,m){n[m]=1;return l});s.setAttribute('data-emotion','${KEY} '+Object.keys(n).join(' '))})` +
  `(document.getElementById('${ELEMENT_ID}'))`;

/**
 * The rules and the script, first in the head: an inline script after the build's stylesheet
 * would wait for it to load. None for no rules; an error for rules that would end the element.
 */
export function firstStylesTags(css: string): HtmlTagDescriptor[] {
  const rules = css.trim();
  if (classNames(rules).length === 0) return [];
  if (/<\/style/i.test(rules)) throw new Error('first styles: a rule holds "</style"');
  return [
    { tag: 'style', attrs: { id: ELEMENT_ID }, children: rules, injectTo: 'head-prepend' },
    { tag: 'script', children: NAMES_SCRIPT, injectTo: 'head-prepend' },
  ];
}

/**
 * A committed file's text, for a build's index.html: null while it is missing, and when
 * FIRST_STYLES=off (the build `npm run styles` records the styles and the markup with).
 */
export const committedFile = (file: string): string | null =>
  process.env.FIRST_STYLES === 'off' || !existsSync(file) ? null : readFileSync(file, 'utf8');

/** Builds only: the dev server's class names carry labels. */
export const firstStyles = (file = FILE): Plugin => ({
  name: 'first-styles',
  apply: 'build',
  transformIndexHtml: () => {
    const css = committedFile(file);
    return css === null ? [] : firstStylesTags(css);
  },
});
