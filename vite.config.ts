import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { TOKEN_KEY } from './src/authProvider/session.ts';
import { lazyChartIntl } from './scripts/vite/lazyChartIntl.ts';

/**
 * Every built file gets a .br and a .gz beside it, compressed once at the highest levels, which
 * the server sends as they are (@fastify/static's preCompressed) instead of compressing per
 * request. Created for builds only: the plugin wraps process.stdout when it is created, which
 * Vitest (it reads this file too) has no use for.
 */
const precompress = () =>
  process.env.VITEST ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })];

/**
 * index.html shows the loader (FullScreenLoader) from its first paint, before the console's
 * script has arrived: on a slow phone connection (150 ms, 1.6 Mbit/s, 4x CPU) the first paint came
 * at 432-548 ms rather than 960-1,028 ms. Its styles, from FullScreenLoader.css, are inlined in the
 * page so that paint waits for no other file.
 */
const loaderInIndex = (): Plugin => ({
  name: 'loader-styles-in-index',
  transformIndexHtml: () => [
    {
      tag: 'style',
      children: readFileSync(
        fileURLToPath(new URL('./src/layout/FullScreenLoader.css', import.meta.url)),
        'utf8',
      ),
      injectTo: 'head',
    },
  ],
});

/** The modules a signed-in visit loads after the entry (src/layout/loadAdminApp.ts). */
const CONSOLE_MODULES = ['src/layout/RoutedApp.tsx', 'src/AdminApp.tsx'];

/**
 * With a session, the console's chunks are fetched from the page's first parse, beside the entry,
 * rather than once the entry has been evaluated and has rendered (App.tsx asks for them then).
 * An inline script in index.html adds a modulepreload link for each chunk the console needs that
 * the entry does not load itself, when the stored session has a token; without one (the sign-in
 * page) it adds nothing. The server allows this script by its hash (server/src/http/client.ts).
 * Builds only: the dev server has no bundle to name.
 */
const consolePreload = (): Plugin => ({
  name: 'console-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      const walk = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) walk(imported, into);
      };
      const loaded = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName, loaded);
      const wanted = new Set<string>();
      for (const module of CONSOLE_MODULES) {
        const id = fileURLToPath(new URL(`./${module}`, import.meta.url));
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
        if (!chunk) throw new Error(`console-preload: no chunk of ${module}`);
        walk(chunk.fileName, wanted);
      }
      const files = [...wanted].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
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
});

/**
 * The inline script: when localStorage holds `tokenKey`, a modulepreload link per file, added
 * once the loader is painted (the next task after the first frame) so that the page's own
 * stylesheet and entry do not share the line with them before that paint.
 */
const preloadScript = (tokenKey: string, files: string[]) =>
  `(function(){try{if(!localStorage.getItem(${JSON.stringify(tokenKey)}))return}catch(e){return}` +
  `requestAnimationFrame(function(){setTimeout(function(){` +
  `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");` +
  `l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})})})})()`;

// The API server proxies nothing in production: it serves this build itself on the same origin.
export default defineConfig({
  plugins: [react(), lazyChartIntl(), loaderInIndex(), consolePreload(), ...precompress()],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A small chunk shared by a few lazy parts (an icon, a class list, a hook) is copied
          // into each part instead of being a file of its own: a cold /dashboard fetched 120
          // files, 69 of them under 4 kB, in waves of six (HTTP/1.1), and 39 files now. Compared
          // in turn with compareBuilds.mjs (11 cold visits each): the numbers came 76 ms sooner
          // (760 vs 836 ms), and the candidates page's bytes fell (319 vs 327 kB); the whole
          // build is larger (790 vs 653 kB brotli), the copies being fetched once per part.
          // Copies share one module state (rolldown's runtime registry). The build's CSS files
          // are the same as without copies; rolldown's advice to exclude modules with styles
          // split the entry in three files (two more requests before the sign-in page shows).
          experimentalInlineCommonChunks: { maxSize: 50_000 },
        },
      },
    },
  },
});
