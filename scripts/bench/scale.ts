// The API on both engines at 60 candidates (the demo data) and at 100,000 (with as many
// interviews), at 10 connections (`at10Connections`, autocannon in its own process): every list
// the console pages through (segregated page 1 and 1,000, the interview lists, the trash, each
// page once), the dashboard stats and summary; a candidate create (a real PDF, read in the worker
// pool, its time reported apart); and the server's peak memory.
// Run by `npm run bench` through tsx; prints one JSON object on its last line. Traffic goes to
// 127.0.0.1 only, and every measurement stops after a bounded count and time.
// BENCH_ENGINES=sqlite (or postgres) measures one engine only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import {
  createDatabase,
  postgresInstalled,
  startCluster,
  type Cluster,
} from '../../tests/support/postgres.ts';
import { postgresEnv } from './config.mjs';
import { cpuMeter, databasePids } from './cpuTime.ts';
import { ACCEPT_ENCODING, everyPage, runLoad } from './load.mjs';
import { fillLargeData } from './scaleData.ts';
import { startServer } from './server.mjs';
import { signIn } from './signIn.mjs';

// BENCH_LARGE: a smaller large size, to try the script quickly
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
/** The creates end at whichever comes first. */
const CREATE_LIMITS = { requests: 60, ms: 15_000, concurrency: 2 };
/**
 * Issue 12's goals are set at 10 concurrent connections, sent by autocannon from a process of
 * its own (loadClient.mjs): a client in this process (fetch, decompressing every answer) cost
 * more than the server it measured, and its own queueing was most of the latency it reported.
 */
const AT_10 = { connections: 10, seconds: 10, maxRequests: 3000 };

interface Figures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** CPU time of the server (and PostgreSQL) per request: what load elsewhere leaves alone */
  cpuMsPerRequest?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * Sends `send()` from `concurrency` clients until the count or the time runs out; with `cpu`,
 * the CPU time the serving processes used per request.
 */
async function measure(
  send: (i: number) => Promise<Response>,
  limits: typeof CREATE_LIMITS,
  cpu?: () => () => number,
): Promise<Figures> {
  const used = cpu?.();
  const latencies: number[] = [];
  // each latency less the PDF reading the server reports (Server-Timing: pdf;dur=…), if any
  const withoutPdf: number[] = [];
  let issued = 0;
  let non2xx = 0;
  const t0 = performance.now();
  const client = async () => {
    while (issued < limits.requests && performance.now() - t0 < limits.ms) {
      const i = issued++;
      const t = performance.now();
      const res = await send(i);
      await res.arrayBuffer();
      const latency = performance.now() - t;
      latencies.push(latency);
      const pdfMs = /(?:^|,)\s*pdf;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
      if (pdfMs) withoutPdf.push(latency - Number(pdfMs[1]));
      if (res.status >= 300) non2xx++;
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, client));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    non2xx,
    ...(used && { cpuMsPerRequest: Math.round((used() / latencies.length) * 100) / 100 }),
    ...(withoutPdf.length > 0 && {
      p99WithoutPdfMs:
        Math.round(
          percentile(
            withoutPdf.sort((a, b) => a - b),
            99,
          ) * 10,
        ) / 10,
    }),
  };
}

/** Peak resident memory of a process, from /proc (Linux), in MB. */
function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

/** Peak resident memory of each PDF worker process the server has now (its children), in MB. */
function pdfWorkerPeaksMb(pid: number | undefined): number[] {
  if (!pid) return [];
  let children: string[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  } catch {
    return [];
  }
  return children
    .filter((child) => child && /pdfWorker/.test(readFileSync(`/proc/${child}/cmdline`, 'utf8')))
    .map((child) => peakRssMb(Number(child)) ?? 0);
}

/** The processes serving the API: the server and, on PostgreSQL, the database's. */
const servingPids = (pid: number | undefined, databaseUrl: string | undefined) => () => [
  ...(pid ? [pid] : []),
  ...databasePids(databaseUrl),
];

async function measureServer(
  url: string,
  serving: () => number[],
  pid: number | undefined,
  pdf: Uint8Array,
) {
  const cpu = () => cpuMeter(serving);
  const token = await signIn(url);
  const auth = { authorization: `Bearer ${token}` };
  const create = (i: number) => {
    const form = new FormData();
    form.append('name', `Created ${i}`);
    form.append('email', `created-${i}-${Date.now()}@example.com`);
    form.append('phone', '+1 555 0199');
    form.append('skills', 'python');
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    return fetch(`${url}/api/candidate/create`, { method: 'POST', headers: auth, body: form });
  };
  // a create's first run loads and compiles what only a create needs (the HTML sanitiser, its
  // response serialiser, once per process) and starts the PDF processes: a server
  // seeded with the demo data has done so before it answers, one filled by direct inserts not
  await Promise.all(
    Array.from({ length: CREATE_LIMITS.concurrency }, async (_, i) =>
      (await create(-1 - i)).arrayBuffer(),
    ),
  );
  const candidateCreate = await measure(create, CREATE_LIMITS, cpu);
  // the PDF workers end after 30 s idle: their peaks are read right after the creates
  const pdfWorkerPeaks = pdfWorkerPeaksMb(pid);
  return {
    candidateCreate,
    at10Connections: await measureAt10(url, auth, cpu),
    peakRssMB: peakRssMb(pid),
    pdfWorkerPeakRssMB: pdfWorkerPeaks.length > 0 ? Math.max(...pdfWorkerPeaks) : null,
  };
}

