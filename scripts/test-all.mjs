#!/usr/bin/env node
// `npm test`: lint, types, import cycles and the build (side by side), then the Vitest projects
// of VITEST_STAGES below, one Vitest run each. It ends with each stage's time and the slowest
// test files; the last line printed is `tests: N passed, N failed[, N skipped]`, which CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'vitest-results.json');
// written by tests/support/timingReporter.ts
const timingsFile = path.join(root, 'vitest-timings.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const SLOWEST = 15;

/**
 * Runs a command; resolves to its exit code. Its output streams as it comes, or, with `buffer`,
 * is kept and returned, for commands that run side by side.
 */
function run(cmd, args, { buffer = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', buffer ? 'pipe' : 'inherit', buffer ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (err) => {
      console.error(`test-all: cannot start ${cmd}: ${err.message}`);
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH, else /usr/bin/chromium, else chromium on PATH; undefined when none. */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  const which = spawnSync('which', ['chromium'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  return found && isExecutable(found) ? found : undefined;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const failed = [];
/** [stage, milliseconds], in the order they ended */
const stageTimes = [];

/** Runs stages side by side (mostly single-threaded tools), then prints their output in order. */
async function checks(stages) {
  const t0 = Date.now();
  console.log(`\n=== ${stages.map(([name]) => name).join(', ')} (side by side)`);
  const results = await Promise.all(
    stages.map(async ([name, cmd, args]) => {
      const start = Date.now();
      const result = await run(cmd, args, { buffer: true });
      return { name, ms: Date.now() - start, ...result };
    }),
  );
  for (const { name, ms, code, output } of results) {
    console.log(`\n=== ${name}`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    stageTimes.push([name, ms]);
    if (code !== 0) {
      console.error(`=== ${name} FAILED (exit ${code})`);
      failed.push(name);
    }
  }
  console.log(`=== side by side: ${seconds(Date.now() - t0)}`);
}

async function stage(name, cmd, args) {
  console.log(`\n=== ${name}`);
  const t0 = Date.now();
  const { code } = await run(cmd, args);
  stageTimes.push([name, Date.now() - t0]);
  if (code !== 0) {
    console.error(`=== ${name} FAILED (exit ${code})`);
    failed.push(name);
  }
}

await checks([
  ['lint', npm, ['run', '--silent', 'lint']],
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  // no import cycles in src/ or server/src/, type-only imports included (.madgerc)
  ['import cycles', npm, ['run', '--silent', 'deps']],
  // the built console and server, for the e2e stage
  ['build', npm, ['run', '--silent', 'build']],
]);

// One Vitest run per stage, so each stage's time is its own. server-pg is the server suite on
// PostgreSQL (Debian's PostgreSQL 15 in a throwaway cluster; without it, it says so and is
// skipped), less the engine-independent files vitest.config.ts lists.
const VITEST_STAGES = [
  ['unit, component', ['unit', 'component']],
  ['server (SQLite)', ['server']],
  ['server (PostgreSQL)', ['server-pg']],
  ['e2e', ['e2e']],
];

const counts = { passed: 0, failed: 0, skipped: 0 };
const files = [];
const chromium = findChromium();
for (const [name, projects] of VITEST_STAGES) {
  if (projects.includes('e2e')) {
    console.log('\n=== chromium');
    if (!chromium) {
      console.error(
        'test-all: no Chromium found for the end-to-end tests.\n' +
          '  Install one (Debian: apt-get install -y chromium, giving /usr/bin/chromium),\n' +
          '  or set CHROMIUM_PATH to a Chromium or Chrome executable.',
      );
      failed.push('chromium');
      continue;
    }
    console.log(`using ${chromium}`);
    process.env.CHROMIUM_PATH = chromium; // the e2e tests launch the same one
  }
  rmSync(resultsFile, { force: true });
  rmSync(timingsFile, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  await stage(`vitest: ${name}`, npx, args);
  if (!existsSync(resultsFile)) {
    console.error(`test-all: vitest wrote no ${path.basename(resultsFile)} (${name})`);
    failed.push(`${name} results`);
    continue;
  }
  try {
    const r = JSON.parse(readFileSync(resultsFile, 'utf8'));
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // a file that fails to load counts as no test in the totals: still a failure
    const stageName = `vitest: ${name}`;
    if ((r.numFailedTestSuites ?? 0) > 0 && !failed.includes(stageName)) failed.push(stageName);
  } catch (err) {
    console.error(`test-all: cannot read ${path.basename(resultsFile)}: ${err.message}`);
    failed.push(`${name} results`);
  }
  if (existsSync(timingsFile)) {
    try {
      files.push(...JSON.parse(readFileSync(timingsFile, 'utf8')).files);
    } catch {
      // the summary lacks this stage's files; the tests' outcome is unaffected
    }
  }
}

const total = counts.passed + counts.failed;
if (total === 0) {
  console.error('test-all: no test ran');
  failed.push('no tests');
}

console.log('\n=== stage times');
const width = Math.max(...stageTimes.map(([name]) => name.length));
for (const [name, ms] of stageTimes)
  console.log(`${name.padEnd(width)}  ${seconds(ms).padStart(8)}`);
if (files.length > 0) {
  console.log(`\n=== the ${Math.min(SLOWEST, files.length)} slowest test files`);
  const slowest = files
    .map((f) => ({ ...f, ms: f.end - f.start }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST);
  const projectWidth = Math.max(...slowest.map((f) => f.project.length));
  for (const f of slowest) {
    console.log(`${seconds(f.ms).padStart(8)}  ${f.project.padEnd(projectWidth)}  ${f.file}`);
  }
}

console.log('');
if (failed.length > 0) console.error(`=== FAILED: ${failed.join(', ')}`);
else console.log('=== all stages passed');
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exitCode = failed.length > 0 ? 1 : 0;
