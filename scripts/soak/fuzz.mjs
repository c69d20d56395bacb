// Phase 3: fuzzed requests over raw sockets (so that malformed framing, odd headers and broken
// bodies reach the server as sent): random methods, API paths with odd ids, random query strings,
// malformed JSON, huge and odd headers, random multipart. Counts answers by status class.
import { connect } from 'node:net';
import { ADMIN_PASSWORD, ADMIN_USERNAME, FUZZ } from './config.mjs';
import { api, expired, login, noteStatus, pool } from './http.mjs';
import { resumePdf } from './pdfs.mjs';
import { removeDataDir, startServer } from './server.mjs';

/** mulberry32: a small seeded generator, so a run can be repeated with --seed. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROUTES = [
  'GET /health',
  'POST /admin/login',
  'GET /admin/listVoices',
  'GET /admin/me',
  'PATCH /admin/update',
  'POST /admin/logout-all',
  'PATCH /admin/settings',
  'GET /admin/list_skills',
  'DELETE /admin/delete-skills',
  'GET /admin/dashboard_stats',
  'POST /candidate/create',
  'PUT /candidate/:candidate',
  'GET /candidate/segregated',
  'GET /candidate/list',
  'GET /candidate/deleted',
  'GET /candidate/:candidate',
  'DELETE /candidate/:candidate',
  'DELETE /candidate/hard_delete/:candidate',
  'POST /interview/create',
  'GET /interview/list',
  'GET /interview/:interview',
  'PUT /interview/:interview',
  'DELETE /interview/:interview',
  'GET /jobs',
  'POST /jobs',
  'GET /jobs/:job',
  'PUT /jobs/:job',
  'DELETE /jobs/:job',
  'GET /meeting/:interview',
  'GET /resumes/:resume',
  'GET /training/list',
  'POST /training/create',
  'GET /training/:training',
  'PUT /training/:training',
  'DELETE /training/:training',
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const ODD_METHODS = ['PROPFIND', 'TRACE', 'get', 'FOO', 'CONNECT', 'M-SEARCH', 'PURGE'];
const FIELDS = [
  'username',
  'password',
  'old_password',
  'name',
  'email',
  'phone',
  'skills',
  'skill',
  'num_questions',
  'domain',
  'questions',
  'candidate_id',
  'title',
  'agent_voice',
  'scheduled_time',
  'status',
  'feedback',
  'selected',
  'score',
  'deleted',
  'profile_summary',
  'resume_url',
  'page',
  'limit',
  'tag',
  'difficulty',
  'tags',
  'question',
  'history',
  'role',
  '__proto__',
  'constructor',
  'prototype',
  'id',
  '_id',
  'description',
  'expires',
  'sig',
];
const ODD_IDS = [
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'undefined',
  '%00',
  '%ff',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '..%2F..%2Fdb.sqlite',
  "' OR 1=1 --",
  '1;DROP TABLE candidates',
  '%E2%80%AE',
  '💥',
  'a'.repeat(300),
  '9'.repeat(40),
  '{}',
  '[]',
  '__proto__',
  'constructor',
  '%',
];

/** Percent-encodes any string, lone surrogates included (as U+FFFD). */
const enc = (s) => encodeURIComponent(s.toWellFormed());

/** Random values of every JSON type, some of them hostile. */
function makeValues(r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const str = () =>
    pick([
      '',
      ' ',
      'x',
      'a'.repeat(Math.floor(r() * 5000)),
      '<script>alert(1)</script>',
      '\u0000\u0001\u202e',
      '\ud800',
      "Robert'); DROP TABLE admins;--",
      '${jndi:ldap://127.0.0.1/x}',
      '2025-13-45T25:61:61',
      'easy',
      'scheduled',
      'a@b.co',
      '+1 555 0100',
      'Python,SQL,,,',
    ]);
  const value = (depth = 0) => {
    const k = r();
    if (k < 0.3) return str();
    if (k < 0.45) return pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, 3, 100, 101]);
    if (k < 0.55) return pick([true, false, null]);
    if (k < 0.75 && depth < 4) {
      return Array.from({ length: Math.floor(r() * 4) }, () => value(depth + 1));
    }
    if (depth < 4) return object(depth + 1);
    return str();
  };
  const object = (depth = 0) => {
    const o = {};
    const n = Math.floor(r() * 6);
    for (let i = 0; i < n; i++) o[pick(FIELDS)] = value(depth);
    return o;
  };
  return { pick, str, value, object };
}

