// A build plugin (vite.config.ts): index.html carries the styles Emotion writes for a cold visit of
// the candidates page and for the screens painted first on a phone (src/layout/firstStyles.css,
// written by `npm run styles`). The console's Emotion cache takes their class names as written
// (src/layout/firstStyles.ts), so the first render does not compile them again (stylis: about
// 140 ms of the page's first render on this machine, unminified).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { classNames, FIRST_STYLES_ID } from '../../src/layout/firstStyles.ts';

const FILE = fileURLToPath(new URL('../../src/layout/firstStyles.css', import.meta.url));

/**
 * The rules, first in the head; the console's Emotion cache takes their classes as written
 * (src/layout/firstStyles.ts). None for no rules; an error for rules that would end the element.
 */
export function firstStylesTags(css: string): HtmlTagDescriptor[] {
  const rules = css.trim();
  if (classNames(rules).length === 0) return [];
  if (/<\/style/i.test(rules)) throw new Error('first styles: a rule holds "</style"');
  return [
    { tag: 'style', attrs: { id: FIRST_STYLES_ID }, children: rules, injectTo: 'head-prepend' },
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
