// The bench's floors, built in the same run with the project's Vite and served by a static server
// with brotli: bench/fixtures/bare-react (React 19 alone) and bench/fixtures/minimal-ra (a
// react-admin app with a login page and a dashboard showing one number from the product's API).
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { root } from './config.mjs';
import { startChild } from './child.mjs';
import { freePort } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds bench/fixtures/`name` into `outDir`. */
export async function buildFixture(name, outDir) {
  await build({
    configFile: false,
    root: path.join(root, 'bench/fixtures', name),
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    // the minimal app is one chunk on purpose: no warning about its size
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/** Serves `dir` on 127.0.0.1 (its own process); /api goes to `apiTarget` when given. */
export async function serveStatic(dir, apiTarget) {
  const port = await freePort();
  const args = [dir, port, ...(apiTarget ? [apiTarget] : [])];
  const child = await startChild(path.join(here, 'staticServer.mjs'), args);
  return { url: `http://127.0.0.1:${port}`, stop: child.stop };
}
