import {
  Kysely,
  Migrator,
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { createCountsTable, installCounts } from './adminCounts.ts';
import { installDataVersions, versionTable } from './dataVersions.ts';
import {
  CANDIDATE_SEARCH_TEXT,
  INTERVIEW_CANDIDATE_SEARCH_TEXT,
  INTERVIEW_SEARCH_TEXT,
  LIST_INDEXES,
  NAME_INDEXES,
  OLD_LIST_INDEXES,
} from './listIndexes.ts';

/**
 * The column types and defaults that differ by engine. On SQLite they are what the migrations
 * wrote as shipped (timestamps as ISO text, booleans as 0/1 integers, JSON as text); PostgreSQL
 * gets its own types, which the pool's type parsers turn back into those shapes (database.ts).
 */
function columnTypes(db: Kysely<unknown>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres: pg,
    timestamp: (pg ? 'timestamptz' : 'varchar(40)') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    json: (pg ? 'jsonb' : 'text') as ColumnDataType,
    /** SQLite's real is 8 bytes; PostgreSQL's real is 4 */
    real: (pg ? 'double precision' : 'real') as ColumnDataType,
    bytes: (pg ? 'bytea' : 'blob') as ColumnDataType,
    /** the default of a boolean column: false */
    false: pg ? false : 0,
  };
}

// Helpers of 001_initial. A shipped migration must keep writing the same schema: change them
// never (on SQLite columnTypes gives exactly the types 001 shipped with); a later migration that
// wants another shape writes its own.

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

// Versioned migrations, kept in code so the compiled server carries them. Never edit a shipped
// one: add the next number.
/**
 * A version counter added to an existing table: an integer that is never null and starts at
 * `start` on the rows already there. (Migrations 002 and 003; their DDL must never change.)
 */
async function addCounter(db: Kysely<unknown>, table: string, column: string, start: number) {
  await db.schema
    .alterTable(table)
    .addColumn(column, 'integer', (c) => c.notNull().defaultTo(start))
    .execute();
}

