#!/usr/bin/env node
// `npm run bench`: JavaScript shipped and first paint of the sign-in page, the signed-in shell,
// and API throughput, against the built server on 127.0.0.1. Writes bench-results.json.
// Exits non-zero when the sign-in page's JavaScript on the wire exceeds the budget.
// The parts live in scripts/bench/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiBench } from './bench/apiBench.mjs';
import { browserBench } from './bench/browserBench.mjs';
import { root, SIGN_IN_JS_BUDGET } from './bench/config.mjs';
import { report } from './bench/report.mjs';
import { startServer } from './bench/server.mjs';
import { median } from './bench/stats.mjs';

function buildIfMissing() {
  if (
    !existsSync(path.join(root, 'dist/server/main.js')) ||
    !existsSync(path.join(root, 'dist/client/index.html'))
  ) {
    console.log('bench: dist/ is missing, building first');
    const b = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('npm run build failed');
  }
}

/** The sign-in page and the shell, on a server without demo data. */
async function measurePages(results, problems) {
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
}

/** The API, on a server with demo data so the list has rows. */
async function measureApi(results, problems) {
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
}

/** Both engines at 60 and 100,000 candidates (scripts/bench/scale.ts, run through tsx). */
function measureScale(results, problems) {
  const run = spawnSync('npx', ['tsx', 'scripts/bench/scale.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 30 * 60_000,
  });
  const last = run.stdout?.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) {
    problems.push(`scale: exit ${run.status ?? run.signal}`);
    return;
  }
  results.scale = JSON.parse(last);
  for (const r of results.scale.runs) {
    for (const key of ['segregatedList', 'dashboardStats', 'candidateCreate']) {
      if (r[key].non2xx) problems.push(`scale: ${r.engine} ${r.candidates} ${key}: not 2xx`);
    }
  }
}

async function main() {
  buildIfMissing();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    budgetBytes: SIGN_IN_JS_BUDGET,
  };
  const problems = [];
  await measurePages(results, problems);
  await measureApi(results, problems);
  if (!process.argv.includes('--no-scale')) measureScale(results, problems);
  report(results, problems);
}

main().catch((err) => {
  console.error(`bench: ${err.stack ?? err}`);
  process.exitCode = 1;
});
