// Phase 3: fuzzed requests over raw sockets (so that malformed framing, odd headers and broken
// bodies reach the server as sent): random methods, API paths with odd ids, random query strings,
// malformed JSON, huge and odd headers, random multipart. Counts answers by status class.
import { connect } from 'node:net';
import { ADMIN_PASSWORD, ADMIN_USERNAME, FUZZ } from './config.mjs';
import { prng } from './fuzzData.mjs';
import { makeRequest } from './fuzzRequests.mjs';
import { api, expired, login, noteStatus, pool } from './http.mjs';
import { resumePdf } from './pdfs.mjs';
import { removeDataDir, startServer } from './server.mjs';

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
