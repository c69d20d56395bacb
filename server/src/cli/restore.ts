// `npm run restore -- FILE [--force] [--staging postgres://…]` (docs/backup.md): a backup into the
// configured DATA_DIR or DATABASE_URL. The target must hold no records unless --force; the whole
// backup is read and checked (backupArchive.ts) before the target is touched. Same engine: the
// snapshot file put in place, or pg_restore. Across engines: the copy command's copy and proof
// (copyData.ts) from the backup, read into a staging place, to the target. Then the newer
// migrations run, and the counts are told.
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from '../db/database.ts';
import type { Db, Engine } from '../db/engine.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { ensurePrivateDir, securePrivateTree } from '../lib/dataDir.ts';
import {
  BackupError,
  DATABASE_ENTRY,
  SECRET_ENTRY,
  SQLITE_FILE,
  unpackBackup,
  type Manifest,
} from './backupArchive.ts';
import {
  countTables,
  newestMigration,
  postgresConnection,
  sqliteFile,
  type BackupSource,
} from './backup.ts';
import { pgRestore, startThrowawayCluster } from './backupPostgres.ts';
import { copyData, placeOf, removeScratch } from './copyData.ts';
import { clearDataDir, clearPostgres, holdings, type Target } from './restoreTarget.ts';

export interface RestoreOptions {
  /** replace what the target holds */
  force?: boolean;
  /** an empty PostgreSQL database to read a PostgreSQL backup in, when restoring into SQLite */
  staging?: string;
}

export interface RestoreReport {
  from: Engine;
  to: Engine;
  /** the backup's newest migration, and the target's after the restore */
  migrations: { backup: string; now: string };
  /** rows per table in the target, after the restore */
  tables: Record<string, number>;
  resumes: { files: number; bytes: number };
  /** what the person restoring should know (a signing secret that differs) */
  notes: string[];
}

/** The newest migration this version of the app knows (it runs them on an empty database). */
async function newestKnownMigration(): Promise<string> {
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  try {
    await migrateToLatest(db);
    return await newestMigration(db as Db);
  } finally {
    await db.destroy();
  }
}

/** Rows per table of the restored data, as the backup counted them, or an error naming the first difference. */
function checkCounts(counted: Record<string, number>, manifest: Manifest, where: string): void {
  for (const [table, n] of Object.entries(manifest.tables)) {
    if (counted[table] !== n) {
      throw new BackupError(
        `${where}: ${table} has ${counted[table] ?? 'no'} rows where the backup counted ${n}. ` +
          'The restore is not complete.',
      );
    }
  }
}

async function countIn(db: Db, manifest: Manifest, where: string): Promise<void> {
  let counted: Record<string, number>;
  try {
    counted = await countTables(db);
  } catch (err) {
    throw new BackupError(`${where} cannot be read as a database: ${(err as Error).message}`);
  } finally {
    await db.destroy();
  }
  checkCounts(counted, manifest, where);
}

/** Moves a file, copying it when the staging directory is on another file system. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
  await chmod(to, 0o600);
}

/** The SQLite snapshot and its resumes put in place in the (emptied) DATA_DIR. */
async function placeSqlite(staged: string, dataDir: string): Promise<void> {
  ensurePrivateDir(dataDir);
  await clearDataDir(dataDir);
  ensurePrivateDir(path.join(dataDir, 'resumes'));
  for (const name of await readdir(path.join(staged, 'resumes'))) {
    await moveFile(path.join(staged, 'resumes', name), path.join(dataDir, 'resumes', name));
  }
  // the database last: until it is there, the DATA_DIR holds no records
  const temp = path.join(dataDir, `${SQLITE_FILE}.restoring`);
  await moveFile(path.join(staged, SQLITE_FILE), temp);
  await rename(temp, path.join(dataDir, SQLITE_FILE));
}

/** A PostgreSQL to read a PostgreSQL backup in: the one given, emptied, or a throwaway one. */
async function stagingPostgres(given: string | undefined) {
  if (!given) {
    const cluster = await startThrowawayCluster();
    return { url: cluster.url, done: async () => cluster.stop() };
  }
  const problem = await holdings({ dataDir: '', databaseUrl: given });
  if (problem) {
    throw new BackupError(
      `The --staging database must be empty: ${problem.replace(/ of DATABASE_URL/, '')}.`,
    );
  }
  await clearPostgres(given);
  return { url: given, done: () => clearPostgres(given) };
}

