// Two or more console builds compared on the same machine at the same time: cold visits of
// /dashboard (60 candidates, the demo data), one build after the other in turn, so that a change
// of the machine's speed during the run (this machine's Lighthouse benchmarkIndex has read 1,071
// and 2,258 on two days) falls on every build alike. Each build is served by a server of its own
// (CLIENT_DIR) from the built server in dist/server.
//
//   npx vite build --outDir /tmp/a   (then change the console)   npx vite build --outDir /tmp/b
//   node scripts/bench/compareBuilds.mjs /tmp/a /tmp/b [--runs 9]
//
// Prints, per build, the medians of: the sign-in page's JavaScript on the wire (before its form is
// usable) and Sign In -> dashboard numbers; a cold dashboard visit (the six numbers drawn, every
// chart drawn, the longest task, from the navigation's start); the candidates page (the longest
// task drawing its 100 rows, and Next -> the next 100 rows shown, on 1,000 candidates).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { consoleSession, launchChromium } from './browser.mjs';
import { dashboardRun, rowsRun } from './pageBench.mjs';
import { pageScripts, signInToNumbers } from './signInBench.mjs';
import { dashboardDrawn } from './inPage.mjs';
import { largeServer } from './pagesRun.mjs';
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

/** Every server started, stopped at the end whatever happens; `builds` has one per build. */
const running = [];
const servers = [];
const browser = await launchChromium();
try {
  for (const dir of dirs) {
    const env = { CLIENT_DIR: path.resolve(dir) };
    const server = await startServer({ seed: true, env });
    running.push(server);
    const large = await largeServer(1000, env);
    running.push(large);
    servers.push(
      Object.assign(server, {
        dir,
        session: consoleSession(await signInSession(server.url)),
        large,
        largeSession: consoleSession(await signInSession(large.url)),
        visits: [],
        signIns: [],
        rows: [],
        scripts: null,
      }),
    );
  }
  for (let run = 0; run < runs; run++) {
    // forwards, then backwards: no build always goes first after the one before it
    const order = run % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const visit = await dashboardRun(browser, server.url, server.session);
      if (visit.timedOut) throw new Error(`${server.dir}: the dashboard was not drawn in time`);
      server.visits.push(visit);
      server.scripts ??= await pageScripts(browser, server.url, '/', 'form button[type="submit"]');
      server.signIns.push(
        await signInToNumbers(browser, server.url, {
          path: '/',
          drawn: dashboardDrawn,
          username: 'Username',
          password: 'Password',
          submit: 'Sign In',
        }),
      );
      server.rows.push(await rowsRun(browser, server.large.url, server.largeSession));
    }
  }
  const ms = (x) => `${Math.round(x)} ms`;
  dirs.forEach((dir, i) => {
    const { visits, signIns, rows, scripts } = servers[i];
    const pick = (list, key) => median(list.map((v) => v[key]));
    console.log(
      `${dir}: sign-in JS ${(scripts.wireBytes / 1000).toFixed(1)} kB on the wire ` +
        `(${scripts.files} files; ${(scripts.idleWireBytes / 1000).toFixed(1)} kB more once idle); ` +
        `Sign In -> numbers ${ms(median(signIns))}; cold dashboard: numbers ` +
        `${ms(pick(visits, 'numbersMs'))}, every chart ${ms(pick(visits, 'allDrawnMs'))}, ` +
        `longest task ${ms(pick(visits, 'longestTaskMs'))}; candidates: 100 rows' longest task ` +
        `${ms(pick(rows, 'firstRenderLongestTaskMs'))}, Next -> 100 rows ` +
        `${ms(pick(rows, 'pageTurnMs'))} (medians of ${visits.length}); Sign In -> numbers by ` +
        `visit: ${signIns.map(Math.round).join(', ')}`,
    );
  });
} finally {
  await browser.close();
  for (const server of running) await server.stop();
}
