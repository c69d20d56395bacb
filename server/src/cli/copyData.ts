// `npm run copy-data -- --from <place> --to <place>`: copies a whole installation, records and
// resumes, from one engine to the other (a DATA_DIR of SQLite, or a postgres:// URL) into an empty
// database, then proves the copy by counts and by reading every record and resume back.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/engine.ts';
import { createResumeStorage, type ResumeStorage } from '../modules/resumes/storage.ts';
import { assertEmpty, copyRows, CopyError, verifyRows } from './copyTables.ts';

/** A side of the copy: SQLite in a DATA_DIR, or a PostgreSQL database. */
export interface Place {
  dataDir: string;
  databaseUrl: string | undefined;
  /** a directory made for the copy (PostgreSQL's upload scratch space): removeScratch() */
  scratch?: string;
}

/** `postgres://…` or `postgresql://…` is PostgreSQL; anything else a DATA_DIR of SQLite. */
export function placeOf(text: string): Place {
  if (/^postgres(ql)?:\/\//i.test(text)) {
    if (!URL.canParse(text)) throw new CopyError(`Not a valid PostgreSQL URL: ${text}`);
    const scratch = mkdtempSync(path.join(tmpdir(), 'iaa-copy-'));
    return { dataDir: scratch, databaseUrl: text, scratch };
  }
  return { dataDir: path.resolve(text), databaseUrl: undefined };
}

/** Removes the scratch directory placeOf made for a PostgreSQL place, if any. */
export function removeScratch(place: Place): void {
  if (place.scratch) rmSync(place.scratch, { recursive: true, force: true });
}

interface Opened {
  db: Db;
  resumes: ResumeStorage;
  close(): Promise<void>;
}

async function open(place: Place): Promise<Opened> {
  const { db, engine } = await openDatabase(place);
  const resumes = createResumeStorage(engine, { db, dataDir: place.dataDir, clock: systemClock });
  return {
    db,
    resumes,
    close: () => db.destroy(),
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every resume of the source into the target, under its own name and owner. */
async function copyResumes(from: Opened, to: Opened): Promise<{ files: number; bytes: number }> {
  const owners = new Map(
    (
      await from.db
        .selectFrom('candidates')
        .select(['resume_file', 'admin_id'])
        .where('resume_file', 'is not', null)
        .execute()
    ).map((row) => [row.resume_file!, row.admin_id]),
  );
  let bytes = 0;
  const names = await from.resumes.list();
  for (const name of names) {
    const content = await from.resumes.read(name);
    if (!content) throw new CopyError(`resume ${name} is listed but cannot be read`);
    await to.resumes.save(content, owners.get(name) ?? null, name);
    bytes += content.length;
  }
  return { files: names.length, bytes };
}

/** The same resume names on both sides, each with the same bytes. */
async function verifyResumes(from: Opened, to: Opened): Promise<void> {
  const [a, b] = [await from.resumes.list(), await to.resumes.list()];
  if (a.length !== b.length || a.some((name, i) => name !== b[i])) {
    throw new CopyError(`resumes: ${a.length} in the source, ${b.length} in the copy`);
  }
  for (const name of a) {
    const [x, y] = [await from.resumes.read(name), await to.resumes.read(name)];
    if (!x || !y || sha256(x) !== sha256(y)) {
      throw new CopyError(`resume ${name}: the copy differs from the source`);
    }
  }
}

export interface CopyReport {
  rows: Record<string, number>;
  resumes: { files: number; bytes: number };
}

/** Copies `from` into the empty `to`, and checks the copy; throws CopyError on any difference. */
export async function copyData(from: Place, to: Place): Promise<CopyReport> {
  if (from.databaseUrl === to.databaseUrl && from.dataDir === to.dataDir) {
    throw new CopyError('The source and the target are the same place.');
  }
  const source = await open(from);
  try {
    const target = await open(to);
    try {
      await assertEmpty(target.db, 'The target');
      const rows = await copyRows(source.db, target.db);
      const resumes = await copyResumes(source, target);
      await verifyRows(source.db, target.db);
      await verifyResumes(source, target);
      return { rows, resumes };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
