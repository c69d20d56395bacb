// The first schema: admins, their skills, candidates, interviews, training sets, jobs and meta.
// Its helpers below are part of it: change them never (on SQLite columnTypes gives exactly the
// types 001 shipped with).
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './columns.ts';

/** A table of one admin's records: `id`, then the owning `admin_id`. */
const ownedTable = (db: Kysely<unknown>, name: string) =>
  db.schema
    .createTable(name)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(32)', (c) => c.notNull().references('admins.id'));

type OwnedTableBuilder = ReturnType<typeof ownedTable>;

/**
 * Creates an owned table, its own columns between `admin_id` and `created_at` (the last), then
 * its indexes, each named with its columns.
 */
async function createRecordTable(
  db: Kysely<unknown>,
  name: string,
  columns: (table: OwnedTableBuilder) => OwnedTableBuilder,
  indexes: Record<string, string[]>,
): Promise<void> {
  await columns(ownedTable(db, name))
    .addColumn('created_at', columnTypes(db).timestamp, (c) => c.notNull())
    .execute();
  for (const [index, indexColumns] of Object.entries(indexes)) {
    await db.schema.createIndex(index).on(name).columns(indexColumns).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('admins')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('previous_password_hash', 'text')
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_image', 'text')
    .addColumn('deleted', t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn('max_ques_limit', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_skills')
    .addColumn('admin_id', 'varchar(32)', (c) => c.notNull().references('admins.id'))
    .addColumn('skill', 'text', (c) => c.notNull())
    .addColumn('skill_key', 'text', (c) => c.notNull())
    .addColumn('num_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_skills_pk', ['admin_id', 'skill_key'])
    .execute();

  await createRecordTable(
    db,
    'candidates',
    (table) =>
      table
        .addColumn('cand_id', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('skills', t.json, (c) => c.notNull().defaultTo('[]'))
        .addColumn('resume_file', 'text')
        .addColumn('profile_summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('deleted', t.boolean, (c) => c.notNull().defaultTo(t.false)),
    { candidates_admin_created: ['admin_id', 'deleted', 'created_at'] },
  );

  await createRecordTable(
    db,
    'interviews',
    (table) =>
      table
        .addColumn('candidate_id', 'varchar(32)', (c) => c.notNull().references('candidates.id'))
        .addColumn('int_id', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('scheduled_time', t.timestamp, (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('agent_voice', 'varchar(20)', (c) => c.notNull().defaultTo('ash'))
        .addColumn('num_questions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('history', t.json, (c) => c.notNull().defaultTo('[]'))
        .addColumn('score', t.real)
        .addColumn('feedback', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('selected', t.boolean, (c) => c.notNull().defaultTo(t.false)),
    {
      interviews_candidate_created: ['candidate_id', 'created_at'],
      interviews_admin_status: ['admin_id', 'status'],
    },
  );

  await ownedTable(db, 'training_sets')
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('domain_key', 'text', (c) => c.notNull())
    .addColumn('questions', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_updated', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('training_sets_admin_domain', ['admin_id', 'domain_key'])
    .execute();

  await ownedTable(db, 'jobs')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('required_skills', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`select 1`.execute(db);
}
