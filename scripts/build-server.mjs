// Bundles the reference API server into dist/server/main.js (node 20, ESM), and beside it the
// PDF worker process's entry, dist/server/pdfWorker.js (lib/pdfPool.ts forks it from there).
// Dependencies stay external: they are installed next to it in node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/src/main.ts',
    pdfWorker: 'server/src/lib/pdfWorker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

console.log(`Built dist/server/main.js and pdfWorker.js in ${Date.now() - started} ms`);
