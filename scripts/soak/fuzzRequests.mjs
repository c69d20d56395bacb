// Phase 3 request generators: one small function per part of a fuzzed request (path, query,
// authorization, body, odd header, framing). Each draws from the seeded source `r` in a fixed
// order, so a given --seed always produces the same requests; the tables below map a draw of
// `r()` to a generator: the first row whose bound is above the draw is taken.
import { ODD_IDS, ODD_METHODS, METHODS, ROUTES, enc, makeValues } from './fuzzData.mjs';

/** Takes the generator of the first row whose bound is above the draw `x` (undefined: none). */
const choose = (table, x) => table.find(([upTo]) => x < upTo)?.[1];

const randomBytes = (r, max) =>
  Buffer.from(Array.from({ length: Math.floor(r() * max) }, () => Math.floor(r() * 256)));

/** How the path of a route is mangled, if at all. */
const MANGLES = [
  [0.85, (p) => `/api${p}`],
  [0.88, (p) => `/api/${p}`],
  [0.9, (p) => `/api${p}/`],
  [0.92, (p) => `/api${p.toUpperCase()}`],
  [0.94, (p) => `/api${p}/${'x/'.repeat(200)}`],
  [0.96, (p, v) => v.pick(['/', '/index.html', '/assets/none.js', '/api', '/api/'])],
  [0.98, (p, v) => `/api/${enc(v.str()).slice(0, 3000) || 'x'}`],
  [
    Infinity,
    (p, v) =>
      v.pick(['*', 'http://127.0.0.1/api/health', '/api/../../etc/passwd', '//api//health']),
  ],
];

/** The path: a route with a real or odd id, sometimes mangled. */
function makePath(r, v, ctx, template) {
  const p = template.replace(/:(\w+)/g, (_, kind) =>
    r() < 0.5 && ctx.ids[kind]?.length ? v.pick(ctx.ids[kind]) : v.pick(ODD_IDS),
  );
  return choose(MANGLES, r())(p, v);
}

const queryKey = (v) =>
  v.pick([
    'page',
    'limit',
    'status',
    'domain',
    'tag',
    'candidate_id',
    'expires',
    'sig',
    'page[]',
    '__proto__[x]',
    'q',
    v.str().slice(0, 20),
  ]);
const queryValue = (v) =>
  v.pick([
    '1',
    '0',
    '-5',
    '1e999',
    '100',
    '101',
    'abc',
    '',
    '%',
    '%zz',
    enc(v.str()).slice(0, 500),
    'scheduled',
    '99999999999999999999',
  ]);

/** The query string (with its '?'), half the time; '' otherwise. */
function makeQuery(r, v) {
  if (r() >= 0.5) return '';
  const n = 1 + Math.floor(r() * 4);
  const q = [];
  for (let i = 0; i < n; i++) {
    const key = queryKey(v);
    q.push(`${enc(key)}=${queryValue(v)}`);
  }
  return `?${q.join('&')}`;
}

/** The Authorization header: the real token, a bogus, huge or forged one, or none. */
function authHeaders(r, v, ctx, p) {
  const auth = r();
  // never the real token on sign-out-everywhere: it would end the fuzzer's own session
  const endsSessions = /logout-all/i.test(p);
  if (auth < 0.6 && !endsSessions) return [['Authorization', `Bearer ${ctx.token}`]];
  if (auth < 0.7) return [['Authorization', `Bearer ${v.str().slice(0, 200)}x`]];
  if (auth < 0.75) return [['Authorization', `Basic ${'A'.repeat(9000)}`]];
  if (auth < 0.8) return [['Authorization', ctx.forged]];
  return [];
}

const BROKEN_JSON = [
  '{',
  '{"username":',
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(20_000),
  '{"a":'.repeat(5000),
  '1e309',
  '"\\ud800"',
  `{"domain":"${'d'.repeat(900_000)}"}`,
  `{"x":"${'y'.repeat(1_100_000)}"}`,
  '',
];

function jsonBody(r, v) {
  return { type: 'application/json', body: Buffer.from(JSON.stringify(v.object())) };
}

function brokenJsonBody(r, v) {
  const type = v.pick(['application/json', 'application/json; charset=utf-8', 'application/JSON']);
  return { type, body: Buffer.from(v.pick(BROKEN_JSON)) };
}

/** One multipart part: a file (sometimes the real PDF, else random bytes) or a text field. */
function multipartPart(r, v, ctx, boundary) {
  const name = v.pick(['name', 'email', 'phone', 'skills', 'resume', 'file', 'deleted', '']);
  if (r() >= 0.4) {
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v.str()}\r\n`,
      ),
    ];
  }
  const filename = v.pick(['cv.pdf', '../../evil.pdf', '', 'x"y.pdf', 'a'.repeat(300)]);
  const content = r() < 0.3 ? ctx.pdf : randomBytes(r, 4000);
  return [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        `Content-Type: ${v.pick(['application/pdf', 'text/plain', 'image/png', ''])}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ];
}