const migrations: Record<string, Migration> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
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
            .addColumn('candidate_id', 'varchar(32)', (c) =>
              c.notNull().references('candidates.id'),
            )
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
    },
  },
  '002_username_nocase': {
    async up(db: Kysely<unknown>) {
      // usernames unique regardless of case; look-alikes already present are never merged or
      // renamed silently: the start stops and names them
      const names = columnTypes(db).postgres
        ? sql`string_agg(username, ', ')`
        : sql`group_concat(username, ', ')`;
      const { rows } = await sql<{ names: string }>`
        select ${names} as names from admins
        group by lower(username) having count(*) > 1`.execute(db);
      if (rows.length > 0) {
        throw new Error(
          `usernames that differ only in case must be renamed first: ${rows
            .map((r) => r.names)
            .join('; ')}`,
        );
      }
      await db.schema
        .createIndex('admins_username_nocase')
        .unique()
        .on('admins')
        .expression(sql`lower(username)`)
        .execute();
      await addCounter(db, 'admins', 'token_version', 0);
    },
  },
  '003_record_versions': {
    async up(db: Kysely<unknown>) {
      // optimistic concurrency: every write moves a record's version on; reads answer it as
      // the ETag and a write with a stale If-Match is refused
      for (const table of ['candidates', 'interviews', 'training_sets', 'jobs']) {
        await addCounter(db, table, 'version', 1);
      }
      // an admin's settings (the skills) as one record
      await addCounter(db, 'admins', 'settings_version', 1);
    },
  },
  '004_scale_out': {
    async up(db: Kysely<unknown>) {
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
    },
  },
  '005_list_indexes_and_counts': {
    async up(db: Kysely<unknown>) {
      const { postgres } = columnTypes(db);
      // SQLite migrates outside a transaction (Kysely): this one is all or nothing on both
      const run = async (trx: Kysely<unknown>) => {
        // every list reads its page from an index in its sort order, id last as the tie-break
        for (const name of OLD_LIST_INDEXES) await trx.schema.dropIndex(name).execute();
        for (const [name, table, columns] of LIST_INDEXES) {
          await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(
            trx,
          );
        }
        // list totals and the dashboard from one row per admin, kept by triggers
        await createCountsTable(trx);
        await installCounts(trx, postgres);
        if (postgres) await sql`analyze candidates, interviews`.execute(trx);
      };
      if (db.isTransaction) await run(db);
      else await db.transaction().execute(run);
    },
  },
  '006_data_versions': {
    async up(db: Kysely<unknown>) {
      // a per-admin version that every write of candidates and interviews moves on: kept list
      // answers are keyed by it (http/answerCache.ts)
      const install = (trx: Kysely<unknown>) => installDataVersions(trx, columnTypes(db).postgres);
      if (db.isTransaction) await install(db);
      else await db.transaction().execute(install);
    },
  },
  '007_training_versions': {
    async up(db: Kysely<unknown>) {
      // training sets move the version on too: the kept dashboard summary shows their questions
      const install = (trx: Kysely<unknown>) =>
        versionTable(trx, 'training_sets', columnTypes(db).postgres);
      if (db.isTransaction) await install(db);
      else await db.transaction().execute(install);
    },
  },
  '008_candidate_search_and_name': {
    async up(db: Kysely<unknown>) {
      // the candidate lists sorted by name read their page from this index, as the others do
      for (const [name, table, columns] of NAME_INDEXES) {
        await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(
          db,
        );
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
    },
  },
  '009_interview_search': {
    async up(db: Kysely<unknown>) {
      // The interview list's search (modules/interviews/search.ts). SQLite reads the admin's
      // interviews from the list indexes of 005 and needs nothing new. PostgreSQL finds the
      // interviews whose title or ID holds a word, and the candidates whose name or email does,
      // through trigrams, as 008 does for the candidate search; without pg_trgm a search still
      // works, reading the admin's interviews.
      if (!columnTypes(db).postgres) return;
      const available = await sql<{ n: number }>`
        select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
      if (!available.rows[0]?.n) return;
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index interviews_search on interviews
        using gin ((${sql.raw(INTERVIEW_SEARCH_TEXT)}) gin_trgm_ops)`.execute(db);
      await sql`create index candidates_name_email_search on candidates
        using gin ((${sql.raw(INTERVIEW_CANDIDATE_SEARCH_TEXT)}) gin_trgm_ops)`.execute(db);
    },
  },
  '010_candidate_search_sqlite': {
    async up(db: Kysely<unknown>) {
      // SQLite: the candidate search (modules/candidates/search.ts) finds its rows through an
      // FTS5 trigram index of each candidate's search text, by the candidate's rowid, instead of
      // reading every candidate of the admin; triggers keep it in step with every write (the
      // services, the demo seed, copy-data and direct inserts alike). PostgreSQL has 008's.
      if (columnTypes(db).postgres) return;
      const text = sql.raw(CANDIDATE_SEARCH_TEXT);
      // the expression names the columns bare: a trigger reads them from its new row
      const fromRow = (row: 'new') =>
        sql.raw(`(select ${row}.name as name, ${row}.email as email,
          ${row}.cand_id as cand_id, ${row}.phone as phone)`);
      await sql`create virtual table candidates_search using fts5(body, tokenize = 'trigram')`.execute(
        db,
      );
      await sql`insert into candidates_search (rowid, body)
        select rowid, ${text} from candidates`.execute(db);
      await sql`create trigger candidates_search_insert after insert on candidates begin
        insert into candidates_search (rowid, body) select new.rowid, ${text} from ${fromRow('new')};
      end`.execute(db);
      await sql`create trigger candidates_search_update
        after update of name, email, cand_id, phone on candidates begin
        update candidates_search set body = (select ${text} from ${fromRow('new')})
          where rowid = new.rowid;
      end`.execute(db);
      await sql`create trigger candidates_search_delete after delete on candidates begin
        delete from candidates_search where rowid = old.rowid;
      end`.execute(db);
    },
  },
  '011_interview_progress': {
    async up(db: Kysely<unknown>) {
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
    },
  },
  '012_name_index_covering': {
    async up(db: Kysely<unknown>) {
      // PostgreSQL reads an expression index alone (an index-only scan) only when it also holds
      // the columns under the expression: the name list's anchors (db/pageAnchors.ts) read every
      // lower(name) of the admin in order, which without `name` here was a scan of the table and
      // a sort (90 ms at 30,000 candidates, 18 ms from the index). SQLite reads it as it is.
      if (!columnTypes(db).postgres) return;
      await sql`drop index candidates_admin_name`.execute(db);
      await sql`create index candidates_admin_name on candidates
        (admin_id, deleted, lower(name), id) include (name)`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  checked(await new Migrator({ db, provider }).migrateToLatest());
}

/** Migrates up to and including `name`: for tests of a migration over rows written before it. */
export async function migrateUpTo(db: Kysely<unknown>, name: string): Promise<void> {
  checked(await new Migrator({ db, provider }).migrateTo(name));
}

function checked({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
