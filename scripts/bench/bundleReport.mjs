// What is in each chunk of the console's build: the client built again with the project's
// vite.config.ts into a temporary directory, with hidden source maps and a manifest; each chunk's
// minified bytes are attributed to its source modules by walking its source map (as
// source-map-explorer does). A module's brotli figure is its share of the chunk's brotli size
// (its own code compressed alone, scaled so the chunk's modules add up to the chunk's size).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { root } from './config.mjs';

const TOP = 8;
const br = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** One segment of a source map's `mappings`: its fields, relative, as VLQ numbers. */
function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** The text of `code` attributed to each source of `map` (unmapped text to '(unmapped)'). */
export function attribute(code, map) {
  const pieces = new Map();
  const add = (source, text) => {
    if (text) pieces.set(source, (pieces.get(source) ?? '') + text);
  };
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    let column = 0;
    let from = 0;
    let owner = '(unmapped)';
    for (const segment of line ? line.split(',') : []) {
      const [dc, ds] = decodeSegment(segment);
      add(owner, text.slice(from, column + dc));
      column += dc;
      from = column;
      if (ds !== undefined) {
        source += ds;
        owner = map.sources[source] ?? '(unmapped)';
      } else owner = '(unmapped)';
      // the source line, column and name fields do not matter here, only the source index
    }
    add(owner, text.slice(from) + '\n');
  });
  return pieces;
}

/** A source path as a reader knows it: a package's path, or the path in the repository. */
function moduleName(source, mapDir) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) return source.slice(nm + 'node_modules/'.length);
  if (source.startsWith('(')) return source;
  return path.relative(root, path.resolve(mapDir, source));
}

/** The package a module belongs to ('@mui/material', 'react-dom'), or its folder under src/. */
function packageOf(module) {
  if (module.startsWith('src/')) return module.split('/').slice(0, 2).join('/');
  if (module.startsWith('(') || !module.includes('/')) return module;
  const parts = module.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The largest groups of `modules` by `key`, with their raw and brotli bytes. */
function largest(modules, key) {
  const groups = new Map();
  for (const m of modules) {
    const name = key(m);
    const g = groups.get(name) ?? { name, rawBytes: 0, brotliBytes: 0, modules: 0 };
    g.rawBytes += m.rawBytes;
    g.brotliBytes += m.brotliBytes;
    g.modules += 1;
    groups.set(name, g);
  }
  return [...groups.values()].sort((a, b) => b.brotliBytes - a.brotliBytes).slice(0, TOP);
}

function chunkReport(dir, file, manifestEntry) {
  const code = readFileSync(path.join(dir, file), 'utf8');
  const chunk = {
    file,
    source: manifestEntry?.src ?? null,
    kind: manifestEntry?.isEntry ? 'entry' : manifestEntry?.isDynamicEntry ? 'lazy' : 'shared',
    rawBytes: Buffer.byteLength(code),
    brotliBytes: br(code),
    modules: [],
    packages: [],
  };
  const mapFile = path.join(dir, `${file}.map`);
  if (!file.endsWith('.js') || !existsSync(mapFile)) return chunk;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const modules = [...attribute(code, map)].map(([source, text]) => ({
    module: moduleName(source, path.dirname(mapFile)),
    rawBytes: Buffer.byteLength(text),
    alone: br(text),
  }));
  const aloneTotal = modules.reduce((a, m) => a + m.alone, 0) || 1;
  for (const m of modules) m.brotliBytes = Math.round((m.alone / aloneTotal) * chunk.brotliBytes);
  chunk.moduleCount = modules.length;
  chunk.packages = largest(modules, (m) => packageOf(m.module));
  chunk.modules = largest(modules, (m) => m.module).map(({ name, rawBytes, brotliBytes }) => ({
    module: name,
    rawBytes,
    brotliBytes,
  }));
  return chunk;
}

/** Builds the client into `outDir` (removed afterwards) and reports every JS and CSS chunk. */
export async function bundleReport(outDir) {
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: 'hidden', manifest: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const byFile = new Map(Object.values(manifest).map((e) => [e.file, e]));
    const files = readdirSync(path.join(outDir, 'assets'))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `assets/${f}`);
    const chunks = files
      .map((f) => chunkReport(outDir, f, byFile.get(f)))
      .sort((a, b) => b.brotliBytes - a.brotliBytes);
    return {
      chunks,
      totalRawBytes: chunks.reduce((a, c) => a + c.rawBytes, 0),
      totalBrotliBytes: chunks.reduce((a, c) => a + c.brotliBytes, 0),
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
