#!/usr/bin/env node
// `npm run soak`: the hostile probe of issue 10 at full size, against the built server on
// 127.0.0.1 (builds first only when dist/ is missing or with --build):
//   1. decompression-bomb resumes while /api/health is polled every 100 ms, peak RSS;
//   2. 1,000 parallel sign-in guesses from one address, the owner signing in from another;
//   3. 10,000 fuzzed requests, 16 at a time: no 5xx, no crash;
//   4. kill -9 during 1,000 writes, restart: no acknowledged write lost, no temp file left;
//   5. two editors saving one record with the same If-Match;
//   6. a burst of 200 creates with small PDF resumes at once: all 201 (no 503), all listed.
// Options: --build, --minutes=N (global deadline, default 10), --seed=N (fuzz), --only=a,b.
// Exits non-zero when an invariant fails or the deadline cuts it short. The parts live in
// scripts/soak/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { bombPhase } from './soak/bomb.mjs';
import { burstPhase } from './soak/burst.mjs';
import { DEFAULT_MINUTES, root } from './soak/config.mjs';
import { editorsPhase } from './soak/editors.mjs';
import { fuzzPhase } from './soak/fuzz.mjs';
import { expired, serverErrors, startDeadline } from './soak/http.mjs';
import { loginPhase } from './soak/login.mjs';
import { report } from './soak/report.mjs';
import { cleanupAll } from './soak/server.mjs';
import { writesPhase } from './soak/writes.mjs';

const PHASES = {
  bomb: bombPhase,
  login: loginPhase,
  fuzz: fuzzPhase,
  writes: writesPhase,
  editors: editorsPhase,
  burst: burstPhase,
};

function option(name) {
  const arg = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (arg === undefined) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true;
}

function buildIfNeeded() {
  if (option('build') || !existsSync(path.join(root, 'dist/server/main.js'))) {
    console.log('soak: building first (npm run build)');
    const b = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('npm run build failed');
  }
}

process.on('exit', cleanupAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`soak: ${signal}, cleaning up`);
    cleanupAll();
    process.exit(130);
  });
}

async function main() {
  const minutes = Number(option('minutes') ?? DEFAULT_MINUTES);
  const seed = Number(option('seed') ?? Date.now() % 1_000_000);
  const only = typeof option('only') === 'string' ? option('only').split(',') : Object.keys(PHASES);
  const unknown = only.filter((p) => !PHASES[p]);
  if (unknown.length)
    throw new Error(`unknown phase(s) ${unknown.join(', ')}: ${Object.keys(PHASES).join(', ')}`);
  buildIfNeeded();
  startDeadline(minutes * 60_000);
  const started = Date.now();
  const figures = {};
  const verdicts = [];
  for (const name of only) {
    figures[name] = {};
    if (expired()) {
      verdicts.push({ phase: name, ok: false, problems: ['not run: the deadline was reached'] });
      continue;
    }
    const t0 = Date.now();
    console.log(`soak: ${name}...`);
    let problems;
    try {
      problems = await PHASES[name](figures[name], seed);
    } catch (err) {
      problems = [`stopped: ${err.message.split('\n')[0]}`];
    }
    if (expired()) problems.push('cut short by the deadline');
    console.log(`soak: ${name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    verdicts.push({ phase: name, ok: problems.length === 0, problems });
  }
  const elsewhere = serverErrors.filter((e) => e.phase !== 'fuzz');
  verdicts.push({
    phase: '5xx anywhere',
    ok: serverErrors.length === 0,
    problems: serverErrors.length
      ? [
          `${serverErrors.length} (${elsewhere.length} outside the fuzz), e.g. ${serverErrors
            .slice(0, 3)
            .map((e) => `${e.status} ${e.what}`)
            .join(', ')}`,
        ]
      : [],
  });
  const took = Math.round((Date.now() - started) / 1000);
  report(
    figures,
    verdicts,
    `node ${process.version}, ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}, ${Math.floor(took / 60)} min ${took % 60} s`,
  );
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
}

main()
  .catch((err) => {
    console.error(`soak: ${err.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(cleanupAll);
