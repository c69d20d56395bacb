#!/usr/bin/env node
// `npm test`: lint, types, build, then the Vitest projects of PROJECTS below.
// The last line printed is `tests: N passed, N failed[, N skipped]`, which CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'vitest-results.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs a command with inherited stdio (output streams as it comes); resolves to its exit code. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (err) => {
      console.error(`test-all: cannot start ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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

// The Vitest projects `npm test` runs. server-pg is the server suite again on PostgreSQL (a
// throwaway cluster of Debian's PostgreSQL 15); without it installed, it says so and is skipped.
const PROJECTS = ['unit', 'component', 'server', 'server-pg', 'e2e'];

const stages = [
  ['lint', npm, ['run', '--silent', 'lint']],
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['build', npm, ['run', '--silent', 'build']],
];

const failed = [];
const timings = [];
for (const [name, cmd, args] of stages) {
  console.log(`\n=== ${name}`);
  const t0 = Date.now();
  const code = await run(cmd, args);
  timings.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    console.error(`=== ${name} FAILED (exit ${code})`);
    failed.push(name);
  }
}

let counts = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== chromium');
const chromium = findChromium();
if (!chromium) {
  console.error(
    'test-all: no Chromium found for the end-to-end tests.\n' +
      '  Install one (Debian: apt-get install -y chromium, giving /usr/bin/chromium),\n' +
      '  or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  failed.push('chromium');
} else {
  console.log(`using ${chromium}`);
  process.env.CHROMIUM_PATH = chromium; // the e2e tests launch the same one
  console.log('\n=== vitest');
  rmSync(resultsFile, { force: true });
  const t0 = Date.now();
  const code = await run(npx, ['vitest', 'run', ...PROJECTS.flatMap((p) => ['--project', p])]);
  timings.push(`vitest ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (code !== 0) failed.push('vitest');
  if (existsSync(resultsFile)) {
    try {
      const r = JSON.parse(readFileSync(resultsFile, 'utf8'));
      counts = {
        passed: r.numPassedTests ?? 0,
        failed: r.numFailedTests ?? 0,
        skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
      };
      // a file that fails to load counts as no test in the totals: still a failure
      if ((r.numFailedTestSuites ?? 0) > 0 && !failed.includes('vitest')) failed.push('vitest');
    } catch (err) {
      console.error(`test-all: cannot read ${path.basename(resultsFile)}: ${err.message}`);
      failed.push('vitest results');
    }
  } else {
    console.error(`test-all: vitest wrote no ${path.basename(resultsFile)}`);
    failed.push('vitest results');
  }
}

const total = counts.passed + counts.failed;
if (total === 0 && !failed.includes('chromium')) {
  console.error('test-all: no test ran');
  failed.push('no tests');
}

console.log(`\n=== timings: ${timings.join(', ')}`);
if (failed.length > 0) console.error(`=== FAILED: ${failed.join(', ')}`);
else console.log('=== all stages passed');
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exitCode = failed.length > 0 ? 1 : 0;
