// A new database of the engine under test on a bare Kysely, no migration run: for the tests of a
// migration over rows written before it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/src/db/schema.ts';
import { freshDatabase } from './testApp.ts';

/** The database, and what removes it again (pushed onto `cleanups`, run in reverse). */
export async function bareDatabase(
  cleanups: (() => Promise<void> | void)[],
): Promise<Kysely<Database>> {
  const database = await freshDatabase();
  cleanups.push(database.drop);
  if (database.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    cleanups.push(() => db.destroy());
    return db;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-bare-'));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(path.join(dir, 'db.sqlite')) }),
  });
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
}
