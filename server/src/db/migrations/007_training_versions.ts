import type { Kysely } from 'kysely';
import { columnTypes } from './columns.ts';
import { versionTable } from './versionTriggers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // training sets move the version on too: the kept dashboard summary shows their questions
  const install = (trx: Kysely<unknown>) =>
    versionTable(trx, 'training_sets', columnTypes(db).postgres);
  if (db.isTransaction) await install(db);
  else await db.transaction().execute(install);
}
