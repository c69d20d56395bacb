// Migrated once per run, copied per test app: the server suites' global setups migrate one
// template database (a SQLite file; a PostgreSQL database), and tests/server/testApp.ts starts
// each test app on a copy of it instead of migrating from nothing. The copy is what the
// migrations wrote, so the server's own start finds nothing left to migrate; the tests of the
// migrations themselves open an empty database (freshDatabase) and still migrate from nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/database.ts';

/** The database file of a SQLite DATA_DIR (server/src/db/database.ts names it). */
export const SQLITE_FILE = 'interview-admin.db';

export interface SqliteTemplate {
  /** the migrated database file, closed (its write-ahead log folded in) */
  file: string;
  /** removes it */
  remove(): void;
}

/** Migrates a new SQLite database to the latest version in a temporary directory. */
export async function migrateSqliteTemplate(): Promise<SqliteTemplate> {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-template-'));
  const { db } = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  // closing the last connection checkpoints the WAL into the file and deletes it
  await db.destroy();
  return { file: path.join(dir, SQLITE_FILE), remove: () => rmSync(dir, { recursive: true }) };
}

/**
 * Migrates a new database `template` of the cluster at `clusterUrl` (its maintenance database) to
 * the latest version, then closes it to connections: CREATE DATABASE … TEMPLATE needs a template
 * that nobody is connected to.
 */
export async function migratePostgresTemplate(clusterUrl: string): Promise<string> {
  const name = 'template_migrated';
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    // the migrations alone run, on a pool that destroy() ends
    const { db } = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
    await db.destroy();
    await admin.query(`alter database ${name} with is_template true allow_connections false`);
    // a connection still closing would make every copy fail ("being accessed by other users")
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
  } finally {
    await admin.end();
  }
  return name;
}