/** The backup's signing secret into the target, or a note when JWT_SECRET differs from it. */
async function restoreSecret(staged: string, target: BackupSource, notes: string[]): Promise<void> {
  const file = path.join(staged, SECRET_ENTRY);
  if (!existsSync(file)) {
    notes.push('The backup holds no signing secret: members sign in again after the restore.');
    return;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (target.jwtSecret === undefined && !target.databaseUrl) {
    await writeFile(path.join(target.dataDir, SECRET_ENTRY), secret + '\n', { mode: 0o600 });
    await chmod(path.join(target.dataDir, SECRET_ENTRY), 0o600);
  } else if (target.jwtSecret !== secret) {
    notes.push(
      "JWT_SECRET differs from the backup's signing secret: members sign in again, and " +
        'webhook signing secrets sealed with the old one cannot be read. To keep them, set ' +
        `JWT_SECRET to the backup's (tar -xOf FILE ${SECRET_ENTRY}) on every server.`,
    );
  }
}

/** Counts of the target after the restore (and the newer migrations), and its resumes. */
async function finalCounts(target: BackupSource) {
  const { db, engine } = await openDatabase(target);
  try {
    const tables = await countTables(db);
    let resumes = { files: 0, bytes: 0 };
    if (engine === 'postgres') {
      const row = await db
        .selectFrom('resume_files')
        .select((eb) => [
          eb.fn.countAll<number>().as('files'),
          eb.fn.sum<number>('size').as('bytes'),
        ])
        .executeTakeFirstOrThrow();
      resumes = { files: Number(row.files), bytes: Number(row.bytes ?? 0) };
    } else {
      const dir = path.join(target.dataDir, 'resumes');
      for (const name of existsSync(dir) ? await readdir(dir) : []) {
        resumes.files += 1;
        resumes.bytes += (await stat(path.join(dir, name))).size;
      }
    }
    return { tables, resumes, migration: await newestMigration(db) };
  } finally {
    await db.destroy();
  }
}

/**
 * Restores the backup `file` into the place `target` configures. Throws a BackupError in plain
 * words; when the backup is refused (damaged, newer, the target not empty) nothing was changed.
 */
export async function restoreBackup(
  file: string,
  target: BackupSource,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const to: Engine = target.databaseUrl ? 'postgres' : 'sqlite';
  const held = await holdings(target);
  if (held && !options.force) {
    throw new BackupError(
      `Nothing was restored: ${held}. Restore into an empty DATA_DIR or database, or add ` +
        '--force to replace what is there.',
    );
  }
  const staged = await mkdtemp(path.join(tmpdir(), 'iaa-restore-'));
  try {
    const manifest = await unpackBackup(file, staged);
    const known = await newestKnownMigration();
    if (manifest.migration > known) {
      throw new BackupError(
        `This backup was made by a newer version of the app (its database is at migration ` +
          `${manifest.migration}; this version knows up to ${known}). Update the app, then restore.`,
      );
    }
    const notes: string[] = [];
    const from = manifest.engine;
    if (from === 'sqlite') {
      await countIn(sqliteFile(path.join(staged, SQLITE_FILE)), manifest, 'The backup');
    }
    if (from === 'sqlite' && to === 'sqlite') {
      await placeSqlite(staged, target.dataDir);
      await countIn(sqliteFile(path.join(target.dataDir, SQLITE_FILE)), manifest, 'The restore');
    } else if (from === 'postgres' && to === 'postgres') {
      await clearPostgres(target.databaseUrl!);
      await pgRestore(target.databaseUrl!, path.join(staged, DATABASE_ENTRY.postgres));
      await countIn(postgresConnection(target.databaseUrl!), manifest, 'The restore');
    } else if (from === 'sqlite') {
      // into PostgreSQL: the copy command from the staged DATA_DIR
      await clearPostgres(target.databaseUrl!);
      await copyInto(placeOf(staged), target);
    } else {
      // into SQLite: the dump read into a PostgreSQL first, then copied from there
      const pg = await stagingPostgres(options.staging);
      try {
        await pgRestore(pg.url, path.join(staged, DATABASE_ENTRY.postgres));
        await countIn(postgresConnection(pg.url), manifest, 'The backup');
        ensurePrivateDir(target.dataDir);
        await clearDataDir(target.dataDir);
        await copyInto(placeOf(pg.url), target);
      } finally {
        await pg.done();
      }
    }
    await restoreSecret(staged, target, notes);
    const after = await finalCounts(target);
    if (to === 'sqlite') securePrivateTree(target.dataDir);
    return {
      from,
      to,
      migrations: { backup: manifest.migration, now: after.migration },
      tables: after.tables,
      resumes: after.resumes,
      notes,
    };
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
}

/** copyData from a staged place into the target, its scratch directory removed after. */
async function copyInto(from: ReturnType<typeof placeOf>, target: Target): Promise<void> {
  const to = placeOf(target.databaseUrl ?? target.dataDir);
  try {
    await copyData(from, to);
  } catch (err) {
    throw new BackupError(`The restore failed while copying: ${(err as Error).message}`);
  } finally {
    removeScratch(from);
    removeScratch(to);
  }
}
