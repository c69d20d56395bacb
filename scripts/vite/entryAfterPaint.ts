// A build plugin (vite.config.ts): the entry script runs after the page's first paint, never
// before it. index.html asks for it at once (a modulepreload link where Vite put its script tag)
// and an inline script adds the script itself once the first contentful paint has happened
// (afterFirstPaint.ts). With the tag, the entry (React and the sign-in page, about 270 kB of
// script) ran before the first paint whenever it had arrived by the time the document was parsed:
// the loader, or a phone's first paint (firstPaint.ts), waited for its evaluation, and Lighthouse
// then counted its download and evaluation before the first paint.
import type { Plugin } from 'vite';
import { afterFirstPaint } from './afterFirstPaint.ts';

/**
 * Should the page report no paint (a page opened in a background tab paints nothing until it is
 * shown), the script is added after this long all the same.
 */
export const ENTRY_LATEST_MS = 1000;

/** The entry's script tag as Vite writes it into index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The inline script (ES5): adds the module script `src` after the first paint (afterFirstPaint). */
export const entryScript = (src: string) =>
  afterFirstPaint(
    'function(){var s=document.createElement("script");s.type="module";s.crossOrigin="";' +
      `s.src=${JSON.stringify(src)};document.head.appendChild(s)}`,
    ENTRY_LATEST_MS,
  );

/**
 * index.html with its entry's script tag made a modulepreload link, and the script that adds it,
 * at the end of the body. An error unless there is exactly one entry tag.
 */
export function entryAfterPaintHtml(html: string): string {
  const tags = [...html.matchAll(ENTRY_TAG)];
  if (tags.length !== 1) throw new Error(`entry-after-paint: ${tags.length} entry scripts`);
  const [tag, src] = tags[0]! as unknown as [string, string];
  return html
    .replace(tag, `<link rel="modulepreload" crossorigin href="${src}">`)
    .replace('</body>', `<script>${entryScript(src)}</script>\n  </body>`);
}

/** Builds only: the dev server's entry is its own. */
export const entryAfterPaint = (): Plugin => ({
  name: 'entry-after-paint',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: entryAfterPaintHtml },
});
