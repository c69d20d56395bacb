// Data you can keep and give back (issue 53): when a candidate went to the trash (the purge after
// TRASH_RETENTION_DAYS counts from it), when a candidate was erased, when an interview's answers
// were removed by INTERVIEW_RETENTION_DAYS, and the jobs that run once across servers (the purge,
// the retention, scheduled backups) with the outcome of their last run.
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema.alterTable('candidates').addColumn('deleted_at', t.timestamp).execute();
    await trx.schema.alterTable('candidates').addColumn('erased_at', t.timestamp).execute();
    // what is in the trash today counts from now: nobody knows when it went there
    const now = new Date().toISOString();
    const deleted = t.postgres ? true : 1;
    await sql`update candidates set deleted_at = ${now} where deleted = ${deleted}`.execute(trx);
    // the purge's search: the trash by age
    await trx.schema
      .createIndex('candidates_trash_age')
      .on('candidates')
      .column('deleted_at')
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();

    await trx.schema
      .alterTable('interviews')
      .addColumn('content_removed_at', t.timestamp)
      .execute();

    await trx.schema
      .createTable('scheduled_runs')
      /** the job: 'trash_purge', 'interview_retention', 'backup' */
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      /** when it is due next */
      .addColumn('next_at', t.timestamp, (c) => c.notNull())
      /** a server runs it until then; another may take it after (a server that died meanwhile) */
      .addColumn('lease_until', t.timestamp)
      .addColumn('last_started_at', t.timestamp)
      .addColumn('last_finished_at', t.timestamp)
      /** JSON: what the last run did, or its error */
      .addColumn('last_result', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
