// A PDF parsing process as the pool (pdfPool.ts) sees it from outside: the entry and flags it is
// forked with, its resident memory, and how it says that it ran out of heap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The child's entry next to this module, and the Node flags it needs: `pdfWorker.js` beside the
 * bundled server (scripts/build-server.mjs emits it), or under tsx and vitest the TypeScript
 * source with tsx's loader (a forked process inherits no loader that is not in its flags).
 */
export function childEntry(): { file: string; flags: string[] } {
  if (!import.meta.url.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./pdfWorker.js', import.meta.url)), flags: [] };
  }
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  return {
    file: fileURLToPath(new URL('./pdfWorker.ts', import.meta.url)),
    flags: ['--import', path.join(tsxRoot, 'dist/loader.mjs')],
  };
}

/** A process's resident memory in MB from /proc (Linux); undefined where that cannot be read. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** What a V8 heap-limit death prints on the child's standard error. */
export const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/;
