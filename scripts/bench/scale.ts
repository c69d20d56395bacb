// Issue 11's figures: the API on both engines at 60 candidates (the demo data) and at 100,000
// (with as many interviews): requests/s, p50 and p99 of the segregated list, the dashboard stats
// and a candidate create (a real PDF, read in the worker pool), and the server's peak memory.
// Run by `npm run bench` through tsx; prints one JSON object on its last line. Traffic goes to
// 127.0.0.1 only, and every measurement stops after a bounded count and time.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import type { Insertable } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import {
  createDatabase,
  postgresInstalled,
  startCluster,
  type Cluster,
} from '../../tests/support/postgres.ts';
import { ADMIN_PASSWORD } from './config.mjs';
import { startServer } from './server.mjs';

// BENCH_LARGE: a smaller large size, to try the script quickly
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
/** Each measurement ends at whichever comes first. */
const LIMITS = { requests: 400, ms: 15_000, concurrency: 4 };
const CREATE_LIMITS = { requests: 60, ms: 15_000, concurrency: 2 };
const INSERT_BATCH = 500;

interface Figures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Sends `send()` from `concurrency` clients until the count or the time runs out. */
async function measure(
  send: (i: number) => Promise<Response>,
  limits: typeof LIMITS,
): Promise<Figures> {
  const latencies: number[] = [];
  let issued = 0;
  let non2xx = 0;
  const t0 = performance.now();
  const client = async () => {
    while (issued < limits.requests && performance.now() - t0 < limits.ms) {
      const i = issued++;
      const t = performance.now();
      const res = await send(i);
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
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
  };
}

/** 100,000 candidates of the admin, each with one interview, written straight to the database. */
async function addCandidates(config: Pick<Config, 'dataDir' | 'databaseUrl'>, count: number) {
  const { db } = await openDatabase(config);
  try {
    const admin = await db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const statuses = ['scheduled', 'completed', 'cancelled', 'in_progress'] as const;
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    for (let from = 0; from < count; from += INSERT_BATCH) {
      const candidates: Insertable<Database['candidates']>[] = [];
      const interviews: Insertable<Database['interviews']>[] = [];
      for (let i = from; i < Math.min(count, from + INSERT_BATCH); i++) {
        const id = newId();
        const created = new Date(start + i * 60_000).toISOString();
        candidates.push({
          id,
          admin_id: admin.id,
          cand_id: `B-${i.toString(36).toUpperCase().padStart(7, '0')}`,
          name: `Bench Candidate ${i}`,
          email: `bench-${i}@example.com`,
          phone: '+1 555 0100',
          skills: JSON.stringify(['python', 'sql']),
          resume_file: null,
          profile_summary: '',
          deleted: 0,
          created_at: created,
        });
        interviews.push({
          id: newId(),
          admin_id: admin.id,
          candidate_id: id,
          int_id: `BI-${i.toString(36).toUpperCase().padStart(7, '0')}`,
          title: 'Bench interview',
          scheduled_time: new Date(start + i * 60_000 + 86_400_000).toISOString(),
          status: statuses[i % statuses.length]!,
          agent_voice: 'ash',
          num_questions: 5,
          history: '[]',
          score: i % 4 === 1 ? 7.5 : null,
          feedback: '',
          selected: 0,
          created_at: created,
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('candidates').values(candidates).execute();
        await trx.insertInto('interviews').values(interviews).execute();
      });
    }
  } finally {
    await db.destroy();
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

/** Peak resident memory of a process, from /proc (Linux), in MB. */
function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

async function measureServer(url: string, pid: number | undefined, pdf: Uint8Array) {
  const token = await signIn(url);
  const auth = { authorization: `Bearer ${token}` };
  const get = (p: string) => () => fetch(`${url}/api${p}`, { headers: auth });
  const list = get('/candidate/segregated?page=1&limit=100');
  const stats = get('/admin/dashboard_stats');
  for (let i = 0; i < 5; i++) await (await list()).arrayBuffer(); // warm-up
  const create = (i: number) => {
    const form = new FormData();
    form.append('name', `Created ${i}`);
    form.append('email', `created-${i}-${Date.now()}@example.com`);
    form.append('phone', '+1 555 0199');
    form.append('skills', 'python');
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    return fetch(`${url}/api/candidate/create`, { method: 'POST', headers: auth, body: form });
  };
  return {
    segregatedList: await measure(list, LIMITS),
    dashboardStats: await measure(stats, LIMITS),
    candidateCreate: await measure(create, CREATE_LIMITS),
    peakRssMB: peakRssMb(pid),
  };
}

async function run(engine: 'sqlite' | 'postgres', size: number, cluster: Cluster | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-scale-'));
  const database = cluster ? await createDatabase(cluster.url) : undefined;
  const env: Record<string, string> = database
    ? { DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-Xq3v9L2mN8pR4tY7wZ1bC6dF0gH5jK' }
    : {};
  try {
    const large = size > 60;
    if (large) {
      // the schema and the admin first, then the rows straight into the database
      const first = await startServer({ seed: false, env, dataDir });
      await first.stop({ keepData: true });
      const t = performance.now();
      await addCandidates({ dataDir, databaseUrl: database?.url }, size);
      console.error(
        `bench: ${engine} ${size} candidates written in ${Math.round(performance.now() - t)} ms`,
      );
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
      return { engine, candidates: size, ...(await measureServer(server.url, server.pid, pdf)) };
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
    for (const engine of ['sqlite', 'postgres'] as const) {
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
