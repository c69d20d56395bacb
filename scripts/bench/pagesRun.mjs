// The browser parts of the bench: the pages at 60 candidates (the demo data) beside the fixture
// apps, and the pages at the large size on a data set written for them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consoleSession } from './browser.mjs';
import { DASHBOARD_RUNS, PAGE_RUNS, root } from './config.mjs';
import { serveStatic } from './fixtures.mjs';
import { candidatesPageBench, dashboardBench, rowsBench } from './pageBench.mjs';
import { startServer } from './server.mjs';
import { signInSession } from './signIn.mjs';
import { signInScripts, signInTiming } from './signInBench.mjs';

/** At 60: the sign-in page, Sign In → numbers, the dashboard and the candidates page. */
export async function measurePages({ browser, url, session, fixtures, results, problems }) {
  const bare = await serveStatic(fixtures.bare);
  const minimal = await serveStatic(fixtures.minimal, url);
  try {
    results.signInScripts = await signInScripts(browser, url, bare.url, problems);
    results.signInTiming = await signInTiming(browser, url, minimal.url, problems);
    results.dashboardAt60 = await dashboardBench(browser, url, session, DASHBOARD_RUNS, problems);
    results.candidatesPage = await candidatesPageBench(browser, url, session, PAGE_RUNS, problems);
  } finally {
    await bare.stop();
    await minimal.stop();
  }
}

/** A SQLite server with `size` candidates (and as many interviews), written straight in. */
export async function largeServer(size, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-bench-large-'));
  const first = await startServer({ seed: false, env, dataDir }); // the schema and the admin
  await first.stop({ keepData: true });
  const started = Date.now();
  const fill = spawnSync('npx', ['tsx', 'scripts/bench/largeData.ts', dataDir, String(size)], {
    cwd: root,
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
  if (fill.status !== 0) throw new Error(`largeData.ts failed (${fill.status ?? fill.signal})`);
  console.log(
    `bench: ${size} candidates written in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return startServer({ seed: false, env, dataDir });
}

/** At the large size: the dashboard, and 100 candidate rows rendered and paged. */
export async function measureLarge({ browser, size, env, results, problems }) {
  const server = await largeServer(size, env);
  try {
    const session = consoleSession(await signInSession(server.url));
    results.dashboardAtScale = await dashboardBench(
      browser,
      server.url,
      session,
      DASHBOARD_RUNS,
      problems,
    );
    results.rows = await rowsBench(browser, server.url, session, PAGE_RUNS, problems);
  } finally {
    await server.stop();
  }
}
