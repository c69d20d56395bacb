import { sql, type Kysely } from 'kysely';
import { INTERVIEW_CANDIDATE_SEARCH_TEXT, INTERVIEW_SEARCH_TEXT } from '../listIndexes.ts';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The interview list's search (modules/interviews/search.ts). SQLite reads the admin's
  // interviews from the list indexes of 005 and needs nothing new. PostgreSQL finds the
  // interviews whose title or ID holds a word, and the candidates whose name or email does,
  // through trigrams, as 008 does for the candidate search; without pg_trgm a search still
  // works, reading the admin's interviews.
  if (!columnTypes(db).postgres) return;
  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index interviews_search on interviews
    using gin ((${sql.raw(INTERVIEW_SEARCH_TEXT)}) gin_trgm_ops)`.execute(db);
  await sql`create index candidates_name_email_search on candidates
    using gin ((${sql.raw(INTERVIEW_CANDIDATE_SEARCH_TEXT)}) gin_trgm_ops)`.execute(db);
}
