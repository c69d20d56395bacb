import { sql, type Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL reads an expression index alone (an index-only scan) only when it also holds
  // the columns under the expression: a deep page of the name list steps over the admin's
  // lower(name) entries in order, which without `name` here was a scan of the table and a sort.
  // SQLite reads it as it is.
  if (!columnTypes(db).postgres) return;
  await sql`drop index candidates_admin_name`.execute(db);
  await sql`create index candidates_admin_name on candidates
    (admin_id, deleted, lower(name), id) include (name)`.execute(db);
}
