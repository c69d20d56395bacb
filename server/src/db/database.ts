import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrations.ts';
import { ensurePrivateDir, ensurePrivateFile, FILE_MODE } from '../lib/dataDir.ts';

export type Db = Kysely<Database>;

/**
 * Opens (creating if needed) DATA_DIR/interview-admin.db in WAL mode and runs the migrations.
 * DATA_DIR is made 0700 and the database file 0600 before SQLite opens it; SQLite gives the -wal
 * and -shm files the database file's mode, and they are set again here once they exist.
 */
export async function openDatabase(dataDir: string): Promise<Db> {
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as unknown as Kysely<unknown>);
  return db;
}
