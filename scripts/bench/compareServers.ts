// Two or more builds of the server compared on the same machine at the same time, as
// compareBuilds.mjs compares console builds: each of the 1,000 pages of the segregated list and
// of the interview list once (load.mjs's everyPage: no kept answer serves them) at 10
// connections, the builds taking turns round after round, so that a change of the machine's speed
// during the run (this machine's CPU time per page moved from 3.9 to 4.8 ms between two runs of
// the same build) falls on every build alike. Each round starts every build's server anew: two
// processes of one build differed by as much as two builds did (CPU per page 3.5 and 4.0 ms, 3.7
// and 5.2 ms, side by side in one run), so a build is judged over several of its processes.
// 100,000 candidates (BENCH_LARGE for another size). On SQLite (the default) one copy of the same
// data per build; with `--engine postgres`, one database of a throwaway PostgreSQL 15 cluster that
// every build reads in turn (the runs only read).
//
//   node scripts/build-server.mjs && cp -r dist/server dist/compare-a   (then change the server)
//   node scripts/build-server.mjs && cp -r dist/server dist/compare-b
//   npx tsx scripts/bench/compareServers.ts dist/compare-a dist/compare-b [--rounds 6]
//     [--engine postgres]
//
// A build must sit inside the repository (its packages are resolved from node_modules above
// it). Prints, per build and list, the medians over the rounds of p50 and p99 latency and of the
// CPU time a request cost: the server's, on PostgreSQL the database's, and the machine's idle
// time (all cores) per request, which says whether the machine or one process was the limit.
// Traffic goes to 127.0.0.1 only; every run is bounded.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDatabase,
  postgresInstalled,
  POSTGRES_MISSING,
  startCluster,
} from '../../tests/support/postgres.ts';
import { postgresEnv } from './config.mjs';
import { cpuMeter, databasePids, idleMeter } from './cpuTime.ts';
import { ACCEPT_ENCODING, everyPage, runLoad } from './load.mjs';
import { fillLargeData } from './scaleData.ts';
import { startServer } from './server.mjs';
import { signIn } from './signIn.mjs';
import { median } from './stats.mjs';

const LISTS = ['/candidate/segregated', '/interview/list'];
const SIZE = Number(process.env.BENCH_LARGE ?? 100_000);

const USAGE =
  'usage: npx tsx scripts/bench/compareServers.ts DIR_A DIR_B [...] [--rounds 1-30] ' +
  '[--engine sqlite|postgres]';

/** The arguments, or the usage and exit 2 for an option it does not know. */
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        rounds: { type: 'string', default: '6' },
        engine: { type: 'string', default: 'sqlite' },
      },
    });
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
}

const { values, positionals } = readArgs();
const rounds = Number(values.rounds);
const { engine } = values;
const dirs = positionals.map((dir) => path.resolve(dir));
if (
  dirs.length < 2 ||
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  rounds > 30 ||
  (engine !== 'sqlite' && engine !== 'postgres')
) {
  console.error(USAGE);
  process.exit(2);
}
if (engine === 'postgres' && !postgresInstalled()) {
  console.error(POSTGRES_MISSING);
  process.exit(2);
}
for (const dir of dirs) {
  if (!existsSync(path.join(dir, 'main.js'))) {
    console.error(`${dir}: no main.js (a server build, e.g. cp -r dist/server ${dir})`);
    process.exit(2);
  }
}

interface Round {
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  postgresMsPerRequest: number;
  idleMsPerRequest: number;
}

/** On PostgreSQL, the cluster and the database every build reads; on SQLite, nothing. */
const cluster = engine === 'postgres' ? await startCluster() : undefined;
const database = cluster
  ? await createDatabase(cluster.url).catch((err: unknown) => {
      cluster.stop();
      throw err;
    })
  : undefined;
const env = database ? postgresEnv(database.url) : {};

/** The data once, then a copy per build: every build reads the same rows. */
async function makeData(): Promise<string> {
  const template = mkdtempSync(path.join(tmpdir(), 'iaa-compare-'));
  await fillLargeData(template, SIZE, { serverDir: dirs[0], env });
  return template;
}

/** One round of a build: a server of its own (a new process), warmed, then each list's pages. */
async function measureRound(dir: string, dataDir: string, round: number) {
  const server = await startServer({ seed: false, dataDir, serverDir: dir, env });
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
    // the code of each list compiled and warm before it is measured
    for (const list of LISTS) {
      for (const p of everyPage(`/api${list}`, 20)) {
        await (await fetch(`${server.url}${p}`, { headers })).arrayBuffer();
      }
    }
    const out: Record<string, Round> = {};
    for (const list of LISTS) {
      const { pid } = server;
      const used = cpuMeter(() => (pid === undefined ? [] : [pid]));
      const postgresUsed = cpuMeter(() => databasePids(database?.url));
      const idle = idleMeter();
      // each round's pages in another order, none of them kept from the warm-up
      const paths = everyPage(`/api${list}`).map((p) => `${p}&round=${round}`);
      const figures = await runLoad({
        url: server.url,
        headers,
        connections: 10,
        seconds: 20,
        paths,
        maxRequests: paths.length,
      });
      if (figures.non2xx + figures.errors + figures.timeouts > 0) {
        throw new Error(`${dir} ${list}: ${JSON.stringify(figures)}`);
      }
      out[list] = {
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        cpuMsPerRequest: used() / figures.requests,
        postgresMsPerRequest: postgresUsed() / figures.requests,
        idleMsPerRequest: idle() / figures.requests,
      };
    }
    return out;
  } finally {
    await server.stop({ keepData: true });
  }
}

const builds: { dir: string; dataDir: string; rounds: Record<string, Round[]> }[] = [];
let template: string | undefined;
try {
  template = await makeData();
  for (const dir of dirs) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-compare-'));
    cpSync(template, dataDir, { recursive: true });
    builds.push({ dir, dataDir, rounds: {} });
  }
  for (let round = 0; round < rounds; round++) {
    // forwards, then backwards: no build always goes first after the one before it
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      for (const [list, figures] of Object.entries(
        await measureRound(build.dir, build.dataDir, round),
      )) {
        (build.rounds[list] ??= []).push(figures);
      }
    }
  }
  for (const build of builds) {
    for (const list of LISTS) {
      const measured = build.rounds[list]!;
      const pick = (key: keyof Round) => median(measured.map((r) => r[key]));
      const postgres = cluster ? `, PostgreSQL ${pick('postgresMsPerRequest').toFixed(2)} ms` : '';
      console.log(
        `${path.relative(process.cwd(), build.dir)} ${list}: p50 ${pick('p50Ms')} ms, ` +
          `p99 ${pick('p99Ms')} ms, CPU per request: server ${pick('cpuMsPerRequest').toFixed(2)} ` +
          `ms${postgres}, machine idle ${pick('idleMsPerRequest').toFixed(2)} ms ` +
          `(medians of ${measured.length} rounds of ${everyPage(list).length} pages); server CPU ` +
          `by round: ${measured.map((r) => r.cpuMsPerRequest.toFixed(2)).join(', ')}`,
      );
    }
  }
} finally {
  for (const build of builds) rmSync(build.dataDir, { recursive: true, force: true });
  if (template) rmSync(template, { recursive: true, force: true });
  await database?.drop();
  cluster?.stop();
}
