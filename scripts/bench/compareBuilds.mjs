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
import { consoleSession, launchChromium } from './browser.mjs';
import { dashboardRun } from './pageBench.mjs';
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

const servers = [];
const browser = await launchChromium();
try {
  for (const dir of dirs) {
    const server = await startServer({ seed: true, env: { CLIENT_DIR: path.resolve(dir) } });
    servers.push(server); // stopped at the end whatever happens next
    const session = consoleSession(await signInSession(server.url));
    Object.assign(server, { dir, session, visits: [] });
  }
  for (let run = 0; run < runs; run++) {
    // forwards, then backwards: no build always goes first after the one before it
    const order = run % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const visit = await dashboardRun(browser, server.url, server.session);
      if (visit.timedOut) throw new Error(`${server.dir}: the dashboard was not drawn in time`);
      server.visits.push(visit);
    }
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
