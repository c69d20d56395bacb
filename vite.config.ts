import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Every built file gets a .br and a .gz beside it, compressed once at the highest levels, which
 * the server sends as they are (@fastify/static's preCompressed) instead of compressing per
 * request. Created for builds only: the plugin wraps process.stdout when it is created, which
 * Vitest (it reads this file too) has no use for.
 */
const precompress = () =>
  process.env.VITEST ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'] })];

/**
 * index.html shows the loader (FullScreenLoader) before any script has arrived; its styles are
 * inlined in the page so that this first paint waits for no other file.
 */
const loaderInIndex = (): Plugin => ({
  name: 'loader-styles-in-index',
  transformIndexHtml: () => [
    {
      tag: 'style',
      children: readFileSync(
        fileURLToPath(new URL('./src/app/FullScreenLoader.css', import.meta.url)),
        'utf8',
      ),
      injectTo: 'head',
    },
  ],
});

// The API server proxies nothing in production: it serves this build itself on the same origin.
export default defineConfig({
  plugins: [react(), loaderInIndex(), ...precompress()],
  server: {
    port: 5173,
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
