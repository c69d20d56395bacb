// Scores people can trust (issue 52): each member's blind review of an interview's answers, the
// workspace's interview settings (follow-up questions, blind review), and whether an interview's
// final score was set by hand (reviews then leave it alone), and whether it needs a review.
import type { Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const run = async (trx: Kysely<unknown>) => {
    await trx.schema
      .createTable('answer_reviews')
      .addColumn('workspace_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('interview_id', 'varchar(32)', (c) => c.notNull())
      /** the member (admins.id) who reviewed */
      .addColumn('reviewer_id', 'varchar(32)', (c) => c.notNull())
      /** the answer's place in the interview's history */
      .addColumn('answer_index', 'integer', (c) => c.notNull())
      /** 0 to 5 in halves */
      .addColumn('score', t.real, (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('submitted_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('answer_reviews_pk', ['interview_id', 'reviewer_id', 'answer_index'])
      .execute();
    // the Scoring screen's period
    await trx.schema
      .createIndex('answer_reviews_workspace_time')
      .on('answer_reviews')
      .columns(['workspace_id', 'submitted_at'])
      .execute();

    // follow-up questions per answer (0 to 2) and blind review (1: on)
    await trx.schema
      .alterTable('workspaces')
      .addColumn('follow_ups_per_answer', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.schema
      .alterTable('workspaces')
      .addColumn('blind_review', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // 1: the interview's score was set by hand as a whole; reviews no longer move it
    await trx.schema
      .alterTable('interviews')
      .addColumn('score_set', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // 1 until a person reviews it, and again while a review and the AI are 2 or more apart
    await trx.schema
      .alterTable('interviews')
      .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
