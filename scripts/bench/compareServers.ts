// Two or more builds of the server compared on the same machine at the same time, as
// compareBuilds.mjs compares console builds, on the figures a user feels: at 100,000 candidates
// (BENCH_LARGE for another size), page 1 and page 1,000 of the segregated list and of the
// interview list asked for again and again, and each of the 1,000 pages of both once (load.mjs's
// everyPage: no kept answer serves them), all at 10 connections; the server's peak resident
// memory over that round; and, on a second server holding the demo data (60 candidates), the
// segregated list's requests a second at 10 connections. The builds take turns round after round,
// so that a change of the machine's speed during the run falls on every build alike, and each
// round starts every build's servers anew: two processes of one build can differ as much as two
// builds, so a build is judged over several of its processes. On SQLite (the default) one copy of
// the same data per build; with `--engine postgres`, one database of a throwaway PostgreSQL 15
// cluster per data set that every build reads in turn (the runs only read).
//
//   node scripts/build-server.mjs && cp -r dist/server dist/compare-a   (then change the server)
//   node scripts/build-server.mjs && cp -r dist/server dist/compare-b
//   npx tsx scripts/bench/compareServers.ts dist/compare-a dist/compare-b [--rounds 6]
//     [--engine postgres] [--json results.json] [--fixed-only]
//
// A build must sit inside the repository (its packages are resolved from node_modules above
// it). A build directory holding a `serve-flags` file starts with those Node flags instead of
// `npm run serve`'s (server.mjs); `--fixed-only` leaves the every-page runs out. Prints, per
// build, the medians over the rounds of each figure, with the every-page runs' CPU time per
// request: the server's, on PostgreSQL the database's, and the machine's idle time (all cores)
// per request, which says whether the machine or one process was the limit; then each figure of
// each build beside the first build's. Traffic goes to 127.0.0.1 only; every run is bounded.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { ACCEPT_ENCODING, everyPage, runLoad, type LoadFigures } from './load.mjs';
import { fillLargeData } from './scaleData.ts';
import { startServer } from './server.mjs';
import { signIn } from './signIn.mjs';
import { median } from './stats.mjs';

const LISTS = ['/candidate/segregated', '/interview/list'];
const SIZE = Number(process.env.BENCH_LARGE ?? 100_000);
/** The list the 60-candidate figure asks for, as apiBench.mjs does. */
const SMALL_LIST = '/api/candidate/segregated?page=1&limit=100';
/** Each fixed-page and 60-candidate run: seconds of load, after a short warm-up. */
const FIXED = { seconds: 5, warmupSeconds: 2, connections: 10 };

const USAGE =
  'usage: npx tsx scripts/bench/compareServers.ts DIR_A DIR_B [...] [--rounds 1-30] ' +
  '[--engine sqlite|postgres] [--json FILE] [--fixed-only]';

/** The arguments, or the usage and exit 2 for an option it does not know. */
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        rounds: { type: 'string', default: '6' },
        engine: { type: 'string', default: 'sqlite' },
        json: { type: 'string' },
        'fixed-only': { type: 'boolean', default: false },
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

/** One round's figures of a build, by name (latencies in ms, memory in MB). */
type Round = Record<string, number>;

/** On PostgreSQL, the cluster and the two databases every build reads; on SQLite, nothing. */
const cluster = engine === 'postgres' ? await startCluster() : undefined;
const databases = cluster
  ? await Promise.all([createDatabase(cluster.url), createDatabase(cluster.url)]).catch(
      (err: unknown) => {
        cluster.stop();
        throw err;
      },
    )
  : undefined;
const largeEnv = databases ? postgresEnv(databases[0].url) : {};
const smallEnv = databases ? postgresEnv(databases[1].url) : {};

/** The data once, then a copy per build: every build reads the same rows. */
async function makeData(): Promise<{ large: string; small: string }> {
  const large = mkdtempSync(path.join(tmpdir(), 'iaa-compare-'));
  await fillLargeData(large, SIZE, { serverDir: dirs[0], env: largeEnv });
  // the demo data, seeded by a first start of the first build
  const small = mkdtempSync(path.join(tmpdir(), 'iaa-compare-'));
  const seeder = await startServer({
    seed: true,
    dataDir: small,
    serverDir: dirs[0],
    env: smallEnv,
  });
  await seeder.stop({ keepData: true });
  return { large, small };
}

/** Peak resident memory of a process so far, from /proc (Linux), in MB. */
function peakRssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

function checked(what: string, figures: LoadFigures): LoadFigures {
  if (figures.non2xx + figures.errors + figures.timeouts > 0) {
    throw new Error(`${what}: ${JSON.stringify(figures)}`);
  }
  return figures;
}

/** One path asked for again and again at 10 connections, after a warm-up. */
async function fixedPage(url: string, headers: Record<string, string>, p: string) {
  const options = { url: `${url}${p}`, headers, connections: FIXED.connections };
  await runLoad({ ...options, seconds: FIXED.warmupSeconds });
  return checked(p, await runLoad({ ...options, seconds: FIXED.seconds }));
}

/**
 * One round of a build at 100,000: a server of its own (a new process), warmed, then each list's
 * page 1 and page 1,000 again and again, each list's pages once each, and the peak memory.
 */
