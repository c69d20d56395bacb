import { sql, type Kysely } from 'kysely';
import { CANDIDATE_SEARCH_TEXT, NAME_INDEXES } from '../listIndexes.ts';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // the candidate lists sorted by name read their page from this index, as the others do
  for (const [name, table, columns] of NAME_INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
  // PostgreSQL: a search finds its rows through trigrams (pg_trgm, shipped with PostgreSQL's
  // contrib and trusted: the database's owner may install it) instead of reading every
  // candidate. Without the extension a search still works, reading the admin's candidates.
  if (!columnTypes(db).postgres) return;
  const available = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index candidates_search on candidates
    using gin ((${sql.raw(CANDIDATE_SEARCH_TEXT)}) gin_trgm_ops)`.execute(db);
}
