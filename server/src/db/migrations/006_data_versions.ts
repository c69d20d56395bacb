import type { Kysely } from 'kysely';
import { columnTypes } from './columns.ts';
import { installDataVersions } from './versionTriggers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // a per-admin version that every write of candidates and interviews moves on: kept list
  // answers are keyed by it (http/answerCache.ts)
  const install = (trx: Kysely<unknown>) => installDataVersions(trx, columnTypes(db).postgres);
  if (db.isTransaction) await install(db);
  else await db.transaction().execute(install);
}
