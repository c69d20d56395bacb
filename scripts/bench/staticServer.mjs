// A static file server for the bench's fixture apps, run as its own process:
//   node scripts/bench/staticServer.mjs DIR PORT [API_TARGET]
// Every file is compressed once at start (brotli quality 11 and gzip -9, as a build step would),
// then served from memory by the request's Accept-Encoding; unknown paths get index.html (an SPA).
// With API_TARGET (http://127.0.0.1:PORT), /api/* is proxied there, so a fixture can sign in to
// the product's API on the same origin.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [dir, port, apiTarget] = process.argv.slice(2);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Every file under `root`, by URL path, with its compressed forms. */
function load(root) {
  const files = new Map();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const body = readFileSync(full);
        const type = TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
        const text = /text|javascript|json|svg/.test(type);
        files.set('/' + path.relative(root, full).split(path.sep).join('/'), {
          type,
          identity: body,
          br: text
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : null,
          gzip: text ? gzipSync(body, { level: 9 }) : null,
        });
      }
    }
  };
  walk(root);
  return files;
}

const files = load(dir);

function proxy(req, res) {
  const target = new URL(req.url, apiTarget);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  if (apiTarget && pathname.startsWith('/api/')) return proxy(req, res);
  const file = files.get(pathname) ?? files.get('/index.html');
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    file.br && /\bbr\b/.test(accept)
      ? 'br'
      : file.gzip && /\bgzip\b/.test(accept)
        ? 'gzip'
        : 'identity';
  const body = file[encoding];
  const immutable = pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  res.end(body);
});

server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