function makeRequest(r, ctx) {
  const { pick, str, object } = makeValues(r);
  const [routeMethod, template] = pick(ROUTES).split(' ');
  const k = r();
  const method = k < 0.6 ? routeMethod : k < 0.95 ? pick(METHODS) : pick(ODD_METHODS);

  // the path: a route with a real or odd id, sometimes mangled
  let p = template.replace(/:(\w+)/g, (_, kind) =>
    r() < 0.5 && ctx.ids[kind]?.length ? pick(ctx.ids[kind]) : pick(ODD_IDS),
  );
  const mangle = r();
  if (mangle < 0.85) p = `/api${p}`;
  else if (mangle < 0.88) p = `/api/${p}`;
  else if (mangle < 0.9) p = `/api${p}/`;
  else if (mangle < 0.92) p = `/api${p.toUpperCase()}`;
  else if (mangle < 0.94) p = `/api${p}/${'x/'.repeat(200)}`;
  else if (mangle < 0.96) p = pick(['/', '/index.html', '/assets/none.js', '/api', '/api/']);
  else if (mangle < 0.98) p = `/api/${enc(str()).slice(0, 3000) || 'x'}`;
  else p = pick(['*', 'http://127.0.0.1/api/health', '/api/../../etc/passwd', '//api//health']);

  // the query string
  if (r() < 0.5) {
    const n = 1 + Math.floor(r() * 4);
    const q = [];
    for (let i = 0; i < n; i++) {
      const key = pick([
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
        str().slice(0, 20),
      ]);
      const val = pick([
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
        enc(str()).slice(0, 500),
        'scheduled',
        '99999999999999999999',
      ]);
      q.push(`${enc(key)}=${val}`);
    }
    p += `?${q.join('&')}`;
  }

  // the headers
  const headers = [['Host', `127.0.0.1:${ctx.port}`]];
  const auth = r();
  // never the real token on sign-out-everywhere: it would end the fuzzer's own session
  const endsSessions = /logout-all/i.test(p);
  if (auth < 0.6 && !endsSessions) headers.push(['Authorization', `Bearer ${ctx.token}`]);
  else if (auth < 0.7) headers.push(['Authorization', `Bearer ${str().slice(0, 200)}x`]);
  else if (auth < 0.75) headers.push(['Authorization', `Basic ${'A'.repeat(9000)}`]);
  else if (auth < 0.8) headers.push(['Authorization', ctx.forged]);

  // the body
  let body = Buffer.alloc(0);
  let type;
  const b = r();
  if (b < 0.25) {
    type = 'application/json';
    body = Buffer.from(JSON.stringify(object()));
  } else if (b < 0.4) {
    type = pick(['application/json', 'application/json; charset=utf-8', 'application/JSON']);
    body = Buffer.from(
      pick([
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
      ]),
    );
  } else if (b < 0.6) {
    const boundary = `----soak${Math.floor(r() * 1e9)}`;
    const parts = [];
    const n = Math.floor(r() * 5);
    for (let i = 0; i < n; i++) {
      const name = pick(['name', 'email', 'phone', 'skills', 'resume', 'file', 'deleted', '']);
      if (r() < 0.4) {
        const filename = pick(['cv.pdf', '../../evil.pdf', '', 'x"y.pdf', 'a'.repeat(300)]);
        const content =
          r() < 0.3
            ? ctx.pdf
            : Buffer.from(
                Array.from({ length: Math.floor(r() * 4000) }, () => Math.floor(r() * 256)),
              );
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
              `Content-Type: ${pick(['application/pdf', 'text/plain', 'image/png', ''])}\r\n\r\n`,
          ),
          Buffer.from(content),
          Buffer.from('\r\n'),
        );
      } else {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${str()}\r\n`,
          ),
        );
      }
    }
    if (r() < 0.8) parts.push(Buffer.from(`--${boundary}--\r\n`));
    body = Buffer.concat(parts);
    type = pick([
      `multipart/form-data; boundary=${boundary}`,
      `multipart/form-data; boundary=${boundary}`,
      'multipart/form-data',
      `multipart/form-data; boundary=wrong${boundary}`,
      `multipart/mixed; boundary=${boundary}`,
    ]);
  } else if (b < 0.7) {
    type = pick([
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/xml',
      '*/*',
      'application/octet-stream',
      'invalid',
      ';;;',
    ]);
    body = Buffer.from(Array.from({ length: Math.floor(r() * 3000) }, () => Math.floor(r() * 256)));
  }
  if (type !== undefined) headers.push(['Content-Type', type]);

  // odd headers
  const odd = r();
  if (odd < 0.05) headers.push(['X-Big', 'b'.repeat(8000)]);
  else if (odd < 0.08) headers.push(['X-Huge', 'h'.repeat(20_000)]);
  else if (odd < 0.11) for (let i = 0; i < 150; i++) headers.push([`X-Many-${i}`, String(i)]);
  else if (odd < 0.14)
    headers.push(['X-Forwarded-For', pick(['1.2.3.4', 'garbage', '::1, ::1', ''])]);
  else if (odd < 0.17) headers.push(['If-Match', pick(['*', '"x"', 'W/"1"', '', '"'.repeat(50)])]);
  else if (odd < 0.2)
    headers.push(['Accept-Encoding', pick(['gzip', 'br', 'deflate, gzip;q=0', 'x'])]);
  else if (odd < 0.22)
    headers.push(['Range', pick(['bytes=0-10', 'bytes=-1', 'bytes=9-1,0-', 'x'])]);
  else if (odd < 0.24) headers.push(['X-Latin1', '\u00ff\u00fe']);
  else if (odd < 0.26) headers.push(['Bad Header', 'x']);
  else if (odd < 0.28)
    headers.push(['Transfer-Encoding', 'chunked']); // with Content-Length: refused
  else if (odd < 0.3)
    headers.push(['Content-Type', 'application/json']); // a second one
  else if (odd < 0.32) headers.push(['Expect', '100-continue']);
  else if (odd < 0.34) headers.push(['Origin', 'http://evil.example']);

  const version = r() < 0.03 ? 'HTTP/1.0' : r() < 0.01 ? 'HTTP/9.9' : 'HTTP/1.1';
  const chunked = r() < 0.05 && !headers.some(([h]) => h === 'Transfer-Encoding');
  if (chunked) headers.push(['Transfer-Encoding', 'chunked']);
  else headers.push(['Content-Length', String(body.length)]);
  headers.push(['Connection', 'close']);
  const head = `${method} ${p} ${version}\r\n${headers.map(([h, v]) => `${h}: ${v}`).join('\r\n')}\r\n\r\n`;
  const payload = chunked
    ? Buffer.concat([
        Buffer.from(`${body.length.toString(16)}\r\n`),
        body,
        Buffer.from('\r\n0\r\n\r\n'),
      ])
    : body;
  // now and then a garbage request line (not an empty one: the parser skips empty lines and waits)
  const raw =
    r() < 0.01
      ? Buffer.from(`\u0001${str().slice(0, 2000)}\r\n\r\n`)
      : Buffer.concat([Buffer.from(head, 'latin1'), payload]);
  return { raw, method, what: `${method} ${p.slice(0, 80)}` };
}

/** Sends raw bytes; resolves the final (non-1xx) status, or null when no answer came. */
function send(port, raw, timeoutMs) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    let settled = false;
    const finish = (how) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const codes = [...text.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
      resolve({ status: codes.find((c) => c >= 200) ?? null, how });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      if (text.length < 64_000) text += chunk;
    });
    socket.on('end', () => finish('end'));
    socket.on('close', () => finish('close'));
    socket.on('error', () => finish('error'));
    // write, not end: Node's server aborts a request still in work when the client half-closes
    socket.on('connect', () => socket.write(raw));
  });
}

/** Ids the fuzzer may put in paths: real ones of the demo data. */
async function realIds(url, token) {
  const get = async (p) => (await api(url, 'GET', p, { token, phase: 'fuzz' })).body?.data;
  const ids = { candidate: [], interview: [], training: [], job: [], resume: [] };
  const cands = (await get('/candidate/list?limit=20'))?.items ?? [];
  for (const c of cands) {
    ids.candidate.push(c.id);
    const file = /\/resumes\/([^?]+)/.exec(c.resume_url ?? '')?.[1];
    if (file) ids.resume.push(file);
  }
  ids.interview = ((await get('/interview/list?limit=20'))?.items ?? []).map((i) => i.id);
  const sets = await get('/training/list');
  ids.training = (Array.isArray(sets) ? sets : []).map((s) => s.id);
  const jobs = await get('/jobs');
  ids.job = (Array.isArray(jobs) ? jobs : (jobs?.items ?? [])).map((j) => j.id);
  return ids;
}

export async function fuzzPhase(out, seed) {
  const server = await startServer({ seed: true });
  const problems = [];
  try {
    const token = await login(server.url, ADMIN_USERNAME, ADMIN_PASSWORD);
    const [head, payload] = token.split('.');
    const ctx = {
      port: Number(new URL(server.url).port),
      token,
      forged: `Bearer ${head}.${payload}.${'A'.repeat(43)}`,
      pdf: await resumePdf(),
      ids: await realIds(server.url, token),
    };
    const r = prng(seed);
    const requests = Array.from({ length: FUZZ.requests }, () => makeRequest(r, ctx));
    out.seed = seed;
    out.classes = {};
    out.noAnswer = 0;
    out.closedConnect = 0;
    out.timeouts = 0;
    const started = performance.now();
    out.sent = await pool(
      requests.length,
      FUZZ.concurrency,
      async (i) => {
        const { status, how } = await send(ctx.port, requests[i].raw, FUZZ.timeoutMs);
        if (status === null) {
          if (how === 'timeout') out.timeouts += 1;
          // Node's server closes a CONNECT it has no handler for, without an answer
          else if (requests[i].method === 'CONNECT') out.closedConnect += 1;
          else out.noAnswer += 1;
          return;
        }
        const cls = `${Math.floor(status / 100)}xx`;
        out.classes[cls] = (out.classes[cls] ?? 0) + 1;
        noteStatus('fuzz', status, requests[i].what);
      },
      () => !server.isRunning(),
    );
    out.seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.alive = server.isRunning();
    // its own 5 s limit, not the global deadline: the answer matters even when time is up
    const health = out.alive
      ? await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(
          () => ({ status: 0 }),
        )
      : { status: 0 };
    out.healthAfter = health.status;
    if (!out.alive) problems.push('the server died during the fuzz');
    else if (health.status !== 200) problems.push(`/api/health after the fuzz: ${health.status}`);
    if ((out.classes['5xx'] ?? 0) > 0) problems.push(`${out.classes['5xx']} answers 5xx`);
    if (out.timeouts)
      problems.push(`${out.timeouts} requests had no answer within ${FUZZ.timeoutMs / 1000} s`);
    if (out.sent < FUZZ.requests && !expired()) problems.push(`only ${out.sent} requests sent`);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return problems;
}
