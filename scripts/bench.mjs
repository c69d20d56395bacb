#!/usr/bin/env node
// `npm run bench`: JavaScript shipped and first paint of the sign-in page, the signed-in shell,
// and API throughput, against the built server on 127.0.0.1. Writes bench-results.json.
// Exits non-zero when the sign-in page's JavaScript on the wire exceeds the budget.
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGN_IN_JS_BUDGET = 150_000; // bytes on the wire, as served
const RUNS = 5;
const API_REQUESTS = 2000;
const API_CONCURRENCY = 8;
const API_TIME_LIMIT_MS = 60_000;
const ADMIN_PASSWORD = 'bench-admin-password-42';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const ms = (n) => `${Math.round(n)} ms`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (t) => new Promise((r) => setTimeout(r, t));

function findChromium() {
  const ok = (f) => {
    try {
      accessSync(f, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (process.env.CHROMIUM_PATH && ok(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (ok('/usr/bin/chromium')) return '/usr/bin/chromium';
  const w = spawnSync('which', ['chromium'], { encoding: 'utf8' });
  if (w.status === 0 && w.stdout.trim()) return w.stdout.trim();
  throw new Error('no Chromium: apt-get install -y chromium (Debian), or set CHROMIUM_PATH');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer({ seed }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      SEED_DEMO: seed ? 'on' : 'off',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout.setEncoding('utf8').on('data', (c) => (log += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (log += c));
  const exit = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if ((await Promise.race([exit.then(() => 1), sleep(5000).then(() => 0)])) === 0) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited during start:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready within 60 s:\n${log}`);
    }
    await sleep(150);
  }
  return { url, stop };
}

/** Records every JavaScript response of a page through CDP: wire bytes, decoded bytes, encoding. */
async function watchScripts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const isJs =
      type === 'Script' ||
      /javascript|ecmascript/.test(response.mimeType ?? '') ||
      /\.m?js(\?|$)/.test(response.url);
    if (!isJs) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    requests.set(requestId, {
      url: response.url,
      encoding: headers['content-encoding'] ?? 'identity',
      wire: 0,
      decoded: 0,
      done: false,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = requests.get(requestId);
    if (r) r.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) {
      r.wire = encodedDataLength; // headers + body as transferred
      r.done = true;
    }
  });
  return {
    /** the scripts finished so far; `since` skips those already counted */
    take(since = new Set()) {
      return [...requests.entries()]
        .filter(([id, r]) => r.done && !since.has(id))
        .map(([id, r]) => ({ id, ...r }));
    },
  };
}

/** gzip -9 size of the built file behind a URL, for reference when it was served uncompressed. */
function gzipEstimate(url) {
  const file = path.join(root, 'dist/client', new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

function summarize(scripts) {
  const sum = (k) => scripts.reduce((a, s) => a + s[k], 0);
  return {
    files: scripts.length,
    wireBytes: sum('wire'),
    decodedBytes: sum('decoded'),
    gzipEstimateBytes: scripts.reduce((a, s) => a + gzipEstimate(s.url), 0),
    encodings: [...new Set(scripts.map((s) => s.encoding))],
    urls: scripts.map((s) => new URL(s.url).pathname),
  };
}

async function browserBench(url) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  const errors = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const scripts = await watchScripts(page);
      await page.goto(`${url}/`, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      const signInScripts = scripts.take();
      const run = { fcpMs: fcp, signIn: summarize(signInScripts) };
      try {
        const counted = new Set(signInScripts.map((s) => s.id));
        await page.getByLabel('Username').fill('admin');
        await page.getByLabel('Password').first().fill(ADMIN_PASSWORD);
        const t0 = performance.now();
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(/\/dashboard/);
        await page.getByText('Dashboard', { exact: true }).first().waitFor({ state: 'visible' });
        run.dashboardMs = performance.now() - t0;
        await page.waitForLoadState('networkidle');
        await sleep(300);
        run.signedIn = summarize(scripts.take(counted));
      } catch (err) {
        errors.push(`run ${i + 1}: sign-in to dashboard failed: ${err.message.split('\n')[0]}`);
      }
      runs.push(run);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs, errors };
}

async function apiBench(url) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = (await login.json())?.data?.token;
  if (login.status !== 200 || !token) throw new Error(`login failed: ${login.status}`);
  const target = `${url}/api/candidate/segregated?page=1&limit=100`;
  const headers = { authorization: `Bearer ${token}` };
  const one = async () => {
    const t = performance.now();
    const res = await fetch(target, { headers });
    const body = await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t, bytes: body.byteLength };
  };
  for (let i = 0; i < 50; i++) await one(); // warm-up
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  let issued = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (issued < API_REQUESTS && performance.now() - t0 < API_TIME_LIMIT_MS) {
      issued++;
      const r = await one();
      latencies.push(r.ms);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      bytes = r.bytes;
    }
  };
  await Promise.all(Array.from({ length: API_CONCURRENCY }, worker));
  const elapsed = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  return {
    endpoint: 'GET /api/candidate/segregated?page=1&limit=100',
    requests: latencies.length,
    concurrency: API_CONCURRENCY,
    statuses,
    responseBytes: bytes,
    seconds: elapsed / 1000,
    requestsPerSecond: latencies.length / (elapsed / 1000),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}

async function main() {
  if (
    !existsSync(path.join(root, 'dist/server/main.js')) ||
    !existsSync(path.join(root, 'dist/client/index.html'))
  ) {
    console.log('bench: dist/ is missing, building first');
    const b = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('npm run build failed');
  }
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    budgetBytes: SIGN_IN_JS_BUDGET,
  };
  const problems = [];

  const plain = await startServer({ seed: false });
  try {
    const { runs, errors } = await browserBench(plain.url);
    problems.push(...errors);
    const fcps = runs.map((r) => r.fcpMs).filter((x) => typeof x === 'number');
    const dash = runs.map((r) => r.dashboardMs).filter((x) => typeof x === 'number');
    const signIn = runs[0].signIn;
    const signedIn = runs.find((r) => r.signedIn)?.signedIn;
    results.signInPage = {
      ...signIn,
      fcpMedianMs: fcps.length ? median(fcps) : null,
      fcpRunsMs: fcps,
    };
    results.signedInShell = signedIn
      ? { ...signedIn, dashboardMedianMs: dash.length ? median(dash) : null, dashboardRunsMs: dash }
      : null;
  } finally {
    await plain.stop();
  }

  const seeded = await startServer({ seed: true });
  try {
    results.api = await apiBench(seeded.url);
    if (results.api.statuses['200'] !== results.api.requests) {
      problems.push(`API: not every response was 200: ${JSON.stringify(results.api.statuses)}`);
    }
  } catch (err) {
    problems.push(`API: ${err.message}`);
  } finally {
    await seeded.stop();
  }

  const s = results.signInPage;
  const d = results.signedInShell;
  const a = results.api;
  const rows = [
    [
      'sign-in page JS, on the wire',
      `${kB(s.wireBytes)} (${s.files} files, ${s.encodings.join('/')})`,
    ],
    ['sign-in page JS, uncompressed', kB(s.decodedBytes)],
    ['sign-in page JS, gzip -9 estimate', kB(s.gzipEstimateBytes)],
    [
      'first contentful paint, median',
      s.fcpMedianMs === null ? 'n/a' : `${ms(s.fcpMedianMs)} (${RUNS} runs)`,
    ],
  ];
  if (d) {
    rows.push(
      [
        'signed-in shell JS added, on the wire',
        `${kB(d.wireBytes)} (${d.files} files, ${d.encodings.join('/')})`,
      ],
      ['signed-in shell JS added, uncompressed', kB(d.decodedBytes)],
      ['total JS signed in, on the wire', kB(s.wireBytes + d.wireBytes)],
      [
        'sign-in click to dashboard, median',
        d.dashboardMedianMs === null ? 'n/a' : ms(d.dashboardMedianMs),
      ],
    );
  } else rows.push(['signed-in shell', 'not measured (sign-in failed)']);
  if (a) {
    rows.push(
      [
        'API segregated list',
        `${a.requestsPerSecond.toFixed(0)} req/s (${a.requests} req, ${a.concurrency} concurrent, ${kB(a.responseBytes)} each)`,
      ],
      ['API latency p50 / p95', `${a.p50Ms.toFixed(1)} ms / ${a.p95Ms.toFixed(1)} ms`],
    );
  }
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nbench results');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);

  writeFileSync(path.join(root, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('\nwrote bench-results.json');
  for (const p of problems) console.error(`bench: ${p}`);

  if (s.wireBytes > SIGN_IN_JS_BUDGET) {
    console.error(
      `bench: sign-in page JS is ${kB(s.wireBytes)} on the wire, over the ${kB(SIGN_IN_JS_BUDGET)} budget`,
    );
    process.exitCode = 1;
  } else {
    console.log(`sign-in page JS ${kB(s.wireBytes)} is within the ${kB(SIGN_IN_JS_BUDGET)} budget`);
  }
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(`bench: ${err.stack ?? err}`);
  process.exitCode = 1;
});