/** The dashboard's 9 week boundaries as the console sends them (here Mondays, UTC midnight). */
const WEEKS = Array.from({ length: 9 }, (_, i) => {
  const day = new Date(new Date().setUTCHours(0, 0, 0, 0));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + (i - 7) * 7);
  return day.toISOString();
}).join(',');

/** The pages issue 12 sets goals for, each at 10 connections (page 1,000: the last at 100k). */
const PAGES_AT_10 = {
  segregatedPage1: '/candidate/segregated?page=1&limit=100',
  segregatedPage1000: '/candidate/segregated?page=1000&limit=100',
  interviewsPage1: '/interview/list?page=1&limit=100',
  interviewsPage1000: '/interview/list?page=1000&limit=100',
  scheduledPage1: '/interview/list?status=scheduled&page=1&limit=25',
  historyPage1: '/interview/list?status=completed&page=1&limit=25',
  historyBothPage1:
    '/interview/list?status=completed,cancelled&sort=scheduled_time&order=desc&page=1&limit=25',
  // each of the 1,000 pages once (load.mjs)
  segregatedEveryPage: everyPage('/candidate/segregated'),
  interviewsEveryPage: everyPage('/interview/list'),
  trash: '/candidate/deleted',
  trashPage1: '/candidate/deleted?page=1&limit=100',
  dashboardStats: '/admin/dashboard_stats',
  dashboardSummary: `/admin/dashboard_summary?weeks=${WEEKS}`,
  // issue 13's extensions: a list sorted by name (its first and last page), and a search of
  // two words over every candidate (about 20 match "bench 4242" at 100,000)
  byNamePage1: '/candidate/segregated?page=1&limit=100&sort=name',
  byNamePage1000: '/candidate/segregated?page=1000&limit=100&sort=name&order=desc',
  search: '/candidate/segregated?page=1&limit=100&q=bench%204242',
} as const;

async function measureAt10(url: string, auth: Record<string, string>, cpu: () => () => number) {
  const out: Partial<Record<keyof typeof PAGES_AT_10, Figures>> = {};
  const headers = { ...auth, 'accept-encoding': ACCEPT_ENCODING };
  for (const [name, p] of Object.entries(PAGES_AT_10) as [
    keyof typeof PAGES_AT_10,
    string | readonly string[],
  ][]) {
    const paths = (typeof p === 'string' ? [p] : p).map((q) => `/api${q}`);
    // a fixed URL is warmed up, its answer kept from here on as for a console asking again; the
    // pages of an every-page run are not (their code ran in the page-1 runs before them)
    if (paths.length === 1) {
      for (let i = 0; i < 3; i++)
        await (await fetch(`${url}${paths[0]}`, { headers })).arrayBuffer();
    }
    const used = cpu();
    const figures = await runLoad({
      url,
      headers,
      connections: AT_10.connections,
      seconds: AT_10.seconds,
      paths,
      maxRequests: Math.min(AT_10.maxRequests, paths.length > 1 ? paths.length : Infinity),
    });
    out[name] = {
      requests: figures.requests,
      requestsPerSecond: figures.requestsPerSecond,
      p50Ms: figures.p50Ms,
      p99Ms: figures.p99Ms,
      non2xx: figures.non2xx + figures.errors + figures.timeouts,
      cpuMsPerRequest: Math.round((used() / Math.max(1, figures.requests)) * 100) / 100,
    };
  }
  return out;
}

async function run(engine: 'sqlite' | 'postgres', size: number, cluster: Cluster | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-scale-'));
  const database = cluster ? await createDatabase(cluster.url) : undefined;
  const env = database ? postgresEnv(database.url) : {};
  try {
    const large = size > 60;
    if (large) {
      const ms = await fillLargeData(dataDir, size, { env });
      console.error(`bench: ${engine} ${size} candidates written in ${Math.round(ms)} ms`);
    }
    const server = await startServer({ seed: !large, env, dataDir });
    try {
      const pdf = await generateResumePdf({
        name: 'Bench Create',
        email: 'bench@example.com',
        phone: '+1 555 0100',
        headline: 'Engineer',
        summary: 'Writes benchmarks.',
        experience: [],
        skills: ['Python'],
      });
      return {
        engine,
        candidates: size,
        ...(await measureServer(
          server.url,
          servingPids(server.pid, database?.url),
          server.pid,
          pdf,
        )),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const cluster = postgresInstalled() ? await startCluster() : undefined;
  const runs = [];
  const skipped: string[] = [];
  try {
    const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
    for (const engine of ['sqlite', 'postgres'] as const) {
      if (!engines.includes(engine)) continue;
      if (engine === 'postgres' && !cluster) {
        skipped.push('postgres: PostgreSQL 15 is not installed');
        continue;
      }
      for (const size of [60, LARGE]) {
        console.error(`bench: ${engine} at ${size} candidates…`);
        runs.push(await run(engine, size, engine === 'postgres' ? cluster : undefined));
      }
    }
  } finally {
    cluster?.stop();
  }
  console.log(JSON.stringify({ runs, skipped }));
}

main().catch((err: unknown) => {
  console.error(`bench (scale): ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
});
