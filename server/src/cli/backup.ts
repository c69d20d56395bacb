// `npm run backup -- FILE` and the scheduled backups (modules/backups/job.ts): a consistent backup
// of a running server's data in one file (backupArchive.ts). SQLite: SQLite's online backup API
// into a snapshot (writes go on meanwhile), then the resume files that snapshot points to.
// PostgreSQL: pg_dump of an exported snapshot, counted in the same transaction (resumes live in
// the database there). The signing secret goes with either.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { link, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { isPostgres, type Db, type Engine } from '../db/engine.ts';
import type { Database } from '../db/schema.ts';
import { isResumeFileName, resumePath, storedResumeFiles } from '../lib/resumeStore.ts';
import {
  BACKUP_FORMAT,
  BackupError,
  DATABASE_ENTRY,
  FORMAT_VERSION,
  SECRET_ENTRY,
  SQLITE_FILE,
  startArchive,
  type Manifest,
} from './backupArchive.ts';
import { pgDump } from './backupPostgres.ts';
import { inWords } from './backupText.ts';
import { COPIED_TABLES } from './copyTables.ts';

/** The tables a backup counts: those the copy command moves, and the resumes' table. */
export const COUNTED_TABLES: readonly string[] = [
  ...COPIED_TABLES.map(([table]) => table),
  'resume_files',
];

export type BackupSource = Pick<Config, 'dataDir' | 'databaseUrl' | 'jwtSecret'>;

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** The tables of the database (its current schema on PostgreSQL). */
export async function existingTables(db: Db): Promise<Set<string>> {
  const rows = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

/** Rows per counted table, of the tables the database has (an older one may lack some). */
export async function countTables(db: Db): Promise<Record<string, number>> {
  const present = await existingTables(db);
  const counts: Record<string, number> = {};
  // every table alike, by name
  const anyDb = db as unknown as Kysely<Record<string, { n: number }>>;
  for (const table of COUNTED_TABLES) {
    if (!present.has(table)) continue;
    const row = await anyDb
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The newest migration the database has run; a database never started has none. */
export async function newestMigration(db: Db): Promise<string> {
  if (!(await existingTables(db)).has('kysely_migration')) {
    throw new BackupError('The database has no tables yet: start the server once first.');
  }
  const { rows } = await sql<{ name: string | null }>`select max(name) as name
    from kysely_migration`.execute(db);
  return rows[0]?.name ?? '';
}

/** The app's version, from the package.json above this file (source or built). */
export function appVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'interview-ai-admin') return pkg.version ?? 'unknown';
    }
    const up = path.dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
}

/** JWT_SECRET, else the secret a SQLite server keeps in DATA_DIR/jwt-secret. */
function signingSecret(source: BackupSource): { text?: string; from: Manifest['jwt_secret'] } {
  if (source.jwtSecret) return { text: source.jwtSecret, from: 'environment' };
  const file = path.join(source.dataDir, 'jwt-secret');
  if (!existsSync(file)) return { from: 'none' };
  return { text: readFileSync(file, 'utf8').trim(), from: 'file' };
}

