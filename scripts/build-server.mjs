// Bundles the reference API server into dist/server/main.js (node 20, ESM). Dependencies stay
// external: they are installed next to it in node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

await build({
  absWorkingDir: root,
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

console.log(`Built dist/server/main.js in ${Date.now() - started} ms`);
