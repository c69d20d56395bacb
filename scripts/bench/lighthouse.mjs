// Lighthouse mobile (its default: a Moto G-class phone, simulated slow 4G and 4x CPU slowdown) on
// the signed-in dashboard and candidates page: performance and accessibility scores, the layout
// shift and the metrics behind the score, and the accessibility audits that fail.
//
// Alone (builds nothing; run `npm run build` first), against a fresh server with demo data:
//   node scripts/bench/lighthouse.mjs            # 3 runs per page, medians; --runs 1 for one
//   node scripts/bench/lighthouse.mjs --dump D   # also every run's full report in D
// or against a server already running (its admin's password in BENCH_PASSWORD):
//   BENCH_PASSWORD='…' node scripts/bench/lighthouse.mjs --url http://127.0.0.1:8092
// Prints one JSON object. `npm run bench` runs it on its own demo server.
//
// How it signs in: Chromium is started with --remote-debugging-port and a throwaway
// --user-data-dir; playwright-core connects over CDP once to put the session in localStorage
// (see src/authProvider/session.ts), then Lighthouse drives the same Chromium through `port`.
// Lighthouse clears the HTTP cache before each page but keeps localStorage (its default
// clearStorageTypes), so every page loads cold and signed in.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { consoleSession, findChromium } from './browser.mjs';
import { CHROMIUM_ARGS, LIGHTHOUSE_RUNS } from './config.mjs';
import { freePort, startServer } from './server.mjs';
import { signInSession } from './signIn.mjs';
import { median, sleep } from './stats.mjs';

export const LIGHTHOUSE_PAGES = ['/dashboard', '/manage-candidate'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'iaa-bench-lh-'));
  const child = spawn(
    findChromium(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    // a process group of its own, to be stopped whole (see stop)
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    // Chromium's helpers (renderers, GPU, crashpad) write into the profile too, and outlived a
    // killed browser process: its removal once failed with ENOTEMPTY, failing the whole bench
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL'); // the group is gone already
    }
    await exited; // else Chromium may still be writing into the profile while it is removed
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error('Chromium did not open its debugging port within 10 s');
}

/** Puts `session` in the origin's localStorage of the Chromium at `port`. */
async function storeSession(port, url, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(url);
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, session);
  await page.close();
  await browser.close(); // over CDP this disconnects; the browser keeps running
}

function summarise(lhr) {
  const audits = lhr.audits;
  const failing = Object.values(audits)
    .filter(
      (a) =>
        lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) &&
        a.score !== null &&
        a.score < 1,
    )
    .map((a) => a.id);
  return {
    // Lighthouse's measure of the machine's speed (a fast desktop: over 1,500); a busy machine
    // scores low, and its simulated-phone figures come out slower
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue ?? null])),
    failingAccessibilityAudits: failing,
  };
}

/** Lighthouse on each page of `pages`, `runs` times; medians of the scores and metrics. */
export async function lighthouseBench({
  url,
  session,
  runs = LIGHTHOUSE_RUNS,
  pages = LIGHTHOUSE_PAGES,
  dump,
}) {
  const chrome = await startChromium();
  try {
    await storeSession(chrome.port, url, session);
    const out = {};
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
        if (dump) {
          const name = `${page.replace(/\W+/g, '') || 'root'}-${i + 1}.json`;
          writeFileSync(path.join(dump, name), JSON.stringify(result.lhr));
        }
        results.push(summarise(result.lhr));
      }
      out[page] = {
        runs: results.length,
        performance: median(results.map((r) => r.performance)),
        accessibility: median(results.map((r) => r.accessibility)),
        benchmarkIndex: median(results.map((r) => r.benchmarkIndex ?? 0)),
        layoutShift: median(results.map((r) => r.metrics['cumulative-layout-shift'])),
        metrics: Object.fromEntries(
          METRICS.map((id) => [id, median(results.map((r) => r.metrics[id]))]),
        ),
        failingAccessibilityAudits: [
          ...new Set(results.flatMap((r) => r.failingAccessibilityAudits)),
        ],
      };
    }
    return out;
  } finally {
    await chrome.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const runs = Number(flag('--runs') ?? LIGHTHOUSE_RUNS);
  const given = flag('--url');
  // --dump DIR: every run's full report (JSON) in DIR, to open its audits and trace figures
  const dump = flag('--dump');
  if (dump) mkdirSync(dump, { recursive: true });
  const server = given ? null : await startServer({ seed: true });
  try {
    const url = given ?? server.url;
    const password = given ? process.env.BENCH_PASSWORD : undefined;
    const session = consoleSession(await signInSession(url, password));
    console.log(JSON.stringify(await lighthouseBench({ url, session, runs, dump })));
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`lighthouse: ${err.stack ?? err}`);
    process.exitCode = 1;
  });
}
