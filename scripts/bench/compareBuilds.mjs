// Two or more console builds compared on the same machine at the same time: cold visits of
// /dashboard (60 candidates, the demo data), one build after the other in turn, so that a change
// of the machine's speed during the run (this machine's Lighthouse benchmarkIndex has read 1,071
// and 2,258 on two days) falls on every build alike. Each build is served by a server of its own
// (CLIENT_DIR) from the built server in dist/server.
//
//   npx vite build --outDir /tmp/a   (then change the console)   npx vite build --outDir /tmp/b
//   node scripts/bench/compareBuilds.mjs /tmp/a /tmp/b [--runs 9]
//
// Prints, per build, the medians of: the six numbers drawn, every chart drawn, the longest task
// (all from the navigation's start), and each visit's numbers time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchPage, consoleSession, launchChromium } from './browser.mjs';
import { DASHBOARD_TIMEOUT_MS } from './config.mjs';
import { dashboardDrawn } from './inPage.mjs';
import { startServer } from './server.mjs';
import { signInSession } from './signIn.mjs';
import { median } from './stats.mjs';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 9;
const dirs = runsAt >= 0 ? argv.filter((_, i) => i !== runsAt && i !== runsAt + 1) : argv;
if (dirs.length < 2 || !Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error('usage: node scripts/bench/compareBuilds.mjs DIR_A DIR_B [...] [--runs 1-50]');
  process.exit(2);
}
for (const dir of dirs) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir}: no index.html (a console build, e.g. npx vite build --outDir ${dir})`);
    process.exit(2);
  }
}

/** One cold visit of /dashboard: when the numbers and every chart were drawn, the longest task. */
async function visit(browser, server) {
  const p = await benchPage(browser, server.url, server.session);
  try {
    await p.page.goto('/dashboard', { waitUntil: 'commit' });
    await p.page.waitForFunction(dashboardDrawn, 'all', {
      polling: 'raf',
      timeout: DASHBOARD_TIMEOUT_MS,
    });
    await p.page.waitForTimeout(300); // a long task still running when the charts showed
    const record = await p.record();
    return {
      numbersMs: record.marks.numbers,
      allDrawnMs: record.marks.all,
      longestTaskMs: Math.max(0, ...record.longtasks.map((t) => t.duration)),
    };
  } finally {
    await p.close();
  }
}

const servers = [];
const browser = await launchChromium();
try {
  for (const dir of dirs) {
    const server = await startServer({ seed: true, env: { CLIENT_DIR: path.resolve(dir) } });
    servers.push(server);
    server.session = consoleSession(await signInSession(server.url));
    server.visits = [];
  }
  for (let run = 0; run < runs; run++) {
    // forwards, then backwards: no build always goes first after the one before it
    const order = run % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) server.visits.push(await visit(browser, server));
  }
  const ms = (x) => `${Math.round(x)} ms`;
  dirs.forEach((dir, i) => {
    const { visits } = servers[i];
    const pick = (key) => median(visits.map((v) => v[key]));
    console.log(
      `${dir}: numbers ${ms(pick('numbersMs'))}, every chart ${ms(pick('allDrawnMs'))}, ` +
        `longest task ${ms(pick('longestTaskMs'))} (medians of ${visits.length}); numbers by ` +
        `visit: ${visits.map((v) => Math.round(v.numbersMs)).join(', ')}`,
    );
  });
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
