// A build plugin (vite.config.ts): with a session, the console's chunks are fetched from the
// first paint on, beside the entry, rather than once the entry has been evaluated and rendered.
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { TOKEN_KEY } from '../../src/authProvider/session.ts';

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
        const files = consoleChunks(bundle).map((f) => `${base}${f}`);
        return [
          {
            tag: 'script',
            // before the stylesheet: an inline script after one waits for it to load
            injectTo: 'head-prepend',
            children: preloadScript(TOKEN_KEY, files),
          },
        ];
      },
    },
  };
};

/** The chunks of CONSOLE_MODULES and all they import, less those the entry loads. */
function consoleChunks(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) walk(imported, into);
  };
  const loaded = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName, loaded);
  const wanted = new Set<string>();
  for (const module of CONSOLE_MODULES) {
    const id = fileURLToPath(new URL(`../../${module}`, import.meta.url));
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`console-preload: no chunk of ${module}`);
    walk(chunk.fileName, wanted);
  }
  return [...wanted].filter((f) => !loaded.has(f));
}

/**
 * The inline script (ES5, run before anything else of the page): when localStorage holds
 * `tokenKey`, a JWT whose `exp` is still ahead, a modulepreload link per file in `files`, added
 * once the loader is painted (the task after the first frame): added at once, they shared the line
 * with the page's stylesheet and entry and held back that first paint (Lighthouse: FCP +550 ms).
 * Anything unexpected (no storage, a token that does not decode) adds nothing.
 */
export const preloadScript = (tokenKey: string, files: string[]) =>
  '(function(){try{' +
  `var t=localStorage.getItem(${JSON.stringify(tokenKey)});if(!t)return;` +
  'var p=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));' +
  'if(!(p.exp*1000>Date.now()))return}catch(e){return}' +
  'requestAnimationFrame(function(){setTimeout(function(){' +
  `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");` +
  'l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})})})})()';
