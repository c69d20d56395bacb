import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import { isApiPath } from './apiHeaders.ts';

/** Vite's content-hashed files: cached for a year. Everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * The console's Content-Security-Policy: its own files and API only. Styles allow 'unsafe-inline'
 * because emotion (MUI, the charts) injects <style> elements and React sets style attributes.
 * Scripts: the console's files, and index.html's own inline scripts by their hashes (the build's
 * console preload, vite.config.ts), none other. `data:` images: the inline SVG favicon.
 * Same-origin media (the /voices clips) and frames (the resume preview, /api/resumes/…).
 */
export function consoleCsp(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The CSP source of each inline script of a page (`'sha256-…'`), as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** Headers of the console's HTML pages. Not X-Frame-Options DENY: resume PDFs preview in a same-origin iframe. */
const htmlHeaders = (csp: string): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy': csp,
});

const hasIndex = (dir: string) => {
  try {
    return statSync(path.join(dir, 'index.html')).isFile();
  } catch {
    return false;
  }
};

/**
 * Where the built console is: CLIENT_DIR if set, else `dist/client` found from the running file
 * (server/src/http/client.ts under tsx, or the bundle dist/server/main.js), else from the
 * working directory. Undefined when none holds an index.html.
 */
function findClientDir(config: Pick<Config, 'clientDir'>): string | undefined {
  if (config.clientDir) return hasIndex(config.clientDir) ? config.clientDir : undefined;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../client'), // dist/server/main.js → dist/client
    path.resolve(here, '../../../dist/client'), // server/src/http/client.ts → dist/client
    path.resolve(process.cwd(), 'dist/client'),
  ];
  return candidates.find((dir) => existsSync(dir) && hasIndex(dir));
}

/** The file a compressed variant stands for: `index.html.br` → `index.html`. */
const uncompressedPath = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/**
 * Serves the built console with cache headers, and answers index.html for any other GET outside
 * /api so the console's own routes survive a reload. The build writes a .br and a .gz beside
 * every file (vite.config.ts); they are sent as they are to a client that accepts them, so no
 * request pays for compression. A file without them (too small to gain) is sent as it is.
 */
export async function registerClient(app: FastifyInstance, config: Config): Promise<void> {
  const root = findClientDir(config);
  if (!root) {
    app.log.info(
      config.clientDir
        ? `No index.html in CLIENT_DIR (${config.clientDir}): the API runs alone`
        : 'No built console found (dist/client): the API runs alone',
    );
    app.setNotFoundHandler((request, res) =>
      res.code(404).send({
        data: {},
        msg: `Not found: ${request.method} ${request.url.split('?')[0]}`,
        statusCode: 404,
      }),
    );
    return;
  }
  const assetsDir = path.join(root, 'assets') + path.sep;
  // read once: the build does not change under a running server
  const pageHeaders = Object.entries(
    htmlHeaders(
      consoleCsp(inlineScriptHashes(readFileSync(path.join(root, 'index.html'), 'utf8'))),
    ),
  );

  /** Options of both registrations below; `cacheControl` is each one's Cache-Control. */
  const served = (cacheControl: string) =>
    ({
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      // filePath is the file sent: index.html.br when the client accepts brotli
      setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
        res.setHeader('Cache-Control', cacheControl);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // the body depends on Accept-Encoding: a shared cache must not give br to everyone
        res.setHeader('Vary', 'Accept-Encoding');
        if (uncompressedPath(filePath).endsWith('.html')) {
          for (const [name, value] of pageHeaders) res.setHeader(name, value);
        }
      },
    }) as const;

  // encapsulated: the fallback applies to the console, not to the /api routes
  await app.register(async (web) => {
    // The build's hashed files are never revalidated (immutable) and are fetched whole, so they
    // carry no ETag, Last-Modified or Accept-Ranges
    await web.register(fastifyStatic, {
      ...served(IMMUTABLE),
      root: assetsDir,
      prefix: '/assets/',
      index: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      decorateReply: false,
    });
    // everything else (index.html, the voices' clips) keeps its validators: revalidated, and
    // a clip is played from ranges
    await web.register(fastifyStatic, {
      ...served(NO_CACHE),
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
    });

    web.setNotFoundHandler((request, res) => {
      const url = request.url;
      if (isApiPath(url)) {
        return res
          .code(404)
          .send({ data: {}, msg: `Not found: ${request.method} ${url}`, statusCode: 404 });
      }
      const pathname = url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/assets/') &&
        // a missing file (favicon.ico, app.js) is a 404, a client route (/meeting) is the page
        (!/\.[A-Za-z0-9]+$/.test(pathname) || /\.html?$/.test(pathname));
      if (!isPage) {
        return res
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ msg: `Not found: ${request.method} ${pathname}` });
      }
      // not returned: a returned reply is awaited as a thenable, one more listener per request
      res.sendFile('index.html');
    });
  });
  app.log.info(`Serving the console from ${root}`);
}
