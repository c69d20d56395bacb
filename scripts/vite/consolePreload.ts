// A build plugin (vite.config.ts): with a session, the console's chunks and those of the screen at
// the address are fetched from the first paint on, beside the entry, rather than once the entry
// (and then the console) has been evaluated.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { TOKEN_KEY } from '../../src/authProvider/session.ts';
import { afterFirstPaint } from './afterFirstPaint.ts';
import { resolveSpecifier, screensDeclaredIn } from './screenModules.ts';

/** The latest the chunks are asked for, should the page report no paint (afterFirstPaint). */
export const PRELOAD_LATEST_MS = 1000;

/** The modules a signed-in visit loads after the entry (src/layout/loadAdminApp.ts). */
const CONSOLE_MODULES = ['src/layout/RoutedApp.tsx', 'src/AdminApp.tsx'];

/**
 * App.tsx asks for the console's chunks once the entry has been evaluated and has rendered. An
 * inline script in index.html asks for them sooner: when the stored token has not expired, it adds
 * a modulepreload link for each chunk the console needs that the entry does not load itself; with
 * none (the sign-in page) it adds nothing. The server allows the script by its hash
 * (server/src/http/client.ts). Builds only: the dev server has no bundle to name.
 */
export const consolePreload = (): Plugin => {
  let base = '/';
  return {
    name: 'console-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { files, screens } = consoleChunks(bundle);
        const named = (list: string[]) => list.map((f) => `${base}${f}`);
        return [
          {
            tag: 'script',
            // before the stylesheet: an inline script after one waits for it to load
            injectTo: 'head-prepend',
            children: preloadScript(
              TOKEN_KEY,
              named(files),
              screens.map(([path, own]) => [path, named(own)]),
            ),
          },
        ];
      },
    },
  };
};

/**
 * ES5 statements for an inline script: `then` (e.g. `return`) unless localStorage holds `tokenKey`,
 * a JWT whose `exp` is still ahead, as the console's own check (src/authProvider/session.ts);
 * storage that cannot be read or a token that does not decode count as none.
 */
export const unlessSignedIn = (tokenKey: string, then: string) =>
  `try{var t=localStorage.getItem(${JSON.stringify(tokenKey)});if(!t)${then};` +
  'var p=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));' +
  `if(!(p.exp*1000>Date.now()))${then}}catch(e){${then}}`;

/** A screen's route and the chunks its module needs beyond the console's. */
type ScreenChunks = [path: string, files: string[]];

/**
 * The chunks of CONSOLE_MODULES and all they import, less those the entry loads; and for each
 * screen declared in the console (screenModules.ts), the chunks of its module less those.
 */
function consoleChunks(bundle: Rolldown.OutputBundle): {
  files: string[];
  screens: ScreenChunks[];
} {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) walk(imported, into);
  };
  const chunkOf = (id: string) => [...chunks.values()].find((c) => c.facadeModuleId === id);
  const loaded = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName, loaded);
  const wanted = new Set<string>();
  for (const module of CONSOLE_MODULES) {
    const chunk = chunkOf(fileURLToPath(new URL(`../../${module}`, import.meta.url)));
    if (!chunk) throw new Error(`console-preload: no chunk of ${module}`);
    walk(chunk.fileName, wanted);
  }
  const own = new Set([...loaded, ...wanted]);
  const screens: ScreenChunks[] = [];
  for (const [id, source] of consoleSources(chunks, wanted)) {
    for (const screen of screensDeclaredIn(source, id)) {
      const module = resolveSpecifier(id, screen.specifier);
      const chunk = module && chunkOf(module);
      if (!chunk) throw new Error(`console-preload: no chunk of ${screen.specifier} (${id})`);
      const files = new Set<string>();
      walk(chunk.fileName, files);
      screens.push([screen.path, [...files].filter((f) => !own.has(f))]);
    }
  }
  return { files: [...wanted].filter((f) => !loaded.has(f)), screens };
}

/** The console's own source files (of src/, not a package) that may declare screens, read once. */
function consoleSources(chunks: Map<string, Rolldown.OutputChunk>, console: Set<string>) {
  const src = fileURLToPath(new URL('../../src/', import.meta.url));
  const ids = new Set<string>();
  for (const fileName of console) {
    for (const id of Object.keys(chunks.get(fileName)?.modules ?? {})) {
      if (id.startsWith(src) && /\.tsx?$/.test(id)) ids.add(id);
    }
  }
  return [...ids]
    .map((id) => [id, readFileSync(id, 'utf8')] as const)
    .filter(([, source]) => /\b(page|sidebarResource)\(/.test(source));
}

/**
 * The inline script (ES5, run before anything else of the page): when localStorage holds
 * `tokenKey`, a JWT whose `exp` is still ahead, a modulepreload link per file in `files` and in
 * those of the screen at the address (`screens`: the longest route that is the address or a
 * prefix of it, as the console's router picks; '/' leads to the dashboard), added once the loader
 * (or a phone's first paint) is on the screen (afterFirstPaint.ts): added at once, they shared the
 * line with the page's stylesheet and entry and held back that first paint (Lighthouse: FCP
 * +550 ms). Anything unexpected (no storage, a token that does not decode) adds nothing.
 */
export const preloadScript = (tokenKey: string, files: string[], screens: ScreenChunks[] = []) =>
  '(function(){' +
  unlessSignedIn(tokenKey, 'return') +
  `var f=${JSON.stringify(files)},s=${JSON.stringify(screens)},a=location.pathname,b="",g=[];` +
  'if(a==="/")a="/dashboard";' +
  's.forEach(function(r){if((a===r[0]||a.indexOf(r[0]+"/")===0)&&r[0].length>b.length){b=r[0];' +
  'g=r[1]}});f=f.concat(g);' +
  afterFirstPaint(
    'function(){f.forEach(function(h){var l=document.createElement("link");' +
      'l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})}',
    PRELOAD_LATEST_MS,
  ) +
  '})()';
