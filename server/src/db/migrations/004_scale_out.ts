import type { Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // resumes kept in the database itself, so every server reads what any server wrote
  await db.schema
    .createTable('resume_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text')
    .addColumn('content', t.bytes, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // sign-in limit counters shared by every server: guesses per key in the current window
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', t.timestamp, (c) => c.notNull())
    .execute();
}
