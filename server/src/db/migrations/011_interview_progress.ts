import type { Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // the interview itself (docs/interview-api.md): the questions Start fixed, with what the
  // scorer knows of them, and when the candidate started and finished
  const t = columnTypes(db);
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema
      .alterTable('interviews')
      .addColumn('plan', t.json, (c) => c.notNull().defaultTo('[]'))
      .execute();
    await trx.schema.alterTable('interviews').addColumn('started_at', t.timestamp).execute();
    await trx.schema.alterTable('interviews').addColumn('finished_at', t.timestamp).execute();
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
