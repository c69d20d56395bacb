import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { consolePreload } from './scripts/vite/consolePreload.ts';
import { entryAfterPaint } from './scripts/vite/entryAfterPaint.ts';
import { firstPaint } from './scripts/vite/firstPaint.ts';
import { firstStyles } from './scripts/vite/firstStyles.ts';
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

// The API server proxies nothing in production: it serves this build itself on the same origin.
export default defineConfig({
  plugins: [
    react(),
    lazyChartIntl(),
    loaderInIndex(),
    firstStyles(),
    firstPaint(),
    consolePreload(),
    entryAfterPaint(),
    ...precompress(),
  ],
  resolve: {
    alias: [
      {
        // node-polyglot (react-admin's translations) requires a polyfill of Object.entries that
        // brings a dozen es-abstract helpers into the console's first chunk: the native one
        find: /^object\.entries$/,
        replacement: fileURLToPath(
          new URL('./scripts/vite/shims/object-entries.cjs', import.meta.url),
        ),
      },
    ],
  },
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
