import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { consoleCsp, inlineScriptHashes } from '../../server/src/http/client.ts';
import { startTestApp, type TestApp } from './testApp.ts';

// A tiny built console: index.html and one hashed asset, each with the .br and .gz the build
// writes beside it, a non-hashed public file without them and a dotfile that must never be served.
/** index.html's inline script (the build's console preload) */
const INLINE = 'document.documentElement.dataset.ready="1"';
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
/** the policy of the console's pages: the inline script allowed by its hash */
const CONSOLE_CSP = consoleCsp([INLINE_HASH]);
const INDEX = `<!doctype html><html><head><title>Console</title><script>${INLINE}</script><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const compressed = (text: string) => ({ br: brotliCompressSync(text), gz: gzipSync(text) });
const INDEX_Z = compressed(INDEX);
const APP_JS_Z = compressed(APP_JS);

let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'iaa-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, 'voices'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'index.html.br'), INDEX_Z.br);
  writeFileSync(path.join(clientDir, 'index.html.gz'), INDEX_Z.gz);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc.js'), APP_JS);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc.js.br'), APP_JS_Z.br);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc.js.gz'), APP_JS_Z.gz);
  writeFileSync(path.join(clientDir, 'voices', 'ash.mp3'), Buffer.alloc(64, 1));
  writeFileSync(path.join(clientDir, '.env'), 'SECRET=1');
  t = await startTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('serving the built console', () => {
  it('serves index.html at / with no-cache and the safe headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
    const policy = new Map(
      CONSOLE_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe(`'self' ${INLINE_HASH}`);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it.each(['/manage-candidate', '/training', '/meeting?interviewId=abc', '/settings/profile'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(res.body).toBe(INDEX);
    },
  );

  it('answers HEAD on a client route', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/training' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/app-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(APP_JS);
  });

  it('sends no validators or ranges with a hashed asset, which is never revalidated', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/app-abc.js', { 'accept-encoding': encoding });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers.etag, encoding).toBeUndefined();
      expect(res.headers['last-modified'], encoding).toBeUndefined();
      expect(res.headers['accept-ranges'], encoding).toBeUndefined();
    }
  });

  it('serves other files with no-cache, revalidated by their validators', async () => {
    const res = await get('/voices/ash.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect((await get('/voices/ash.mp3', { 'if-none-match': etag })).statusCode).toBe(304);
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers.etag).toBeTruthy();
    const again = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('plays a voice clip from a range', async () => {
    const res = await get('/voices/ash.mp3', { range: 'bytes=0-15' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(16);
  });

  it('sends the .gz written at build time to a client that accepts only gzip', async () => {
    const res = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(APP_JS_Z.gz)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it("sends the .br file's bytes as they are when the client accepts brotli", async () => {
    const res = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(APP_JS_Z.br.length));
    expect(res.rawPayload.equals(APP_JS_Z.br)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(APP_JS);
  });

  it('sends the page compressed with its no-cache and safe headers, at / and a client route', async () => {
    for (const url of ['/', '/training']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toBe(CONSOLE_CSP);
      expect(page.headers['referrer-policy'], url).toBe('same-origin');
      expect(page.rawPayload.equals(INDEX_Z.br), url).toBe(true);
    }
  });

  it('sends identity without Accept-Encoding, or when no compressed file is there', async () => {
    const plain = await get('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    const identity = await get('/assets/app-abc.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(APP_JS);
    const clip = await get('/voices/ash.mp3', { 'accept-encoding': 'br, gzip' });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-encoding']).toBeUndefined();
    expect(clip.headers['content-type']).toBe('audio/mpeg');
    expect(clip.rawPayload.equals(Buffer.alloc(64, 1))).toBe(true);
  });

  it('answers 404, not the page, for a missing asset or file', async () => {
    for (const url of ['/assets/app-missing.js', '/favicon.ico', '/voices/none.mp3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // looked for app-missing.js.br and .gz first, then the file itself: still a 404
      const brotli = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(brotli.statusCode, url).toBe(404);
      expect(brotli.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof res.json().msg).toBe('string');
    }
  });

  it('never serves dotfiles or files outside the directory', async () => {
    for (const url of ['/.env', '/assets/..%2f.env', '/..%2f..%2fetc%2fpasswd']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('SECRET');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('keeps unknown /api paths a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        data: {},
        msg: `Not found: ${method} /api/no-such-route`,
        statusCode: 404,
      });
    }
    const bare = await get('/api');
    expect(bare.statusCode).toBe(404);
    expect(bare.headers['content-type']).toMatch(/^application\/json/);
  });

  it('still serves the API', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('without a built console', () => {
  it('runs the API alone and answers other paths with a JSON 404', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'iaa-empty-'));
    const alone = await startTestApp({ CLIENT_DIR: empty });
    try {
      const page = await alone.app.inject({ method: 'GET', url: '/training' });
      expect(page.statusCode).toBe(404);
      expect(page.json().msg).toBe('Not found: GET /training');
      const health = await alone.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await alone.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("hashes each inline script's text as the browser does, and no script with a src", () => {
    const html = [
      '<script>var a = "é";</script>',
      '<script type="module" crossorigin src="/assets/x.js"></script>',
      '<SCRIPT nonce="n">\n  b();\n</SCRIPT >',
      '<script src=/assets/y.js></script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('var a = "é";'), sha('\n  b();\n'), sha('')]);
  });

  it('finds none in a page without inline scripts, and the policy then allows files only', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><p>script</p>')).toEqual([]);
    expect(consoleCsp()).toContain("script-src 'self';");
  });
});
