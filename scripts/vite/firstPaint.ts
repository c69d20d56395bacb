// A build plugin (vite.config.ts): on a phone, a signed-in visit of the dashboard or of the
// candidates list paints that screen's frame and placeholders from index.html itself, before any
// script has arrived, instead of the loader. The markup is the console's own, as it draws the
// screen while its data loads (src/layout/firstPaint.<screen>.html, written by `npm run styles`
// with the styles it needs, which firstStyles.ts puts in index.html; the screens are declared in
// scripts/firstPaint/markup.mjs). On Lighthouse's phone each page's largest text (a card's caption,
// the search box's placeholder) was drawn 3.0-3.4 s after the start, after about 300 kB of script;
// painted from index.html it is drawn with the page's first paint.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { TOKEN_KEY } from '../../src/authProvider/session.ts';
import { FIRST_PAINT_ID } from '../../src/layout/firstPaint.ts';
import {
  FIRST_PAINT_GLOBAL_FILE,
  FIRST_PAINT_SCREENS,
  firstPaintFile,
  type FirstPaintScreen,
} from '../firstPaint/markup.mjs';
import { unlessSignedIn } from './consolePreload.ts';
import { committedFile } from './firstStyles.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The screens it was taken on: a phone's width (MUI's xs, below 600 px), where the console's
 * markup is the same at every width; wider, the sidebar and the cards are laid out otherwise.
 */
export const FIRST_PAINT_MEDIA = '(max-width:599.95px)';

/** How long the copy may stay at most, should the console never draw a screen to end it. */
export const FIRST_PAINT_MAX_MS = 15_000;

/** The id of a screen's `<template>`. */
export const templateId = (screen: Pick<FirstPaintScreen, 'name'>) => `first-paint-${screen.name}`;

/** A screen the script may paint: where (as declared), and its template. */
export type PaintedScreen = Pick<FirstPaintScreen, 'name' | 'paths' | 'anyQuery'>;

/**
 * The inline script at the start of the body, before #root (ES5): with a session, at one of a
 * screen's paths (without a query unless it takes any), on a screen matching FIRST_PAINT_MEDIA, it
 * puts a copy of that screen's template where it stands, before #root, with a style that hides
 * #root (where the loader is) while the copy is there. Before #root: the loader, parsed later, is
 * never painted first (a frame the parser yields for would show it), and the copy is painted with
 * the page's first frame. The copy is inert (no focus, nothing for assistive technology) inside a
 * busy progress bar, as the loader is. The console removes it when it draws its first screen
 * (src/layout/firstPaint.ts); a timeout removes it should that never happen.
 */
export const firstPaintScript = (tokenKey: string, screens: PaintedScreen[]) =>
  '(function(){' +
  unlessSignedIn(tokenKey, 'return') +
  `var s=${JSON.stringify(screens.map((screen) => [screen.paths, screen.anyQuery ? 1 : 0, templateId(screen)]))},t,i;` +
  'for(i=0;i<s.length;i++)if(s[i][0].indexOf(location.pathname)>=0&&(s[i][1]||!location.search))t=s[i][2];' +
  'if(!t)return;' +
  `if(!window.matchMedia||!matchMedia(${JSON.stringify(FIRST_PAINT_MEDIA)}).matches)return;` +
  'var m=document.getElementById(t);' +
  'if(!m||!m.content||!document.body)return;' +
  'var d=document.createElement("div"),c=document.createElement("div"),e=document.createElement("style");' +
  `d.id=${JSON.stringify(FIRST_PAINT_ID)};d.setAttribute("role","progressbar");` +
  'd.setAttribute("aria-busy","true");d.setAttribute("aria-label","Loading");' +
  'e.textContent="#root{display:none}";c.setAttribute("inert","");c.setAttribute("aria-hidden","true");' +
  'c.appendChild(m.content.cloneNode(true));d.appendChild(e);d.appendChild(c);' +
  'document.body.appendChild(d);' +
  `setTimeout(function(){if(d.parentNode)d.parentNode.removeChild(d)},${FIRST_PAINT_MAX_MS})})()`;

/**
 * The templates of the screens with markup, then the script for them, first in the body. Each template
 * starts with the console's global rules (`globalCss`): the copy carries them while it is shown.
 * None without any markup; an error for markup that ends its template or holds a script, or rules
 * that end their style.
 */
export function firstPaintTags(
  markups: { screen: PaintedScreen; markup: string | null }[],
  globalCss: string | null = null,
): HtmlTagDescriptor[] {
  const painted = markups
    .map(({ screen, markup }) => ({ screen, html: (markup ?? '').trim() }))
    .filter(({ html }) => html !== '');
  if (painted.length === 0) return [];
  for (const { screen, html } of painted) {
    if (/<\/template|<script/i.test(html)) {
      throw new Error(`first paint: the markup of ${screen.name} holds a script`);
    }
  }
  const rules = (globalCss ?? '').trim();
  if (/<\/style/i.test(rules)) throw new Error('first paint: a global rule holds "</style"');
  const style = rules ? `<style>${rules}</style>` : '';
  return [
    ...painted.map(({ screen, html }): HtmlTagDescriptor => ({
      tag: 'template',
      attrs: { id: templateId(screen) },
      children: style + html,
      injectTo: 'body-prepend',
    })),
    {
      tag: 'script',
      children: firstPaintScript(
        TOKEN_KEY,
        painted.map(({ screen }) => screen),
      ),
      injectTo: 'body-prepend',
    },
  ];
}

/**
 * The tags of the screens' committed markup (src/layout/firstPaint.*.html) and the global rules
 * (src/layout/firstPaintGlobal.css), in builds.
 */
export const firstPaint = (screens = FIRST_PAINT_SCREENS, root = ROOT): Plugin => ({
  name: 'first-paint',
  apply: 'build',
  transformIndexHtml: () =>
    firstPaintTags(
      screens.map((screen) => ({
        screen,
        markup: committedFile(path.join(root, firstPaintFile(screen))),
      })),
      committedFile(path.join(root, FIRST_PAINT_GLOBAL_FILE)),
    ),
});
