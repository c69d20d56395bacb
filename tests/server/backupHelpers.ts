// What the backup tests share: places to restore into (a new DATA_DIR, a new PostgreSQL database),
// opening what a restore made, and comparing it with the source, row by row and byte by byte.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import type { BackupSource } from '../../server/src/cli/backup.ts';
import { COPIED_TABLES } from '../../server/src/cli/copyTables.ts';
import { systemClock } from '../../server/src/clock.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import type { Db } from '../../server/src/db/engine.ts';
import {
  createResumeStorage,
  type ResumeStorage,
} from '../../server/src/modules/resumes/storage.ts';
import { createDatabase } from '../support/postgres.ts';
import { multipart, resumePdf } from './multipart.ts';
import { TEST_JWT_SECRET, type TestApp } from './testApp.ts';

const cleanups: (() => Promise<void> | void)[] = [];

/** Removes every directory and database the helpers made (afterAll). */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** A new directory, removed by cleanUp. */
export function tempDir(prefix = 'iaa-backup-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A DATA_DIR that does not exist yet (its parent does), as an operator names a new one. */
export const newDataDir = (): BackupSource => ({
  dataDir: path.join(tempDir(), 'data'),
  databaseUrl: undefined,
  jwtSecret: undefined,
});

/** The test cluster's URL in the server-pg project; '' in the SQLite one. */
export const clusterUrl = (): string => inject('postgresUrl');

/** A new, empty PostgreSQL database of the test cluster (server-pg only), dropped by cleanUp. */
export async function newPostgres(): Promise<BackupSource> {
  const database = await createDatabase(clusterUrl());
  cleanups.push(database.drop);
  return { dataDir: tempDir(), databaseUrl: database.url, jwtSecret: TEST_JWT_SECRET };
}

export interface Opened {
  db: Db;
  resumes: ResumeStorage;
  close(): Promise<void>;
}

/** The database and resumes of a place, opened as a server would (it migrates). */
export async function openPlace(place: Pick<BackupSource, 'dataDir' | 'databaseUrl'>) {
  const { db, engine } = await openDatabase(place);
  const resumes = createResumeStorage(engine, { db, dataDir: place.dataDir, clock: systemClock });
  return { db, resumes, close: () => db.destroy() };
}

type Row = Record<string, unknown>;

/**
 * Every row of every copied table of `copy` found in `source` by its key with the same values
 * (same engine: the values as each driver answers them); answers the differences. A source that
 * went on being written holds more rows: those are not differences.
 */
export async function rowsMissingFromSource(source: Db, copy: Db): Promise<string[]> {
  const differences: string[] = [];
  for (const [table, keys] of COPIED_TABLES) {
    const all = async (db: Db) =>
      (await (db as unknown as Kysely<Record<string, Row>>)
        .selectFrom(table)
        .selectAll()
        .execute()) as Row[];
    const idOf = (row: Row) => keys.map((k) => String(row[k])).join('/');
    const inSource = new Map((await all(source)).map((row) => [idOf(row), row]));
    for (const row of await all(copy)) {
      if (!isDeepStrictEqual(inSource.get(idOf(row)), row)) {
        differences.push(`${table} ${idOf(row)}`);
      }
    }
  }
  return differences;
}

/** The resumes the copy's candidates point to whose bytes differ from the source's (or are missing). */
export async function resumesDiffering(source: Opened, copy: Opened): Promise<string[]> {
  const names = await copy.resumes.list();
  const differing: string[] = [];
  for (const name of names) {
    const [a, b] = [await source.resumes.read(name), await copy.resumes.read(name)];
    if (!a || !b || !a.equals(b)) differing.push(name);
  }
  return differing;
}

let pdfs: Uint8Array[] | undefined;

/** Creates a candidate with a PDF resume through the API; answers its id. */
export async function createCandidate(t: TestApp, token: string, n: number): Promise<string> {
  pdfs ??= await Promise.all(
    ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'].map((name) => resumePdf({ name })),
  );
  const { payload, headers } = await multipart({
    name: `Writer ${n}`,
    email: `writer${n}@example.com`,
    phone: '+1 555 0100',
    skills: 'Python',
    resume: { filename: 'cv.pdf', content: pdfs[n % pdfs.length]! },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json().data as { id: string }).id;
}
