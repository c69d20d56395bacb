// Where a restore goes: a DATA_DIR of SQLite or a PostgreSQL database. Whether it holds data
// (a restore refuses to overwrite it unless told to), and emptying it when told to, or when all it
// holds is empty tables (pg_restore needs a database without the app's tables).
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { isResumeFileName } from '../lib/resumeStore.ts';
import { BackupError, SECRET_ENTRY, SQLITE_FILE } from './backupArchive.ts';
import { countTables, existingTables, postgresConnection, sqliteFile } from './backup.ts';
import { isPostgres, type Db } from '../db/engine.ts';

export interface Target {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** Tables a new, empty installation fills by itself: they do not make it "not empty". */
const SELF_FILLED = new Set(['meta', 'scheduled_runs']);

/** The app's own tables that are neither records nor counted (kept up by the app itself). */
const APP_INTERNAL = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'admin_counts',
  'data_versions',
  'login_attempts',
]);

const rowsText = (table: string, n: number) => `${table}: ${n} row${n === 1 ? '' : 's'}`;

/**
 * The first table of `db` that holds records, as `candidates: 12 rows`; undefined if none. On
 * PostgreSQL a table the app does not have counts too: the restore would drop it.
 */
async function tablesWithRecords(db: Db): Promise<string | undefined> {
  const counts = await countTables(db);
  const full = Object.entries(counts).filter(([table, n]) => n > 0 && !SELF_FILLED.has(table));
  if (full.length > 0) {
    // at most four named: the fifth and on as a number ("and 2 more tables")
    const named = full.length > 4 ? full.slice(0, 3) : full;
    const more = full.length > 4 ? `, and ${full.length - 3} more tables` : '';
    return named.map(([table, n]) => rowsText(table, n)).join(', ') + more;
  }
  if (!isPostgres(db)) return undefined;
  for (const table of await existingTables(db)) {
    if (table in counts || APP_INTERNAL.has(table)) continue;
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) return `${rowsText(table, n)}, a table the app does not have`;
  }
  return undefined;
}

const resumeFilesIn = (dataDir: string): string[] => {
  try {
    return readdirSync(path.join(dataDir, 'resumes')).filter(isResumeFileName);
  } catch {
    return [];
  }
};

/** What the target holds, in words (`… is not empty (candidates: 12 rows)`); undefined if empty. */
export async function holdings(target: Target): Promise<string | undefined> {
  if (target.databaseUrl) {
    const db = postgresConnection(target.databaseUrl);
    try {
      const rows = await tablesWithRecords(db);
      return rows && `the PostgreSQL database of DATABASE_URL is not empty (${rows})`;
    } catch (err) {
      throw new BackupError(`The PostgreSQL database cannot be reached: ${(err as Error).message}`);
    } finally {
      await db.destroy();
    }
  }
  const file = path.join(target.dataDir, SQLITE_FILE);
  if (existsSync(file)) {
    let rows: string | undefined;
    try {
      const db = sqliteFile(file);
      try {
        rows = await tablesWithRecords(db);
      } finally {
        await db.destroy();
      }
    } catch (err) {
      // a damaged database is not an empty one: --force replaces it
      rows = `its database cannot be read: ${(err as Error).message}`;
    }
    if (rows) return `DATA_DIR (${target.dataDir}) is not empty (${rows})`;
  }
  const resumes = resumeFilesIn(target.dataDir).length;
  return resumes > 0
    ? `DATA_DIR (${target.dataDir}) is not empty (resumes: ${resumes} files)`
    : undefined;
}

/**
 * Empties a DATA_DIR for a restore: its database (with its -wal and -shm, which would otherwise
 * be replayed onto the restored file), resumes, unfinished uploads and signing secret.
 */
export async function clearDataDir(dataDir: string): Promise<void> {
  for (const name of [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, SECRET_ENTRY]) {
    await rm(path.join(dataDir, name), { force: true });
  }
  for (const dir of ['resumes', 'tmp']) {
    await rm(path.join(dataDir, dir), { recursive: true, force: true });
  }
}

/**
 * Drops what the app made in the database's current schema (tables, views, sequences, functions;
 * not extensions), so pg_restore or the copy start from nothing. One transaction.
 */
export async function clearPostgres(url: string): Promise<void> {
  const db = postgresConnection(url);
  try {
    await db.transaction().execute(async (trx) => {
      const owned = (kinds: string) => sql<{ name: string }>`
        select quote_ident(c.relname) as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = any(${sql.lit(`{${kinds}}`)}::"char"[])
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`;
      const { rows: views } = await owned('v,m').execute(trx);
      for (const { name } of views)
        await sql`drop view if exists ${sql.raw(name)} cascade`.execute(trx);
      const { rows: tables } = await owned('r,p').execute(trx);
      for (const { name } of tables) {
        await sql`drop table if exists ${sql.raw(name)} cascade`.execute(trx);
      }
      const { rows: sequences } = await owned('S').execute(trx);
      for (const { name } of sequences) {
        await sql`drop sequence if exists ${sql.raw(name)} cascade`.execute(trx);
      }
      const { rows: functions } = await sql<{ name: string }>`
        select p.oid::regprocedure::text as name from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema()
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(
        trx,
      );
      for (const { name } of functions) {
        await sql`drop function if exists ${sql.raw(name)} cascade`.execute(trx);
      }
    });
  } catch (err) {
    throw new BackupError(
      `The PostgreSQL database could not be emptied for the restore: ${(err as Error).message}`,
    );
  } finally {
    await db.destroy();
  }
}
