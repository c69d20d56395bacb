import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { redactUrl, type Config } from '../config.ts';
import type { Db, Engine } from './engine.ts';
import type { Database } from './schema.ts';
import { migrateToLatest, migrateUpTo } from './migrations.ts';
import { appTypes } from './pgTypes.ts';
import { withStatementCache } from './statementCache.ts';
import { ensurePrivateDir, ensurePrivateFile, FILE_MODE } from '../lib/dataDir.ts';

export { isPostgres, type Db, type Engine } from './engine.ts';

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
}

/**
 * Opens the configured database and runs the migrations: PostgreSQL when DATABASE_URL is set,
 * else SQLite in DATA_DIR. `db.destroy()` closes it (on PostgreSQL, the pool).
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  /** tests of a migration: stop after this one instead of migrating to the latest */
  options: { migrateTo?: string } = {},
): Promise<OpenedDatabase> {
  const migrate = (db: Db) =>
    options.migrateTo
      ? migrateUpTo(db as unknown as Kysely<unknown>, options.migrateTo)
      : migrateToLatest(db as unknown as Kysely<unknown>);
  if (config.databaseUrl) {
    return { db: await openPostgres(config.databaseUrl, migrate), engine: 'postgres' };
  }
  return { db: await openSqlite(config.dataDir, migrate), engine: 'sqlite' };
}

type Migrate = (db: Db) => Promise<void>;

/**
 * Opens (creating if needed) DATA_DIR/interview-admin.db in WAL mode and runs the migrations.
 * DATA_DIR is made 0700 and the database file 0600 before SQLite opens it; SQLite gives the -wal
 * and -shm files the database file's mode, and they are set again here once they exist.
 */
async function openSqlite(dataDir: string, migrate: Migrate): Promise<Db> {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'interview-admin.db');
  ensurePrivateFile(file);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, FILE_MODE);
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  await migrate(db);
  return db;
}

/** Any constant: the session-level advisory lock held by the one server that migrates. */
export const MIGRATION_LOCK = 72_011_001;

/**
 * A pool on DATABASE_URL with the type parsers above, migrated to the latest version. When
 * several servers start at once on one database, one takes the migration lock and migrates;
 * the others wait for the lock, then find nothing left to do.
 */
async function openPostgres(url: string, migrate: Migrate): Promise<Db> {
  // sessions in UTC: timestamps come back with a +00 offset whatever the server's time zone
  const pool = new pg.Pool({
    connectionString: url,
    types: appTypes(pg.types),
    max: 10,
    options: '-c TimeZone=UTC',
  });
  // an idle connection the server lost (restart, network) must not crash the process
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
  });
  let migrating = false;
  try {
    await db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(conn);
      migrating = true;
      try {
        await migrate(db);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(conn);
      }
    });
  } catch (err) {
    await db.destroy();
    if (migrating) throw err;
    throw new Error(
      `Cannot reach the PostgreSQL database of DATABASE_URL (${redactUrl(url)}): ${(err as Error).message}`,
      { cause: err },
    );
  }
  return db;
}
