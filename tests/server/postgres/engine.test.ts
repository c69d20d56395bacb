// What only PostgreSQL has: its column types, and the migration lock that lets several servers
// start at once on one new database. PostgreSQL only: the server project leaves
// tests/server/postgres/ out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.ts';
import { MIGRATION_LOCK, openDatabase } from '../../../server/src/db/database.ts';
import { freshDatabase, startTestApp, type TestApp } from '../testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('on PostgreSQL only', () => {
  it('columns have the PostgreSQL types: timestamptz, boolean, jsonb, double precision, bytea', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public'`.execute(t.db);
    const typeOf = (table: string, column: string) =>
      rows.find((r) => r.table_name === table && r.column_name === column)?.data_type;
    const timestamptz = 'timestamp with time zone';
    expect(typeOf('admins', 'created_at')).toBe(timestamptz);
    expect(typeOf('admins', 'deleted')).toBe('boolean');
    expect(typeOf('candidates', 'created_at')).toBe(timestamptz);
    expect(typeOf('candidates', 'deleted')).toBe('boolean');
    expect(typeOf('candidates', 'skills')).toBe('jsonb');
    expect(typeOf('interviews', 'scheduled_time')).toBe(timestamptz);
    expect(typeOf('interviews', 'history')).toBe('jsonb');
    expect(typeOf('interviews', 'selected')).toBe('boolean');
    expect(typeOf('interviews', 'score')).toBe('double precision');
    expect(typeOf('training_sets', 'questions')).toBe('jsonb');
    expect(typeOf('training_sets', 'last_updated')).toBe(timestamptz);
    expect(typeOf('jobs', 'required_skills')).toBe('jsonb');
    expect(typeOf('jobs', 'updated_at')).toBe(timestamptz);
    expect(typeOf('resume_files', 'content')).toBe('bytea');
    expect(typeOf('resume_files', 'created_at')).toBe(timestamptz);
    expect(typeOf('login_attempts', 'window_start')).toBe(timestamptz);
  });

  it('of servers starting at once on one new database exactly one migrates, the others wait', async () => {
    const database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-migrate-'));
    try {
      const config = loadConfig({ ...database.env, DATA_DIR: dataDir });
      const opened = await Promise.all([1, 2, 3, 4, 5].map(() => openDatabase(config)));
      const { db } = opened[0]!;
      const { rows } = await sql<{ name: string }>`
        select name from kysely_migration order by name`.execute(db);
      expect(rows.map((r) => r.name)).toEqual([
        '001_initial',
        '002_username_nocase',
        '003_record_versions',
        '004_scale_out',
        '005_list_indexes_and_counts',
        '006_data_versions',
        '007_training_versions',
        '008_candidate_search_and_name',
        '009_interview_search',
        // SQLite's trigram index for the candidate search: nothing to do on PostgreSQL
        '010_candidate_search_sqlite',
        '011_interview_progress',
        '012_name_index_covering',
        '013_workspaces',
        '014_outbox',
        '015_reviews',
        '016_data_care',
      ]);
      // the searches' trigram indexes: pg_trgm ships with Debian's postgresql (contrib)
      const { rows: indexes } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename in ('candidates', 'interviews')
        order by indexname`.execute(db);
      expect(indexes.map((r) => r.indexname)).toEqual(
        expect.arrayContaining(['candidates_admin_name', 'candidates_search', 'interviews_search']),
      );
      // the name index holds the name itself (012), for index-only reads of lower(name)
      const { rows: nameIndex } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = 'candidates_admin_name'`.execute(db);
      expect(nameIndex[0]?.indexdef).toMatch(
        /\(admin_id, deleted, lower\(name\), id\) INCLUDE \(name\)$/,
      );
      for (const { db: each } of opened) {
        expect(await each.selectFrom('admins').select('id').execute()).toEqual([]);
        await each.destroy();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a server starting while another holds the migration lock waits until it is released', async () => {
    const database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-migrate-'));
    const holder = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      let opened = false;
      const opening = openDatabase(loadConfig({ ...database.env, DATA_DIR: dataDir })).then(
        (result) => {
          opened = true;
          return result;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(opened).toBe(false);
      const { rows } = await holder.query(
        "select count(*)::int as n from pg_tables where tablename = 'admins'",
      );
      expect(rows).toEqual([{ n: 0 }]);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      const { db } = await opening;
      expect(await db.selectFrom('admins').select('id').execute()).toEqual([]);
      await db.destroy();
    } finally {
      await holder.end();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('timestamps read as ISO strings', () => {
  it('through the pool, microseconds and all', async () => {
    const { rows } = await sql<Record<string, string>>`
      select '2030-01-02 03:04:05.123456+00'::timestamptz as micros,
             '2030-01-02 03:04:05.5+02'::timestamptz as offset,
             '2030-01-02 03:04:05+00'::timestamptz as whole,
             '0001-01-01 00:00:00+00'::timestamptz as first,
             '9999-12-31 23:59:59.999999+00'::timestamptz as last`.execute(t.db);
    expect(rows[0]).toEqual({
      micros: '2030-01-02T03:04:05.123Z',
      offset: '2030-01-02T01:04:05.500Z',
      whole: '2030-01-02T03:04:05.000Z',
      first: '0001-01-01T00:00:00.000Z',
      last: '9999-12-31T23:59:59.999Z',
    });
  });
});
