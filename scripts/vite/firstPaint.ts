// A build plugin (vite.config.ts): on a phone, a signed-in visit of the dashboard paints the
// dashboard's frame, cards and captions from index.html itself, before any script has arrived,
// instead of the loader. The markup is the console's own, as it draws the page while its figures
// load (src/layout/firstPaint.html, written by `npm run styles` with the styles it needs, which
// firstStyles.ts puts in index.html). On Lighthouse's phone the page's largest text (a card's
// caption) was drawn 3.0-3.4 s after the start, after about 300 kB of script; painted from
// index.html it is drawn with the page's first paint.
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { TOKEN_KEY } from '../../src/authProvider/session.ts';
import { FIRST_PAINT_ID } from '../../src/layout/firstPaint.ts';
import { unlessSignedIn } from './consolePreload.ts';
import { tagsFromFile } from './firstStyles.ts';

const FILE = fileURLToPath(new URL('../../src/layout/firstPaint.html', import.meta.url));

/** The addresses the markup is the dashboard's at ('/' with a session leads there). */
export const FIRST_PAINT_PATHS = ['/', '/dashboard'];

/**
 * The screens it was taken on: a phone's width (MUI's xs, below 600 px), where the console's
 * markup is the same at every width; wider, the sidebar and the cards are laid out otherwise.
 */
export const FIRST_PAINT_MEDIA = '(max-width:599.95px)';

/** How long the copy may stay at most, should the console never draw a screen to end it. */
export const FIRST_PAINT_MAX_MS = 15_000;

const TEMPLATE_ID = 'first-paint-dashboard';

/**
 * The inline script after #root (ES5): with a session, at one of FIRST_PAINT_PATHS, on a screen
 * matching FIRST_PAINT_MEDIA, it puts a copy of the template before #root, with a style that hides
 * #root (where the loader is) while the copy is there. The copy is inert (no focus, nothing for
 * assistive technology) inside a busy progress bar, as the loader is. The console removes it when
 * it draws its first screen (src/layout/firstPaint.ts); a timeout removes it should that never
 * happen.
 */
export const firstPaintScript = (tokenKey: string) =>
  '(function(){' +
  unlessSignedIn(tokenKey, 'return') +
  `if(${JSON.stringify(FIRST_PAINT_PATHS)}.indexOf(location.pathname)<0)return;` +
  `if(!window.matchMedia||!matchMedia(${JSON.stringify(FIRST_PAINT_MEDIA)}).matches)return;` +
  `var m=document.getElementById(${JSON.stringify(TEMPLATE_ID)}),r=document.getElementById("root");` +
  'if(!m||!m.content||!r)return;' +
  'var d=document.createElement("div"),c=document.createElement("div"),s=document.createElement("style");' +
  `d.id=${JSON.stringify(FIRST_PAINT_ID)};d.setAttribute("role","progressbar");` +
  'd.setAttribute("aria-busy","true");d.setAttribute("aria-label","Loading");' +
  's.textContent="#root{display:none}";c.setAttribute("inert","");c.setAttribute("aria-hidden","true");' +
  'c.appendChild(m.content.cloneNode(true));d.appendChild(s);d.appendChild(c);' +
  'r.parentNode.insertBefore(d,r);' +
  `setTimeout(function(){if(d.parentNode)d.parentNode.removeChild(d)},${FIRST_PAINT_MAX_MS})})()`;

/** The template and the script, after #root. None without markup; an error for one that ends it. */
export function firstPaintTags(markup: string): HtmlTagDescriptor[] {
  const html = markup.trim();
  if (!html) return [];
  if (/<\/template|<script/i.test(html)) throw new Error('first paint: the markup holds a script');
  return [
    { tag: 'template', attrs: { id: TEMPLATE_ID }, children: html, injectTo: 'body' },
    { tag: 'script', children: firstPaintScript(TOKEN_KEY), injectTo: 'body' },
  ];
}

/** The tags of src/layout/firstPaint.html, in builds (as firstStyles' are). */
export const firstPaint = (file = FILE): Plugin =>
  tagsFromFile('first-paint', file, firstPaintTags);
