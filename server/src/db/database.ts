import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrations.ts';

export type Db = Kysely<Database>;

/** Opens (creating if needed) DATA_DIR/interview-admin.db in WAL mode and runs the migrations. */
export async function openDatabase(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(dataDir, 'interview-admin.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as unknown as Kysely<unknown>);
  return db;
}