function multipartBody(r, v, ctx) {
  const boundary = `----soak${Math.floor(r() * 1e9)}`;
  const parts = [];
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i++) parts.push(...multipartPart(r, v, ctx, boundary));
  if (r() < 0.8) parts.push(Buffer.from(`--${boundary}--\r\n`));
  const type = v.pick([
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    `multipart/form-data; boundary=wrong${boundary}`,
    `multipart/mixed; boundary=${boundary}`,
  ]);
  return { type, body: Buffer.concat(parts) };
}

function bytesBody(r, v) {
  const type = v.pick([
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/xml',
    '*/*',
    'application/octet-stream',
    'invalid',
    ';;;',
  ]);
  return { type, body: randomBytes(r, 3000) };
}

/** The body: JSON, broken JSON, multipart, random bytes, or none (30%). */
const BODIES = [
  [0.25, jsonBody],
  [0.4, brokenJsonBody],
  [0.6, multipartBody],
  [0.7, bytesBody],
];

/** One odd header (or a set of them) now and then; none two times in three. */
const ODD_HEADERS = [
  [0.05, () => [['X-Big', 'b'.repeat(8000)]]],
  [0.08, () => [['X-Huge', 'h'.repeat(20_000)]]],
  [0.11, () => Array.from({ length: 150 }, (_, i) => [`X-Many-${i}`, String(i)])],
  [0.14, (v) => [['X-Forwarded-For', v.pick(['1.2.3.4', 'garbage', '::1, ::1', ''])]]],
  [0.17, (v) => [['If-Match', v.pick(['*', '"x"', 'W/"1"', '', '"'.repeat(50)])]]],
  [0.2, (v) => [['Accept-Encoding', v.pick(['gzip', 'br', 'deflate, gzip;q=0', 'x'])]]],
  [0.22, (v) => [['Range', v.pick(['bytes=0-10', 'bytes=-1', 'bytes=9-1,0-', 'x'])]]],
  [0.24, () => [['X-Latin1', '\u00ff\u00fe']]],
  [0.26, () => [['Bad Header', 'x']]],
  [0.28, () => [['Transfer-Encoding', 'chunked']]], // with Content-Length: refused
  [0.3, () => [['Content-Type', 'application/json']]], // a second one
  [0.32, () => [['Expect', '100-continue']]],
  [0.34, () => [['Origin', 'http://evil.example']]],
];

/** The bytes on the wire: request line, headers and body (sometimes chunked, rarely garbage). */
function frame(r, v, { method, p, headers, body }) {
  const version = r() < 0.03 ? 'HTTP/1.0' : r() < 0.01 ? 'HTTP/9.9' : 'HTTP/1.1';
  const chunked = r() < 0.05 && !headers.some(([h]) => h === 'Transfer-Encoding');
  if (chunked) headers.push(['Transfer-Encoding', 'chunked']);
  else headers.push(['Content-Length', String(body.length)]);
  headers.push(['Connection', 'close']);
  const head = `${method} ${p} ${version}\r\n${headers.map(([h, x]) => `${h}: ${x}`).join('\r\n')}\r\n\r\n`;
  const payload = chunked
    ? Buffer.concat([
        Buffer.from(`${body.length.toString(16)}\r\n`),
        body,
        Buffer.from('\r\n0\r\n\r\n'),
      ])
    : body;
  // now and then a garbage request line (not an empty one: the parser skips empty lines and waits)
  return r() < 0.01
    ? Buffer.from(`\u0001${v.str().slice(0, 2000)}\r\n\r\n`)
    : Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}

/** One fuzzed request: { raw bytes, method, what (for the report) }. */
export function makeRequest(r, ctx) {
  const v = makeValues(r);
  const [routeMethod, template] = v.pick(ROUTES).split(' ');
  const k = r();
  const method = k < 0.6 ? routeMethod : k < 0.95 ? v.pick(METHODS) : v.pick(ODD_METHODS);
  const p = makePath(r, v, ctx, template) + makeQuery(r, v);
  const headers = [['Host', `127.0.0.1:${ctx.port}`], ...authHeaders(r, v, ctx, p)];
  const { type, body } = choose(BODIES, r())?.(r, v, ctx) ?? { body: Buffer.alloc(0) };
  if (type !== undefined) headers.push(['Content-Type', type]);
  headers.push(...(choose(ODD_HEADERS, r())?.(v) ?? []));
  const raw = frame(r, v, { method, p, headers, body });
  return { raw, method, what: `${method} ${p.slice(0, 80)}` };
}