/** A Kysely on a SQLite file, for reading a snapshot. */
export function sqliteFile(file: string): Db {
  const database = new BetterSqlite3(file, { fileMustExist: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** A Kysely on one PostgreSQL connection, without migrating (a backup changes nothing). */
export function postgresConnection(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c TimeZone=UTC' });
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Copies the live SQLite database into `out` with SQLite's online backup API. A write by another
 * connection restarts the copy; each restart copies more pages per step, so it ends whatever the
 * writes, with the server's event loop free between steps.
 */
async function snapshotSqlite(dataDir: string, out: string): Promise<void> {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(file)) {
    throw new BackupError(`There is no database in DATA_DIR (${file}): nothing to back up.`);
  }
  const source = new BetterSqlite3(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    let pages = 256;
    let remaining = Number.POSITIVE_INFINITY;
    await source.backup(out, {
      progress: (progress) => {
        if (progress.remainingPages > remaining) pages = Math.min(pages * 4, 0x7fffffff);
        remaining = progress.remainingPages;
        return pages;
      },
    });
  } finally {
    source.close();
  }
  // a plain file, not in WAL mode: opened read-only anywhere, restored as it is
  const snapshot = new BetterSqlite3(out, { fileMustExist: true });
  try {
    snapshot.pragma('journal_mode = DELETE');
  } finally {
    snapshot.close();
  }
}

type Facts = Pick<Manifest, 'migration' | 'tables' | 'resumes'>;

/**
 * Hard links to every resume file, made before the snapshot in DATA_DIR/tmp (the same file system;
 * the upload sweep leaves directories alone): a resume deleted after the snapshot (its candidate
 * deleted for good meanwhile) is still read from its link. Where links cannot be made, the files
 * are read where they are.
 */
async function pinResumes(dataDir: string): Promise<{ dir: string; names: Set<string> }> {
  const dir = path.join(dataDir, 'tmp', `backup-${randomBytes(8).toString('hex')}`);
  const names = new Set<string>();
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    for (const name of await storedResumeFiles(dataDir)) {
      await link(resumePath(dataDir, name), path.join(dir, name)).then(
        () => names.add(name),
        () => undefined,
      );
    }
  } catch {
    // no links: the files are read where they are
  }
  return { dir, names };
}

async function backupSqlite(source: BackupSource, scratch: string, archive: Archive) {
  const snapshot = path.join(scratch, DATABASE_ENTRY.sqlite);
  const pinned = await pinResumes(source.dataDir);
  try {
    await snapshotSqlite(source.dataDir, snapshot);
    const db = sqliteFile(snapshot);
    let facts: Facts;
    let names: string[];
    try {
      const rows = await db
        .selectFrom('candidates')
        .select('resume_file')
        .distinct()
        .where('resume_file', 'is not', null)
        .orderBy('resume_file')
        .execute();
      names = rows.map((row) => row.resume_file!).filter(isResumeFileName);
      facts = {
        migration: await newestMigration(db),
        tables: await countTables(db),
        resumes: { files: 0, bytes: 0, missing: [] },
      };
    } finally {
      await db.destroy();
    }
    await archive.addFile(DATABASE_ENTRY.sqlite, snapshot);
    await rm(snapshot, { force: true });
    await archive.addSecret();
    for (const name of names) {
      const file = pinned.names.has(name)
        ? path.join(pinned.dir, name)
        : resumePath(source.dataDir, name);
      // stored after the links were made and removed again before it could be read: not there
      if (!(await stat(file).catch(() => undefined))) {
        facts.resumes.missing.push(name);
        continue;
      }
      const entry = await archive.addFile(`resumes/${name}`, file);
      facts.resumes.files += 1;
      facts.resumes.bytes += entry.size;
    }
    return facts;
  } finally {
    await rm(pinned.dir, { recursive: true, force: true });
  }
}

async function backupPostgres(url: string, scratch: string, archive: Archive) {
  const dump = path.join(scratch, DATABASE_ENTRY.postgres);
  const db = postgresConnection(url);
  let facts: Facts;
  try {
    facts = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const exported = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        const resumes = await sql<{ files: string; bytes: string | null }>`select count(*) as files,
          sum(octet_length(content)) as bytes from resume_files`.execute(trx);
        const counted: Facts = {
          migration: await newestMigration(trx),
          tables: await countTables(trx),
          resumes: {
            files: Number(resumes.rows[0]?.files ?? 0),
            bytes: Number(resumes.rows[0]?.bytes ?? 0),
            missing: [],
          },
        };
        // the transaction stays open while pg_dump reads its snapshot
        await pgDump(url, exported.rows[0]!.id, dump);
        return counted;
      });
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`The PostgreSQL database cannot be read: ${(err as Error).message}`);
  } finally {
    await db.destroy();
  }
  await archive.addFile(DATABASE_ENTRY.postgres, dump);
  await rm(dump, { force: true });
  await archive.addSecret();
  return facts;
}

interface Archive {
  addFile(name: string, file: string): Promise<{ size: number }>;
  addSecret(): Promise<void>;
}

/**
 * Writes a backup of the data of `source` (a configuration: DATA_DIR or DATABASE_URL, JWT_SECRET)
 * into `file`, while its servers run. Throws a BackupError in plain words.
 */
export async function createBackup(
  source: BackupSource,
  file: string,
  now: Date = new Date(),
): Promise<BackupSummary> {
  const engine: Engine = source.databaseUrl ? 'postgres' : 'sqlite';
  const secret = signingSecret(source);
  const writer = await startArchive(file, now).catch((err: unknown) => {
    throw new BackupError(`The backup cannot be written to ${file}: ${inWords(err)}.`);
  });
  const scratch = await mkdtemp(path.join(tmpdir(), 'iaa-backup-'));
  const archive: Archive = {
    addFile: (name, from) => writer.addFile(name, from),
    async addSecret() {
      if (secret.text) await writer.addBytes(SECRET_ENTRY, Buffer.from(secret.text + '\n'));
    },
  };
  try {
    const facts = source.databaseUrl
      ? await backupPostgres(source.databaseUrl, scratch, archive)
      : await backupSqlite(source, scratch, archive);
    const manifest = {
      format: BACKUP_FORMAT,
      format_version: FORMAT_VERSION,
      app_version: appVersion(),
      engine,
      created_at: now.toISOString(),
      jwt_secret: secret.from,
      ...facts,
    };
    return { file, ...(await writer.finish(manifest)) };
  } catch (err) {
    await writer.abort();
    if (err instanceof BackupError) throw err;
    throw new BackupError(`The backup of ${file} failed: ${inWords(err)}.`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
