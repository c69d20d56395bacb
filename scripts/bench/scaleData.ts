// The large data set of the benchmarks (scale.ts, queries.ts, and the browser bench through
// largeData.ts): candidates and interviews written straight to the database in batches (no PDFs,
// no API), fast enough for 100,000 of each.
import { sql, type Insertable } from 'kysely';
import type { Config } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';
import { startServer } from './server.mjs';

type Candidate = Insertable<Database['candidates']>;
type Interview = Insertable<Database['interviews']>;

const BATCH = 500;
const DAY = 86_400_000;
const STATUSES = ['completed', 'cancelled', 'completed', 'scheduled'] as const;

interface Plan {
  adminId: string;
  /** live candidates */
  count: number;
  /** live and deleted */
  all: number;
  /** the newest this many have no interview, the oldest this many two */
  withoutInterview: number;
  now: number;
}

function interview(plan: Plan, candidateId: string, i: number, nth: number): Interview {
  const scheduled = plan.now - 365 * DAY + Math.floor((i * 393 * DAY) / plan.all) + nth * DAY;
  const status = scheduled >= plan.now ? 'scheduled' : STATUSES[(i + nth) % 4]!;
  return {
    id: newId(),
    admin_id: plan.adminId,
    candidate_id: candidateId,
    int_id: `BI-${nth}${i.toString(36).toUpperCase().padStart(7, '0')}`,
    title: 'Bench interview',
    scheduled_time: new Date(scheduled).toISOString(),
    status,
    agent_voice: 'ash',
    num_questions: 5,
    history: '[]',
    score: status === 'completed' ? 5 + (i % 6) : null,
    feedback: '',
    selected: status === 'completed' && i % 10 === 0 ? 1 : 0,
    created_at: new Date(scheduled - 7 * DAY).toISOString(),
  };
}

/** Candidate `i` (the higher, the newer; the last `all - count` deleted) and its interviews. */
function rows(plan: Plan, i: number): { candidate: Candidate; interviews: Interview[] } {
  const id = newId();
  const live = i < plan.count;
  const created = plan.now - 372 * DAY + Math.floor((i * 372 * DAY) / plan.all);
  const candidate: Candidate = {
    id,
    admin_id: plan.adminId,
    cand_id: `B-${i.toString(36).toUpperCase().padStart(7, '0')}`,
    name: `Bench Candidate ${i}`,
    email: `bench-${i}@example.com`,
    phone: '+1 555 0100',
    skills: JSON.stringify(['python', 'sql']),
    resume_file: null,
    profile_summary: '',
    deleted: live ? 0 : 1,
    // the deleted ones interleave in time with the live ones
    created_at: new Date(live ? created : created - (i - plan.count) * 3_600_000).toISOString(),
  };
  const newest = live && i >= plan.count - plan.withoutInterview;
  const interviews = newest ? [] : [interview(plan, id, i, 0)];
  if (i < plan.withoutInterview) interviews.push(interview(plan, id, i, 1));
  return { candidate, interviews };
}

/**
 * `count` live candidates of the first admin, and one in a hundred as many in the trash (the
 * deleted list has something to show), with about as many interviews: the newest candidates have
 * none yet (at least two pages of them: the candidates page opens on the 'No Interview' tab, so
 * its first pages show 100 rows), the oldest as many have two, every other one has one.
 * Interviews are spread from a year ago to four weeks ahead, so the dashboard's weeks and its
 * next five have something to show. On PostgreSQL the tables are then vacuumed and analysed, as
 * they would be in steady state.
 */
export async function addCandidates(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  count: number,
) {
  const { db, engine } = await openDatabase(config);
  try {
    const admin = await db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const plan: Plan = {
      adminId: admin.id,
      count,
      all: count + Math.ceil(count / 100),
      withoutInterview: Math.min(500, Math.floor(count / 4)),
      now: Date.now(),
    };
    for (let from = 0; from < plan.all; from += BATCH) {
      const batch: ReturnType<typeof rows>[] = [];
      for (let i = from; i < Math.min(plan.all, from + BATCH); i++) batch.push(rows(plan, i));
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('candidates')
          .values(batch.map((b) => b.candidate))
          .execute();
        const interviews = batch.flatMap((b) => b.interviews);
        // the batch of the newest candidates may have none
        if (interviews.length > 0) await trx.insertInto('interviews').values(interviews).execute();
      });
    }
    // what autovacuum does within a minute of such a load, and long before a database grows to
    // this size one write at a time: statistics, and the visibility map index-only scans use
    if (engine === 'postgres') await sql`vacuum analyze candidates, interviews`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * A data directory (and, with DATABASE_URL in `env`, its PostgreSQL database) of `count`
 * candidates: the schema and the admin made by a first start of the built server (`serverDir`'s,
 * else dist/server), then the rows written straight in. Answers how long the writing took (ms).
 */
export async function fillLargeData(
  dataDir: string,
  count: number,
  options: { env?: Record<string, string>; serverDir?: string } = {},
): Promise<number> {
  const first = await startServer({ seed: false, dataDir, ...options });
  await first.stop({ keepData: true });
  const started = performance.now();
  await addCandidates({ dataDir, databaseUrl: options.env?.DATABASE_URL }, count);
  return performance.now() - started;
}
