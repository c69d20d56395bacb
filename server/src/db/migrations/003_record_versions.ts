import type { Kysely } from 'kysely';
import { addCounter } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // optimistic concurrency: every write moves a record's version on; reads answer it as
  // the ETag and a write with a stale If-Match is refused
  for (const table of ['candidates', 'interviews', 'training_sets', 'jobs']) {
    await addCounter(db, table, 'version', 1);
  }
  // an admin's settings (the skills) as one record
  await addCounter(db, 'admins', 'settings_version', 1);
}
