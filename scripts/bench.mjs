#!/usr/bin/env node
// `npm run bench`: issue 12's figures, each beside a baseline measured in the same run, in one
// table (metric, product, baseline, ratio, goal ✓/✗) and in bench-results.json.
//   npm run bench                      build, then everything; the large data set: 100,000
//   npm run bench -- --scale 20000     another large size
//   npm run bench -- --no-scale        no 100,000 (the row figures use 1,000 candidates)
//   --no-build (measure dist/ as it is), --out DIR (build the console into DIR/client instead of
//   dist/client), --skip bundle,api,browser,pages,lighthouse,large,scale (leave parts out),
//   --lighthouse-runs N
// Exits non-zero only when a part of the bench failed to run; missed goals are marked ✗.
// Traffic goes to 127.0.0.1 only; every measurement is bounded in count and time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiBench } from './bench/apiBench.mjs';
import { consoleSession, launchChromium } from './bench/browser.mjs';
import { bundleReport } from './bench/bundleReport.mjs';
import { DEFAULT_SCALE, LIGHTHOUSE_RUNS, ROWS_ONLY_SIZE, root } from './bench/config.mjs';
import { buildFixture } from './bench/fixtures.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { measurePages, measureLarge } from './bench/pagesRun.mjs';
import { report } from './bench/report.mjs';
import { measureScale } from './bench/scaleRun.mjs';
import { startServer } from './bench/server.mjs';
import { signInSession } from './bench/signIn.mjs';

function options(argv) {
  const value = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const scale = Number(value('--scale') ?? DEFAULT_SCALE);
  if (!Number.isInteger(scale) || scale <= 60) throw new Error('--scale wants a whole number > 60');
  const skip = new Set((value('--skip') ?? '').split(',').filter(Boolean));
  if (argv.includes('--no-scale')) skip.add('scale');
  return {
    scale,
    skip,
    build: !argv.includes('--no-build'),
    out: value('--out') ? path.resolve(value('--out')) : null,
    lighthouseRuns: Number(value('--lighthouse-runs') ?? LIGHTHOUSE_RUNS),
  };
}

function run(command, args, env = {}) {
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The console and the server as `npm start` builds them (the console into --out when given). */
function build(opts) {
  if (!opts.build) return;
  console.log('bench: building');
  if (opts.out) {
    run('npx', ['vite', 'build', '--outDir', path.join(opts.out, 'client'), '--emptyOutDir']);
    run('npm', ['run', '--silent', 'build:server']);
  } else run('npm', ['run', '--silent', 'build']);
}

/** Runs one part; a failure is recorded as a problem and the bench goes on. */
async function part(name, problems, fn) {
  const started = Date.now();
  console.log(`bench: ${name}…`);
  try {
    return await fn();
  } catch (err) {
    problems.push(`${name}: ${err.stack ?? err}`);
    return undefined;
  } finally {
    console.log(`bench: ${name} took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/** Everything measured on the demo data (60 candidates): the API, the pages, Lighthouse. */
async function measureAt60({ opts, env, browser, fixtures, results, problems }) {
  const demo = await startServer({ seed: true, env });
  try {
    if (!opts.skip.has('api')) {
      results.api = await part('API at 60', problems, () => apiBench(demo.url));
    }
    const session = consoleSession(await signInSession(demo.url));
    if (browser && fixtures && !opts.skip.has('pages')) {
      await part('pages at 60', problems, () =>
        measurePages({ browser, url: demo.url, session, fixtures, results, problems }),
      );
    }
    if (!opts.skip.has('lighthouse')) {
      results.lighthouse = await part('Lighthouse', problems, async () => ({
        runs: opts.lighthouseRuns,
        pages: await lighthouseBench({ url: demo.url, session, runs: opts.lighthouseRuns }),
      }));
    }
  } finally {
    await demo.stop();
  }
}

async function main() {
  const opts = options(process.argv.slice(2));
  const notes = [];
  const problems = [];
  const tmp = mkdtempSync(path.join(tmpdir(), 'iaa-bench-run-'));
  const env = opts.out ? { CLIENT_DIR: path.join(opts.out, 'client') } : {};
  const largeSize = opts.skip.has('scale') ? ROWS_ONLY_SIZE : opts.scale;
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    largeSize,
    rowsSize: largeSize,
  };
  try {
    build(opts);
    if (!opts.skip.has('bundle')) {
      results.bundle = await part('bundle report', problems, () =>
        bundleReport(path.join(tmp, 'bundle')),
      );
    }
    const fixtures = await part('fixtures', problems, async () => {
      await buildFixture('bare-react', path.join(tmp, 'bare-react'));
      await buildFixture('minimal-ra', path.join(tmp, 'minimal-ra'));
      return { bare: path.join(tmp, 'bare-react'), minimal: path.join(tmp, 'minimal-ra') };
    });
    const browser = opts.skip.has('browser') ? null : await launchChromium();
    try {
      await part('server with the demo data', problems, () =>
        measureAt60({ opts, env, browser, fixtures, results, problems }),
      );
      if (browser && !opts.skip.has('large')) {
        await part(`pages at ${largeSize.toLocaleString('en')}`, problems, () =>
          measureLarge({ browser, size: largeSize, env, results, problems }),
        );
      }
    } finally {
      await browser?.close();
    }
    if (!opts.skip.has('scale')) {
      results.scale = await part('API at scale (scale.ts)', problems, () =>
        measureScale(opts.scale, notes),
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  report(results, { notes, problems });
}

main().catch((err) => {
  console.error(`bench: ${err.stack ?? err}`);
  process.exitCode = 1;
});
