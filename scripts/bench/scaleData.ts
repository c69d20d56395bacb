// The large data set of the scale benchmarks (scale.ts, queries.ts): candidates and interviews
// written straight to the database in batches (no PDFs, no API), fast enough for 100,000 of each.
import { sql, type Insertable } from 'kysely';
import type { Config } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';

const INSERT_BATCH = 500;

/**
 * `count` live candidates of the admin, each with one interview, written straight to the
 * database; then one in a hundred as many in the trash (the deleted list has something to show).
 * On PostgreSQL the tables are then vacuumed and analysed, as they would be in steady state.
 */
export async function addCandidates(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  count: number,
) {
  const { db, engine } = await openDatabase(config);
  try {
    const admin = await db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const statuses = ['scheduled', 'completed', 'cancelled', 'in_progress'] as const;
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    const deleted = Math.ceil(count / 100);
    for (let from = 0; from < count + deleted; from += INSERT_BATCH) {
      const candidates: Insertable<Database['candidates']>[] = [];
      const interviews: Insertable<Database['interviews']>[] = [];
      for (let i = from; i < Math.min(count + deleted, from + INSERT_BATCH); i++) {
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
          deleted: i < count ? 0 : 1,
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
    // what autovacuum does within a minute of such a load, and long before a database grows to
    // this size one write at a time: statistics, and the visibility map index-only scans use
    if (engine === 'postgres') await sql`vacuum analyze candidates, interviews`.execute(db);
  } finally {
    await db.destroy();
  }
}
