// Backups across engines (docs/backup.md): the demo installation on SQLite, backed up, restored
// onto PostgreSQL, backed up there, and restored onto SQLite again through a throwaway PostgreSQL
// the restore starts itself; every record and resume byte equal to the original at each step.
// PostgreSQL only: the server project leaves tests/server/postgres/ out.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/src/bootstrap.ts';
import { createBackup, type BackupSource } from '../../../server/src/cli/backup.ts';
import { verifyRows } from '../../../server/src/cli/copyTables.ts';
import { restoreBackup } from '../../../server/src/cli/restore.ts';
import { loadConfig } from '../../../server/src/config.ts';
import {
  cleanUp,
  clusterUrl,
  newDataDir,
  newPostgres,
  openPlace,
  resumesDiffering,
  tempDir,
} from '../backupHelpers.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD } from '../testApp.ts';

let original: BackupSource;
/** the backup made on PostgreSQL by the first test */
let postgresBackup = '';

beforeAll(async () => {
  // the demo data (60 candidates with PDF resumes, interviews, training sets) on SQLite
  original = {
    dataDir: path.join(tempDir(), 'data'),
    databaseUrl: undefined,
    jwtSecret: undefined,
  };
  const config = loadConfig({
    DATA_DIR: original.dataDir,
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'silent',
  });
  const started = await startServer(config, { logger: false });
  await started.app.close();
}, 120_000);

afterAll(cleanUp);

/** The place holds every record and resume of the original, equal. */
async function expectSameAsOriginal(place: BackupSource): Promise<void> {
  const [from, copy] = [await openPlace(original), await openPlace(place)];
  try {
    await verifyRows(from.db, copy.db);
    const names = await from.resumes.list();
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(await copy.resumes.list()).toEqual(names);
    expect(await resumesDiffering(from, copy)).toEqual([]);
  } finally {
    await from.close();
    await copy.close();
  }
}

describe('a backup across engines', () => {
  it('SQLite → PostgreSQL → SQLite: every record and resume byte as the original', async () => {
    const dir = tempDir();
    const fromSqlite = await createBackup(original, path.join(dir, 'sqlite.tar'));
    expect(fromSqlite.manifest.engine).toBe('sqlite');
    expect(fromSqlite.manifest.tables.candidates).toBeGreaterThanOrEqual(60);

    const postgres = await newPostgres();
    const onPostgres = await restoreBackup(path.join(dir, 'sqlite.tar'), postgres);
    expect(onPostgres).toMatchObject({ from: 'sqlite', to: 'postgres' });
    expect(onPostgres.resumes.files).toBe(fromSqlite.manifest.resumes.files);
    // the SQLite installation signed with its own generated secret, not the test JWT_SECRET
    expect(onPostgres.notes).toEqual([
      expect.stringMatching(/^JWT_SECRET differs from the backup/),
    ]);
    await expectSameAsOriginal(postgres);

    postgresBackup = path.join(dir, 'postgres.tar');
    const fromPostgres = await createBackup(postgres, postgresBackup);
    expect(fromPostgres.manifest.engine).toBe('postgres');
    expect(fromPostgres.manifest.resumes.files).toBe(fromSqlite.manifest.resumes.files);
    expect(fromPostgres.manifest.resumes.bytes).toBe(fromSqlite.manifest.resumes.bytes);

    // no --staging: the restore starts a throwaway PostgreSQL to read the dump
    const back = newDataDir();
    const onSqlite = await restoreBackup(path.join(dir, 'postgres.tar'), back);
    expect(onSqlite).toMatchObject({ from: 'postgres', to: 'sqlite', notes: [] });
    expect(onSqlite.tables).toEqual({ ...fromSqlite.manifest.tables });
    await expectSameAsOriginal(back);
    // the restored installation signs with the PostgreSQL servers' JWT_SECRET, kept in its DATA_DIR
    const secret = readFileSync(path.join(back.dataDir, 'jwt-secret'), 'utf8');
    expect(secret.trim()).toBe(TEST_JWT_SECRET);
  }, 180_000);

  it('restores onto PostgreSQL as a database owner who is no superuser, pg_trgm made by one', async () => {
    expect(postgresBackup).not.toBe('');
    const suffix = randomBytes(6).toString('hex');
    const [role, database] = [`owner_${suffix}`, `owned_${suffix}`];
    const as = async (url: string, statements: string[]) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const at = (user: string, db: string) => {
      const url = new URL(clusterUrl());
      url.username = user;
      url.pathname = `/${db}`;
      return url.toString();
    };
    await as(clusterUrl(), [
      `create role ${role} login`,
      `create database ${database} owner ${role}`,
    ]);
    try {
      // the superuser made the extension: its owner, not the database's, may comment on it
      await as(at(new URL(clusterUrl()).username, database), ['create extension pg_trgm']);
      const target = {
        dataDir: tempDir(),
        databaseUrl: at(role, database),
        jwtSecret: TEST_JWT_SECRET,
      };
      const report = await restoreBackup(postgresBackup, target);
      expect(report).toMatchObject({ from: 'postgres', to: 'postgres' });
      await expectSameAsOriginal(target);
    } finally {
      await as(clusterUrl(), [
        `drop database if exists ${database} with (force)`,
        `drop role if exists ${role}`,
      ]);
    }
  }, 120_000);
});