async function measureLarge(dir: string, dataDir: string, round: number): Promise<Round> {
  const server = await startServer({ seed: false, dataDir, serverDir: dir, env: largeEnv });
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
    // the code of each list compiled and warm before it is measured
    for (const list of LISTS) {
      for (const p of everyPage(`/api${list}`, 20)) {
        await (await fetch(`${server.url}${p}`, { headers })).arrayBuffer();
      }
    }
    const out: Round = {};
    for (const list of LISTS) {
      for (const page of [1, 1000]) {
        const figures = await fixedPage(server.url, headers, `/api${list}?page=${page}&limit=100`);
        out[`${list} page ${page} p50 ms`] = figures.p50Ms;
        out[`${list} page ${page} p99 ms`] = figures.p99Ms;
      }
    }
    for (const list of values['fixed-only'] ? [] : LISTS) {
      const { pid } = server;
      const used = cpuMeter(() => (pid === undefined ? [] : [pid]));
      const postgresUsed = cpuMeter(() => databasePids(databases?.[0].url));
      const idle = idleMeter();
      // each round's pages in another order, none of them kept from the warm-up
      const paths = everyPage(`/api${list}`).map((p) => `${p}&round=${round}`);
      const figures = checked(
        list,
        await runLoad({
          url: server.url,
          headers,
          connections: 10,
          seconds: 20,
          paths,
          maxRequests: paths.length,
        }),
      );
      out[`${list} every page p50 ms`] = figures.p50Ms;
      out[`${list} every page p99 ms`] = figures.p99Ms;
      out[`${list} every page server CPU ms/request`] = used() / figures.requests;
      if (cluster)
        out[`${list} every page PostgreSQL CPU ms/request`] = postgresUsed() / figures.requests;
      out[`${list} every page machine idle ms/request`] = idle() / figures.requests;
    }
    out['peak RSS MB (100,000)'] = peakRssMb(server.pid);
    return out;
  } finally {
    await server.stop({ keepData: true });
  }
}

/** One round of a build at 60 candidates: the segregated list's requests a second. */
async function measureSmall(dir: string, dataDir: string): Promise<Round> {
  const server = await startServer({ seed: true, dataDir, serverDir: dir, env: smallEnv });
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
    const figures = await fixedPage(server.url, headers, SMALL_LIST);
    return {
      'segregated at 60 requests/s': figures.requestsPerSecond,
      'segregated at 60 p50 ms': figures.p50Ms,
      'segregated at 60 p99 ms': figures.p99Ms,
      'peak RSS MB (60)': peakRssMb(server.pid),
    };
  } finally {
    await server.stop({ keepData: true });
  }
}

interface Build {
  dir: string;
  large: string;
  small: string;
  rounds: Round[];
}

const builds: Build[] = [];
let template: { large: string; small: string } | undefined;
try {
  template = await makeData();
  for (const dir of dirs) {
    const large = mkdtempSync(path.join(tmpdir(), 'iaa-compare-'));
    const small = mkdtempSync(path.join(tmpdir(), 'iaa-compare-'));
    cpSync(template.large, large, { recursive: true });
    cpSync(template.small, small, { recursive: true });
    builds.push({ dir, large, small, rounds: [] });
  }
  for (let round = 0; round < rounds; round++) {
    // forwards, then backwards: no build always goes first after the one before it
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      build.rounds.push({
        ...(await measureLarge(build.dir, build.large, round)),
        ...(await measureSmall(build.dir, build.small)),
      });
      console.error(
        `compareServers: round ${round + 1}, ${path.relative(process.cwd(), build.dir)}`,
      );
    }
  }
  const medians = builds.map((build) => {
    const out: Record<string, number> = {};
    for (const name of Object.keys(build.rounds[0]!)) {
      out[name] = median(build.rounds.map((r) => r[name]!));
    }
    return out;
  });
  const names = Object.keys(medians[0]!);
  const label = (build: Build) => path.relative(process.cwd(), build.dir);
  console.log(`medians of ${rounds} rounds (${engine}, ${SIZE} and 60 candidates)`);
  console.log(['figure', ...builds.map(label)].join(' | '));
  for (const name of names) {
    const first = medians[0]![name]!;
    const cells = medians.map((m, i) => {
      const value = m[name]!;
      const shown = value >= 100 ? value.toFixed(0) : value.toFixed(2);
      return i === 0 ? shown : `${shown} (${((value / first - 1) * 100).toFixed(0)}%)`;
    });
    console.log([name, ...cells].join(' | '));
  }
  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        {
          engine,
          size: SIZE,
          rounds,
          builds: builds.map((b, i) => ({ dir: label(b), medians: medians[i], rounds: b.rounds })),
        },
        null,
        2,
      ),
    );
  }
} finally {
  for (const build of builds) {
    rmSync(build.large, { recursive: true, force: true });
    rmSync(build.small, { recursive: true, force: true });
  }
  if (template) {
    rmSync(template.large, { recursive: true, force: true });
    rmSync(template.small, { recursive: true, force: true });
  }
  await Promise.all((databases ?? []).map((d) => d.drop()));
  cluster?.stop();
}
