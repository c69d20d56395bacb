// The hot queries of the lists and the dashboard, timed one by one at scale on either engine,
// without HTTP: `npx tsx scripts/bench/queries.ts [sqlite|postgres] [candidates]`. For working on
// the data layer (the request figures are scale.ts's). Prints the median wall and CPU time of a
// bounded number of runs of each, in ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { livePage, listDeletedCandidates } from '../../server/src/modules/candidates/repository.ts';
import { emailTaken } from '../../server/src/modules/candidates/repository.ts';
import { findAdminWithData } from '../../server/src/modules/auth/repository.ts';
import { listInterviews } from '../../server/src/modules/interviews/repository.ts';
import { candidateListQuery } from '../../server/src/modules/candidates/search.ts';
import { CANDIDATE_SEARCH_TEXT } from '../../server/src/db/listIndexes.ts';
import { sql } from 'kysely';
import { insertAdmin } from '../../tests/server/rows.ts';
import { createDatabase, startCluster } from '../../tests/support/postgres.ts';
import { addCandidates } from './scaleData.ts';

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const size = Number(process.argv[3] ?? 100_000);
const RUNS = 30;
const TIME_LIMIT_MS = 10_000;

/** The median of some numbers. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/**
 * Runs `run` a bounded number of times and prints the median wall time and the median CPU time
 * of this process (on SQLite the query's whole cost, whatever else the machine is doing).
 */
async function time(name: string, run: () => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < RUNS + 3 && performance.now() - t0 < TIME_LIMIT_MS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await run();
    const used = process.cpuUsage(c);
    if (i < 3) continue; // warm-up
    wall.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
  console.log(`${name.padEnd(36)} wall ${ms(median(wall))}, cpu ${ms(median(cpu))}`);
}

async function queries(db: Db, adminId: string) {
  const last = Math.ceil(size / 100) - 1;
  const list = (statuses: string[], sort: 'scheduled_time' | 'created_at', order: 'asc' | 'desc') =>
    ({ statuses, sort, order, limit: 100 }) as const;
  await time('livePage page 1', () => livePage(db, adminId, 100, 0));
  await time('livePage middle', () => livePage(db, adminId, 100, Math.floor(last / 2) * 100));
  await time('livePage last', () => livePage(db, adminId, 100, last * 100));
  // the search: through the trigram index on SQLite (migration 010), beside what it did before
  // (the admin's every candidate read and matched, for the count and for the page)
  const searchPage = (q: string) => () => livePage(db, adminId, 100, 0, candidateListQuery({ q }));
  const scanned = (words: string[]) => async () => {
    const match = sql.join(
      words.map((w) => sql`${sql.raw(CANDIDATE_SEARCH_TEXT)} like ${`%${w}%`}`),
      sql` and `,
    );
    await sql`select count(*) from candidates where admin_id = ${adminId} and deleted = 0
      and ${match}`.execute(db);
    await sql`select id from candidates where admin_id = ${adminId} and deleted = 0 and ${match}
      order by created_at desc, id desc limit 100`.execute(db);
  };
  for (const [name, q] of [
    ['1 rare word', 'bench-4242@'],
    ['2 words, one rare', 'candidate 4242'],
    ['1 word matching all', 'candidate'],
  ] as const) {
    await time(`search ${name}`, searchPage(q));
    if (engine === 'sqlite') await time(`search ${name}, scanned`, scanned(q.split(' ')));
  }
  await time('trash all', () => listDeletedCandidates(db, adminId));
  await time('trash page 1', () => listDeletedCandidates(db, adminId, { limit: 100, offset: 0 }));
  await time('account, data version and counts', () => findAdminWithData(db, adminId));
  await time('emailTaken', () => emailTaken(db, adminId, 'bench-77@example.com'));
  for (const [name, options] of [
    ['interviews all', list([], 'created_at', 'desc')],
    ['interviews scheduled', list(['scheduled'], 'scheduled_time', 'asc')],
    ['interviews completed', list(['completed'], 'created_at', 'desc')],
    ['interviews history 2', list(['completed', 'cancelled'], 'scheduled_time', 'desc')],
  ] as const) {
    const o = { ...options, statuses: [...options.statuses] as never[] };
    await time(`${name} page 1`, () => listInterviews(db, adminId, { ...o, offset: 0 }));
    const deep = Math.floor((last * 100) / (o.statuses.length ? 4 / o.statuses.length : 1));
    const middle = Math.floor(deep / 200) * 100;
    await time(`${name} middle`, () => listInterviews(db, adminId, { ...o, offset: middle }));
    await time(`${name} last`, () => listInterviews(db, adminId, { ...o, offset: deep }));
  }
}

async function main() {
  // QUERIES_DATA_DIR (SQLite): a data directory kept between runs, filled on the first
  const kept = engine === 'sqlite' ? process.env.QUERIES_DATA_DIR : undefined;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'iaa-queries-'));
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  const database = cluster ? await createDatabase(cluster.url) : undefined;
  const config = { dataDir, databaseUrl: database?.url };
  try {
    const { db } = await openDatabase(config);
    const existing = await db.selectFrom('admins').select('id').executeTakeFirst();
    if (existing) {
      await queries(db, existing.id);
      await db.destroy();
      return;
    }
    const adminId = await insertAdmin(db, 'admin');
    const t = performance.now();
    await addCandidates(config, size);
    console.log(`${engine}: ${size} candidates written in ${Math.round(performance.now() - t)} ms`);
    await queries(db, adminId);
    await db.destroy();
  } finally {
    await database?.drop();
    cluster?.stop();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
